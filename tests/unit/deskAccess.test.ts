import { describe, expect, it } from "vitest";
import { DESK_ROUTES, deskAccess } from "@/lib/desk/access";
import { PINNED_DESK_ACCESS } from "../fixtures/deskAccessTable";

describe("the desk's access table", () => {
  it("is exactly the table written out by hand: no route added, dropped, widened or narrowed", () => {
    expect({ ...DESK_ROUTES }).toEqual(PINNED_DESK_ACCESS);
  });

  it("closes a route nobody listed to all but administrators", () => {
    expect(deskAccess("/desk/not-listed-anywhere")).toBe("admin");
    expect(deskAccess("/desk/export.csv/")).toBe("leads");
  });
});
