// @vitest-environment node
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { portalReport, portalReports } from "@/lib/portal/reports";
import { isKnownCustomer, portalLinkRequests } from "@/lib/portal/signInRequest";
import { createReport as createReportIn } from "@/lib/reports/register";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { CustomerError, saveOrganisation } from "./organisations";
import { organisationOf } from "./ownership";
import { onDb } from "../../../tests/fixtures/onDb";

const createReport = onDb(createReportIn);

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

const gridReport = await issue("engineer@grid.example", "GRID-1");
const hqReport = await issue("head@grid-hq.example", "HQ-1");
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

describe("saving an organisation that would share an address or a domain (issue 49)", () => {
  const save = (name: string, addresses: string, id?: number) =>
    saveOrganisation(db, { name, addresses }, "clerk@lab.example", id);
  /** The refusal's message, field and status, or "saved". */
  const refusal = (name: string, addresses: string, id?: number) => {
    try {
      save(name, addresses, id);
      return "saved";
    } catch (caught) {
      const error = caught as CustomerError;
      return { message: error.message, field: error.field, status: error.status };
    }
  };
  const works = save("Works", "@works.example");
  const contractor = save("Contractor", "contractor@plant.example");

  it("an address inside another's whole domain is refused, naming that organisation", () => {
    expect(refusal("Agency", "temp@works.example")).toEqual({
      message: expect.stringContaining("Works") as string,
      field: "addresses",
      status: 409,
    });
    expect(refusal("Agency", "temp@works.example")).toMatchObject({
      message: expect.stringContaining("@works.example") as string,
    });
  });

  it("a whole domain that takes in another's address is refused, naming it", () => {
    expect(refusal("Plant", "@plant.example")).toEqual({
      message: expect.stringMatching(/contractor@plant\.example.*Contractor/) as string,
      field: "addresses",
      status: 409,
    });
  });

  it("the same domain or address in two organisations is refused", () => {
    expect(refusal("Works Again", "@WORKS.example")).toMatchObject({
      message: expect.stringContaining("Works") as string,
      status: 409,
    });
    expect(refusal("Another", "contractor@plant.example")).toMatchObject({
      message: expect.stringContaining("Contractor") as string,
      status: 409,
    });
  });

  it("two different single addresses of one domain do not overlap, nor do an organisation's own", () => {
    expect(refusal("Plant office", "office@plant.example")).toBe("saved");
    expect(refusal("Works", "@works.example\nhead@works.example", works)).toBe("saved");
    expect(refusal("Contractor", "contractor@plant.example, site@plant.example", contractor)).toBe(
      "saved",
    );
  });

  it("a free-mail domain is refused with words that say to add single addresses", () => {
    for (const domain of ["@gmail.com", "@Yahoo.co.in", "@rediffmail.com", "@outlook.com"]) {
      const answer = refusal("Freelancers", `${domain}\nqa@freelance.example`);
      expect(answer, domain).toMatchObject({ field: "addresses", status: 400 });
      expect((answer as { message: string }).message, domain).toContain(domain.toLowerCase());
      expect((answer as { message: string }).message, domain).toMatch(/single addresses/);
    }
    expect(refusal("Freelancers", "alice@gmail.com\nbob@gmail.com")).toBe("saved");
  });
});
