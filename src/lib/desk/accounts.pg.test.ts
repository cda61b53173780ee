import { TOTP, Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { recordAudit } from "@/lib/platform/audit/store";
import {
  addUser,
  AccountError,
  inviteUser,
  listUsers,
  passwordResetLink,
  removeUser,
  resetTwoFactor,
  setRoles,
} from "./accounts";
import { auditActions, auditPage } from "./auditLog";
import { forgotPassword } from "./forgotPassword";
import { linkAccount, purgeExpiredLinks, setPasswordByLink } from "./passwordLinks";
import { purgeDesk } from "./purge";
import { sessionUser, signOut } from "./sessions";
import { LOCK_MS, signIn, signInSecondStep } from "./signIn";
import { changeOwnProfile, confirmSigningName, signingNameChanges } from "./signingNames";
import { enrolmentSecret, finishEnrolment, recoveryLeft } from "./twoFactor";

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "saffron kettle on the ridge";
const T0 = new Date("2026-11-23T10:00:05Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const noWait = async () => {};
const appCode = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
/** What a refused action tells the person (the error's words), or "done". */
const outcome = (task: Promise<unknown>) =>
  task.then(
    () => "done",
    (e: unknown) => (e instanceof AccountError ? `refused: ${e.message}` : Promise.reject(e)),
  );
/** The listing as the accounts page shows it (without the created time, which is the clock's). */
const listing = async () =>
  (await listUsers()).map((a) => ({
    email: a.email,
    roles: a.roles,
    displayName: a.displayName,
    designation: a.designation,
    hasPassword: a.hasPassword,
    twoFactor: a.twoFactorSince !== undefined,
    signedIn: a.lastSignIn !== undefined,
  }));

describe("desk accounts, sign-in and sessions on PostgreSQL (issue 53)", () => {
  it("adds accounts, changes roles, signs in (any case), locks after five failures and removes, as on SQLite", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const seen: Record<string, unknown> = {};
      await addUser("Admin@Lab.example", PASSWORD, ["admin"]);
      await addUser("asha@lab.example", PASSWORD, ["leads", "hr"], "admin@lab.example");
      seen.duplicate = await outcome(addUser("ASHA@lab.example", PASSWORD, ["leads"]));
      seen.lastAdmin = await outcome(setRoles("admin@lab.example", ["leads"], "asha@lab.example"));
      seen.ownAccount = await outcome(removeUser("admin@lab.example", "admin@lab.example"));
      // Sign-in with the address in another case finds the account.
      const first = await signIn("ASHA@LAB.EXAMPLE", PASSWORD, "10.0.0.2", T0, noWait);
      seen.firstSignIn = { ok: first.ok, email: first.ok ? first.email : undefined };
      const token = first.ok && "token" in first ? first.token : undefined;
      seen.session = await sessionUser(token, later(60_000));
      seen.idle = await sessionUser(token, later(9 * 60 * 60_000));
      // Five wrong passwords lock the pair.
      const tries = [];
      for (let i = 0; i < 5; i++)
        tries.push((await signIn("asha@lab.example", "nope", "10.0.0.9", T0, noWait)).ok);
      seen.tries = tries;
      const locked = await signIn("asha@lab.example", PASSWORD, "10.0.0.9", T0, noWait);
      seen.locked = locked.ok ? "signed in" : locked.reason;
      const elsewhere = await signIn("asha@lab.example", PASSWORD, "10.0.0.3", T0, noWait);
      seen.elsewhere = elsewhere.ok;
      const afterLock = await signIn(
        "asha@lab.example",
        PASSWORD,
        "10.0.0.9",
        later(LOCK_MS + 1000),
        noWait,
      );
      seen.afterLock = afterLock.ok;
      const unknown = await signIn("nobody@lab.example", PASSWORD, "10.0.0.4", T0, noWait);
      seen.unknown = unknown.ok ? "signed in" : unknown.reason;
      // Roles change and the sessions end.
      const kept = await signIn("asha@lab.example", PASSWORD, "10.0.0.5", T0, noWait);
      const keptToken = kept.ok && "token" in kept ? kept.token : undefined;
      await setRoles("Asha@lab.example", ["content", "leads"], "admin@lab.example");
      seen.afterRoles = await sessionUser(keptToken, T0);
      const again = await signIn("asha@lab.example", PASSWORD, "10.0.0.5", T0, noWait);
      const againToken = again.ok && "token" in again ? again.token : undefined;
      seen.newRoles = await sessionUser(againToken, T0);
      await signOut(againToken);
      seen.signedOut = await sessionUser(againToken, T0);
      seen.listing = await listing();
      await removeUser("ASHA@lab.example", "admin@lab.example");
      seen.removed = await listing();
      return seen;
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.firstSignIn).toEqual({ ok: true, email: "asha@lab.example" });
    expect(sqlite.session).toEqual({ email: "asha@lab.example", roles: ["hr", "leads"] });
    expect(sqlite.tries).toEqual([false, false, false, false, false]);
    expect(sqlite.locked).toBe("locked");
    expect(sqlite.newRoles).toEqual({ email: "asha@lab.example", roles: ["content", "leads"] });
    expect(sqlite.afterRoles).toBeUndefined();
    expect(sqlite.listing).toHaveLength(2);
  });

  it("invites with a set-password link used once, and sets up and uses two-factor sign-in, as on SQLite", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const seen: Record<string, unknown> = {};
      await addUser("admin@lab.example", PASSWORD, ["admin"]);
      const invited = await inviteUser(
        {
          email: "Ravi@Lab.example",
          roles: ["reports", "signatory"],
          displayName: "R. K. Verma",
          designation: "Technical Manager",
        },
        "admin@lab.example",
        T0,
      );
      seen.invited = invited.email;
      seen.beforeLink = (await signIn("ravi@lab.example", NEW_PASSWORD, "10.0.0.6", T0, noWait)).ok;
      seen.linkAccount = await linkAccount(invited.token, later(60_000));
      seen.set = await setPasswordByLink(invited.token, NEW_PASSWORD, NEW_PASSWORD, later(60_000));
      seen.setAgain = await setPasswordByLink(
        invited.token,
        NEW_PASSWORD,
        NEW_PASSWORD,
        later(60_000),
      );
      const reset = await passwordResetLink("ravi@lab.example", "admin@lab.example", T0);
      seen.purged = await purgeExpiredLinks(later(25 * 60 * 60_000));
      seen.expired = await linkAccount(reset.token, later(25 * 60 * 60_000));
      // Two-factor: enrol, then a sign-in asks for the code.
      const secret = (await enrolmentSecret("ravi@lab.example", T0))!;
      seen.sameSecret = (await enrolmentSecret("ravi@lab.example", T0)) === secret;
      const codes = await finishEnrolment("ravi@lab.example", appCode(secret, T0), T0);
      seen.codes = codes?.length;
      const password = await signIn("ravi@lab.example", NEW_PASSWORD, "10.0.0.6", later(60_000));
      const pending = password.ok && "pending" in password ? password.pending : undefined;
      seen.pending = pending !== undefined;
      const wrong = await signInSecondStep(pending, "000000", "10.0.0.6", later(60_000), noWait);
      seen.wrongCode = wrong.ok ? "signed in" : wrong.reason;
      const right = await signInSecondStep(
        pending,
        appCode(secret, later(90_000)),
        "10.0.0.6",
        later(90_000),
        noWait,
      );
      seen.rightCode = right.ok;
      const second = await signIn("ravi@lab.example", NEW_PASSWORD, "10.0.0.6", later(120_000));
      const recovery = await signInSecondStep(
        second.ok && "pending" in second ? second.pending : undefined,
        codes![0]!,
        "10.0.0.6",
        later(120_000),
        noWait,
      );
      seen.recovery = recovery.ok ? recovery.recoveryLeft : recovery.reason;
      seen.left = await recoveryLeft("ravi@lab.example");
      seen.reset2fa = await outcome(resetTwoFactor("ravi@lab.example", "admin@lab.example"));
      seen.noSecondFactor = await outcome(resetTwoFactor("ravi@lab.example", "admin@lab.example"));
      // A signing-name change waits for an administrator.
      await changeOwnProfile(
        "ravi@lab.example",
        { displayName: "Ravi K. Verma", designation: "Technical Manager" },
        T0,
      );
      seen.waiting = (await signingNameChanges()).map((c) => c.email);
      await confirmSigningName("ravi@lab.example", "admin@lab.example", {
        displayName: "Ravi K. Verma",
        designation: "Technical Manager",
      });
      seen.confirmed = (await signingNameChanges()).length;
      seen.listing = await listing();
      return seen;
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.set).toMatchObject({ ok: true });
    expect(sqlite.setAgain).toMatchObject({ ok: false });
    expect(sqlite.codes).toBe(10);
    expect(sqlite.rightCode).toBe(true);
    expect(sqlite.recovery).toBe(9);
    expect(sqlite.waiting).toEqual(["ravi@lab.example"]);
  });

  it("limits Forgot password per address and per client, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      await addUser("asha@lab.example", PASSWORD, ["leads"]);
      const mailed: string[] = [];
      const request = forgotPassword({
        mailConfigured: () => true,
        mail: async (to) => {
          mailed.push(to);
          return "mailed";
        },
        linkUrl: (token) => `https://lab.example/desk/set-password?token=${token}`,
      });
      const answers: string[] = [];
      for (let i = 0; i < 5; i++)
        answers.push((await request("Asha@Lab.example", "10.0.0.7", later(i * 1000))).answer);
      for (let i = 0; i < 7; i++)
        answers.push((await request(`x${i}@lab.example`, "10.0.0.7", later(10_000))).answer);
      answers.push((await request("asha@lab.example", "10.0.0.8", later(2 * 60 * 60_000))).answer);
      return { answers, mailed };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.mailed).toEqual(Array(4).fill("asha@lab.example"));
    expect(sqlite.answers.slice(10, 12)).toEqual(["too-many", "too-many"]);
  });

  it("filters the audit log by name (any case), action and day, and purges as on SQLite", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const day = (d: string) => new Date(`${d}T06:00:00Z`);
      await recordAudit("Asha@Lab.example", "lead status changed", "LEAD-1", day("2026-03-02"));
      await recordAudit("ravi@lab.example", "photo hidden", "p1", day("2026-03-03"));
      await recordAudit("ravi@lab.example", "failed sign-in", "10.0.0.1", day("2026-03-04"));
      await recordAudit("ravi@lab.example", "failed sign-in", "10.0.0.1", day("2026-03-04"));
      await recordAudit("50%_off@lab.example", "signed in", "10.0.0.2", day("2026-03-05"));
      const page = async (q: Record<string, string>) =>
        (
          await auditPage({
            who: q.who,
            action: q.action,
            from: q.from,
            to: q.to,
            page: 1,
          })
        ).entries.map((e) => `${e.who} ${e.action} ×${e.count}`);
      const pages = {
        all: await page({}),
        asha: await page({ who: "asha" }),
        ASHA: await page({ who: "ASHA@LAB" }),
        percent: await page({ who: "50%" }),
        underscore: await page({ who: "_off" }),
        failed: await page({ action: "failed sign-in" }),
        day: await page({ from: "2026-03-03", to: "2026-03-04" }),
      };
      const actions = (await auditActions()).map((a) => a.action).sort();
      const purged = await purgeDesk(new Date("2027-01-01T00:00:00Z"));
      return { pages, actions, purged, afterPurge: await page({ action: "failed sign-in" }) };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.pages.ASHA).toEqual(["Asha@Lab.example lead status changed ×1"]);
    expect(sqlite.pages.failed).toEqual(["ravi@lab.example failed sign-in ×2"]);
    expect(sqlite.pages.underscore).toHaveLength(1);
  });
});
