// @vitest-environment node
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { portalReport, portalReports } from "@/lib/portal/reports";
import { isKnownCustomer, portalLinkRequests } from "@/lib/portal/signInRequest";
import { createReport } from "@/lib/reports/register";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { organisationOf, saveOrganisation } from "./organisations";

/**
 * organisationOf is what the portal, its sign-in and its reminders ask (matchesAddress in
 * addresses.ts is not): an address belongs to an organisation by itself or by its whole
 * domain, and an address that only looks like one of them belongs to none.
 */

const db = openDatabase(":memory:");
afterAll(() => db.close());

const next = reportRecords(300);
const issue = (customerEmail: string, serialNumber: string) =>
  createReport(db, next({ serialNumber, signatory: "R. K. Verma", customerEmail }), {
    by: "lims",
    issues: true,
  });

const gridReport = issue("engineer@grid.example", "GRID-1");
const hqReport = issue("head@grid-hq.example", "HQ-1");
const grid = saveOrganisation(
  db,
  { name: "Grid", addresses: "@grid.example\nhead@grid-hq.example" },
  "clerk@lab.example",
);

/** Addresses that look like the organisation's, and are not. */
const LOOK_ALIKES = [
  "x@evilgrid.example", // the domain's name at the end of another's
  "x@sub.grid.example", // a subdomain: the organisation named the domain, not its subdomains
  "x@grid.example.evil", // the domain with more after it
  "x@grid-hq.example", // the domain of an address the organisation named one by one
];

describe("the organisation of an address (organisationOf)", () => {
  it("is found by the address itself or by its whole domain", () => {
    expect(organisationOf(db, "engineer@grid.example")).toBe(grid);
    expect(organisationOf(db, "newcomer@grid.example")).toBe(grid);
    expect(organisationOf(db, "head@grid-hq.example")).toBe(grid);
  });

  it("is none for an address that only looks like the organisation's", () => {
    for (const email of LOOK_ALIKES) expect(organisationOf(db, email), email).toBeUndefined();
  });
});

describe("a look-alike address in the portal", () => {
  const listed = (email: string) => {
    const { rows, total } = portalReports(db, email, { page: 1 });
    return { serials: rows.map((r) => r.serialNumber), total };
  };

  it("an address of the organisation's domain sees the organisation's reports", () => {
    expect(listed("newcomer@grid.example")).toEqual({ serials: ["HQ-1", "GRID-1"], total: 2 });
  });

  it("sees none of the organisation's reports, listed or opened by reference", () => {
    for (const email of LOOK_ALIKES) {
      expect(listed(email), email).toEqual({ serials: [], total: 0 });
      expect(portalReport(db, email, gridReport.reference), email).toBeUndefined();
      expect(portalReport(db, email, hqReport.reference), email).toBeUndefined();
    }
  });

  it("is not a known customer: asking for a sign-in link e-mails nothing", () => {
    const mail = vi.fn(async () => true);
    const request = portalLinkRequests({ mailConfigured: () => true, mail });
    const at = new Date("2026-11-27T10:00:00Z");
    LOOK_ALIKES.forEach((email, i) => {
      expect(isKnownCustomer(db, email), email).toBe(false);
      expect(request(db, email, `10.0.0.${i}`, at).answer).toBe("sent");
    });
    expect(mail).not.toHaveBeenCalled();
    expect(request(db, "newcomer@grid.example", "10.0.1.1", at).answer).toBe("sent");
    expect(mail).toHaveBeenCalledTimes(1);
  });
});
