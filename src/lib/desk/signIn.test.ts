// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withStore } from "@/lib/db/store";
import { afterAll, describe, expect, it } from "vitest";
import { addUser, inviteUser } from "./accounts";
import { sessionUser } from "./sessions";
import { BUSY_RETRY_SECONDS, LOCK_MS, signIn, UNKNOWN_ACCOUNT } from "./signIn";
import { openDatabase } from "@/lib/db/connection";

const dir = mkdtempSync(join(tmpdir(), "desk-sign-in-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = "correct horse battery staple";

/** The pauses a sign-in asked for, without waiting them out. */
function recordedWaits() {
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  return { waits, wait };
}

const failedSignIns = (address: string) =>
  Number(
    (
      db
        .prepare(
          "SELECT COALESCE(SUM(count), 0) AS n FROM desk_audit WHERE action = 'failed sign-in' AND detail = ?",
        )
        .get(address) as { n: number }
    ).n,
  );

describe("desk sign-in", () => {
  it("five failures lock that account from that address only, for 15 minutes", () =>
    withStore(db, async () => {
      await addUser("lock@lab.example", PASSWORD, ["leads"]);
      await addUser("other@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T10:00:00Z");
      const { wait } = recordedWaits();
      for (let i = 0; i < 4; i++)
        expect(await signIn("lock@lab.example", "nope", "10.0.0.2", t0, wait)).toEqual({
          ok: false,
          reason: "invalid",
        });
      const fifth = await signIn("lock@lab.example", "nope", "10.0.0.2", t0, wait);
      expect(fifth).toEqual({
        ok: false,
        reason: "locked",
        until: new Date(t0.getTime() + LOCK_MS),
      });
      // From that address, even the right password is refused …
      expect(await signIn("lock@lab.example", PASSWORD, "10.0.0.2", t0, wait)).toMatchObject({
        reason: "locked",
      });
      // … but the account is not locked for its owner elsewhere,
      expect((await signIn("lock@lab.example", PASSWORD, "10.0.0.3", t0, wait)).ok).toBe(true);
      // nor the address for another account (a shared office or a proxy).
      expect((await signIn("other@lab.example", PASSWORD, "10.0.0.2", t0, wait)).ok).toBe(true);
      // After 15 minutes the right password works from the first address again.
      const after = new Date(t0.getTime() + LOCK_MS + 1000);
      expect((await signIn("lock@lab.example", PASSWORD, "10.0.0.2", after, wait)).ok).toBe(true);
    }));

  it("locks an IPv6 guesser's whole /64, not only the one address, and logs each whole address", () =>
    withStore(db, async () => {
      await addUser("v6@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T13:00:00Z");
      const { wait } = recordedWaits();
      for (let i = 1; i <= 5; i++)
        await signIn("v6@lab.example", "nope", `2001:db8:1:2::${i}`, t0, wait);
      // A sixth address of the same /64 is locked out too …
      expect(
        await signIn("v6@lab.example", PASSWORD, "2001:db8:1:2:ffff::9", t0, wait),
      ).toMatchObject({ reason: "locked" });
      expect(failedSignIns("2001:db8:1:2::3")).toBe(1);
      // … the next /64 over is someone else.
      expect((await signIn("v6@lab.example", PASSWORD, "2001:db8:1:3::1", t0, wait)).ok).toBe(true);
    }));

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () =>
    withStore(db, async () => {
      await addUser("mapped@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T14:00:00Z");
      const { wait } = recordedWaits();
      for (let i = 0; i < 5; i++)
        await signIn("mapped@lab.example", "nope", "::ffff:10.0.0.77", t0, wait);
      expect(await signIn("mapped@lab.example", PASSWORD, "10.0.0.77", t0, wait)).toMatchObject({
        reason: "locked",
      });
    }));

  it("failures from many addresses slow the account down (1 s, 2 s, 4 s … 30 s) but never lock its owner out", () =>
    withStore(db, async () => {
      await addUser("slow@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T11:00:00Z");
      const { waits, wait } = recordedWaits();
      for (let i = 1; i <= 11; i++)
        expect(await signIn("slow@lab.example", "nope", `198.51.100.${i}`, t0, wait)).toMatchObject(
          { reason: "invalid" },
        );
      expect(waits.filter((ms) => ms > 0)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
      waits.length = 0;
      const owner = await signIn("slow@lab.example", PASSWORD, "10.0.0.9", t0, wait);
      expect(owner.ok).toBe(true);
      expect(waits).toEqual([30000]);
    }));

  it("parallel guesses are counted before the hash: 39 wrong and 1 right at once get no session", () =>
    withStore(db, async () => {
      await addUser("burst@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T12:00:00Z");
      const { wait } = recordedWaits();
      const passwords = [...Array<string>(39).fill("wrong password!!"), PASSWORD];
      const results = await Promise.all(
        passwords.map((p) => signIn("burst@lab.example", p, "10.0.0.5", t0, wait)),
      );
      const right = results.at(-1)!;
      expect(right.ok).toBe(false);
      // One client's share of the checks is two; the others are turned away before their hash.
      expect(results.filter((r) => !r.ok && r.reason === "too-many").length).toBe(38);
      expect(failedSignIns("10.0.0.5")).toBe(2);
    }));

  it("checks at most three sign-ins at once: a fourth is told to come back", () =>
    withStore(db, async () => {
      const emails = ["a", "b", "c", "d"].map((n) => `${n}.cap@lab.example`);
      for (const email of emails) await addUser(email, PASSWORD, ["leads"]);
      const results = await Promise.all(
        emails.map((email, i) => signIn(email, PASSWORD, `10.0.1.${i}`)),
      );
      expect(results.map((r) => (r.ok ? "ok" : r.reason))).toEqual(["ok", "ok", "ok", "busy"]);
      expect(results.at(-1)).toMatchObject({ retryAfterSeconds: BUSY_RETRY_SECONDS });
      // A moment later the fourth gets in.
      const again = await signIn(emails[3]!, PASSWORD, "10.0.1.3");
      if (!again.ok) throw new Error("expected a session");
      expect((await sessionUser(again.token))?.email).toBe("d.cap@lab.example");
    }));

  it("logs a name with no account as such, and an invited account without a password never signs in", () =>
    withStore(db, async () => {
      const { wait } = recordedWaits();
      await signIn("<script>@evil.example", "anything at all", "10.9.9.9", new Date(), wait);
      const whos = db
        .prepare("SELECT who FROM desk_audit WHERE detail = '10.9.9.9'")
        .all()
        .map((r) => r.who);
      expect(whos).toEqual([UNKNOWN_ACCOUNT]);
      await inviteUser({ email: "new@lab.example", roles: ["leads"] }, "admin@lab.example");
      for (const password of ["!", "", "anything long enough"])
        expect((await signIn("new@lab.example", password, "10.9.9.8", new Date(), wait)).ok).toBe(
          false,
        );
    }));
});
