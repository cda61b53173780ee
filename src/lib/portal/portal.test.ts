// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { removeOrganisation, saveOrganisation } from "@/lib/customers/organisations";
import { organisationOf } from "@/lib/customers/ownership";
import { customerEmailsOf as customerEmailsOfIn } from "@/lib/reports/customerEmails";
import {
  createReport as createReportIn,
  supersedeReport as supersedeReportIn,
  withdrawReport as withdrawReportIn,
} from "@/lib/reports/register";
import type { ReportInput } from "@/lib/reports/schema";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import {
  createPortalLink,
  createPortalSession,
  endPortalSession,
  PORTAL_LINK_MS,
  PORTAL_IDLE_MS,
  PORTAL_SESSION_MS,
  portalLinkUsable,
  portalPurgeReport,
  portalSessionEmail,
  usePortalLink,
} from "./links";
import { portalFilterFromQuery, portalQuery, portalReport, portalReports } from "./reports";
import { isKnownCustomer, portalLinkRequests } from "./signInRequest";
import { zipStream } from "./zip";
import { onDb } from "../../../tests/fixtures/onDb";

const customerEmailsOf = onDb(customerEmailsOfIn);
const createReport = onDb(createReportIn);
const supersedeReport = onDb(supersedeReportIn);
const withdrawReport = onDb(withdrawReportIn);

const db = openDatabase(":memory:");
afterAll(() => db.close());

const next = reportRecords(100);
let n = 0;
/** A report of its own serial number, each issued a day after the one before. */
const record = (customerEmail: string, extra: Partial<ReportInput> = {}): ReportInput => {
  n++;
  return next({
    serialNumber: `SN-${n}`,
    issueDate: `2026-01-${String(n).padStart(2, "0")}`,
    signatory: "R. K. Verma",
    customerEmail,
    ...extra,
  });
};
const issue = (customerEmail: string, extra: Partial<ReportInput> = {}) =>
  createReport(db, record(customerEmail, extra), { by: "lims", issues: true });
const all = async (email: string, query = "") => {
  const read = portalFilterFromQuery(new URLSearchParams(query));
  if (!read.ok) throw new Error(read.wrong.join());
  return (await withStore(db, () => portalReports(email, read.filter))).rows.map(
    (r) => r.serialNumber,
  );
};

describe("a report's customer addresses", () => {
  it("are stored one a row, in lower case, with the report", async () => {
    const report = await issue(" QA@Utility.Example ,stores@utility.example");
    expect(await customerEmailsOf(db, report.id)).toEqual([
      "qa@utility.example",
      "stores@utility.example",
    ]);
  });

  it("refuse a report whose list has a word that is no address", async () => {
    await expect(issue("qa@utility.example, nonsense")).rejects.toThrow(/nonsense/);
  });
});

describe("who sees which report", async () => {
  const own = await issue("solo@elsewhere.example");
  const colleague = await issue("engineer@grid.example");
  const another = await issue("buyer@rival.example");
  const waiting = await createReport(db, record("solo@elsewhere.example"), "clerk@lab.example");

  it("an address sees the issued reports that carry it, newest first, none awaiting authorisation", async () => {
    const newer = await issue("solo@elsewhere.example");
    expect(await all("solo@elsewhere.example")).toEqual([newer.serialNumber, own.serialNumber]);
    expect(
      await withStore(db, () => portalReport("solo@elsewhere.example", waiting.reference)),
    ).toBeUndefined();
  });

  it("an organisation's address sees every report of its addresses and domains", async () => {
    await withStore(db, () =>
      saveOrganisation({ name: "Grid", addresses: "@grid.example" }, "clerk@lab.example"),
    );
    expect(await withStore(db, () => organisationOf("qa@grid.example"))).toBeDefined();
    expect(await withStore(db, () => isKnownCustomer("newcomer@grid.example"))).toBe(true);
    expect(await all("newcomer@grid.example")).toEqual([colleague.serialNumber]);
    expect(
      await withStore(db, () => portalReport("newcomer@grid.example", another.reference)),
    ).toBeUndefined();
    expect(
      (await withStore(db, () => portalReport("newcomer@grid.example", colleague.reference)))
        ?.token,
    ).toBe(colleague.token);
  });

  it("an address belongs to one organisation only, and removing one keeps its reports", async () => {
    await expect(
      withStore(db, () =>
        saveOrganisation({ name: "Other", addresses: "@GRID.example" }, "clerk@lab.example"),
      ),
    ).rejects.toThrow(/belongs to Grid/);
    const id = (await withStore(db, () => organisationOf("x@grid.example")))!;
    await withStore(db, () => removeOrganisation(id, "clerk@lab.example"));
    expect(await all("newcomer@grid.example")).toEqual([]);
    expect(await all("engineer@grid.example")).toEqual([colleague.serialNumber]);
  });

  it("withdrawn and superseded reports stay listed, with the replacement when it is theirs", async () => {
    const old = await issue("lists@keep.example");
    const gone = await issue("lists@keep.example");
    const replacement = await issue("lists@keep.example");
    await supersedeReport(db, old.reference, replacement.reference, "clerk@lab.example");
    await withdrawReport(db, gone.reference, "Wrong range", "clerk@lab.example");
    const read = (await withStore(db, () => portalReports("lists@keep.example", { page: 1 }))).rows;
    expect(read.map((r) => [r.serialNumber, r.status])).toEqual([
      [replacement.serialNumber, "issued"],
      [gone.serialNumber, "withdrawn"],
      [old.serialNumber, "superseded"],
    ]);
    expect(read[2]!.replacement?.reference).toBe(replacement.reference);
    expect(await all("lists@keep.example", "status=withdrawn")).toEqual([gone.serialNumber]);
    expect(await all("lists@keep.example", `q=${old.serialNumber}`)).toEqual([old.serialNumber]);
    expect(await all("lists@keep.example", "year=2025")).toEqual([]);
  });

  it("sorts by due date both ways on ?sort=due and ?sort=-due, those without one last", async () => {
    const email = "due@order.example";
    const later = await issue(email, { dueDate: "2027-03-01" });
    const none = await issue(email, { dueDate: "" });
    const sooner = await issue(email, { dueDate: "2026-12-01" });
    const middle = await issue(email, { dueDate: "2027-01-15" });
    expect(await all(email)).toEqual([middle, sooner, none, later].map((r) => r.serialNumber));
    expect(await all(email, "sort=due")).toEqual(
      [sooner, middle, later, none].map((r) => r.serialNumber),
    );
    expect(await all(email, "sort=-due")).toEqual(
      [later, middle, sooner, none].map((r) => r.serialNumber),
    );
    expect(await all(email, "sort=due&status=issued")).toEqual(await all(email, "sort=due"));
  });

  it("reads the sort parameter: due or -due, nothing else, and keeps it in the list's links", () => {
    const read = (query: string) => portalFilterFromQuery(new URLSearchParams(query));
    expect(read("sort=due")).toEqual({ ok: true, filter: { sort: "due", page: 1 } });
    expect(read("sort=-due&kind=calibration-certificate")).toEqual({
      ok: true,
      filter: { sort: "-due", kind: "calibration-certificate", page: 1 },
    });
    expect(read("")).toEqual({ ok: true, filter: { page: 1 } });
    for (const wrong of ["sort=due;DROP", "sort=issue", "sort=DUE", "sort=%2Bdue", "sort=due-"])
      expect(read(wrong)).toEqual({ ok: false, wrong: ["sort"] });
    expect(portalQuery({ page: 1, sort: "-due", year: "2026" }, 2)).toBe(
      "year=2026&sort=-due&page=2",
    );
  });

  it("filters it cannot read are named", async () => {
    expect(
      portalFilterFromQuery(new URLSearchParams("status=awaiting-authorisation&year=26")),
    ).toEqual({ ok: false, wrong: ["year", "status"] });
  });
});

describe("the sign-in link", () => {
  it("is kept hashed, works once and for 15 minutes", async () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const token = await withStore(db, () => createPortalLink("qa@utility.example", now));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(db.prepare("SELECT * FROM portal_links").all())).not.toContain(token);
    // Looking at it (the page the e-mailed link opens) does not use it up.
    expect(await withStore(db, () => portalLinkUsable(token, now))).toBe(true);
    expect(await withStore(db, () => portalLinkUsable(token, now))).toBe(true);
    expect(await withStore(db, () => usePortalLink(token, now))).toBe("qa@utility.example");
    expect(await withStore(db, () => portalLinkUsable(token, now))).toBe(false);
    expect(await withStore(db, () => usePortalLink(token, now))).toBeUndefined();
    const late = await withStore(db, () => createPortalLink("qa@utility.example", now));
    expect(
      await withStore(db, () => usePortalLink(late, new Date(now.getTime() + PORTAL_LINK_MS))),
    ).toBeUndefined();
    expect(await withStore(db, () => usePortalLink("not a token", now))).toBeUndefined();
  });

  it("signs in for 30 days, until signed out", async () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const session = await withStore(db, () => createPortalSession("qa@utility.example", now));
    expect(await withStore(db, () => portalSessionEmail(session, now))).toBe("qa@utility.example");
    expect(
      await withStore(db, () =>
        portalSessionEmail(session, new Date(now.getTime() + PORTAL_SESSION_MS)),
      ),
    ).toBeUndefined();
    await withStore(db, () => endPortalSession(session));
    expect(await withStore(db, () => portalSessionEmail(session, now))).toBeUndefined();
    await withStore(db, () => createPortalLink("qa@utility.example", now));
    await withStore(db, () => createPortalSession("qa@utility.example", now));
    expect(
      await withStore(db, () => portalPurgeReport(new Date(now.getTime() + PORTAL_SESSION_MS))),
    ).toMatch(/deleted \d+ expired sign-in links, 1 ended customer sessions/);
    expect(await withStore(db, () => portalPurgeReport(now))).toBeUndefined();
  });

  it("ends a session idle for a week, and keeps one in use for its 30 days", async () => {
    const start = new Date("2026-11-27T10:00:00Z");
    const at = (days: number) => new Date(start.getTime() + days * 24 * 60 * 60_000);
    const busy = await withStore(db, () => createPortalSession("qa@utility.example", start));
    const idle = await withStore(db, () => createPortalSession("qa@utility.example", start));
    // A page every five days keeps the busy one open; the other sits unused.
    for (const day of [5, 10, 15, 20, 25])
      expect(await withStore(db, () => portalSessionEmail(busy, at(day)))).toBe(
        "qa@utility.example",
      );
    expect(
      await withStore(db, () => portalSessionEmail(idle, at(7) /* exactly a week */)),
    ).toBeUndefined();
    // Refused once is gone for good, even if the clock were earlier.
    expect(await withStore(db, () => portalSessionEmail(idle, at(1)))).toBeUndefined();
    expect(PORTAL_IDLE_MS).toBe(7 * 24 * 60 * 60_000);
    expect(await withStore(db, () => portalSessionEmail(busy, at(30)))).toBeUndefined();
  });

  it("is e-mailed to a known address only, with the same answer for any, limited per address and client", async () => {
    const mail = vi.fn<(to: string, token: string) => Promise<boolean>>(async () => true);
    const request = portalLinkRequests({ mailConfigured: () => true, mail });
    expect((await withStore(db, () => request("nobody@nowhere.example", "10.0.0.1"))).answer).toBe(
      "sent",
    );
    expect(mail).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++)
      expect(
        (await withStore(db, () => request("SOLO@elsewhere.example", `10.0.1.${i}`))).answer,
      ).toBe("sent");
    expect((await withStore(db, () => request("solo@elsewhere.example", "10.0.2.1"))).answer).toBe(
      "sent",
    );
    expect(mail).toHaveBeenCalledTimes(3);
    expect(mail.mock.calls[0]![0]).toBe("solo@elsewhere.example");
    for (let i = 0; i < 10; i++) await withStore(db, () => request(`p${i}@x.example`, "10.0.9.9"));
    expect((await withStore(db, () => request("late@x.example", "10.0.9.9"))).answer).toBe(
      "too-many",
    );
    expect((await withStore(db, () => request("not an address", "10.0.9.8"))).answer).toBe(
      "invalid",
    );
    const off = portalLinkRequests({ mailConfigured: () => false, mail });
    expect((await withStore(db, () => off("solo@elsewhere.example", "10.0.3.1"))).answer).toBe(
      "not-available",
    );
  });
});

describe("the zip of PDFs", () => {
  it("streams the files stored as they are, each under its name", async () => {
    const dir = mkdtempSync(join(tmpdir(), "portal-zip-"));
    try {
      const a = join(dir, "a");
      const b = join(dir, "b");
      writeFileSync(a, "%PDF-1.4 first");
      writeFileSync(b, Buffer.alloc(600_000, 7));
      const bytes = new Uint8Array(
        await new Response(
          zipStream([
            { name: "ULR-A.pdf", path: a },
            { name: "ULR-B.pdf", path: b },
          ]),
        ).arrayBuffer(),
      );
      const files = unzipSync(bytes);
      expect(Object.keys(files)).toEqual(["ULR-A.pdf", "ULR-B.pdf"]);
      expect(new TextDecoder().decode(files["ULR-A.pdf"])).toBe("%PDF-1.4 first");
      expect(files["ULR-B.pdf"]!.length).toBe(600_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
