// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withStore } from "@/lib/db/store";
import { afterAll, describe, expect, it } from "vitest";
import { AccountError, addUser, listUsers, removeUser, resetPassword } from "./accounts";
import { SESSION_IDLE_MS, sessionUser as sessionOf } from "./sessions";
import { signIn } from "./signIn";
import { openDatabase } from "@/lib/db/connection";

const dir = mkdtempSync(join(tmpdir(), "desk-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = "correct horse battery staple";
const sessionUser = async (...args: Parameters<typeof sessionOf>) =>
  (await sessionOf(...args))?.email;

describe("desk accounts", () => {
  it("adds, lists and removes staff; refuses short passwords and duplicates", () =>
    withStore(db, async () => {
      await addUser("Asha@Lab.example", PASSWORD, ["leads"]);
      expect((await listUsers()).map((u) => u.email)).toEqual(["asha@lab.example"]);
      await expect(addUser("asha@lab.example", PASSWORD, ["leads"])).rejects.toThrow(AccountError);
      await expect(addUser("ravi@lab.example", "short", ["leads"])).rejects.toThrow(/at least 12/);
      await removeUser("asha@lab.example");
      expect(await listUsers()).toEqual([]);
    }));

  it("signs in with the right password only; the session ends after 8 idle hours", () =>
    withStore(db, async () => {
      await addUser("meera@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T09:00:00Z");
      expect(await signIn("meera@lab.example", "wrong password", "10.0.0.1", t0)).toEqual({
        ok: false,
        reason: "invalid",
      });
      const ok = await signIn("MEERA@lab.example", PASSWORD, "10.0.0.1", t0);
      if (!ok.ok) throw new Error("expected a session");
      // Within the 12-hour lifetime (sessions.test.ts): 4 hours on, then 8 idle hours less 2 s.
      const later = new Date(t0.getTime() + 4 * 60 * 60_000);
      expect(await sessionUser(ok.token, later)).toBe("meera@lab.example");
      // Activity moves the idle clock on.
      const muchLater = new Date(later.getTime() + SESSION_IDLE_MS - 2000);
      expect(await sessionUser(ok.token, muchLater)).toBe("meera@lab.example");
      expect(await sessionUser(ok.token, new Date(muchLater.getTime() + SESSION_IDLE_MS + 1))).toBe(
        undefined,
      );
      expect(await sessionUser("forged-token")).toBeUndefined();
    }));

  it("a password reset signs the person out everywhere", () =>
    withStore(db, async () => {
      await addUser("reset@lab.example", PASSWORD, ["leads"]);
      const ok = await signIn("reset@lab.example", PASSWORD, "10.0.0.4");
      if (!ok.ok) throw new Error("expected a session");
      await resetPassword("reset@lab.example", "another long passphrase");
      expect(await sessionUser(ok.token)).toBeUndefined();
      expect((await signIn("reset@lab.example", PASSWORD, "10.0.0.4")).ok).toBe(false);
      expect((await signIn("reset@lab.example", "another long passphrase", "10.0.0.4")).ok).toBe(
        true,
      );
    }));
});
