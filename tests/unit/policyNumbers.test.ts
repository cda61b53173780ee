// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { privacyPolicy, retention } from "@/content/privacy";
import type { NewApplication } from "@/lib/careers/applications";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { insertApplication } from "@/lib/careers/store";
import { purgeExpired, retentionCutoffs } from "@/lib/cases/retention";
import { openDatabase } from "@/lib/db/connection";
import { openLeadStore } from "@/lib/leads/openLeadStore";
import { withStore } from "@/lib/db/store";
import { addUser } from "@/lib/desk/accounts";
import { purgeDesk } from "@/lib/desk/purge";
import {
  createSession,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  sessionUser,
} from "@/lib/desk/sessions";
import { LOCK_MS, signIn } from "@/lib/desk/signIn";
import { leadCase } from "@/lib/leads/case";
import { createReport as createReportIn } from "@/lib/reports/register";
import { newVerifyToken } from "@/lib/reports/tokens";
import { onDb } from "../fixtures/onDb";

const createReport = onDb(createReportIn);

/**
 * The numbers the lab promises (the privacy policy, the README, the desk), written out here
 * once, by hand, and never read from the constants the code uses: a changed constant fails
 * this file instead of carrying its own test along with it.
 *
 *   IP address and browser of a lead, an application, an audit line   blanked after 365 days
 *   leads and their files                                              deleted after 24 months
 *   job applications and their CVs                                     deleted after 12 months
 *   five wrong passwords, one account from one address                 locked for 15 minutes
 *   a desk session                                                     ends after 8 idle hours,
 *                                                                      and 12 hours after sign-in
 *   a report's verification token (its QR)                             144 random bits
 *
 * Every boundary is tried one day (or one second) either side, at a fixed moment.
 */

const dir = mkdtempSync(join(tmpdir(), "policy-numbers-"));
const leads = openLeadStore(join(dir, "leads.sqlite"));
const db: DatabaseSync = openDatabase(join(dir, "desk.sqlite"));
afterAll(() => {
  leads.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Monday 23 November 2026, 11:30 in India: the purges below run at this moment. */
const NOW = new Date("2026-11-23T06:00:00.000Z");
const policyText = JSON.stringify(privacyPolicy);

const leadAt = async (createdAt: string) =>
  (
    await leads.insert({
      template: "contact",
      form: "consultation",
      fields: { user_name: `Received ${createdAt}` },
      client: "203.0.113.5",
      userAgent: "Firefox",
      createdAt: new Date(createdAt),
    })
  ).reference;

const applicationAt = (createdAt: string): NewApplication => ({
  opening: undefined,
  fields: {
    name: "Asha Verma",
    email: "asha@example.in",
    phone: "98260 12345",
    currentRole: "Test technician",
    experience: "3-5 years",
    noticePeriod: "30 days",
    note: "",
  },
  cv: { name: "asha.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4") },
  client: "203.0.113.7",
  userAgent: "Firefox",
  createdAt: new Date(createdAt),
  notify: "off",
});

const applicationRow = (id: number) =>
  db.prepare("SELECT client, user_agent FROM applications WHERE id = ?").get(id);

describe("the purges' cutoffs at a fixed moment", () => {
  const now = new Date("2026-06-15T12:00:00.000Z");

  it("leads: deleted before 24 months ago, their address and browser blanked before 365 days ago", () => {
    expect(retentionCutoffs(leadCase, now)).toEqual({
      before: new Date("2024-06-15T12:00:00.000Z"),
      clientBefore: new Date("2025-06-15T12:00:00.000Z"),
    });
  });

  it("applications: deleted before 12 months ago, their address blanked before 365 days ago", () => {
    expect(retentionCutoffs(applicationCase, now)).toEqual({
      before: new Date("2025-06-15T12:00:00.000Z"),
      clientBefore: new Date("2025-06-15T12:00:00.000Z"),
    });
  });
});

describe("the IP address and browser: blanked after 365 days", () => {
  it("is what the privacy policy says", () => {
    expect(retention.clientDays).toBe(365);
    expect(policyText).toContain("blank them after 365 days");
    expect(policyText).toContain("The IP address and browser name stored with a form: 365 days.");
  });

  it("a lead's: kept at 364 days, blanked at 366", async () => {
    const day364 = await leadAt("2025-11-24T06:00:00.000Z");
    const day366 = await leadAt("2025-11-22T06:00:00.000Z");
    await leads.within(() => purgeExpired(leadCase, NOW));
    expect(await leads.get(day364)).toMatchObject({ client: "203.0.113.5", userAgent: "Firefox" });
    expect(await leads.get(day366)).toMatchObject({ client: "", userAgent: null });
  });

  it("an application's: kept at 364 days; at 366 the application itself is gone (12 months)", async () => {
    const day364 = await withStore(db, () =>
      insertApplication(applicationAt("2025-11-24T06:00:00.000Z")),
    );
    const day366 = await withStore(db, () =>
      insertApplication(applicationAt("2025-11-22T06:00:00.000Z")),
    );
    await withStore(db, () => purgeExpired(applicationCase, NOW));
    expect(applicationRow(day364.id)).toEqual({ client: "203.0.113.7", user_agent: "Firefox" });
    expect(applicationRow(day366.id)).toBeUndefined();
  });

  it("a sign-in's line in the audit log: kept at 364 days, blanked at 366 (the line stays)", async () => {
    const line = db.prepare(
      "INSERT INTO desk_audit (at, who, action, detail) VALUES (?, 'a@lab.example', 'signed in', ?)",
    );
    line.run("2025-11-24T06:00:00.000Z", "198.51.100.64");
    line.run("2025-11-22T06:00:00.000Z", "198.51.100.66");
    await withStore(db, () => purgeDesk(NOW));
    const details = db
      .prepare(
        "SELECT at, detail FROM desk_audit WHERE action = 'signed in' AND at < ? ORDER BY at",
      )
      .all("2025-12-01");
    expect(details).toEqual([
      { at: "2025-11-22T06:00:00.000Z", detail: "" },
      { at: "2025-11-24T06:00:00.000Z", detail: "198.51.100.64" },
    ]);
  });
});

describe("leads: deleted after 24 months", () => {
  it("is what the privacy policy says", () => {
    expect(retention.leadMonths).toBe(24);
    expect(policyText).toContain("24 months from the date of submission");
  });

  it("a lead of 24 months less a day is kept; of 24 months and a day, deleted", async () => {
    const kept = await leadAt("2024-11-24T06:00:00.000Z");
    const gone = await leadAt("2024-11-22T06:00:00.000Z");
    await leads.within(() => purgeExpired(leadCase, NOW));
    expect(await leads.get(kept)).toBeDefined();
    expect(await leads.get(gone)).toBeUndefined();
  });
});

describe("job applications: deleted after 12 months", () => {
  it("is what the privacy policy says", () => {
    expect(retention.applicationMonths).toBe(12);
    expect(policyText).toContain("12 months from the date of the application");
  });

  it("an application of 12 months less a day is kept; of 12 months and a day, deleted", async () => {
    const kept = await withStore(db, () =>
      insertApplication(applicationAt("2025-11-24T06:00:00.000Z")),
    );
    const gone = await withStore(db, () =>
      insertApplication(applicationAt("2025-11-22T06:00:00.000Z")),
    );
    await withStore(db, () => purgeExpired(applicationCase, NOW));
    expect(applicationRow(kept.id)).toBeDefined();
    expect(applicationRow(gone.id)).toBeUndefined();
  });
});

describe("sign-in: five wrong passwords lock that account from that address for 15 minutes", () => {
  const PASSWORD = "correct horse battery staple";
  const noWait = async () => {};

  it("locks until a quarter of an hour after the fifth failure, and no longer", async () => {
    expect(LOCK_MS).toBe(15 * 60 * 1000);
    await withStore(db, () => addUser("lock@lab.example", PASSWORD, ["leads"]));
    const at = (time: string) => new Date(`2026-11-23T${time}Z`);
    const attempt = (password: string, time: string) =>
      withStore(db, () => signIn("lock@lab.example", password, "10.0.0.2", at(time), noWait));
    for (const time of ["10:00:00", "10:00:01", "10:00:02", "10:00:03"])
      expect(await attempt("wrong", time)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt("wrong", "10:00:04")).toEqual({
      ok: false,
      reason: "locked",
      until: new Date("2026-11-23T10:15:04.000Z"),
    });
    // 14 minutes later even the right password is refused …
    expect(await attempt(PASSWORD, "10:14:00")).toMatchObject({ ok: false, reason: "locked" });
    // … and a second past the quarter hour it is let in.
    expect(await attempt(PASSWORD, "10:15:05")).toMatchObject({ ok: true });
  });
});

describe("a desk session: ends after 8 idle hours, and 12 hours after sign-in", async () => {
  db.prepare("INSERT INTO desk_users (email, password_hash, created_at) VALUES (?, '!', ?)").run(
    "asha@lab.example",
    "2026-11-01T00:00:00.000Z",
  );
  /** Signed in at 03:00 UTC (08:30 in India). */
  const signedIn = () =>
    withStore(db, () => createSession("asha@lab.example", new Date("2026-11-23T03:00:00Z")));
  const seenAt = async (token: string, time: string) =>
    (await withStore(db, () => sessionUser(token, new Date(`2026-11-23T${time}Z`))))?.email;

  it("is what the README says", async () => {
    expect(SESSION_IDLE_MS).toBe(8 * 60 * 60 * 1000);
    expect(SESSION_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
  });

  it("left idle: still open at 8 hours less a second, ended at 8 hours and a second", async () => {
    expect(await seenAt(await signedIn(), "10:59:59")).toBe("asha@lab.example");
    const idle = await signedIn();
    expect(await seenAt(idle, "11:00:01")).toBeUndefined();
    // Ended for good: not let in again at an earlier hour.
    expect(await seenAt(idle, "04:00:00")).toBeUndefined();
  });

  it("used now and then: idle counts from the last use, inside the 12 hours", async () => {
    const used = await signedIn();
    expect(await seenAt(used, "06:00:00")).toBe("asha@lab.example");
    expect(await seenAt(used, "13:59:59")).toBe("asha@lab.example"); // 7 h 59 min 59 s idle
    const forgotten = await signedIn();
    expect(await seenAt(forgotten, "06:00:00")).toBe("asha@lab.example");
    expect(await seenAt(forgotten, "14:00:01")).toBeUndefined(); // 8 h and a second idle, 11 h in
  });

  it("used every hour: open at 12 hours less a second, ended at 12 hours and a second", async () => {
    const busy = await signedIn();
    for (const hour of ["04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14"])
      expect(await seenAt(busy, `${hour}:00:00`)).toBe("asha@lab.example");
    expect(await seenAt(busy, "14:59:59")).toBe("asha@lab.example");
    expect(await seenAt(busy, "15:00:01")).toBeUndefined();
  });

  it("the daily purge deletes the sessions that ended, and only those", async () => {
    db.exec("DELETE FROM desk_sessions");
    const session = db.prepare(
      "INSERT INTO desk_sessions (token_hash, email, created_at, last_seen_at) VALUES (?, 'asha@lab.example', ?, ?)",
    );
    // The purge runs at 06:00 UTC.
    session.run("idle 8 h less a second", "2026-11-22T22:00:01.000Z", "2026-11-22T22:00:01.000Z");
    session.run("idle 8 h and a second", "2026-11-22T21:59:59.000Z", "2026-11-22T21:59:59.000Z");
    session.run("12 h less a second", "2026-11-22T18:00:01.000Z", "2026-11-23T05:59:00.000Z");
    session.run("12 h and a second", "2026-11-22T17:59:59.000Z", "2026-11-23T05:59:00.000Z");
    await withStore(db, () => purgeDesk(NOW));
    expect(
      db
        .prepare("SELECT token_hash FROM desk_sessions ORDER BY token_hash")
        .all()
        .map((r) => r.token_hash),
    ).toEqual(["12 h less a second", "idle 8 h less a second"]);
  });
});

describe("a report's verification token: 144 random bits", () => {
  const TOKEN = /^[A-Za-z0-9_-]{24}$/; // 24 base64url characters of 6 bits each: 144 bits

  it("is 24 base64url characters, 18 random bytes, different every time", () => {
    const first = newVerifyToken();
    const second = newVerifyToken();
    expect(first).toMatch(TOKEN);
    expect(Buffer.from(first, "base64url")).toHaveLength(18);
    expect(second).toMatch(TOKEN);
    expect(second).not.toBe(first);
  });

  it("varies in every one of its 24 places", () => {
    const tokens = Array.from({ length: 256 }, newVerifyToken);
    expect(new Set(tokens).size).toBe(256);
    for (let place = 0; place < 24; place++)
      expect(new Set(tokens.map((t) => t[place])).size, `place ${place}`).toBeGreaterThan(32);
  });

  it("is what a new report in the register gets (the QR's address)", async () => {
    const report = await createReport(
      db,
      {
        ulr: "TC114822600000001F",
        reportNumber: "MET/TR/2026/1",
        kind: "test-report",
        discipline: "Electrical",
        group: "Cables",
        customer: "Narmada Cables Pvt Ltd",
        itemDescription: "XLPE power cable, 3C x 300 sq mm, 11 kV",
        standard: "IS 7098 (Part 2)",
        issueDate: "2026-11-20",
        signatory: "R. K. Verma",
      },
      "asha@lab.example",
    );
    expect(report.token).toMatch(TOKEN);
    expect(Buffer.from(report.token, "base64url")).toHaveLength(18);
  });
});
