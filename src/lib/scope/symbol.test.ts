import { describe, expect, it } from "vitest";
import { mayShowNablMark, nablStanding } from "./symbol";
import { MAX_REQUEST_ROWS, parsePicks, picksValue, requestHref, withPick } from "./requestLink";

const yes = { accredited: true };
const no = { accredited: false };

describe("where the NABL mark may stand", () => {
  it("beside an accredited row, and a service with at least one", () => {
    expect(nablStanding([yes])).toBe("accredited");
    expect(nablStanding([no, no, yes])).toBe("accredited");
    expect(mayShowNablMark([no, yes])).toBe(true);
  });

  it("never beside a row outside the accreditation, nor a service whose rows all are: that is said", () => {
    expect(nablStanding([no])).toBe("outside");
    expect(nablStanding([no, no])).toBe("outside");
    expect(mayShowNablMark([no])).toBe(false);
  });

  it("says nothing where there are no rows", () => {
    expect(nablStanding([])).toBe("none");
    expect(mayShowNablMark([])).toBe(false);
  });
});

describe("the rows of a request in its address", () => {
  it("reads <id>x<qty> pieces, each id once, quantities 1 to 999", () => {
    expect(parsePicks("12x1,40x3")).toEqual([
      { id: 12, quantity: 1 },
      { id: 40, quantity: 3 },
    ]);
    expect(parsePicks("12x1,12x2")).toEqual([{ id: 12, quantity: 3 }]);
    expect(parsePicks("12x999,12x5")).toEqual([{ id: 12, quantity: 999 }]);
    expect(parsePicks("0x1,12x0,12x1000,x1,12,abc,-1x2,1.5x2, 7x2 ")).toEqual([
      { id: 7, quantity: 2 },
    ]);
    expect(parsePicks(null)).toEqual([]);
    const many = Array.from({ length: MAX_REQUEST_ROWS + 5 }, (_, i) => `${i + 1}x1`).join(",");
    expect(parsePicks(many)).toHaveLength(MAX_REQUEST_ROWS);
  });

  it("adds a row once, and writes the address of /request", () => {
    const picks = withPick(withPick([], 5), 9);
    expect(withPick(picks, 5)).toEqual(picks);
    expect(picksValue(picks)).toBe("5x1,9x1");
    expect(requestHref(picks)).toBe("/request?rows=5x1%2C9x1");
    expect(requestHref([])).toBe("/request");
  });
});
