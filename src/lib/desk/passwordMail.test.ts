// @vitest-environment node
import { afterAll, beforeEach, expect, it, vi } from "vitest";
import { desk } from "@/content/desk";
import { header, smtpSink } from "../../../tests/e2e/smtpSink";

/**
 * The set-password e-mail goes through the mail outbox on the lead notifications' SMTP settings
 * (a real SMTP sink here), on the server's database (one in memory in a unit test).
 */

const sink = await smtpSink();
afterAll(() => sink.close());

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv("SITE_URL", "https://lab.example");
});

const load = () => import("./passwordMail");
/** A plain-text message's body as written, quoted-printable undone. */
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

it("e-mails the link to the colleague from the notifications' sender", async () => {
  vi.stubEnv("SMTP_URL", sink.url);
  vi.stubEnv("LEADS_NOTIFY_FROM", "desk@lab.example");
  const { mailPasswordLink, setPasswordUrl } = await load();
  const link = setPasswordUrl("abc_DEF-123");
  expect(link).toBe("https://lab.example/desk/set-password?token=abc_DEF-123");
  expect(await mailPasswordLink("asha@lab.example", link)).toBe("mailed");
  expect(await mailPasswordLink("ravi@lab.example", link, "forgot-password")).toBe("mailed");
  expect(sink.messages.map((m) => m.to)).toEqual([["asha@lab.example"], ["ravi@lab.example"]]);
  expect(sink.messages[0]!.raw).toMatch(/^From: desk@lab\.example/m);
  // An administrator's words, then those of "Forgot password"; the link in both.
  expect(header(sink.messages[0]!.raw, "Subject")).toBe(desk.accounts.mail.subject);
  expect(header(sink.messages[1]!.raw, "Subject")).toBe(desk.forgotPassword.mail.subject);
  for (const message of sink.messages) expect(bodyOf(message.raw)).toContain(link);
});

it("says so when SMTP is not set up, or the server cannot be reached", async () => {
  vi.stubEnv("SMTP_URL", "");
  vi.stubEnv("LEADS_NOTIFY_FROM", "");
  expect(await (await load()).mailPasswordLink("a@lab.example", "https://x")).toBe(
    "not-configured",
  );
  vi.resetModules();
  vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:9");
  vi.stubEnv("LEADS_NOTIFY_FROM", "desk@lab.example");
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await (await load()).mailPasswordLink("a@lab.example", "https://x")).toBe("failed");
});
