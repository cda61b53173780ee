// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
const sessionUser = (...args: Parameters<typeof sessionOf>) => sessionOf(...args)?.email;

describe("desk accounts", () => {
  it("adds, lists and removes staff; refuses short passwords and duplicates", async () => {
    await addUser(db, "Asha@Lab.example", PASSWORD, ["leads"]);
    expect(listUsers(db).map((u) => u.email)).toEqual(["asha@lab.example"]);
    await expect(addUser(db, "asha@lab.example", PASSWORD, ["leads"])).rejects.toThrow(
      AccountError,
    );
    await expect(addUser(db, "ravi@lab.example", "short", ["leads"])).rejects.toThrow(
      /at least 12/,
    );
    removeUser(db, "asha@lab.example");
    expect(listUsers(db)).toEqual([]);
  });

  it("signs in with the right password only; the session ends after 8 idle hours", async () => {
    await addUser(db, "meera@lab.example", PASSWORD, ["leads"]);
    const t0 = new Date("2026-11-23T09:00:00Z");
    expect(await signIn(db, "meera@lab.example", "wrong password", "10.0.0.1", t0)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const ok = await signIn(db, "MEERA@lab.example", PASSWORD, "10.0.0.1", t0);
    if (!ok.ok) throw new Error("expected a session");
    // Within the 12-hour lifetime (sessions.test.ts): 4 hours on, then 8 idle hours less 2 s.
    const later = new Date(t0.getTime() + 4 * 60 * 60_000);
    expect(sessionUser(db, ok.token, later)).toBe("meera@lab.example");
    // Activity moves the idle clock on.
    const muchLater = new Date(later.getTime() + SESSION_IDLE_MS - 2000);
    expect(sessionUser(db, ok.token, muchLater)).toBe("meera@lab.example");
    expect(sessionUser(db, ok.token, new Date(muchLater.getTime() + SESSION_IDLE_MS + 1))).toBe(
      undefined,
    );
    expect(sessionUser(db, "forged-token")).toBeUndefined();
  });

  it("a password reset signs the person out everywhere", async () => {
    await addUser(db, "reset@lab.example", PASSWORD, ["leads"]);
    const ok = await signIn(db, "reset@lab.example", PASSWORD, "10.0.0.4");
    if (!ok.ok) throw new Error("expected a session");
    await resetPassword(db, "reset@lab.example", "another long passphrase");
    expect(sessionUser(db, ok.token)).toBeUndefined();
    expect((await signIn(db, "reset@lab.example", PASSWORD, "10.0.0.4")).ok).toBe(false);
    expect((await signIn(db, "reset@lab.example", "another long passphrase", "10.0.0.4")).ok).toBe(
      true,
    );
  });
});
