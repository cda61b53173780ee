// @vitest-environment node
import { createHash } from "node:crypto";
import { withStore } from "@/lib/db/store";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import {
  addUser,
  AccountError,
  inviteUser,
  listUsers,
  passwordResetLink,
  removeUser,
  setRoles,
} from "./accounts";
import {
  createPasswordLink,
  LINK_LIFETIME_MS,
  linkAccount,
  purgeExpiredLinks,
  setPasswordByLink,
} from "./passwordLinks";
import { passwordProblem } from "./passwordRules";
import { createSession, sessionUser } from "./sessions";
import { signIn } from "./signIn";

const db = openDatabase(":memory:");
afterAll(() => db.close());
beforeEach(() => {
  db.exec("DELETE FROM desk_users; DELETE FROM desk_audit; DELETE FROM desk_failures");
});

const NEW_PASSWORD = "saffron kettle on the ridge";
const T0 = new Date("2026-11-23T04:30:00Z");
const after = (ms: number) => new Date(T0.getTime() + ms);
const rows = () =>
  db.prepare("SELECT email, token_hash, created_at, expires_at FROM desk_password_links").all();

describe("a set-password link", () => {
  it("is 32 random bytes in base64url, stored only as its SHA-256, for 24 hours", () =>
    withStore(db, async () => {
      const { token } = await inviteUser(
        { email: "Asha.Verma@Lab.example", roles: ["leads", "hr"] },
        "admin@lab.example",
        T0,
      );
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(rows()).toEqual([
        {
          email: "asha.verma@lab.example",
          token_hash: createHash("sha256").update(token).digest("hex"),
          created_at: T0.toISOString(),
          expires_at: after(24 * 60 * 60_000).toISOString(),
        },
      ]);
      expect(JSON.stringify(db.prepare("SELECT * FROM desk_password_links").all())).not.toContain(
        token,
      );
      expect(LINK_LIFETIME_MS).toBe(24 * 60 * 60_000);
    }));

  it("works until its 24 hours are over, not after", () =>
    withStore(db, async () => {
      const { token } = await inviteUser(
        { email: "ravi@lab.example", roles: ["leads"] },
        "admin@lab.example",
        T0,
      );
      expect(await linkAccount(token, after(LINK_LIFETIME_MS - 1000))).toBe("ravi@lab.example");
      expect(await linkAccount(token, after(LINK_LIFETIME_MS + 1000))).toBeUndefined();
      expect(
        await setPasswordByLink(token, NEW_PASSWORD, NEW_PASSWORD, after(LINK_LIFETIME_MS + 1000)),
      ).toEqual({ ok: false, reason: "link" });
      expect(await purgeExpiredLinks(after(LINK_LIFETIME_MS + 1000))).toBe(1);
      expect(rows()).toEqual([]);
    }));

  it("works once: the password is set, the account's sessions end, the link is gone", () =>
    withStore(db, async () => {
      await addUser("meera@lab.example", "an old password here", ["leads"]);
      const session = await createSession("meera@lab.example", T0);
      const { token } = await passwordResetLink("meera@lab.example", "admin@lab.example", T0);
      // The old password keeps working until the link is used.
      expect(
        (await signIn("meera@lab.example", "an old password here", "10.0.0.9", after(1000))).ok,
      ).toBe(true);
      const used = await setPasswordByLink(token, NEW_PASSWORD, NEW_PASSWORD, after(60_000));
      expect(used).toEqual({ ok: true, email: "meera@lab.example" });
      expect(await sessionUser(session, after(61_000))).toBeUndefined();
      expect((await signIn("meera@lab.example", NEW_PASSWORD, "10.0.0.9", after(62_000))).ok).toBe(
        true,
      );
      expect(
        (await signIn("meera@lab.example", "an old password here", "10.0.0.9", after(63_000))).ok,
      ).toBe(false);
      expect(
        await setPasswordByLink(
          token,
          "another long passphrase",
          "another long passphrase",
          after(70_000),
        ),
      ).toEqual({
        ok: false,
        reason: "link",
      });
      expect(rows()).toEqual([]);
    }));

  it("is used once even when two requests arrive together", () =>
    withStore(db, async () => {
      const { token } = await inviteUser(
        { email: "twice@lab.example", roles: ["leads"] },
        "admin@lab.example",
        T0,
      );
      const results = await Promise.all([
        setPasswordByLink(token, NEW_PASSWORD, NEW_PASSWORD, after(1000)),
        setPasswordByLink(token, "a different long one", "a different long one", after(1000)),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
    }));

  it("is replaced by a newer link for the same account", () =>
    withStore(db, async () => {
      const { token: first } = await inviteUser(
        { email: "neha@lab.example", roles: ["hr"] },
        "admin@lab.example",
        T0,
      );
      const second = await createPasswordLink("neha@lab.example", after(1000));
      expect(await linkAccount(first, after(2000))).toBeUndefined();
      expect(await setPasswordByLink(first, NEW_PASSWORD, NEW_PASSWORD, after(2000))).toEqual({
        ok: false,
        reason: "link",
      });
      expect(await linkAccount(second, after(2000))).toBe("neha@lab.example");
      expect(rows()).toHaveLength(1);
    }));

  it("refuses a weak or mistyped password and stays usable", () =>
    withStore(db, async () => {
      const { token } = await inviteUser(
        { email: "kiran.rao@lab.example", roles: ["leads"] },
        "admin@lab.example",
        T0,
      );
      const attempt = (password: string, repeat = password) =>
        setPasswordByLink(token, password, repeat, after(1000));
      expect(await attempt("short one")).toMatchObject({ ok: false, reason: "short" });
      expect(await attempt("password2026!")).toMatchObject({ ok: false, reason: "common" });
      expect(await attempt("QWERTYUIOP1234")).toMatchObject({ ok: false, reason: "common" });
      expect(await attempt("i am kiran.rao at work")).toMatchObject({ ok: false, reason: "email" });
      expect(await attempt("kiran's long passphrase")).toMatchObject({
        ok: false,
        reason: "email",
      });
      expect(await attempt(NEW_PASSWORD, `${NEW_PASSWORD} `)).toMatchObject({
        ok: false,
        reason: "mismatch",
      });
      expect((await attempt(NEW_PASSWORD)).ok).toBe(true);
    }));

  it("a new account has no usable password before its link is used", () =>
    withStore(db, async () => {
      await inviteUser({ email: "new@lab.example", roles: ["leads"] }, "admin@lab.example", T0);
      expect(await listUsers()).toMatchObject([
        { email: "new@lab.example", hasPassword: false, roles: ["leads"] },
      ]);
      for (const guess of ["!", "", NEW_PASSWORD])
        expect((await signIn("new@lab.example", guess, "10.0.0.7", after(1000))).ok).toBe(false);
    }));

  it("goes with its account", () =>
    withStore(db, async () => {
      db.exec(
        "INSERT INTO desk_users (email, password_hash, created_at) VALUES ('boss@lab.example', '!', '2026-01-01')",
      );
      db.exec("INSERT INTO desk_user_roles (email, role) VALUES ('boss@lab.example', 'admin')");
      await inviteUser({ email: "gone@lab.example", roles: ["leads"] }, "boss@lab.example", T0);
      await removeUser("gone@lab.example", "boss@lab.example");
      expect(rows()).toEqual([]);
    }));
});

describe("the new-password rules", () => {
  it("accept a long, uncommon passphrase", () =>
    withStore(db, async () => {
      expect(passwordProblem("correct horse battery staple", "staff@lab.example")).toBeUndefined();
      expect(passwordProblem("Raj2026Lab!!x", "a@lab.example")).toBeUndefined();
    }));
});

describe("the desk keeps an administrator", () => {
  it("an admin cannot remove themself or drop their own admin role; the last admin stays", () =>
    withStore(db, async () => {
      await addUser("only@lab.example", "a lamp for the bench", ["admin"]);
      const own = /your own|yourself/;
      await expect(removeUser("only@lab.example", "only@lab.example")).rejects.toThrow(own);
      await expect(setRoles("only@lab.example", ["leads"], "only@lab.example")).rejects.toThrow(
        own,
      );
      await expect(removeUser("only@lab.example")).rejects.toThrow(/at least one administrator/);
      await expect(setRoles("only@lab.example", ["leads"])).rejects.toThrow(AccountError);
      await addUser("second@lab.example", "green river in monsoon", ["admin"]);
      await expect(
        setRoles("second@lab.example", ["leads", "admin"], "second@lab.example"),
      ).resolves.not.toThrow();
      await setRoles("second@lab.example", ["leads"], "only@lab.example");
      await removeUser("second@lab.example", "only@lab.example");
      expect((await listUsers()).map((u) => u.email)).toEqual(["only@lab.example"]);
    }));
});
