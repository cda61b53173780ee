// @vitest-environment node
import ICAL from "ical.js";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { CALENDAR_FEEDS } from "@/lib/fairShare/limits";
import { saveOrganisation } from "@/lib/customers/organisations";
import { removeAddress } from "@/lib/customers/removal";
import { withdrawReport as withdrawReportIn } from "@/lib/reports/register";
import { calibrationCertificates } from "../../../tests/fixtures/reportRecords";
import { calendarForAddress } from "./calendar";
import { answerCalendarFetch, calendarThrottles } from "./calendarFetch";
import {
  addressOfFeedKey,
  calendarFeedOf,
  calendarSubscribersOf,
  createCalendarFeed,
  revokeCalendarFeed,
} from "./calendarFeeds";
import { portalInstruments } from "./instruments";
import { onDb } from "../../../tests/fixtures/onDb";

const withdrawReport = onDb(withdrawReportIn);

const db = openDatabase(":memory:");
afterAll(() => db.close());

const SITE = "https://lab.example";
const TODAY = "2026-11-27";
const works = calibrationCertificates(db, 700, "qa@works.example");
const rival = calibrationCertificates(db, 800, "buyer@rival.example");

const a1 = await works({ serialNumber: "S-10", issueDate: "2026-01-10", dueDate: "2027-01-10" });
await works({
  serialNumber: "S-11",
  make: "Megger",
  model: "MIT525",
  itemDescription: "Insulation resistance tester",
  issueDate: "2025-12-01",
  dueDate: "2026-12-01",
});
const gone = await works({ serialNumber: "S-12", issueDate: "2025-12-05", dueDate: "2026-12-05" });
await withdrawReport(db, gone.reference, "Wrong range on page 2", "quality@lab.example");
await rival({ serialNumber: "R-1", issueDate: "2026-02-01", dueDate: "2027-02-01" });

/** The feed as a calendar app reads it. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      start: e.startDate.toString(),
      allDay: e.startDate.isDate,
      stamp: v.getFirstPropertyValue("dtstamp")?.toString(),
      alarms: v.getAllSubcomponents("valarm").length,
    };
  });
}

describe("an address's calendar of due dates", () => {
  it("is iCalendar with one all-day event per instrument that has a current due date", async () => {
    const list = events(
      await withStore(db, () => calendarForAddress("qa@works.example", SITE, TODAY)),
    );
    expect(list.map((e) => [e.summary, e.start, e.allDay])).toEqual([
      ["Calibration due: Fluke 87V, serial S-10", "2027-01-10", true],
      ["Calibration due: Megger MIT525, serial S-11", "2026-12-01", true],
    ]);
    const [first] = list;
    const key = (await withStore(db, () => portalInstruments("qa@works.example", TODAY)))[0]!.key;
    expect(first!.uid).toBe(`${key}-2027-01-10@lab.example`);
    expect(first!.description).toContain(a1.reference);
    expect(first!.description).toContain(`${SITE}/portal/instrument?id=${key}`);
    expect(first!.stamp).toBe("2026-01-10T00:00:00Z");
    expect(first!.alarms).toBe(1);
  });

  it("is the same text on every build of the same data (stable UIDs and DTSTAMPs)", async () => {
    // Built a day apart: nothing in the feed may come from the clock.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T06:00:00Z"));
    const once = await withStore(db, () => calendarForAddress("qa@works.example", SITE, TODAY));
    vi.setSystemTime(new Date("2026-11-28T09:30:00Z"));
    const again = await withStore(db, () =>
      calendarForAddress("qa@works.example", SITE, "2026-11-28"),
    );
    vi.useRealTimers();
    expect(again).toBe(once);
    expect(events(again).map((e) => e.uid)).toEqual(events(once).map((e) => e.uid));
  });

  it("holds only the address's own instruments, as its Instruments page does", async () => {
    const theirs = events(
      await withStore(db, () => calendarForAddress("buyer@rival.example", SITE, TODAY)),
    );
    expect(theirs.map((e) => e.summary)).toEqual(["Calibration due: Fluke 87V, serial R-1"]);
    const ours = await withStore(db, () => calendarForAddress("qa@works.example", SITE, TODAY));
    expect(ours).not.toContain("R-1");
    expect(
      events(
        await withStore(db, () => calendarForAddress("nobody@elsewhere.example", SITE, TODAY)),
      ),
    ).toEqual([]);
  });

  it("follows the organisation's ownership: a colleague on the domain sees the organisation's instruments", async () => {
    await withStore(db, () =>
      saveOrganisation({ name: "Works Ltd", addresses: "@works.example" }, "admin"),
    );
    const colleague = events(
      await withStore(db, () => calendarForAddress("stores@works.example", SITE, TODAY)),
    );
    expect(colleague.map((e) => e.summary)).toEqual([
      "Calibration due: Fluke 87V, serial S-10",
      "Calibration due: Megger MIT525, serial S-11",
    ]);
  });
});

describe("an address's calendar link", () => {
  it("is a random key kept only as its hash; a new one stops the old at once; revoked, none works", async () => {
    const at = new Date("2026-11-27T06:00:00Z");
    const key = await withStore(db, () => createCalendarFeed("qa@works.example", at));
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await withStore(db, () => addressOfFeedKey(key))).toBe("qa@works.example");
    expect(await withStore(db, () => calendarFeedOf("qa@works.example"))).toEqual({
      createdAt: at.toISOString(),
    });
    expect(JSON.stringify(db.prepare("SELECT * FROM portal_calendar_feeds").all())).not.toContain(
      key,
    );
    const fresh = await withStore(db, () => createCalendarFeed("qa@works.example"));
    expect(await withStore(db, () => addressOfFeedKey(key))).toBeUndefined();
    expect(await withStore(db, () => addressOfFeedKey(fresh))).toBe("qa@works.example");
    await withStore(db, () => revokeCalendarFeed("qa@works.example"));
    expect(await withStore(db, () => addressOfFeedKey(fresh))).toBeUndefined();
    expect(await withStore(db, () => calendarFeedOf("qa@works.example"))).toBeUndefined();
    expect(await withStore(db, () => addressOfFeedKey("not a key"))).toBeUndefined();
  });

  it("are counted on the desk per organisation, by the ownership rule", async () => {
    const counted = await withStore(db, () =>
      saveOrganisation({ name: "Counted Ltd", addresses: "@counted.example" }, "admin"),
    );
    expect(await withStore(db, () => calendarSubscribersOf(counted))).toBe(0);
    await withStore(db, () => createCalendarFeed("a@counted.example"));
    await withStore(db, () => createCalendarFeed("b@counted.example"));
    await withStore(db, () => createCalendarFeed("b@counted.example"));
    await withStore(db, () => createCalendarFeed("c@elsewhere.example"));
    expect(await withStore(db, () => calendarSubscribersOf(counted))).toBe(2);
    await withStore(db, () => revokeCalendarFeed("a@counted.example"));
    expect(await withStore(db, () => calendarSubscribersOf(counted))).toBe(1);
  });

  it("ends with the address when an administrator removes it", async () => {
    const key = await withStore(db, () => createCalendarFeed("leaver@works.example"));
    await works({
      serialNumber: "L-1",
      customerEmail: "leaver@works.example",
      dueDate: "2027-03-01",
    });
    await withStore(db, () => removeAddress("leaver@works.example", "admin@lab.example"));
    expect(await withStore(db, () => addressOfFeedKey(key))).toBeUndefined();
    expect(await withStore(db, () => calendarFeedOf("leaver@works.example"))).toBeUndefined();
  });
});

describe("a calendar app's fetch", () => {
  const fetchAs = async (
    throttles: ReturnType<typeof calendarThrottles>,
    key: string,
    client: string,
  ) =>
    await withStore(db, () =>
      answerCalendarFetch({ key, client, siteUrl: SITE }, throttles, 1_000),
    );

  it("answers the feed for a live key and the same 404 for an unknown, revoked or malformed one", async () => {
    const throttles = calendarThrottles();
    const key = await withStore(db, () => createCalendarFeed("buyer@rival.example"));
    const answer = await fetchAs(throttles, key, "10.0.0.1");
    expect(answer.status).toBe(200);
    expect(answer.status === 200 && events(answer.body)).toHaveLength(1);
    const old = key;
    await withStore(db, () => createCalendarFeed("buyer@rival.example"));
    for (const wrong of [old, "A".repeat(43), "short", ""])
      expect(await fetchAs(throttles, wrong, "10.0.0.1")).toEqual({ status: 404 });
  });

  it("refuses a link fetched past its share (429), while the client's other links still work", async () => {
    const throttles = calendarThrottles();
    const busy = await withStore(db, () => createCalendarFeed("qa@works.example"));
    const other = await withStore(db, () => createCalendarFeed("buyer@rival.example"));
    for (let i = 0; i < CALENDAR_FEEDS.perKey; i++)
      expect((await fetchAs(throttles, busy, "10.0.0.2")).status).toBe(200);
    expect(await fetchAs(throttles, busy, "10.0.0.2")).toEqual({
      status: 429,
      retryAfterSeconds: CALENDAR_FEEDS.retryAfterSeconds,
    });
    expect((await fetchAs(throttles, other, "10.0.0.2")).status).toBe(200);
  });

  it("refuses every fetch from a client past its misses, a right key too; other clients go on", async () => {
    const throttles = calendarThrottles();
    const key = await withStore(db, () => createCalendarFeed("qa@works.example"));
    for (let i = 0; i < CALENDAR_FEEDS.missesPerClient; i++)
      expect((await fetchAs(throttles, `guess-${i}`, "10.0.0.3")).status).toBe(404);
    expect((await fetchAs(throttles, key, "10.0.0.3")).status).toBe(429);
    expect((await fetchAs(throttles, key, "10.0.0.4")).status).toBe(200);
  });

  it("refuses a client past its feeds an hour", async () => {
    const throttles = calendarThrottles({ ...CALENDAR_FEEDS, perClient: 3 });
    const key = await withStore(db, () => createCalendarFeed("qa@works.example"));
    for (let i = 0; i < 3; i++)
      expect((await fetchAs(throttles, key, "10.0.0.5")).status).toBe(200);
    expect((await fetchAs(throttles, key, "10.0.0.5")).status).toBe(429);
  });
});
