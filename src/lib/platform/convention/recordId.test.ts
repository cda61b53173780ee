import { describe, expect, it } from "vitest";
import { currentRecordAddress, recordHref, recordIdOf } from "./recordId";

const url = (path: string) => new URL(path, "https://lab.example");

describe("a desk page's record in its address", () => {
  it("is ?id= on every page, cut to its length", () => {
    expect(recordIdOf(url("/desk/lead?id=LEAD-2026-000001"))).toBe("LEAD-2026-000001");
    expect(recordIdOf(url(`/desk/reports/view?id=${"X".repeat(60)}`), 40)).toHaveLength(40);
    expect(recordIdOf(url("/desk/lead"))).toBe("");
    expect(recordHref("/desk/accounts/edit", "asha@lab.example")).toBe(
      "/desk/accounts/edit?id=asha%40lab.example",
    );
  });

  it("answers the old names of links already e-mailed with the current address", () => {
    expect(currentRecordAddress(url("/desk/lead?ref=LEAD-2026-000001"))).toBe(
      "/desk/lead?id=LEAD-2026-000001",
    );
    expect(currentRecordAddress(url("/desk/reports/pdf?ulr=TC1&version=2"))).toBe(
      "/desk/reports/pdf?id=TC1&version=2",
    );
    expect(currentRecordAddress(url("/desk/accounts/edit?email=a%40lab.example"))).toBe(
      "/desk/accounts/edit?id=a%40lab.example",
    );
    expect(currentRecordAddress(url("/desk/lead?id=LEAD-2026-000001"))).toBeUndefined();
    // Only the pages that used those names, and one value: a selection is a form's, not a link.
    expect(currentRecordAddress(url("/desk/reports/qr-codes?ref=A&ref=B"))).toBeUndefined();
    expect(currentRecordAddress(url("/desk/lead?ref=A&ref=B"))).toBeUndefined();
    expect(currentRecordAddress(url("/desk/set-password?ref=x"))).toBeUndefined();
    expect(currentRecordAddress(url("/desk/lead?ulr=x"))).toBeUndefined();
  });
});
