import { expect, test } from "@playwright/test";
import { startServer } from "./ownServer";
import { consultationFields } from "../fixtures/leads";
import { onRecordStore } from "./record";

/**
 * The inbox under attack, each case on a production server of its own (so its
 * throttle is this test's alone): bodies built to exhaust the parser, and a
 * client that rotates X-Forwarded-For to dodge the throttle. What the attack
 * costs in memory and page time depends on the machine: `npm run bench:inbox`
 * measures it and holds it to its limits.
 */

test.describe.configure({ mode: "serial" });

const SEND_FORM = "/api/v1.0/email/send-form";
const MB = 1024 * 1024;

function rowCount(dbPath: string): Promise<number> {
  return onRecordStore(dbPath, async (store) =>
    Number(
      (
        await store
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );
}

const lead = consultationFields;

function leadForm(): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(lead)) fd.append(k, v);
  return fd;
}

/** Just under 11 MB of `a=&a=&...`: millions of empty fields. */
function manyUrlencodedFields(): { body: Blob; type: string } {
  return {
    body: new Blob(["a=&".repeat(Math.floor((11 * MB - 1024) / 3))]),
    type: "application/x-www-form-urlencoded",
  };
}

/** Just under 11 MB of multipart parts: tiny fields, then empty file parts. */
function manyMultipartParts(kind: "fields" | "files"): { body: Blob; type: string } {
  const boundary = "b";
  const part =
    kind === "fields"
      ? `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="specification_file"; filename=""\r\n\r\n\r\n`;
  const count = Math.floor((11 * MB - 1024) / part.length);
  return {
    body: new Blob([part.repeat(count) + `--${boundary}--\r\n`]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

test("20 parallel 11 MB bodies of tiny parts are refused while reading; nothing is stored and the site keeps answering", async () => {
  test.setTimeout(120_000);
  const server = await startServer({ LEADS_RATE_PER_MINUTE: "100000" });
  try {
    expect((await fetch(server.url + SEND_FORM, { method: "POST", body: leadForm() })).status).toBe(
      200,
    );

    const kinds = [
      manyUrlencodedFields(),
      manyMultipartParts("fields"),
      manyMultipartParts("files"),
    ];
    const attack = Array.from({ length: 20 }, (_, i) => {
      const { body, type } = kinds[i % kinds.length]!;
      return fetch(server.url + SEND_FORM, {
        method: "POST",
        body,
        headers: { "content-type": type },
      }).then(
        async (r) => ({ status: r.status, text: await r.text() }),
        (error: Error) => ({ status: 0, text: error.message }),
      );
    });

    // Once the server has answered one attacker, a visitor asks for a page meanwhile.
    await Promise.race(attack);
    const page = await fetch(server.url + "/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1");

    // Every attacker gets a clear refusal: too large or too many fields (413), or past its share
    // of bodies being received at once (429) or a full inbox (503).
    const answers = await Promise.all(attack);
    for (const answer of answers) expect([413, 429, 503], answer.text).toContain(answer.status);
    expect(answers.filter((a) => a.status === 413).length).toBeGreaterThan(0);
    expect(await rowCount(server.dbPath)).toBe(1);

    // And a real lead afterwards is taken as before.
    expect((await fetch(server.url + SEND_FORM, { method: "POST", body: leadForm() })).status).toBe(
      200,
    );
    expect(await rowCount(server.dbPath)).toBe(2);
  } finally {
    await server.stop();
  }
});

test("25 posts from one client with 25 different X-Forwarded-For values: the last 5 get 429", async () => {
  const server = await startServer({ LEADS_RATE_PER_MINUTE: "20" });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await fetch(server.url + SEND_FORM, {
        method: "POST",
        body: leadForm(),
        headers: { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expect(await rowCount(server.dbPath)).toBe(20);
  } finally {
    await server.stop();
  }
});

test("behind one trusted proxy (TRUST_PROXY_HOPS=1) each forwarded client has its own limit", async () => {
  const server = await startServer({
    LEADS_RATE_PER_MINUTE: "2",
    TRUST_PROXY_HOPS: "1",
  });
  try {
    const post = (forwarded: string) =>
      fetch(server.url + SEND_FORM, {
        method: "POST",
        body: leadForm(),
        headers: { "x-forwarded-for": forwarded },
      }).then((r) => r.status);
    // The client writes its own first entry; the proxy appends the real address.
    expect(await post("1.1.1.1, 203.0.113.7")).toBe(200);
    expect(await post("2.2.2.2, 203.0.113.7")).toBe(200);
    expect(await post("3.3.3.3, 203.0.113.7")).toBe(429);
    expect(await post("1.1.1.1, 203.0.113.8")).toBe(200);
  } finally {
    await server.stop();
  }
});
