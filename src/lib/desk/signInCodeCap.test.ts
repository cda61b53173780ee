// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { withStore } from "@/lib/db/store";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { addUser } from "./accounts";
import { signIn, signInSecondStep, type SecondStepResult } from "./signIn";
import { enrolWithSecret, newSecret } from "./twoFactor";
import type { WrongCodesAlert } from "./wrongCodes";

/**
 * Row 7 of issue 47: with one signatory's password, codes were guessed on one
 * pending sign-in from 40 IPv6 /64s in parallel (121 checked in a minute, the
 * sign-in still alive). Wrong codes are now capped per pending sign-in and per
 * account across all clients; the pause before a try is a promise that yields,
 * so parallel tries really wait side by side.
 */
const dir = mkdtempSync(join(tmpdir(), "desk-code-cap-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = "correct horse battery staple";
/** The pause, waited side by side by every try in flight (a turn of the event loop, no clock). */
const yieldingWait = () => new Promise((go) => setImmediate(go));
const appCode = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
/** A code that is not the app's now, nor a step either side. */
const wrongCode = (secret: string, at: Date) =>
  String((Number(appCode(secret, at)) + 500_000) % 1_000_000).padStart(6, "0");
/** The i-th of 40 IPv6 clients, each its own /64 of one /48. */
const v6Client = (i: number) => `2001:db8:48:${(i + 1).toString(16)}::1`;
const outcome = (r: SecondStepResult) => (r.ok ? "ok" : r.reason);

let accounts = 0;
async function signatory(at: Date) {
  const email = `signatory-${++accounts}@lab.example`;
  await addUser(email, PASSWORD, ["reports"]);
  const secret = newSecret();
  await enrolWithSecret(email, secret, at);
  return { email, secret };
}

async function pendingOf(email: string, address: string, at: Date) {
  const result = await signIn(email, PASSWORD, address, at, yieldingWait);
  if (!result.ok || !result.pending) throw new Error(`no code step: ${JSON.stringify(result)}`);
  return result.pending;
}

const pendingRows = (email: string) =>
  db.prepare("SELECT COUNT(*) AS n FROM desk_pending_sign_ins WHERE email = ?").get(email)!.n;

describe("wrong second-factor codes", () => {
  it("40 tries on one pending sign-in from 40 /64s at once: three are checked, then it has ended", () =>
    withStore(db, async () => {
      const t0 = new Date("2026-11-24T09:00:05Z");
      const { email, secret } = await signatory(t0);
      const pending = await pendingOf(email, "198.51.100.1", t0);
      const alerts: WrongCodesAlert[] = [];
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signInSecondStep(pending, wrongCode(secret, t0), v6Client(i), t0, yieldingWait, (a) =>
            alerts.push(a),
          ),
        ),
      );
      const tries = STAFF_SIGN_IN.codeTriesPerSignIn;
      expect(results.slice(0, tries).map(outcome)).toEqual([
        ...Array(tries - 1).fill("invalid"),
        "ended",
      ]);
      expect(results.slice(tries).map(outcome)).toEqual(Array(40 - tries).fill("expired"));
      expect(pendingRows(email)).toBe(0);
      // The right code on the ended sign-in is no use: the password is asked again.
      expect(
        outcome(await signInSecondStep(pending, appCode(secret, t0), "198.51.100.1", t0)),
      ).toBe("expired");
      expect(alerts).toEqual([]);
    }));

  it("ten wrong codes on an account from any clients end all its pending sign-ins and e-mail its owner once", () =>
    withStore(db, async () => {
      const t0 = new Date("2026-11-24T10:00:05Z");
      const { email, secret } = await signatory(t0);
      // Wrong passwords elsewhere first: every try now pauses (1 s and more), side by side.
      for (let i = 0; i < STAFF_SIGN_IN.lockAfterFailures; i++)
        await signIn(email, "a wrong password", `192.0.2.${i + 1}`, t0, yieldingWait);
      const pendings: string[] = [];
      for (let i = 0; i < 5; i++) pendings.push(await pendingOf(email, `198.51.100.${i + 10}`, t0));
      const alerts: WrongCodesAlert[] = [];
      const alert = (a: WrongCodesAlert) => alerts.push(a);
      // 40 at once, from 40 /64s, two on each pending sign-in (under its own cap), round and round.
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signInSecondStep(
            pendings[i % 5],
            wrongCode(secret, t0),
            v6Client(i),
            t0,
            yieldingWait,
            alert,
          ),
        ),
      );
      const cap = STAFF_SIGN_IN.wrongCodesPerAccount;
      const checked = results.filter((r) => !r.ok && ["invalid", "ended"].includes(r.reason));
      expect(checked).toHaveLength(cap - 1);
      const capped = results.filter((r) => !r.ok && r.reason === "too-many-codes");
      expect(capped.length).toBeGreaterThanOrEqual(1);
      expect(results.every((r) => !r.ok)).toBe(true);
      expect(pendingRows(email)).toBe(0);
      expect(alerts).toHaveLength(1);
      const until = (capped[0] as { until: Date }).until;
      expect(alerts[0]).toEqual({ account: email, codes: cap, until });
      expect(until.getTime()).toBeGreaterThan(t0.getTime());
      expect(until.getTime()).toBeLessThanOrEqual(t0.getTime() + STAFF_SIGN_IN.lockMs + 60_000);

      // The password again, and the right code: still refused until the quarter hour is over,
      // with no second e-mail.
      const again = await pendingOf(email, "198.51.100.20", t0);
      expect(
        await signInSecondStep(
          again,
          appCode(secret, t0),
          "198.51.100.20",
          t0,
          yieldingWait,
          alert,
        ),
      ).toEqual({ ok: false, reason: "too-many-codes", until });
      expect(pendingRows(email)).toBe(0);
      expect(alerts).toHaveLength(1);

      // After it, the owner signs in.
      const after = new Date(until.getTime() + 1000);
      const last = await pendingOf(email, "198.51.100.21", after);
      expect(
        await signInSecondStep(
          last,
          appCode(secret, after),
          "198.51.100.21",
          after,
          yieldingWait,
          alert,
        ),
      ).toMatchObject({ ok: true, email });
    }));
});
