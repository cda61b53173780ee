// @vitest-environment node
import type { AddressInfo } from "node:net";
import { afterAll, beforeEach, expect, it, vi } from "vitest";
import { SMTPServer } from "smtp-server";

/** The set-password e-mail goes through the lead notifications' SMTP settings (a real SMTP sink here). */

const received: { to: string[]; raw: string }[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      done();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
const port = (sink.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv("SITE_URL", "https://lab.example");
});

const load = () => import("./passwordMail");

it("e-mails the link to the colleague from the notifications' sender", async () => {
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
  vi.stubEnv("LEADS_NOTIFY_FROM", "desk@lab.example");
  const { mailPasswordLink, setPasswordUrl } = await load();
  const link = setPasswordUrl("abc_DEF-123");
  expect(link).toBe("https://lab.example/desk/set-password?token=abc_DEF-123");
  expect(await mailPasswordLink("asha@lab.example", link)).toBe("mailed");
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(["asha@lab.example"]);
  expect(received[0]!.raw).toMatch(/^From: desk@lab\.example/m);
  // The body is quoted-printable: soft line breaks out, "=3D" back to "=".
  expect(received[0]!.raw.replace(/=\r\n/g, "").replace(/=3D/g, "=")).toContain(link);
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
