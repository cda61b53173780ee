// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withStore } from "@/lib/db/store";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { addUser } from "./accounts";
import { signIn, type SignInResult } from "./signIn";

/**
 * Row 4 of issue 47: a flood of sign-ins for unknown addresses from one client
 * filled the four check slots (a dummy scrypt each), and every colleague got
 * "busy". The passwords checked are counted and, where a test needs slots
 * held, held until the test lets them go: no clocks.
 */
const hashes = vi.hoisted(() => ({
  checked: [] as string[],
  /** Passwords whose check waits until `release()`. */
  held: new Set<string>(),
  waiting: [] as (() => void)[],
  release() {
    for (const go of hashes.waiting.splice(0)) go();
  },
}));

vi.mock("./passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("./passwords")>();
  return {
    ...real,
    async verifyPassword(password: string, stored: string) {
      hashes.checked.push(password);
      if (hashes.held.has(password)) await new Promise<void>((go) => hashes.waiting.push(go));
      return real.verifyPassword(password, stored);
    },
  };
});

const dir = mkdtempSync(join(tmpdir(), "desk-sign-in-flood-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  hashes.release();
  hashes.checked.length = 0;
  hashes.held.clear();
});

const PASSWORD = "correct horse battery staple";
const FLOOD = "a flood's guess";
const noWait = async () => {};
const outcome = (r: SignInResult) => (r.ok ? "ok" : r.reason);
const stranger = (i: number) => `nobody-${i}@evil.example`;
/** Lets the event loop run until the sign-ins started so far reach their hash. */
const settle = () => new Promise((go) => setImmediate(go));

describe("sign-in under a flood of unknown addresses", () => {
  it("refuses one client's tries before any hash once it has failed 20 times in a minute; a colleague elsewhere signs in", () =>
    withStore(db, async () => {
      await addUser("colleague@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T10:00:00Z");
      const results: SignInResult[] = [];
      for (let i = 0; i < 40; i++)
        results.push(await signIn(stranger(i), FLOOD, "203.0.113.9", t0, noWait));
      const limit = STAFF_SIGN_IN.failedTriesPerClientPerMinute;
      expect(results.slice(0, limit).map(outcome)).toEqual(Array(limit).fill("invalid"));
      expect(results.slice(limit)).toEqual(
        Array(40 - limit).fill({ ok: false, reason: "too-many", retryAfterSeconds: 60 }),
      );
      expect(hashes.checked.filter((p) => p === FLOOD)).toHaveLength(limit);
      // Its IPv6 neighbour in the same /64 is the same client.
      expect(outcome(await signIn(stranger(99), FLOOD, "203.0.113.9", t0, noWait))).toBe(
        "too-many",
      );
      // A colleague on another address is not slowed at all.
      expect((await signIn("colleague@lab.example", PASSWORD, "198.51.100.7", t0, noWait)).ok).toBe(
        true,
      );
      // A minute after its tries, the client may try again.
      const later = new Date(t0.getTime() + 61_000);
      expect(outcome(await signIn(stranger(100), FLOOD, "203.0.113.9", later, noWait))).toBe(
        "invalid",
      );
    }));

  it("counts an IPv6 client's whole /64", () =>
    withStore(db, async () => {
      const t0 = new Date("2026-11-23T11:00:00Z");
      const limit = STAFF_SIGN_IN.failedTriesPerClientPerMinute;
      for (let i = 1; i <= limit; i++)
        await signIn(stranger(i), FLOOD, `2001:db8:7:7::${i.toString(16)}`, t0, noWait);
      expect(outcome(await signIn(stranger(0), FLOOD, "2001:db8:7:7:ffff::1", t0, noWait))).toBe(
        "too-many",
      );
      expect(outcome(await signIn(stranger(0), FLOOD, "2001:db8:7:8::1", t0, noWait))).toBe(
        "invalid",
      );
    }));

  it("never counts a right password against its client: an office signs in all morning", () =>
    withStore(db, async () => {
      const t0 = new Date("2026-11-23T12:00:00Z");
      const staff = Array.from({ length: 30 }, (_, i) => `office-${i}@lab.example`);
      for (const email of staff) await addUser(email, PASSWORD, ["leads"]);
      for (const email of staff)
        expect((await signIn(email, PASSWORD, "192.0.2.50", t0, noWait)).ok).toBe(true);
    }));

  it("32 tries at once from one client: two are checked, the others are refused at once (429), and a colleague still gets a slot", () =>
    withStore(db, async () => {
      await addUser("during@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T13:00:00Z");
      hashes.held.add(FLOOD);
      const flood = Array.from({ length: 32 }, (_, i) =>
        signIn(stranger(i), FLOOD, "203.0.113.20", t0, noWait),
      );
      await settle();
      expect(hashes.checked).toHaveLength(STAFF_SIGN_IN.checksPerClient);
      const colleague = await signIn("during@lab.example", PASSWORD, "198.51.100.8", t0, noWait);
      expect(colleague.ok).toBe(true);
      hashes.release();
      const results = (await Promise.all(flood)).map(outcome);
      expect(results.filter((r) => r === "invalid")).toHaveLength(STAFF_SIGN_IN.checksPerClient);
      expect(results.filter((r) => r === "too-many")).toHaveLength(
        32 - STAFF_SIGN_IN.checksPerClient,
      );
    }));

  it("keeps a slot for clients that have not failed: failing clients share two, and a third is told busy (503)", () =>
    withStore(db, async () => {
      await addUser("reserve@lab.example", PASSWORD, ["leads"]);
      const t0 = new Date("2026-11-23T14:00:00Z");
      // Three clients, each with a failure in the last quarter hour.
      for (const client of ["203.0.113.31", "203.0.113.32", "203.0.113.33"])
        expect(outcome(await signIn(stranger(1), "a first guess", client, t0, noWait))).toBe(
          "invalid",
        );
      hashes.held.add(FLOOD);
      const at = new Date(t0.getTime() + 60_000);
      const held = [
        signIn(stranger(2), FLOOD, "203.0.113.31", at, noWait),
        signIn(stranger(3), FLOOD, "203.0.113.32", at, noWait),
      ];
      await settle();
      expect(await signIn(stranger(4), "a third guess", "203.0.113.33", at, noWait)).toEqual({
        ok: false,
        reason: "busy",
        retryAfterSeconds: STAFF_SIGN_IN.busyRetrySeconds,
      });
      // A colleague without failures takes the slot kept for them.
      hashes.held.add(PASSWORD);
      const colleague = signIn("reserve@lab.example", PASSWORD, "198.51.100.9", at, noWait);
      await settle();
      expect(hashes.checked.filter((p) => p === PASSWORD)).toHaveLength(1);
      // All three slots are taken now: anyone else is told busy.
      expect(outcome(await signIn("reserve@lab.example", PASSWORD, "198.51.100.10", at))).toBe(
        "busy",
      );
      hashes.release();
      expect((await colleague).ok).toBe(true);
      expect((await Promise.all(held)).map(outcome)).toEqual(["invalid", "invalid"]);
    }));
});
