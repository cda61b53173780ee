import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { HOTP, Secret, TOTP } from "otpauth";
import { desk } from "@/content/desk";
import { ui } from "@/content/ui";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { addUser, PASSWORD, totpSecretOf } from "./deskStaff";
import { send, setCookies, type Answer } from "./fromAddress";
import { auditCount } from "./deskAudit";
import { startServer } from "./ownServer";
import { smtpSink } from "./smtpSink";

/**
 * Issue 47, rows 4 and 7, on servers of their own: a flood of sign-ins for
 * unknown addresses from one client is refused before its hashes while
 * colleagues sign in; wrong second-factor codes from many clients end every
 * pending sign-in of the account and e-mail its owner. Clients are told apart
 * by their address (127.0.0.5, 127.0.0.6 …).
 */

/** The passwords the server checked and found wrong (the audit log counts them). */
const failedChecks = (dbPath: string) => auditCount(dbPath, "failed sign-in");

const signIn = (url: string, email: string, password: string, from: string) =>
  send(`${url}/desk/sign-in`, { method: "POST", form: { email, password }, from });

test("a flood of unknown addresses from one client is refused before its hashes (429); colleagues sign in meanwhile", async () => {
  test.setTimeout(90_000);
  const server = await startServer({});
  try {
    const colleague = addUser(server.dbPath, "colleague", ["leads"]);
    const flood: Promise<Answer>[] = [];
    const colleagues: Answer[] = [];
    // Three waves of 32 at once, a colleague's sign-in from another address during each.
    for (let wave = 0; wave < 3; wave++) {
      for (let i = 0; i < 32; i++)
        flood.push(
          signIn(
            server.url,
            `nobody-${randomUUID().slice(0, 8)}@evil.example`,
            "guess",
            "127.0.0.5",
          ),
        );
      colleagues.push(await signIn(server.url, colleague, PASSWORD, "127.0.0.6"));
    }
    const answers = await Promise.all(flood);
    for (const answer of colleagues) {
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe("/desk/start");
    }
    // The flood's hashes: 20 a minute at most, whatever it sends.
    expect(await failedChecks(server.dbPath)).toBeLessThanOrEqual(
      STAFF_SIGN_IN.failedTriesPerClientPerMinute,
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(96 - STAFF_SIGN_IN.failedTriesPerClientPerMinute);
    // Refused by the sign-in's count, on its page in words, or, fired 32 at once, by the server's
    // door before the site's code runs (REQUESTS_AT_ONCE, lib/http/requestsAtOnce.ts).
    for (const answer of refused) {
      const seconds = Number(answer.headers["retry-after"]);
      expect(seconds).toBeGreaterThan(0);
      if (answer.body !== ui.tooManyAtOnce)
        expect(answer.body).toContain(desk.signIn.tooManyTries(seconds));
    }
    expect(answers.filter((a) => a.status === 401).length).toBe(await failedChecks(server.dbPath));
    // The flood goes on one try at a time: its failures reach 20 in the minute, and from then
    // on every try is refused before its hash.
    let next: Answer | undefined;
    for (let i = 0; i <= STAFF_SIGN_IN.failedTriesPerClientPerMinute; i++)
      next = await signIn(server.url, `nobody-${i}@evil.example`, "guess", "127.0.0.5");
    expect(next!.status).toBe(429);
    expect(await failedChecks(server.dbPath)).toBe(STAFF_SIGN_IN.failedTriesPerClientPerMinute);
    const colleagueAfter = await signIn(server.url, colleague, PASSWORD, "127.0.0.6");
    expect(colleagueAfter.status).toBe(303);
  } finally {
    await server.stop();
  }
});

/** The wrong codes the server checked (the audit log counts them). */
const wrongCodesChecked = (dbPath: string) => auditCount(dbPath, "wrong sign-in code");

/** Six digits that are not the account's code for any step the desk would take now. */
function wrongCode(email: string): string {
  const secret = Secret.fromBase32(totpSecretOf(email));
  const now = TOTP.counter({ timestamp: Date.now() });
  const taken = new Set(
    [now - 1, now, now + 1].map((counter) => HOTP.generate({ secret, counter })),
  );
  return ["000000", "111111", "222222", "333333"].find((code) => !taken.has(code))!;
}

test("40 wrong codes at once from 40 clients: ten are checked, then every pending sign-in of the account ends and its owner is e-mailed", async () => {
  test.setTimeout(90_000);
  const sink = await smtpSink();
  const server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
  });
  try {
    const email = addUser(server.dbPath, "signatory", ["reports"]);
    const pendings: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await signIn(server.url, email, PASSWORD, `127.0.0.${10 + i}`);
      expect(answer.status).toBe(303);
      pendings.push(
        setCookies(answer)
          .find((c) => c.startsWith("desk-pending="))!
          .split(";")[0]!,
      );
    }
    const code = (cookie: string, from: string) =>
      send(`${server.url}/desk/sign-in/code`, {
        method: "POST",
        form: { code: wrongCode(email) },
        headers: { Origin: server.url, Cookie: cookie },
        from,
      });
    // 40 wrong codes at once from 40 clients, eight on each pending sign-in.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => code(pendings[i % 5]!, `127.0.0.${20 + i}`)),
    );
    // Exactly the account's cap of codes was checked, whatever the order they came in.
    expect(await wrongCodesChecked(server.dbPath)).toBe(STAFF_SIGN_IN.wrongCodesPerAccount);
    expect(answers.filter((a) => a.status === 303)).toEqual([]);
    const capped = answers.filter((a) => a.status === 429);
    expect(capped.length).toBeGreaterThanOrEqual(1);
    for (const answer of capped) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.body).toContain(
        "Too many wrong codes were entered for this account, so every sign-in waiting for its code has ended",
      );
      expect(answer.body).toContain(desk.signInCode.again);
    }
    // Every pending sign-in has ended: the password is asked again.
    for (const [i, cookie] of pendings.entries()) {
      const again = await code(cookie, `127.0.0.${40 + i}`);
      expect(again.status).toBe(401);
      expect(again.body).toContain(desk.signInCode.expired);
    }
    await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBe(1);
    const [mail] = sink.messages;
    expect(mail!.to).toEqual([email]);
    const text = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(text).toContain(desk.signInCode.wrongCodesMail.subject);
    expect(text).toMatch(/https?:\/\/\S+\/desk\/forgot-password/);
  } finally {
    await server.stop();
    await sink.close();
  }
});
