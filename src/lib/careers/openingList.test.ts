import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { careersDesk } from "@/content/careersDesk";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { listOpenings, openingFilterFromQuery, openingQueryWrongText } from "./openingList";
import { closeOpening } from "./openingsDesk";
import { allOpenings } from "./store";

const TODAY = "2026-11-26";
const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};
const query = (text: string) => openingFilterFromQuery(new URLSearchParams(text));

describe("the openings list's filters, read from the address", () => {
  it("reads a state and a category; empty values are no filter", () => {
    expect(query("state=past-deadline&category=calibration-services")).toEqual({
      ok: true,
      filter: { state: "past-deadline", category: "calibration-services" },
    });
    expect(query("state=&category=")).toEqual({ ok: true, filter: {} });
  });

  it("names each value it cannot use, in words staff read", () => {
    expect(query("state=open&category=Calibration")).toEqual({
      ok: false,
      wrong: ["state", "category"],
    });
    expect(openingQueryWrongText("state")).toBe(careersDesk.query.wrong.state);
    expect(openingQueryWrongText("category")).toContain("calibration-services");
  });
});

describe("the openings list, filtered", () => {
  it("keeps the openings in the state their rows show on the day, and of the category", async () => {
    const db = fresh();
    await withStore(db, async () => {
      const all = await allOpenings();
      const first = all[0]!;
      await closeOpening(first.id, "hr@lab");
      const ids = async (filter: Parameters<typeof listOpenings>[0], today = TODAY) =>
        (await listOpenings(filter, today)).openings.map((o) => o.id);

      expect(await ids({ state: "closed" })).toEqual([first.id]);
      expect(await ids({ state: "on-site" })).not.toContain(first.id);
      expect((await ids({ state: "on-site" })).length + 1).toBe(all.length);
      // Long after every deadline: all but the closed one are past their deadline.
      expect(await ids({ state: "past-deadline" }, "2099-01-01")).toHaveLength(all.length - 1);
      expect(await ids({ state: "past-deadline" })).toEqual([]);

      const category = all.find((o) => o.categoryId !== first.categoryId)!.categoryId;
      const inCategory = all.filter((o) => o.categoryId === category).map((o) => o.id);
      expect(await ids({ category })).toEqual(inCategory);
      expect(await ids({ category: first.categoryId, state: "closed" })).toEqual([first.id]);
      expect(await ids({ category, state: "closed" })).toEqual([]);
      expect((await listOpenings({ category }, TODAY)).total).toBe(all.length);
    });
  });
});
