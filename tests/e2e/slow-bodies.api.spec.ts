import { expect, test } from "@playwright/test";
import { INBOX_RECEIVING, UPLOAD_RATE } from "@/lib/fairShare/limits";
import { trickleSlowBodies, type SlowBodies } from "../../scripts/bench/slowBody";
import { applicationFields } from "../fixtures/applications";
import { makePdf } from "../fixtures/documents";
import { startServer, type OwnServer } from "./ownServer";
import { consultationFields } from "../fixtures/leads";

/**
 * Issue 47, row 1, against the built server: clients that announce a large
 * body and send it a byte every 10 s, over raw sockets, to the lead inbox and
 * the applications. Each client past its share of bodies being received is
 * refused at once (429 with Retry-After); every slow body is cut (408, its
 * connection closed) soon after the upload rate's grace, not after Node's
 * 300 s; and meanwhile an honest enquiry and application from another address
 * are stored. TRUST_PROXY_HOPS=1: each X-Forwarded-For is a client.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let slow: SlowBodies[] = [];
test.beforeAll(async () => {
  server = await startServer({ TRUST_PROXY_HOPS: "1" });
});
test.afterAll(async () => {
  for (const s of slow) s.stop();
  await server?.stop();
});

/** The grace, one sweep a second, and room for a busy machine. */
const CUT_WITHIN_MS = UPLOAD_RATE.graceMs + 2 * UPLOAD_RATE.checkEveryMs + 4_000;

const lead = consultationFields;

const application = applicationFields();

function formOf(values: Record<string, string>, file?: { field: string; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file) form.append(file.field, new File([makePdf()], file.name));
  return form;
}

test("slow bodies are cut after the grace, a client over its share is refused at once, honest posts are stored meanwhile", async () => {
  const perClient = INBOX_RECEIVING.perClient;
  // Four clients each hold their share of the lead inbox, two of the applications'.
  const leads = trickleSlowBodies({
    url: `${server.url}/api/leads`,
    count: 4 * perClient,
    forwardedFor: (i) => `198.51.100.${1 + Math.floor(i / perClient)}`,
  });
  const applications = trickleSlowBodies({
    url: `${server.url}/career/apply/send`,
    count: 2 * perClient,
    forwardedFor: (i) => `198.51.100.${1 + Math.floor(i / perClient)}`,
  });
  // One more client sends one more than its share to the protocol's endpoint at once.
  const over = trickleSlowBodies({
    url: `${server.url}/api/v1.0/email/send-form`,
    count: perClient + 1,
    forwardedFor: () => "198.51.100.9",
  });
  slow = [leads, applications, over];

  let cutBeforeHonestPosts = 0;
  for (const end of [...leads.ends, ...applications.ends])
    void end.then(() => cutBeforeHonestPosts++);

  // The one over its share is answered at once, while the others are being received.
  const first = await Promise.race(over.answers);
  expect(first?.status).toBe(429);
  expect(first!.afterMs).toBeLessThan(3_000);
  expect(first!.head.toLowerCase()).toContain(
    `retry-after: ${INBOX_RECEIVING.retryAfterSeconds}\r\n`,
  );

  const enquiry = await fetch(`${server.url}/api/v1.0/email/send-form`, {
    method: "POST",
    body: formOf(lead),
    headers: { "x-forwarded-for": "203.0.113.50" },
  });
  expect(enquiry.status).toBe(200);
  expect(await enquiry.text()).toMatch(/^OK \S+/);

  const applied = await fetch(`${server.url}/career/apply/send`, {
    method: "POST",
    body: formOf(application, { field: "cv", name: "asha.pdf" }),
    headers: { "x-forwarded-for": "203.0.113.50", Accept: "application/json" },
  });
  expect(applied.status).toBe(200);
  expect(await applied.json()).toMatchObject({ reference: expect.stringMatching(/^APP-/) });
  // Both were stored while every slow body was still trickling.
  expect(cutBeforeHonestPosts).toBe(0);

  const ends = await Promise.all([...leads.ends, ...applications.ends, ...over.ends]);
  for (const end of ends) {
    expect(end.afterMs).toBeLessThan(CUT_WITHIN_MS);
    expect(end.bytesSent).toBeLessThan(1_000);
  }
  // Those still being received when cut are told 408 (or closed without a word).
  const cut = [...(await Promise.all([...leads.ends, ...applications.ends]))];
  for (const end of cut) expect([408, undefined]).toContain(end.status);
  expect(cut.filter((end) => end.status === 408).length).toBeGreaterThan(0);
  // The server goes on answering, and the slow clients' shares are free again.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const later = await fetch(`${server.url}/api/v1.0/email/send-form`, {
    method: "POST",
    body: formOf(lead),
    headers: { "x-forwarded-for": "198.51.100.9" },
  });
  expect(later.status).toBe(200);
});
