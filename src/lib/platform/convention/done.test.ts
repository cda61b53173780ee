import { describe, expect, it } from "vitest";
import { doneHref, doneListOf, doneOf } from "./done";

const url = (path: string) => new URL(path, "https://lab.example");
const words = { published: "Published.", closed: (title: string) => `Closed: ${title}` };

describe("what a desk page says was done, in its address", () => {
  it("is ?done= after the page, with the record's ?id= when one is meant", () => {
    expect(doneHref("/desk/photos", "uploaded")).toBe("/desk/photos?done=uploaded");
    expect(doneHref("/desk/openings", "closed", "relay-test-engineer")).toBe(
      "/desk/openings?id=relay-test-engineer&done=closed",
    );
    expect(doneHref("/desk/articles/edit", "published", "2026-11 a&b")).toBe(
      "/desk/articles/edit?id=2026-11+a%26b&done=published",
    );
  });

  it("is read back only when it is one the area has words for", () => {
    expect(doneOf(url("/desk/openings?done=closed&id=x"), words)).toBe("closed");
    expect(doneOf(url("/desk/openings?done=published"), ["published", "saved"] as const)).toBe(
      "published",
    );
    expect(doneOf(url("/desk/openings?done=deleted"), words)).toBeUndefined();
    expect(doneOf(url("/desk/openings?done=toString"), words)).toBeUndefined();
    expect(doneOf(url("/desk/openings"), words)).toBeUndefined();
  });

  it("names each thing one save did, and reads back those the area knows, in its order", () => {
    const parts = ["nothing", "status", "note", "follow-up"] as const;
    const written = doneHref("/desk/lead", ["note", "status"], "L-2026-0042");
    expect(written).toBe("/desk/lead?id=L-2026-0042&done=note+status");
    expect(doneListOf(url(written), parts)).toEqual(["status", "note"]);
    expect(doneListOf(url("/desk/lead?done=status%20deleted"), parts)).toEqual(["status"]);
    expect(doneListOf(url("/desk/lead?done=deleted"), parts)).toEqual([]);
    expect(doneListOf(url("/desk/lead?done=toString+constructor"), parts)).toEqual([]);
    expect(doneListOf(url("/desk/lead"), parts)).toEqual([]);
  });
});
