// @vitest-environment node
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
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
const grid = await withStore(db, () =>
  saveOrganisation(
    { name: "Grid", addresses: "@grid.example\nhead@grid-hq.example" },
    "clerk@lab.example",
  ),
);

/** Addresses that look like the organisation's, and are not. */
const LOOK_ALIKES = [
  "x@evilgrid.example", // the domain's name at the end of another's
  "x@sub.grid.example", // a subdomain: the organisation named the domain, not its subdomains
  "x@grid.example.evil", // the domain with more after it
  "x@grid-hq.example", // the domain of an address the organisation named one by one
];

describe("the organisation of an address (organisationOf)", () => {
  it("is found by the address itself or by its whole domain", async () => {
    expect(await withStore(db, () => organisationOf("engineer@grid.example"))).toBe(grid);
    expect(await withStore(db, () => organisationOf("newcomer@grid.example"))).toBe(grid);
    expect(await withStore(db, () => organisationOf("head@grid-hq.example"))).toBe(grid);
  });

  it("is none for an address that only looks like the organisation's", async () => {
    for (const email of LOOK_ALIKES)
      expect(await withStore(db, () => organisationOf(email)), email).toBeUndefined();
  });
});

describe("a look-alike address in the portal", () => {
  const listed = async (email: string) => {
    const { rows, total } = await withStore(db, () => portalReports(email, { page: 1 }));
    return { serials: rows.map((r) => r.serialNumber), total };
  };

  it("an address of the organisation's domain sees the organisation's reports", async () => {
    expect(await listed("newcomer@grid.example")).toEqual({
      serials: ["HQ-1", "GRID-1"],
      total: 2,
    });
  });

  it("sees none of the organisation's reports, listed or opened by reference", async () => {
    for (const email of LOOK_ALIKES) {
      expect(await listed(email), email).toEqual({ serials: [], total: 0 });
      expect(
        await withStore(db, () => portalReport(email, gridReport.reference)),
        email,
      ).toBeUndefined();
      expect(
        await withStore(db, () => portalReport(email, hqReport.reference)),
        email,
      ).toBeUndefined();
    }
  });

  it("is not a known customer: asking for a sign-in link e-mails nothing", async () => {
    const mail = vi.fn(async () => true);
    const request = portalLinkRequests({ mailConfigured: () => true, mail });
    const at = new Date("2026-11-27T10:00:00Z");
    for (const [i, email] of LOOK_ALIKES.entries()) {
      expect(await withStore(db, () => isKnownCustomer(email)), email).toBe(false);
      expect((await withStore(db, () => request(email, `10.0.0.${i}`, at))).answer).toBe("sent");
    }
    expect(mail).not.toHaveBeenCalled();
    expect(
      (await withStore(db, () => request("newcomer@grid.example", "10.0.1.1", at))).answer,
    ).toBe("sent");
    expect(mail).toHaveBeenCalledTimes(1);
  });
});

const save = (name: string, addresses: string, id?: number) =>
  withStore(db, () => saveOrganisation({ name, addresses }, "clerk@lab.example", id));
const works = await save("Works", "@works.example");
const contractor = await save("Contractor", "contractor@plant.example");

describe("saving an organisation that would share an address or a domain (issue 49)", () => {
  /** The refusal's message, field and status, or "saved". */
  const refusal = async (name: string, addresses: string, id?: number) => {
    try {
      await save(name, addresses, id);
      return "saved";
    } catch (caught) {
      const error = caught as CustomerError;
      return { message: error.message, field: error.field, status: error.status };
    }
  };

  it("an address inside another's whole domain is refused, naming that organisation", async () => {
    expect(await refusal("Agency", "temp@works.example")).toEqual({
      message: expect.stringContaining("Works") as string,
      field: "addresses",
      status: 409,
    });
    expect(await refusal("Agency", "temp@works.example")).toMatchObject({
      message: expect.stringContaining("@works.example") as string,
    });
  });

  it("a whole domain that takes in another's address is refused, naming it", async () => {
    expect(await refusal("Plant", "@plant.example")).toEqual({
      message: expect.stringMatching(/contractor@plant\.example.*Contractor/) as string,
      field: "addresses",
      status: 409,
    });
  });

  it("the same domain or address in two organisations is refused", async () => {
    expect(await refusal("Works Again", "@WORKS.example")).toMatchObject({
      message: expect.stringContaining("Works") as string,
      status: 409,
    });
    expect(await refusal("Another", "contractor@plant.example")).toMatchObject({
      message: expect.stringContaining("Contractor") as string,
      status: 409,
    });
  });

  it("two different single addresses of one domain do not overlap, nor do an organisation's own", async () => {
    expect(await refusal("Plant office", "office@plant.example")).toBe("saved");
    expect(await refusal("Works", "@works.example\nhead@works.example", works)).toBe("saved");
    expect(
      await refusal("Contractor", "contractor@plant.example, site@plant.example", contractor),
    ).toBe("saved");
  });

  it("a free-mail domain is refused with words that say to add single addresses", async () => {
    for (const domain of ["@gmail.com", "@Yahoo.co.in", "@rediffmail.com", "@outlook.com"]) {
      const answer = await refusal("Freelancers", `${domain}\nqa@freelance.example`);
      expect(answer, domain).toMatchObject({ field: "addresses", status: 400 });
      expect((answer as { message: string }).message, domain).toContain(domain.toLowerCase());
      expect((answer as { message: string }).message, domain).toMatch(/single addresses/);
    }
    expect(await refusal("Freelancers", "alice@gmail.com\nbob@gmail.com")).toBe("saved");
  });
});

describe("two saves at the same moment (the check and the write in one transaction)", () => {
  it("of one address to two new organisations: one is saved, the other refused naming it", async () => {
    const answers = await Promise.allSettled([
      save("Feeder North", "control@feeder.example"),
      save("Feeder South", "control@feeder.example"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = answers.find((a) => a.status === "rejected")!;
    expect((refused.reason as CustomerError).status).toBe(409);
    expect((refused.reason as CustomerError).message).toMatch(/Feeder (North|South)/);
    const saved = answers.find((a) => a.status === "fulfilled")!;
    expect(await withStore(db, () => organisationOf("control@feeder.example"))).toBe(saved.value);
  });
});
