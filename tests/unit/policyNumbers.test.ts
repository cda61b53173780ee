// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applicationCutoffs } from "@/lib/careers/applicationsRetention";
import { openDatabase } from "@/lib/db/connection";
import { addUser } from "@/lib/desk/accounts";
import { createSession, sessionUser } from "@/lib/desk/sessions";
import { signIn } from "@/lib/desk/signIn";
import { retentionCutoffs } from "@/lib/leads/retention";
import { isVerifyToken, newVerifyToken } from "@/lib/reports/tokens";

/**
 * The policy's numbers, written out once here rather than read from the
 * constants the code uses (a test that reads the constant moves with it):
 * 90 days, 24 months, 12 months, 15 minutes, 8 hours, 12 hours, 144 bits.
 * The privacy policy and the README promise these to the lab's visitors and staff.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);

const dir = mkdtempSync(join(tmpdir(), "policy-"));
const db = openDatabase(join(dir, "leads.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("retention", () => {
  const now = at("2026-06-15T12:00:00.000Z");

  it("leads are deleted after 24 months, their address and browser blanked after 90 days", () => {
    const { leadsBefore, clientBefore } = retentionCutoffs(now);
    expect(leadsBefore).toEqual(at("2024-06-15T12:00:00.000Z"));
    expect(clientBefore).toEqual(at("2026-03-17T12:00:00.000Z"));
    // One day either side of each boundary.
    expect(at("2024-06-16T12:00:00.000Z") >= leadsBefore).toBe(true);
    expect(at("2024-06-14T12:00:00.000Z") < leadsBefore).toBe(true);
    expect(now.getTime() - clientBefore.getTime()).toBe(90 * DAY);
  });

  it("applications are deleted after 12 months, their address blanked after 90 days", () => {
    const { before, clientBefore } = applicationCutoffs(now);
    expect(before).toEqual(at("2025-06-15T12:00:00.000Z"));
    expect(clientBefore).toEqual(at("2026-03-17T12:00:00.000Z"));
  });
});

describe("the desk's sign-in and sessions", () => {
  it("five wrong passwords lock the account from that address for 15 minutes after the last", async () => {
    await addUser(db, "lock@lab.example", "correct horse battery staple", ["leads"]);
    const t0 = at("2026-06-15T10:00:00.000Z");
    const noWait = async () => undefined;
    for (let i = 0; i < 5; i++)
      await signIn(db, "lock@lab.example", "wrong password!", "203.0.113.9", t0, noWait);
    const locked = await signIn(
      db,
      "lock@lab.example",
      "correct horse battery staple",
      "203.0.113.9",
      t0,
      noWait,
    );
    expect(locked).toEqual({
      ok: false,
      reason: "locked",
      until: new Date(t0.getTime() + 15 * MINUTE),
    });
  });

  it("a session ends after 8 idle hours, inside its 12-hour life", async () => {
    for (const email of ["idle@lab.example", "idle2@lab.example", "busy@lab.example"])
      await addUser(db, email, "correct horse battery staple", ["leads"]);
    const t0 = at("2026-06-15T08:00:00.000Z");
    const quiet = createSession(db, "idle@lab.example", t0);
    const back = createSession(db, "idle2@lab.example", t0);
    expect(sessionUser(db, back, new Date(t0.getTime() + 8 * HOUR - 1000))).toBeDefined();
    expect(sessionUser(db, quiet, new Date(t0.getTime() + 8 * HOUR + 1000))).toBeUndefined();
  });

  it("a session in use ends 12 hours after sign-in", () => {
    const t0 = at("2026-06-15T08:00:00.000Z");
    const busy = createSession(db, "busy@lab.example", t0);
    for (let hour = 1; hour <= 11; hour++)
      expect(
        sessionUser(db, busy, new Date(t0.getTime() + hour * HOUR)),
        `hour ${hour}`,
      ).toBeDefined();
    expect(sessionUser(db, busy, new Date(t0.getTime() + 12 * HOUR - 1000))).toBeDefined();
    expect(sessionUser(db, busy, new Date(t0.getTime() + 12 * HOUR + 1000))).toBeUndefined();
  });
});

describe("a report's verification token", () => {
  it("holds 144 random bits, written as 24 URL-safe characters", () => {
    const token = newVerifyToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(18);
    expect(isVerifyToken(token)).toBe(true);
    expect(new Set(Array.from({ length: 1000 }, newVerifyToken)).size).toBe(1000);
  });
});
