import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { verify } from "@/content/reports";
import { yearInKolkata } from "@/lib/clock";
import { displayUlr, formatUlr } from "@/lib/reports/ulr";
import { send } from "./fromAddress";
import type { OwnServer } from "./ownServer";
import { register, someClient, verifyServer } from "./reportRegister";

/** What a buyer who scans a report's QR, or types its ULR and code, gets over the wire. */

// One server for the file: its tests share it, one after another.
test.describe.configure({ mode: "serial" });

let server: OwnServer;
let reg: ReturnType<typeof register>;
test.beforeAll(async ({}, testInfo) => {
  server = await verifyServer(testInfo);
  reg = register(server);
});
test.afterAll(async () => {
  reg.close();
  await server.stop();
});

const text = (html: string) =>
  (/<main\b[^]*<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function client() {
  const address = someClient();
  const headers = { "x-forwarded-for": address };
  return {
    get: (path: string) => fetch(server.url + path, { headers, redirect: "manual" }),
    lookup: (ulr: string, code = "") =>
      fetch(`${server.url}/verify`, {
        method: "POST",
        headers,
        body: new URLSearchParams({ ulr, code }),
      }),
  };
}

test("a scanned QR shows an authentic report, its facts and its PDF with the PDF's SHA-256", async () => {
  const report = reg.create();
  const pdf = reg.attach(report, "authentic");
  const visitor = client();
  const page = await visitor.get(`/verify/${report.token}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  expect(page.headers.get("x-robots-tag")).toContain("noindex");
  expect(page.headers.get("cache-control")).toBe("no-store");
  const seen = text(await page.text());
  expect(seen).toContain(verify.status.issued);
  for (const fact of [
    displayUlr(report.reference),
    report.reportNumber,
    "Test report",
    "20 November 2026",
    report.customer,
    report.signatory,
    "TC-11482",
    "DRUM-2291",
  ])
    expect(seen).toContain(fact);
  const sha = createHash("sha256").update(pdf).digest("hex");
  expect(seen).toContain(sha);

  const file = await visitor.get(`/verify/${report.token}/pdf`);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  // The server writes its counted checks within 2 seconds.
  await expect.poll(() => reg.checks(report), { timeout: 5000 }).toBe(1);
});

/** The answer's bytes as sent (not decoded), for a client accepting `acceptEncoding`. */
const rawGet = (path: string, acceptEncoding: string) =>
  send(server.url + path, {
    headers: { "x-forwarded-for": someClient(), "accept-encoding": acceptEncoding },
  });

test("each scan fills the kept page frame with its own report, the same page gzipped or not", async () => {
  const first = reg.create();
  const second = reg.create();
  for (const [report, other] of [
    [first, second],
    [second, first],
  ] as const) {
    const zipped = await rawGet(`/verify/${report.token}`, "gzip, deflate, br");
    const plain = await rawGet(`/verify/${report.token}`, "identity");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.bytes.byteLength);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.bytes.byteLength);
    const html = gunzipSync(zipped.bytes).toString("utf8");
    expect(html).toBe(plain.bytes.toString("utf8"));
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
    expect(text(html)).toContain(displayUlr(report.reference));
    expect(text(html)).toContain(verify.another);
    expect(html).not.toContain(displayUlr(other.reference));
    expect(html).not.toContain(other.token);
  }
  const missing = await rawGet(`/verify/${"A".repeat(24)}`, "gzip");
  expect(missing.status).toBe(404);
  expect(text(gunzipSync(missing.bytes).toString("utf8"))).toContain(verify.result.missingHelp);
});

test("withdrawn, superseded (linked both ways), past its due date, and unknown", async () => {
  const visitor = client();
  const withdrawn = reg.withdraw(reg.create(), "Serial number recorded wrongly");
  const withdrawnPage = text(await (await visitor.get(`/verify/${withdrawn.token}`)).text());
  // Withdrawn today, as India counts days: this year's number, whatever the year.
  expect(withdrawnPage).toMatch(
    new RegExp(`Withdrawn on \\d{1,2} \\w+ ${yearInKolkata()}: Serial number recorded wrongly`),
  );
  expect(withdrawnPage).not.toContain(verify.status.issued);

  const old = reg.create();
  const newer = reg.create();
  reg.supersede(old, newer);
  const oldHtml = await (await visitor.get(`/verify/${old.token}`)).text();
  expect(text(oldHtml)).toContain(verify.status.superseded(displayUlr(newer.reference)));
  expect(oldHtml).toContain(`href="/verify/${newer.token}"`);
  const newerHtml = await (await visitor.get(`/verify/${newer.token}`)).text();
  expect(text(newerHtml)).toContain(verify.status.issued);
  expect(newerHtml).toContain(`href="/verify/${old.token}"`);

  const due = reg.create({
    ulr: formatUlr({
      kind: "calibration-certificate",
      year: 2025,
      running: 1 + Math.floor(Math.random() * 9e8),
      scope: "F",
    }),
    kind: "calibration-certificate",
    issueDate: "2025-10-01",
    dueDate: "2026-09-30",
  });
  const duePage = text(await (await visitor.get(`/verify/${due.token}`)).text());
  expect(duePage).toContain(verify.status.issued);
  expect(duePage).toContain(verify.status.duePassed);
  expect(duePage).toContain("CC-3907");

  const unknown = await visitor.get("/verify/AAAAAAAAAAAAAAAAAAAAAAAA");
  expect(unknown.status).toBe(404);
  expect(unknown.statusText).toBe("Not Found");
  expect(text(await unknown.text())).toContain(verify.status.missing);
  expect((await visitor.get("/verify/AAAAAAAAAAAAAAAAAAAAAAAA/pdf")).status).toBe(404);
});

test("by ULR and code: the whole report; by ULR alone: existence and status only; every miss alike", async () => {
  const report = reg.create({ customer: "Confidential Customer Ltd" });
  reg.attach(report, "by ulr");
  const visitor = client();

  const full = await visitor.lookup(
    displayUlr(report.reference).toLowerCase(),
    report.code.toLowerCase(),
  );
  expect(full.status).toBe(200);
  const fullText = text(await full.text());
  expect(fullText).toContain(verify.status.issued);
  expect(fullText).toContain("Confidential Customer Ltd");
  expect(fullText).toContain(verify.pdf.view);

  const statusOnly = text(await (await visitor.lookup(report.reference)).text());
  expect(statusOnly).toContain(verify.status.issued);
  expect(statusOnly).toContain(verify.result.existsOnly);
  expect(statusOnly).not.toContain("Confidential Customer Ltd");
  expect(statusOnly).not.toContain(verify.pdf.view);

  const wrongCode = await visitor.lookup(
    report.reference,
    report.code === "ABCDEFGH" ? "ABCDEFGJ" : "ABCDEFGH",
  );
  const unknownUlr = await visitor.lookup(
    formatUlr({ kind: "test-report", year: 2019, running: 1, scope: "F" }),
    "ABCDEFGH",
  );
  expect(wrongCode.status).toBe(404);
  expect(unknownUlr.status).toBe(404);
  const scrub = async (r: Response) => text(await r.text()).replace(/value="[^"]*"/g, "");
  expect(await scrub(wrongCode)).toBe(await scrub(unknownUlr));
  expect(await scrub(await visitor.lookup(report.reference, "ABCDEFGH"))).not.toContain(
    "Confidential",
  );

  const bad = await visitor.lookup("ULR-XX123", "?");
  expect(bad.status).toBe(400);
  const badText = text(await bad.text());
  expect(badText).toContain(verify.form.errors.ulr);
  expect(badText).toContain(verify.form.errors.code);
});

test("enumerating sequential ULRs without codes reveals only existence, and the rate limit holds", async () => {
  const visitor = client();
  const first = reg.create({ customer: "Enumerated Industries" });
  const answers: number[] = [];
  let refused = 0;
  const running = Number(first.reference.slice(9, 17));
  for (let i = 0; i < 100; i++) {
    const ulr = formatUlr({ kind: "test-report", year: 2026, running: running + i, scope: "F" });
    const response = await visitor.lookup(ulr);
    const body = await response.text();
    expect(body).not.toContain("Enumerated Industries");
    expect(body).not.toContain("/verify/" + first.token);
    if (response.status === 429) {
      refused++;
      expect(response.headers.get("retry-after")).toBe("60");
    } else answers.push(response.status);
  }
  expect(answers).toHaveLength(20);
  expect(refused).toBe(80);
  // Another client is not held back by this one.
  expect((await client().lookup(first.reference)).status).toBe(200);
});

test("the PDF check answers for a hash: exact, an older version, or no match", async () => {
  const report = reg.create();
  const v1 = reg.attach(report, "version one");
  const v2 = reg.attach(report, "version two");
  const visitor = client();
  const ask = async (bytes: Uint8Array) =>
    (
      await visitor.get(
        `/api/reports/check?sha256=${createHash("sha256").update(bytes).digest("hex")}`,
      )
    ).json();
  expect(await ask(v2)).toMatchObject({
    match: true,
    current: true,
    message: verify.check.match(displayUlr(report.reference)),
  });
  expect(await ask(v1)).toMatchObject({
    match: true,
    current: false,
    message: verify.check.older(displayUlr(report.reference), 1, 2),
  });
  const changed = Uint8Array.from(v2);
  changed[20] = changed[20]! ^ 1;
  expect(await ask(changed)).toEqual({ match: false, message: verify.check.noMatch });
  expect((await visitor.get("/api/reports/check?sha256=nothex")).status).toBe(400);
});
