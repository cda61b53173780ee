// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HOTP, Secret, TOTP } from "otpauth";
import { withStore } from "@/lib/db/store";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { addUser, AccountError, resetTwoFactor } from "./accounts";
import { needsSecondFactor } from "./roles";
import { sessionUser } from "./sessions";
import { LOCK_MS, PENDING_MS, signIn, signInSecondStep } from "./signIn";
import {
  checkCode,
  cleanSecret,
  codeAt,
  enrolmentSecret,
  enrolWithSecret,
  finishEnrolment,
  groupedKey,
  hasSecondFactor,
  newSecret,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  recoveryLeft,
  secondFactorOf,
  stepAt,
} from "./twoFactor";

const dir = mkdtempSync(join(tmpdir(), "desk-two-factor-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = "correct horse battery staple";
const T0 = new Date("2026-11-23T10:00:05Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const noWait = async () => {};

/** What an authenticator app shows for a secret at an instant (computed by otpauth itself). */
const appCode = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

let accounts = 0;
async function account(roles = ["admin"]) {
  const email = `two-factor-${++accounts}@lab.example`;
  await addUser(email, PASSWORD, roles);
  return email;
}

describe("TOTP codes (RFC 6238 through otpauth)", () => {
  it("makes 160-bit base32 secrets and reads one typed with spaces or in lower case", () =>
    withStore(db, async () => {
      const secret = newSecret();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(newSecret()).not.toBe(secret);
      expect(cleanSecret(groupedKey(secret).toLowerCase())).toBe(secret);
      expect(groupedKey(secret)).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
      // Too short (10 bytes), or not base32 at all.
      expect(cleanSecret("JBSWY3DPEHPK3PXP")).toBeUndefined();
      expect(cleanSecret("not a secret 0189")).toBeUndefined();
    }));

  it("computes the RFC 6238 test vector and the code an app shows", () =>
    withStore(db, async () => {
      // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 (8 digits); its last six for six digits.
      const rfc = Secret.fromLatin1("12345678901234567890").base32;
      expect(codeAt(rfc, 1)).toBe("287082");
      const secret = newSecret();
      expect(codeAt(secret, stepAt(T0))).toBe(appCode(secret, T0));
    }));

  it("writes the otpauth:// address an app reads from the QR code", () =>
    withStore(db, async () => {
      const secret = newSecret();
      const uri = otpauthUri(secret, "asha@lab.example");
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      expect(uri).toContain(`secret=${secret}`);
      expect(uri).toContain("digits=6");
      expect(uri).toContain("period=30");
      expect(uri).toContain("asha%40lab.example");
    }));

  it("needs a second factor for admin, reports, signatory and quality, not for the others", () =>
    withStore(db, async () => {
      for (const role of ["admin", "reports", "signatory", "quality"] as const)
        expect(needsSecondFactor([role]), role).toBe(true);
      for (const role of ["leads", "hr", "content"] as const)
        expect(needsSecondFactor([role]), role).toBe(false);
      expect(needsSecondFactor(["leads", "signatory"])).toBe(true);
    }));
});

describe("enrolment", () => {
  it("keeps one secret until a code proves it, then gives ten recovery codes, stored hashed", () =>
    withStore(db, async () => {
      const email = await account();
      const secret = (await enrolmentSecret(email, T0))!;
      expect(await enrolmentSecret(email, later(60))).toBe(secret);
      expect(await hasSecondFactor(email)).toBe(false);

      expect(await finishEnrolment(email, "000000", T0)).toBeUndefined();
      expect(await finishEnrolment(email, "12345", T0)).toBeUndefined();
      const codes = (await finishEnrolment(email, appCode(secret, T0), T0))!;
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of codes)
        expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
      expect(await secondFactorOf(email)).toEqual({
        enrolledAt: T0.toISOString(),
        recoveryLeft: RECOVERY_CODE_COUNT,
      });
      // Only hashes are kept: no code is in the table, with or without its dashes.
      const stored = JSON.stringify(
        db.prepare("SELECT * FROM desk_recovery_codes WHERE email = ?").all(email),
      );
      for (const code of codes) {
        expect(stored).not.toContain(code);
        expect(stored).not.toContain(code.replaceAll("-", ""));
      }
      // The code that enrolled is spent: it does not sign in afterwards.
      expect(await checkCode(email, appCode(secret, T0), T0)).toEqual({ ok: false });
      // Enrolled: no new secret is offered.
      expect(await enrolmentSecret(email, later(90))).toBeUndefined();
    }));
});

describe("checking a code", () => {
  it("takes the current step or one either side, each step once, never an earlier one", () =>
    withStore(db, async () => {
      const email = await account();
      const secret = newSecret();
      await enrolWithSecret(email, secret, T0);
      const now = stepAt(T0);

      expect(await checkCode(email, codeAt(secret, now - 2), T0)).toEqual({ ok: false });
      expect(await checkCode(email, codeAt(secret, now + 2), T0)).toEqual({ ok: false });
      expect(await checkCode(email, codeAt(secret, now - 1), T0)).toEqual({
        ok: true,
        kind: "app",
      });
      // Replayed: refused.
      expect(await checkCode(email, codeAt(secret, now - 1), T0)).toEqual({ ok: false });
      expect(
        await checkCode(email, ` ${codeAt(secret, now + 1).replace(/^(...)/, "$1 ")} `, T0),
      ).toEqual({
        ok: true,
        kind: "app",
      });
      // The current step is at or below the last accepted one now: refused.
      expect(await checkCode(email, codeAt(secret, now), T0)).toEqual({ ok: false });
      // Two steps on, the next code works.
      expect(await checkCode(email, codeAt(secret, now + 2), later(60))).toEqual({
        ok: true,
        kind: "app",
      });
    }));

  it("takes each recovery code once, in any case and with or without dashes", () =>
    withStore(db, async () => {
      const email = await account();
      const [first, second] = await enrolWithSecret(email, newSecret(), T0);
      expect(await checkCode(email, first!.toLowerCase(), T0)).toEqual({
        ok: true,
        kind: "recovery",
        left: RECOVERY_CODE_COUNT - 1,
      });
      expect(await checkCode(email, first!, T0)).toEqual({ ok: false });
      expect(await checkCode(email, second!.replaceAll("-", " "), T0)).toMatchObject({
        left: RECOVERY_CODE_COUNT - 2,
      });
      expect(await recoveryLeft(email)).toBe(RECOVERY_CODE_COUNT - 2);
      expect(await checkCode(email, "AAAA-BBBB-CCCC-DDDD", T0)).toEqual({ ok: false });
    }));

  it("refuses every code for an account without a second factor", () =>
    withStore(db, async () => {
      const email = await account(["leads"]);
      expect(await checkCode(email, "123456", T0)).toEqual({ ok: false });
    }));
});

describe("signing in with a second factor", () => {
  const pendingOf = async (email: string, address: string, at = T0) => {
    const result = await signIn(email, PASSWORD, address, at, noWait);
    expect(result.ok && result.pending).toBeTruthy();
    return result.ok ? result.pending! : "";
  };

  it("asks for the code after the password, and signs in with it", () =>
    withStore(db, async () => {
      const email = await account();
      const secret = newSecret();
      await enrolWithSecret(email, secret, T0);
      const pending = await pendingOf(email, "10.1.0.1");
      // The password step alone made no session.
      expect(db.prepare("SELECT 1 FROM desk_sessions WHERE email = ?").get(email)).toBeUndefined();
      const result = await signInSecondStep(pending, appCode(secret, T0), "10.1.0.1", T0, noWait);
      expect(result).toMatchObject({ ok: true, email });
      expect((await sessionUser(result.ok ? result.token : undefined, T0))?.email).toBe(email);
      // The hand-over is spent.
      expect(await signInSecondStep(pending, appCode(secret, T0), "10.1.0.1", T0)).toEqual({
        ok: false,
        reason: "expired",
      });
    }));

  it("counts wrong codes with wrong passwords: five lock the account from that address", () =>
    withStore(db, async () => {
      const email = await account();
      const secret = newSecret();
      await enrolWithSecret(email, secret, T0);
      const from = "10.1.0.2";
      // One wrong password, then the right one: its failure stays counted.
      expect(await signIn(email, "wrong password", from, T0, noWait)).toEqual({
        ok: false,
        reason: "invalid",
      });
      const first = await pendingOf(email, from);
      for (let i = 0; i < 2; i++)
        expect(await signInSecondStep(first, "000000", from, T0, noWait)).toEqual({
          ok: false,
          reason: "invalid",
        });
      // A pending sign-in is good for three codes: then the password again.
      expect(await signInSecondStep(first, "000000", from, T0, noWait)).toEqual({
        ok: false,
        reason: "ended",
      });
      const pending = await pendingOf(email, from);
      expect(await signInSecondStep(pending, "000000", from, T0, noWait)).toEqual({
        ok: false,
        reason: "locked",
        until: new Date(T0.getTime() + LOCK_MS),
      });
      // Locked from there, even for the right code …
      expect(await signInSecondStep(pending, appCode(secret, T0), from, T0, noWait)).toMatchObject({
        reason: "locked",
      });
      // … and for the password step, with the same keys in desk_failures.
      expect(await signIn(email, PASSWORD, from, T0, noWait)).toMatchObject({
        reason: "locked",
      });
      const wrongCodes = db
        .prepare(
          "SELECT COALESCE(SUM(count), 0) AS n FROM desk_audit WHERE who = ? AND action = 'wrong sign-in code'",
        )
        .get(email) as { n: number };
      expect(Number(wrongCodes.n)).toBe(4);
      // Not locked for its owner elsewhere.
      const elsewhere = await pendingOf(email, "10.9.0.1");
      expect(
        await signInSecondStep(elsewhere, appCode(secret, T0), "10.9.0.1", T0, noWait),
      ).toMatchObject({ ok: true });
    }));

  it("ends the hand-over after five minutes", () =>
    withStore(db, async () => {
      const email = await account();
      const secret = newSecret();
      await enrolWithSecret(email, secret, T0);
      const pending = await pendingOf(email, "10.1.0.3");
      const after = new Date(T0.getTime() + PENDING_MS + 1000);
      expect(
        await signInSecondStep(pending, appCode(secret, after), "10.1.0.3", after, noWait),
      ).toEqual({ ok: false, reason: "expired" });
      expect(await signInSecondStep(undefined, "123456", "10.1.0.3", T0, noWait)).toEqual({
        ok: false,
        reason: "expired",
      });
    }));

  it("tells how many recovery codes are left after signing in with one", () =>
    withStore(db, async () => {
      const email = await account();
      const [code] = await enrolWithSecret(email, newSecret(), T0);
      const pending = await pendingOf(email, "10.1.0.4");
      expect(await signInSecondStep(pending, code!, "10.1.0.4", T0, noWait)).toMatchObject({
        ok: true,
        recoveryLeft: RECOVERY_CODE_COUNT - 1,
      });
      const again = await pendingOf(email, "10.1.0.4");
      expect(await signInSecondStep(again, code!, "10.1.0.4", T0, noWait)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }));

  it("signs an account without a second factor in with its password alone", () =>
    withStore(db, async () => {
      const email = await account(["leads"]);
      const result = await signIn(email, PASSWORD, "10.1.0.5", T0, noWait);
      expect(result.ok && result.token).toBeTruthy();
    }));
});

describe("an administrator's reset", () => {
  it("removes the second factor and its codes, ends the sessions, and is audited", () =>
    withStore(db, async () => {
      const email = await account(["reports"]);
      const secret = newSecret();
      await enrolWithSecret(email, secret, T0);
      const pending = await (async () => {
        const r = await signIn(email, PASSWORD, "10.1.0.6", T0, noWait);
        return r.ok ? r.pending : undefined;
      })();
      const signedIn = await signInSecondStep(pending, appCode(secret, T0), "10.1.0.6", T0, noWait);
      const token = signedIn.ok ? signedIn.token : undefined;
      expect(await sessionUser(token, T0)).toBeDefined();

      await expect(resetTwoFactor(email, email)).rejects.toThrow(AccountError);
      await resetTwoFactor(email, "boss@lab.example");
      expect(await hasSecondFactor(email)).toBe(false);
      expect(await recoveryLeft(email)).toBe(0);
      expect(await sessionUser(token, T0)).toBeUndefined();
      expect(
        db
          .prepare("SELECT who, detail FROM desk_audit WHERE action = 'two-factor sign-in reset'")
          .all(),
      ).toEqual([{ who: "boss@lab.example", detail: email }]);
      // Nothing left to reset.
      await expect(resetTwoFactor(email, "boss@lab.example")).rejects.toThrow(AccountError);
      // Its password alone now makes a session (the desk's gate then sends it to set one up).
      const again = await signIn(email, PASSWORD, "10.1.0.6", T0, noWait);
      expect(again.ok && again.token).toBeTruthy();
    }));

  it("uses HOTP counters as steps: a code is bound to its 30-second step", () =>
    withStore(db, async () => {
      const secret = newSecret();
      const step = stepAt(T0);
      expect(codeAt(secret, step)).toBe(
        HOTP.generate({ secret: Secret.fromBase32(secret), counter: step }),
      );
      expect(stepAt(later(30))).toBe(step + 1);
    }));
});
