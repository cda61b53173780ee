// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cases } from "@/content/cases";
import { faqs } from "@/content/faqs";
import { privacyPolicy, retention, retentionReasons } from "@/content/privacy";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { insertApplication } from "@/lib/careers/store";
import { openLeadStore } from "@/lib/leads/openLeadStore";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { leadCase } from "@/lib/leads/case";
import { startDailyPurge } from "@/lib/server/dailyPurge";
import { DAY_MS, dailyPurgeOf, purgeExpired, retentionCutoffs } from "./retention";

const policyText = JSON.stringify(privacyPolicy);

describe("the privacy policy says what the code does", () => {
  it("names the retention the purge applies, for leads, applications and addresses", () => {
    expect(policyText).toContain(`${retention.leadMonths} months`);
    expect(policyText).toContain(`${retention.applicationMonths} months`);
    expect(policyText).toContain(`${retention.clientDays} days`);
    expect(JSON.stringify(faqs)).toContain(`${retention.leadMonths} months`);
    expect([leadCase.keepMonths, applicationCase.keepMonths]).toEqual([
      retention.leadMonths,
      retention.applicationMonths,
    ]);
  });

  it("gives each retention number its reason, and the policy states each reason", () => {
    for (const key of Object.keys(retention) as (keyof typeof retention)[]) {
      expect(retentionReasons[key].length).toBeGreaterThan(20);
      expect(policyText).toContain(retentionReasons[key]);
    }
  });

  it("lists the IP address and browser stored with each form, and why", () => {
    expect(policyText).toMatch(/IP address/);
    expect(policyText).toMatch(/browser/);
    expect(policyText).toMatch(/abuse/);
  });

  it("says leads are e-mailed to the lab and how erasure works", () => {
    expect(policyText).toMatch(/e-mailed to the laboratory/);
    expect(policyText).toMatch(/delete the form, its uploaded file and our notes/);
  });
});

let dir: string;
let store: ReturnType<typeof openLeadStore>;
/** The same file on a connection of the test's own, to read what the store functions do not return. */
let db: DatabaseSync;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "retention-"));
  store = openLeadStore(join(dir, "lab.sqlite"));
  db = openDatabase(store.path);
});

afterEach(() => {
  vi.useRealTimers();
  db.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date("2026-11-23T06:00:00.000Z");

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The same moment `months` calendar months earlier, give or take `days`. */
function monthsBefore(now: Date, months: number, days = 0): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() + days * DAY_MS);
}

const leadAt = async (createdAt: Date) =>
  (
    await store.insert({
      template: "contact",
      form: "consultation",
      fields: { user_name: createdAt.toISOString() },
      client: "203.0.113.5",
      userAgent: "Firefox",
      createdAt,
    })
  ).reference;

const applicationAt = async (createdAt: Date) =>
  (
    await insertApplication({
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
      cv: { name: "asha.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF") },
      client: "203.0.113.7",
      userAgent: "Firefox",
      createdAt,
      notify: "off",
    })
  ).reference;

/** Everything the purges started have to do, done (their store is the test's database, in memory of the process). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Runs a test's steps with the lead store's database as the store of the work in hand. */
const inStore = (steps: () => Promise<void>) => () => withStore(db, steps);

const applicationClient = (reference: string) =>
  db.prepare("SELECT client, user_agent FROM applications WHERE reference = ?").get(reference);

describe("the purge keeps what the policy promises to keep, and no longer", () => {
  it("the cutoffs: each kind's months, and the same 365 days for addresses", () => {
    const now = new Date("2026-06-15T12:00:00.000Z");
    expect(retentionCutoffs(leadCase, now)).toEqual({
      before: new Date("2024-06-15T12:00:00.000Z"),
      clientBefore: new Date("2025-06-15T12:00:00.000Z"),
    });
    expect(retentionCutoffs(applicationCase, now)).toEqual({
      before: new Date("2025-06-15T12:00:00.000Z"),
      clientBefore: new Date("2025-06-15T12:00:00.000Z"),
    });
  });

  it(
    `blanks a lead's IP address and browser after ${retention.clientDays} days, not a day sooner`,
    inStore(async () => {
      const youngest = await leadAt(daysBefore(NOW, retention.clientDays - 1));
      const oldest = await leadAt(daysBefore(NOW, retention.clientDays + 1));
      expect(await purgeExpired(leadCase, NOW)).toEqual({ deleted: 0, anonymised: 1 });
      expect(await store.get(youngest)).toMatchObject({
        client: "203.0.113.5",
        userAgent: "Firefox",
      });
      expect(await store.get(oldest)).toMatchObject({ client: "", userAgent: null });
    }),
  );

  it(
    "keeps a lead's IP address and browser on day 364 and blanks them on day 366 (a year, as the DPDP Rules ask)",
    inStore(async () => {
      const day364 = await leadAt(daysBefore(NOW, 364));
      const day366 = await leadAt(daysBefore(NOW, 366));
      const application364 = await applicationAt(daysBefore(NOW, 364));
      expect(await purgeExpired(leadCase, NOW)).toEqual({ deleted: 0, anonymised: 1 });
      await purgeExpired(applicationCase, NOW);
      expect(await store.get(day364)).toMatchObject({
        client: "203.0.113.5",
        userAgent: "Firefox",
      });
      expect(await store.get(day366)).toMatchObject({ client: "", userAgent: null });
      expect(applicationClient(application364)).toEqual({
        client: "203.0.113.7",
        user_agent: "Firefox",
      });
    }),
  );

  it(
    `deletes a lead after ${retention.leadMonths} months and an application after ${retention.applicationMonths}, not a day sooner`,
    inStore(async () => {
      const kept = await leadAt(monthsBefore(NOW, retention.leadMonths, +1));
      const gone = await leadAt(monthsBefore(NOW, retention.leadMonths, -1));
      const keptApplication = await applicationAt(
        monthsBefore(NOW, retention.applicationMonths, +1),
      );
      const goneApplication = await applicationAt(
        monthsBefore(NOW, retention.applicationMonths, -1),
      );
      expect((await purgeExpired(leadCase, NOW)).deleted).toBe(1);
      expect((await purgeExpired(applicationCase, NOW)).deleted).toBe(1);
      expect(await store.get(kept)).toBeDefined();
      expect(await store.get(gone)).toBeUndefined();
      expect(applicationClient(keptApplication)).toBeDefined();
      expect(applicationClient(goneApplication)).toBeUndefined();
    }),
  );
});

describe("the daily purge", () => {
  it(
    "runs when started and every 24 hours after, by the clock it is given, with a line per kind",
    inStore(async () => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      let now = NOW;
      const expired = await leadAt(monthsBefore(NOW, retention.leadMonths, -1));
      const expiresTomorrow = await leadAt(monthsBefore(NOW, retention.leadMonths, +0.5));
      const application = await applicationAt(monthsBefore(NOW, retention.applicationMonths, -1));
      const logs: string[] = [];
      const stop = startDailyPurge(
        [
          dailyPurgeOf(leadCase, cases.purged.leads),
          dailyPurgeOf(applicationCase, cases.purged.applications),
        ],
        { now: () => now, log: (m) => logs.push(m) },
      );
      await settled();

      expect(await store.get(expired)).toBeUndefined();
      expect(applicationClient(application)).toBeUndefined();
      expect(await store.get(expiresTomorrow)).toBeDefined();

      now = new Date(NOW.getTime() + DAY_MS);
      vi.advanceTimersByTime(DAY_MS - 1);
      await settled();
      expect(await store.get(expiresTomorrow)).toBeDefined();
      vi.advanceTimersByTime(1);
      await settled();
      expect(await store.get(expiresTomorrow)).toBeUndefined();
      expect(logs).toEqual([
        "Retention (leads): deleted 1 leads with their files, blanked the address of 1",
        "Retention (applications): deleted 1 applications with their CVs, blanked the address of 0",
        "Retention (leads): deleted 1 leads with their files, blanked the address of 0",
      ]);

      stop();
      const later = await leadAt(monthsBefore(now, retention.leadMonths, -1));
      vi.advanceTimersByTime(7 * DAY_MS);
      await settled();
      expect(await store.get(later)).toBeDefined();
    }),
  );

  it("a purge that fails is logged and the others still run", async () => {
    const logs: string[] = [];
    const stop = startDailyPurge(
      [
        () => {
          throw new Error("disk full");
        },
        () => "the second ran",
      ],
      { now: () => NOW, log: (m) => logs.push(m) },
    );
    stop();
    await settled();
    expect(logs).toEqual(["Retention purge failed: disk full", "the second ran"]);
  });
});
