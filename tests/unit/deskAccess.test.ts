import { describe, expect, it } from "vitest";
import {
  DESK_ACTIONS,
  DESK_ROUTES,
  DESK_WRITES,
  deskAccess,
  deskHome,
  deskWriteAccess,
  mayAct,
} from "@/lib/desk/access";
import { DESK_AREAS } from "@/lib/desk/areas";
import { hasRole } from "@/lib/desk/roles";
import {
  PINNED_DESK_ACCESS,
  PINNED_DESK_ACTIONS,
  PINNED_DESK_WRITES,
} from "../fixtures/deskAccessTable";

describe("the desk's registry of areas", () => {
  it("reads exactly the table written out by hand: no route added, dropped, widened or narrowed", () => {
    expect({ ...DESK_ROUTES }).toEqual(PINNED_DESK_ACCESS);
  });

  it("posts exactly as written out by hand: a widened write role fails here", () => {
    const differing = Object.fromEntries(
      Object.entries(DESK_WRITES).filter(([path, write]) => DESK_ROUTES[path] !== write),
    );
    expect(differing).toEqual(PINNED_DESK_WRITES);
  });

  it("grants each action that needs more than posting exactly as written out by hand", () => {
    expect(DESK_ACTIONS).toEqual(PINNED_DESK_ACTIONS);
    const reports = { email: "r@lab.example", roles: ["reports"] as const };
    const signatory = { email: "s@lab.example", roles: ["signatory"] as const };
    expect(mayAct(reports, "/desk/reports/view", "withdraw")).toBe(true);
    expect(mayAct(reports, "/desk/reports/view", "authorise")).toBe(false);
    expect(mayAct(signatory, "/desk/reports/view", "authorise")).toBe(true);
    expect(
      mayAct({ email: "q@lab.example", roles: ["quality"] }, "/desk/reports/view", "withdraw"),
    ).toBe(false);
  });

  it("closes a route nobody listed to all but administrators, for reading and posting", () => {
    expect(deskAccess("/desk/not-listed-anywhere")).toBe("admin");
    expect(deskWriteAccess("/desk/not-listed-anywhere")).toBe("admin");
    expect(deskAccess("/desk/export.csv/")).toBe("leads");
  });

  it("counts on the start page only what a listed page's readers may read", () => {
    const counts = DESK_AREAS.flatMap((area) => area.attention ?? []);
    expect(counts.map((c) => c.key).sort()).toEqual(
      [
        "applicationsDue",
        "awaitingAuthorisation",
        "certificates",
        "leadsDue",
        "needsFinalPdf",
        "newApplications",
        "newLeads",
        "signingNames",
        "breachReports",
        "privacyOpen",
        "privacyDue",
        "privacyOverdue",
      ].sort(),
    );
    for (const count of counts) expect(Object.keys(PINNED_DESK_ACCESS)).toContain(count.readerOf);
  });

  it("names each path once", () => {
    const paths = DESK_AREAS.flatMap((a) => a.routes.map((r) => r.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lets quality read the register and change nothing in it", () => {
    const quality = { email: "qm@lab.example", roles: ["quality"] as const };
    expect(hasRole(quality, deskAccess("/desk/reports/view") as "quality")).toBe(true);
    expect(hasRole(quality, deskWriteAccess("/desk/reports/view") as "reports")).toBe(false);
    expect(hasRole(quality, deskAccess("/desk/reports/new") as "reports")).toBe(false);
    expect(hasRole(quality, deskAccess("/desk/reports/authorise") as "signatory")).toBe(false);
    expect(hasRole(quality, deskAccess("/desk/import-reports") as "reports")).toBe(false);
    expect(deskHome(["quality"])).toBe("/desk/start");
  });
});
