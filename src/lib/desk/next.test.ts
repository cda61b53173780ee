import { describe, expect, it } from "vitest";
import { signInAddress, safeNext } from "./next";

describe("the page asked for before signing in (next=)", () => {
  it("keeps a desk page with its query", () => {
    expect(safeNext("/desk")).toBe("/desk");
    expect(safeNext("/desk?status=new&page=2")).toBe("/desk?status=new&page=2");
    expect(safeNext("/desk/reports")).toBe("/desk/reports");
    expect(safeNext("/desk/reports/view?id=TC114822600000001F")).toBe(
      "/desk/reports/view?id=TC114822600000001F",
    );
    expect(safeNext("/desk/accounts/edit?id=asha%40lab.example")).toBe(
      "/desk/accounts/edit?id=asha%40lab.example",
    );
  });

  it.each([
    null,
    undefined,
    "",
    "desk",
    "/",
    "/deskx",
    "/desktop",
    "/desk.evil.example",
    "//evil.example",
    "//evil.example/desk/",
    "https://evil.example",
    "https://evil.example/desk/reports",
    "javascript:alert(1)",
    "/desk//evil.example",
    "/desk/\\evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "/desk/../verify",
    "/desk/%2e%2e/verify",
    "/desk/./reports",
    "/desk/reports#top",
    "/desk/reports\n",
    " /desk/reports",
    "/desk/re ports",
    "/desk/sign-in",
    "/desk/sign-in?next=/desk",
    "/desk/sign-in/",
    "/desk/sign-out",
    "/desk/forgot-password",
    "/desk/set-password?token=x",
    "/desk?next=//evil.example",
    `/desk/reports?q=${"x".repeat(2100)}`,
  ])("refuses %j (the role's home applies)", (next) => {
    expect(safeNext(next)).toBeUndefined();
  });

  it("names the asked page of a GET only, and not the desk's bare front door", () => {
    const url = (path: string) => new URL(`http://localhost:3000${path}`);
    expect(signInAddress("GET", url("/desk/reports/view?id=TC1"))).toBe(
      "/desk/sign-in?next=%2Fdesk%2Freports%2Fview%3Fid%3DTC1",
    );
    expect(signInAddress("GET", url("/desk"))).toBe("/desk/sign-in");
    expect(signInAddress("GET", url("/desk?status=won"))).toBe(
      "/desk/sign-in?next=%2Fdesk%3Fstatus%3Dwon",
    );
    expect(signInAddress("POST", url("/desk/reports"))).toBe("/desk/sign-in");
    expect(signInAddress("GET", url("/desk//evil.example"))).toBe("/desk/sign-in");
  });
});
