// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { CustomerList } from "@/components/desk/customers/CustomerList";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { portalInstrument, portalInstruments } from "@/lib/portal/instruments";
import { recalibrationChoice } from "@/lib/portal/recalibration";
import { remindersDue } from "@/lib/portal/reminders";
import { portalReport, portalReports } from "@/lib/portal/reports";
import { isKnownCustomer, portalLinkRequests } from "@/lib/portal/signInRequest";
import { zipStream } from "@/lib/portal/zip";
import { zipChoice } from "@/lib/portal/zipRequest";
import { calibrationCertificates } from "../../../tests/fixtures/reportRecords";
import { attachAsLab } from "../../../tests/fixtures/reportPdfs";
import { organisationReportCount } from "./organisations";
import { addressesOwnedBy, organisationConflicts, organisationOf } from "./ownership";

/**
 * Which organisation owns an address (issue 49, rows 5 and 6): a database made
 * before saving refused overlaps can hold organisation A with the whole domain
 * @utility.example and organisation B with contractor@utility.example, and an
 * organisation with @gmail.com. The rule decides for every query of the
 * portal: a named address beats a domain, and a public domain owns nothing.
 */

const dir = mkdtempSync(join(tmpdir(), "ownership-"));
const files = diskFileStore(join(dir, "files"));
const db = openDatabase(join(dir, "lab.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const TODAY = "2026-11-27";
const make = calibrationCertificates(db, 900, "nobody@nowhere.example");
/** A certificate with its PDF (which says its serial number), due within a month. */
const certificate = async (serialNumber: string, customerEmail: string) => {
  const report = await make({
    serialNumber,
    customerEmail,
    issueDate: "2026-01-10",
    dueDate: "2026-12-10",
  });
  await attachAsLab(db, files, report, new TextEncoder().encode(`%PDF-1.4 ${serialNumber}`), "x");
  return report;
};

/** Organisations as an older database has them: written before saving refused overlaps. */
function existingOrganisation(name: string, addresses: string[]): number {
  const id = Number(
    db
      .prepare(
        "INSERT INTO customer_organisations (name, created_at, updated_at) VALUES (?, '2026-01-01', '2026-01-01')",
      )
      .run(name).lastInsertRowid,
  );
  for (const address of addresses)
    db.prepare(
      "INSERT INTO customer_organisation_addresses (address, organisation_id) VALUES (?, ?)",
    ).run(address, id);
  return id;
}

const utilityReport = await certificate("UTIL-1", "engineer@utility.example");
const contractorReport = await certificate("CONTR-1", "contractor@utility.example");
const aliceReport = await certificate("ALICE-1", "alice@gmail.com");
const bobReport = await certificate("BOB-1", "bob@gmail.com");
const utility = existingOrganisation("Utility Ltd", ["@utility.example"]);
const contractor = existingOrganisation("Contractor Ltd", ["contractor@utility.example"]);
const gmail = existingOrganisation("Gmail users", ["@gmail.com", "carol@gmail.com"]);

/** Everything the portal shows the address: list, instruments, the zip of all, each by serial. */
async function seen(email: string) {
  const list = await withStore(db, () => portalReports(email, { page: 1 }));
  const form = new FormData();
  form.set("select", "all");
  const choice = await withStore(db, () => zipChoice(email, form, files));
  let zip: string[] = [];
  if (choice.ok)
    zip = Object.values(
      unzipSync(new Uint8Array(await new Response(zipStream(choice.files)).arrayBuffer())),
    ).map((pdf) => new TextDecoder().decode(pdf).replace("%PDF-1.4 ", ""));
  return {
    reports: list.rows.map((r) => r.serialNumber).sort(),
    total: list.total,
    instruments: (await withStore(db, () => portalInstruments(email, TODAY)))
      .map((i) => i.serialNumber)
      .sort(),
    zip: zip.sort(),
  };
}
const sees = (serials: string[]) => ({
  reports: serials,
  total: serials.length,
  instruments: serials,
  zip: serials,
});

/** The reminders the address would be sent today, by serial number. */
const reminded = async (email: string) =>
  (await withStore(db, () => remindersDue(TODAY)))
    .find((b) => b.email === email)
    ?.items.map((i) => i.serialNumber)
    .sort() ?? [];

describe("the organisation that owns an address (organisationOf)", () => {
  it("is the one that names the address, before the one that owns its domain", async () => {
    expect(await withStore(db, () => organisationOf("contractor@utility.example"))).toBe(
      contractor,
    );
    expect(await withStore(db, () => organisationOf("qa@utility.example"))).toBe(utility);
    expect(await withStore(db, () => organisationOf("engineer@utility.example"))).toBe(utility);
  });

  it("is none by a free-mail domain: only the addresses named one by one", async () => {
    expect(await withStore(db, () => organisationOf("alice@gmail.com"))).toBeUndefined();
    expect(await withStore(db, () => organisationOf("bob@gmail.com"))).toBeUndefined();
    expect(await withStore(db, () => organisationOf("carol@gmail.com"))).toBe(gmail);
  });

  it("gives each organisation the addresses it owns, none owned elsewhere", async () => {
    expect(await withStore(db, () => addressesOwnedBy(utility))).toEqual([
      "engineer@utility.example",
    ]);
    expect(await withStore(db, () => addressesOwnedBy(contractor))).toEqual([
      "contractor@utility.example",
    ]);
    expect(await withStore(db, () => addressesOwnedBy(gmail))).toEqual(["carol@gmail.com"]);
    expect(await withStore(db, () => organisationReportCount(utility))).toBe(1);
    expect(await withStore(db, () => organisationReportCount(contractor))).toBe(1);
    expect(await withStore(db, () => organisationReportCount(gmail))).toBe(0);
  });
});

describe("an address of A's domain and B's named address (row 5)", () => {
  it("qa@utility.example sees A's report and not B's: list, instruments, zip", async () => {
    expect(await seen("qa@utility.example")).toEqual(sees(["UTIL-1"]));
    expect(await seen("contractor@utility.example")).toEqual(sees(["CONTR-1"]));
  });

  it("B's report is not found by reference, its instrument is not found, nor zipped when chosen", async () => {
    expect(
      await withStore(db, () => portalReport("qa@utility.example", contractorReport.reference)),
    ).toBeUndefined();
    const theirs = (
      await withStore(db, () => portalInstruments("contractor@utility.example", TODAY))
    )[0]!.key;
    expect(
      await withStore(db, () => portalInstrument("qa@utility.example", theirs, TODAY)),
    ).toBeUndefined();
    const form = new FormData();
    form.append("id", contractorReport.reference);
    expect(await withStore(db, () => zipChoice("qa@utility.example", form, files))).toMatchObject({
      ok: false,
    });
  });

  it("a recalibration of B's instrument is refused as unknown", async () => {
    const theirs = (
      await withStore(db, () => portalInstruments("contractor@utility.example", TODAY))
    )[0]!.key;
    const form = new FormData();
    form.append("key", theirs);
    expect(
      await withStore(db, () => recalibrationChoice("qa@utility.example", form, TODAY)),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(
      await withStore(db, () => portalReport("qa@utility.example", utilityReport.reference)),
    ).toBeDefined();
  });

  it("B's certificate falls due: its reminder goes to B's address, not to A's", async () => {
    expect(await reminded("engineer@utility.example")).toEqual(["UTIL-1"]);
    expect(await reminded("contractor@utility.example")).toEqual(["CONTR-1"]);
  });
});

describe("an organisation saved with a free-mail domain (row 6)", () => {
  it("alice@gmail.com sees her own report only, not bob's", async () => {
    expect(await seen("alice@gmail.com")).toEqual(sees(["ALICE-1"]));
    expect(
      await withStore(db, () => portalReport("alice@gmail.com", bobReport.reference)),
    ).toBeUndefined();
    expect(
      await withStore(db, () => portalReport("bob@gmail.com", aliceReport.reference)),
    ).toBeUndefined();
    expect(await reminded("alice@gmail.com")).toEqual(["ALICE-1"]);
  });

  it("any other Gmail address is not a customer: no sign-in link", async () => {
    const mail = vi.fn(async () => true);
    const request = portalLinkRequests({ mailConfigured: () => true, mail });
    expect(await withStore(db, () => isKnownCustomer("stranger@gmail.com"))).toBe(false);
    expect((await withStore(db, () => request("stranger@gmail.com", "10.0.9.1"))).answer).toBe(
      "sent",
    );
    expect(mail).not.toHaveBeenCalled();
    expect(await withStore(db, () => isKnownCustomer("carol@gmail.com"))).toBe(true);
  });
});

describe("the conflicts an administrator resolves on the desk", () => {
  it("lists each named address inside another organisation's domain, and each public domain", async () => {
    expect(await withStore(db, () => organisationConflicts())).toEqual([
      {
        kind: "public-domain",
        domain: "@gmail.com",
        organisation: { id: gmail, name: "Gmail users" },
      },
      {
        kind: "overlap",
        address: "contractor@utility.example",
        owner: { id: contractor, name: "Contractor Ltd" },
        domain: "@utility.example",
        domainOwner: { id: utility, name: "Utility Ltd" },
      },
    ]);
  });

  it("are shown on the desk's Customers page, each organisation linked to its page", async () => {
    const html = renderToStaticMarkup(
      createElement(CustomerList, {
        rows: [],
        conflicts: await withStore(db, () => organisationConflicts()),
      }),
    )
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'");
    expect(html).toContain("2 addresses to put right");
    expect(html).toContain(
      "contractor@utility.example is named by Contractor Ltd and is in the whole domain @utility.example of Utility Ltd. The portal counts it as Contractor Ltd's.",
    );
    expect(html).toContain("Gmail users has @gmail.com, a public e-mail service's domain");
    expect(
      renderToStaticMarkup(
        createElement(CustomerList, {
          rows: [],
          conflicts: await withStore(db, () => organisationConflicts()),
        }),
      ),
    ).toContain(`href="/desk/customers/edit?id=${contractor}"`);
    expect(renderToStaticMarkup(createElement(CustomerList, { rows: [] }))).not.toContain(
      "to put right",
    );
  });
});
