import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { jobCategories } from "@/content/careers";
import { migrate } from "@/lib/db/migrate";
import { todayInKolkata } from "@/lib/clock";
import { withStore } from "@/lib/db/store";
import { isOnBoard, type Opening } from "./openings";
import { allOpenings, jobBoard, openingById } from "./store";

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};

describe("job openings", () => {
  it("a fresh database holds the seed openings, each in its category", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const board = await jobBoard("2026-11-26");
      expect(board.map((c) => [c.name, c.openings.map((o) => o.id)])).toEqual(
        jobCategories.map((c) => [c.name, c.openings.map((o) => o.id)]),
      );
      expect((await openingById("transformer-test-engineer"))?.requirements).toHaveLength(4);
    });
  });

  it("the seed on a fresh database: 3, 2, 2, 2 openings on the board (spec /career)", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const board = await jobBoard("2026-11-26");
      expect(board.map((c) => [c.name, c.openings.length])).toEqual([
        ["Electrical Testing & Engineering", 3],
        ["Calibration Services", 2],
        ["IT & Digital Solutions", 2],
        ["Quality Assurance", 2],
      ]);
    });
  });

  it("the apply page takes an opening through its deadline day, not the day after", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const opening = (await openingById("transformer-test-engineer"))!;
      const { deadline } = opening;
      const dayAfter = new Date(`${deadline}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      const dayBefore = new Date(`${deadline}T00:00:00Z`);
      dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
      expect(isOnBoard(opening, dayBefore.toISOString().slice(0, 10))).toBe(true);
      expect(isOnBoard(opening, deadline)).toBe(true);
      expect(isOnBoard(opening, dayAfter.toISOString().slice(0, 10))).toBe(false);
    });
  });

  it("an opening stays on the board through its deadline day and leaves the day after", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const { deadline } = (await openingById("transformer-test-engineer"))!;
      const ids = async (today: string) =>
        (await jobBoard(today)).flatMap((c) => c.openings.map((o) => o.id));
      expect(await ids(deadline)).toContain("transformer-test-engineer");
      const next = new Date(`${deadline}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      expect(await ids(next.toISOString().slice(0, 10))).not.toContain("transformer-test-engineer");
      expect((await allOpenings()).map((o) => o.id)).toContain("transformer-test-engineer");
    });
  });

  it("isOnBoard: on the site through its deadline day, India time, and off it the day after", async () => {
    const db = fresh();
    const opening: Opening = {
      ...(await withStore(db, () => openingById("transformer-test-engineer")))!,
      deadline: "2026-12-31",
      closedAt: null,
    };
    expect(isOnBoard(opening, "2026-12-30")).toBe(true);
    expect(isOnBoard(opening, "2026-12-31")).toBe(true); // its last day
    expect(isOnBoard(opening, "2027-01-01")).toBe(false); // the day after
    // 23:59 on the deadline day in India is 18:29 UTC; a minute past midnight there, 18:31 UTC.
    expect(isOnBoard(opening, todayInKolkata(new Date("2026-12-31T18:29:00Z")))).toBe(true);
    expect(isOnBoard(opening, todayInKolkata(new Date("2026-12-31T18:31:00Z")))).toBe(false);
    // Closed by HR: off the site even before its deadline; a draft was never on it.
    const closed = { ...opening, status: "closed", closedAt: "2026-12-01T06:00:00.000Z" } as const;
    expect(isOnBoard(closed, "2026-12-30")).toBe(false);
    expect(isOnBoard({ ...opening, status: "draft" }, "2026-12-30")).toBe(false);
  });
});
