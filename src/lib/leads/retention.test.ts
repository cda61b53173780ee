// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { faqs } from "@/content/faqs";
import { privacyPolicy, retention } from "@/content/privacy";
import { openLeadStore } from "@/lib/db/leads";
import { DAY_MS, purgeExpired, startDailyPurge } from "./retention";

const policyText = JSON.stringify(privacyPolicy);

describe("the privacy policy says what the code does", () => {
  it("names the retention the purge applies, for leads and for addresses", () => {
    expect(policyText).toContain(`${retention.leadMonths} months`);
    expect(policyText).toContain(`${retention.clientDays} days`);
    expect(JSON.stringify(faqs)).toContain(`${retention.leadMonths} months`);
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

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "retention-"));
  store = openLeadStore(join(dir, "leads.sqlite"));
});

afterEach(() => {
  vi.useRealTimers();
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

const leadAt = (createdAt: Date) =>
  store.insert({
    template: "contact",
    form: "consultation",
    fields: { user_name: createdAt.toISOString() },
    client: "203.0.113.5",
    userAgent: "Firefox",
    createdAt,
  }).reference;

describe("the purge keeps what the policy promises to keep, and no longer", () => {
  it(`blanks the IP address and browser after ${retention.clientDays} days, not a day sooner`, () => {
    const youngest = leadAt(daysBefore(NOW, retention.clientDays - 1));
    const oldest = leadAt(daysBefore(NOW, retention.clientDays + 1));
    expect(purgeExpired(store, NOW)).toEqual({ deleted: 0, anonymised: 1 });
    expect(store.get(youngest)).toMatchObject({ client: "203.0.113.5", userAgent: "Firefox" });
    expect(store.get(oldest)).toMatchObject({ client: "", userAgent: null });
  });

  it(`deletes a lead after ${retention.leadMonths} months, not a day sooner`, () => {
    const kept = leadAt(monthsBefore(NOW, retention.leadMonths, +1));
    const gone = leadAt(monthsBefore(NOW, retention.leadMonths, -1));
    expect(purgeExpired(store, NOW).deleted).toBe(1);
    expect(store.get(kept)).toBeDefined();
    expect(store.get(gone)).toBeUndefined();
  });
});

describe("the daily purge", () => {
  it("runs when started and every 24 hours after, by the clock it is given", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let now = NOW;
    const expired = leadAt(monthsBefore(NOW, retention.leadMonths, -1));
    const expiresTomorrow = leadAt(monthsBefore(NOW, retention.leadMonths, +0.5));
    const logs: string[] = [];
    const stop = startDailyPurge(() => store, { now: () => now, log: (m) => logs.push(m) });

    expect(store.get(expired)).toBeUndefined();
    expect(store.get(expiresTomorrow)).toBeDefined();

    now = new Date(NOW.getTime() + DAY_MS);
    vi.advanceTimersByTime(DAY_MS - 1);
    expect(store.get(expiresTomorrow)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(store.get(expiresTomorrow)).toBeUndefined();
    expect(logs).toEqual([
      "Retention: deleted 1 leads, blanked the address of 1",
      "Retention: deleted 1 leads, blanked the address of 0",
    ]);

    stop();
    const later = leadAt(monthsBefore(now, retention.leadMonths, -1));
    vi.advanceTimersByTime(7 * DAY_MS);
    expect(store.get(later)).toBeDefined();
  });
});
