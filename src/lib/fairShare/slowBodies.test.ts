// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";
import { createApplicationInbox } from "@/lib/careers/applicationsInbox";
import { applicationByReference } from "@/lib/careers/store";
import { withStore } from "@/lib/db/store";
import { createThrottle } from "@/lib/platform/throttle/memory";
import { notSentMessage } from "@/content/messageResult";
import { createInboxHandlers } from "@/lib/leads/inbox/handlers";
import { statusOfProblem } from "@/lib/leads/inbox/withoutScript";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { applicationFields } from "../../../tests/fixtures/applications";
import { makePdf } from "../../../tests/fixtures/documents";
import { INBOX_RECEIVING } from "./limits";

/**
 * One client holding its share of bodies that never finish arriving (the
 * review's slow posts): its next post is refused at once with 429 and
 * Retry-After, never queued, while other clients' enquiries and applications
 * are stored; a body still arriving holds no processing slot (each inbox here
 * processes one request at a time, and the others still get through).
 */

afterAll(closeUntrustedPool);

const SLOW = "198.51.100.7";

/** A body that sends its first bytes and then nothing, ever (until the test ends it). */
function neverEnding(contentType: string, url: string, from: string) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(
        new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="website"\r\n\r\n'),
      );
    },
  });
  const request = new Request(url, {
    method: "POST",
    body,
    headers: {
      "content-type": `${contentType}; boundary=x`,
      "content-length": "500000",
      "x-forwarded-for": from,
    },
    duplex: "half",
  } as RequestInit);
  return { request, end: () => controller.error(new Error("the client went away")) };
}

function consultation(marker: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    form_name: "consultation",
    website: "",
    user_name: "Asha Verma",
    user_email: "asha@example.in",
    user_phone: "+91 98765 43210",
    user_service: "Calibration Services",
    message: `Please call me ${marker}`,
    lib_version: "4.4.1",
    user_id: "k",
    service_id: "s",
    template_id: "t",
  }))
    form.append(name, value);
  return form;
}

const config = {
  publicKey: "k",
  templates: {
    contact: { serviceId: "s", templateId: "t" },
    feedback: { serviceId: "s", templateId: "tf" },
    appointment: { serviceId: "s", templateId: "ta" },
    enquiry: { serviceId: "s2", templateId: "te" },
    serviceConsultation: { serviceId: "s2", templateId: "tsc" },
    newsletter: { serviceId: "s2", templateId: "tn" },
  },
};

const SEND_FORM = "http://127.0.0.1/api/v1.0/email/send-form";
const APPLY = "http://127.0.0.1/career/apply/send";

describe("slow bodies in the lead inbox", () => {
  function inbox() {
    const stored: string[] = [];
    const handlers = createInboxHandlers({
      store: () => ({
        insert(lead) {
          stored.push(String(lead.fields.message));
          return Promise.resolve({ id: stored.length, reference: `L-${stored.length}` });
        },
      }),
      throttle: createThrottle({ limit: 100 }),
      config,
      trustedHops: 1,
      maxConcurrent: 1,
      log: () => {},
    });
    return { handlers, stored };
  }

  it("refuses a client over its share of bodies being received at once, while another's enquiry is stored", async () => {
    const { handlers, stored } = inbox();
    const slow = Array.from({ length: INBOX_RECEIVING.perClient }, () =>
      neverEnding("multipart/form-data", SEND_FORM, SLOW),
    );
    const held = slow.map((s) => handlers.sendForm(s.request, "127.0.0.1"));

    const over = neverEnding("multipart/form-data", SEND_FORM, SLOW);
    const refused = await handlers.sendForm(over.request, "127.0.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(INBOX_RECEIVING.retryAfterSeconds));

    const honest = await handlers.sendForm(
      new Request(SEND_FORM, {
        method: "POST",
        body: consultation("honest"),
        headers: { "x-forwarded-for": "203.0.113.9" },
      }),
      "127.0.0.1",
    );
    expect(honest.status).toBe(200);
    expect(await honest.text()).toBe("OK L-1");
    expect(stored).toEqual(["Please call me honest"]);

    // The browser's own post (no script) and the test request's page say why, with the wait.
    const withoutScript = await handlers.submitWithoutScript(
      neverEnding("multipart/form-data", "http://127.0.0.1/api/leads", SLOW).request,
      "127.0.0.1",
    );
    expect(withoutScript).toMatchObject({
      ok: false,
      problem: "sending",
      retryAfterSeconds: INBOX_RECEIVING.retryAfterSeconds,
    });
    // /request shows the form again with 429 (not a full house) and the reason in words.
    expect(statusOfProblem("sending")).toBe(429);
    expect(statusOfProblem("full")).toBe(503);
    expect(notSentMessage("request", "sending").problem).toMatch(/already sending us other forms/);

    // The client's slow bodies end (cut by the server): its share is free again.
    for (const s of slow) s.end();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([400, 400]);
    const again = await handlers.sendForm(
      new Request(SEND_FORM, {
        method: "POST",
        body: consultation("after"),
        headers: { "x-forwarded-for": SLOW },
      }),
      "127.0.0.1",
    );
    expect(again.status).toBe(200);
  });

  it("answers 503 with Retry-After when every receiving slot is taken by many clients", async () => {
    const { handlers } = inbox();
    const slow = Array.from({ length: INBOX_RECEIVING.total }, (_, i) =>
      neverEnding("multipart/form-data", SEND_FORM, `198.51.100.${10 + Math.floor(i / 2)}`),
    );
    const held = slow.map((s) => handlers.sendForm(s.request, "127.0.0.1"));
    const full = await handlers.sendForm(
      new Request(SEND_FORM, {
        method: "POST",
        body: consultation("full"),
        headers: { "x-forwarded-for": "203.0.113.9" },
      }),
      "127.0.0.1",
    );
    expect(full.status).toBe(503);
    expect(full.headers.get("retry-after")).toBe(String(INBOX_RECEIVING.retryAfterSeconds));
    for (const s of slow) s.end();
    await Promise.all(held);
  });
});

describe("slow bodies in the applications' inbox", () => {
  it("refuses a client over its share at once, while another's application is stored", async () => {
    const db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
    // Stored in this test's database, as the server stores into its own.
    await withStore(db, async () => {
      const inbox = createApplicationInbox({
        throttle: createThrottle({ limit: 100 }),
        trustedHops: 1,
        maxConcurrent: 1,
        log: () => {},
      });
      const slow = Array.from({ length: INBOX_RECEIVING.perClient }, () =>
        neverEnding("multipart/form-data", APPLY, SLOW),
      );
      const held = slow.map((s) => inbox.submit(s.request, "127.0.0.1"));

      const over = await inbox.submit(
        neverEnding("multipart/form-data", APPLY, SLOW).request,
        "127.0.0.1",
      );
      expect(over).toMatchObject({
        ok: false,
        status: 429,
        problem: "sending",
        retryAfterSeconds: INBOX_RECEIVING.retryAfterSeconds,
      });

      const form = new FormData();
      for (const [name, value] of Object.entries(applicationFields())) form.set(name, value);
      form.set("cv", new File([makePdf()], "asha.pdf"));
      const honest = await inbox.submit(
        new Request(APPLY, {
          method: "POST",
          body: form,
          headers: { "x-forwarded-for": "203.0.113.9" },
        }),
        "127.0.0.1",
      );
      expect(honest).toMatchObject({ ok: true });
      const reference = honest.ok ? honest.reference : undefined;
      expect(await applicationByReference(reference!)).toMatchObject({
        name: "Asha Verma",
        cvName: "asha.pdf",
      });

      for (const s of slow) s.end();
      await Promise.all(held);
    });
  });
});
