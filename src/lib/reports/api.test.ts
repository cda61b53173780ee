// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQLOutputValue } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { lims } from "@/content/reports";
import { openDatabase } from "@/lib/db/connection";
import { serverDatabase } from "@/lib/db/server";
import * as reportRoute from "@/pages/api/reports/[ulr]";
import * as reportsRoute from "@/pages/api/reports/index";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { makePdf } from "../../../tests/fixtures/documents";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { createApiToken as createApiTokenIn } from "./apiTokens";
import { reportPageAction as reportPageActionIn } from "./deskActions";
import { viewByToken as viewByTokenIn } from "./publicView";
import { RegisterError, reportByReference as reportByReferenceIn } from "./register";
import { formatUlr } from "./ulr";
import { onDb } from "../../../tests/fixtures/onDb";

const createApiToken = onDb(createApiTokenIn);
const reportPageAction = onDb(reportPageActionIn);
const viewByToken = onDb(viewByTokenIn);
const reportByReference = onDb(reportByReferenceIn);

/**
 * The LIMS API's routes (src/pages/api/reports/) called as the server calls
 * them, with a bearer token, against a temporary SQLite file; what they did is
 * read back from the file through a connection of the test's own.
 */

const dir = mkdtempSync(join(tmpdir(), "lims-api-"));
const dbPath = join(dir, "lab.sqlite");
process.env.DATABASE_PATH = dbPath;
const db = serverDatabase();
const reader = openDatabase(dbPath);
afterAll(async () => {
  await closeUntrustedPool();
  reader.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const registering = await createApiToken(db, "lims-register", "admin@lab.example", "register");
const issuing = await createApiToken(db, "lims-issue", "admin@lab.example", "issue");

type Endpoint = (context: never) => Response | Promise<Response>;

/** An endpoint's answer; a throw (which the server answers with 500) is 500 here too. */
async function call(
  endpoint: Endpoint,
  request: Request,
  params: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await endpoint({
      request,
      url: new URL(request.url),
      params,
      clientAddress: "203.0.113.5",
    } as never);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch {
    return { status: 500, body: {} };
  }
}

const record = reportRecords(500);

/**
 * POST /api/reports with the desk form's fields, as the LIMS sends them (naming the signatory);
 * a token scoped to issue sends the final PDF with them (issue 48), unless `pdf` is false.
 */
function post(token: string, extra: Record<string, string> = {}, pdf = token === issuing) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...record(), signatory: "R. K. Verma", ...extra }))
    form.set(name, String(value ?? ""));
  if (pdf) form.set("pdf", new File([makePdf("final")], "report.pdf", { type: "application/pdf" }));
  return call(
    reportsRoute.POST,
    new Request("https://lab.example/api/reports", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

/** PATCH /api/reports/{reference} with a JSON body. */
const patch = (token: string, reference: string, body: unknown) =>
  call(
    reportRoute.PATCH,
    new Request(`https://lab.example/api/reports/${encodeURIComponent(reference)}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { ulr: encodeURIComponent(reference) },
  );

/**
 * PATCH /api/reports/{reference} of an issued report as an amendment: the changed fields, the
 * signatory and (unless `pdf` is false) the corrected PDF in one multipart request.
 */
function amend(token: string, reference: string, fields: Record<string, unknown>, pdf = true) {
  const form = new FormData();
  form.set("signatory", "R. K. Verma");
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  if (pdf)
    form.set("pdf", new File([makePdf("corrected")], "report.pdf", { type: "application/pdf" }));
  return call(
    reportRoute.PATCH,
    new Request(`https://lab.example/api/reports/${encodeURIComponent(reference)}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
    { ulr: encodeURIComponent(reference) },
  );
}

/** A new report through the API: its reference and id in the register. */
async function registered(token: string, extra: Record<string, string> = {}) {
  const created = await post(token, extra);
  expect(created.status).toBe(201);
  const reference = String(created.body.reference);
  return { reference, id: (await reportByReference(db, reference))!.id };
}

type Row = Record<string, SQLOutputValue>;

/** Everything the file holds about report `id`, read by its id (not by a ULR that might change). */
const stored = (id: number) => ({
  report: reader.prepare("SELECT * FROM reports WHERE id = ?").get(id) as Row,
  emails: reader
    .prepare("SELECT email FROM report_customer_emails WHERE report_id = ? ORDER BY email")
    .all(id)
    .map((r) => r.email),
  amendments: reader
    .prepare("SELECT reason, changes FROM report_amendments WHERE report_id = ?")
    .all(id),
});

const OTHER_ULR = formatUlr({ kind: "test-report", year: 2026, running: 999, scope: "F" });

/** What a caller might send to rewrite a fixed field: a new value, and the "null-safe" ones. */
const FIXED_ATTEMPTS: Record<string, unknown>[] = [
  { ulr: OTHER_ULR },
  { ulr: `ULR-${OTHER_ULR}` },
  { ulr: "" },
  { ulr: null },
  { accredited: "no" },
  { accredited: "" },
  { accredited: null },
  { accredited: false },
  { customerEmail: "someone@elsewhere.example" },
  { customerEmail: "" },
  { customerEmail: null },
  { kind: "calibration-certificate" },
  { signatory: "A. N. Other" },
  // A fixed field beside an amendable one: the whole request is refused, not half applied.
  { ulr: OTHER_ULR, customer: "Narmada Cables Ltd" },
  { customerEmail: "someone@elsewhere.example", customer: "Narmada Cables Ltd" },
];

describe("a report's ULR, accreditation and customer addresses are fixed at registration", () => {
  it("an amendment of an issued report that names one is refused with 400 and changes nothing", async () => {
    const { reference, id } = await registered(issuing, { customerEmail: "qa@utility.example" });
    const before = stored(id);
    expect(before.report).toMatchObject({ ulr: reference, accredited: 1 });
    expect(before.emails).toEqual(["qa@utility.example"]);
    for (const attempt of FIXED_ATTEMPTS) {
      const answer = await amend(issuing, reference, { ...attempt, reason: "Typed wrongly" });
      expect({ status: answer.status, ...stored(id) }, JSON.stringify(attempt)).toEqual({
        status: 400,
        ...before,
      });
    }
    expect(reader.prepare("SELECT id FROM reports WHERE ulr = ?").get(OTHER_ULR)).toBeUndefined();
  });

  it("a correction of a report awaiting authorisation that names one is refused with 400 and changes nothing", async () => {
    const { reference, id } = await registered(registering, {
      customerEmail: "qa@utility.example",
    });
    const before = stored(id);
    expect(before.report).toMatchObject({ ulr: reference, authorised_at: null });
    for (const attempt of FIXED_ATTEMPTS) {
      const answer = await patch(registering, reference, attempt);
      expect({ status: answer.status, ...stored(id) }, JSON.stringify(attempt)).toEqual({
        status: 400,
        ...before,
      });
    }
  });

  it("the desk's amend and edit forms, posted with one of them, change nothing", async () => {
    const signatory = { email: "verma@lab.example", roles: ["signatory"] as const };
    const issued = await registered(issuing, { customerEmail: "qa@utility.example" });
    const awaiting = await registered(registering, { customerEmail: "qa@utility.example" });
    const desk = async (reference: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      // An amendment carries its corrected PDF (issue 48): sent, so the fixed field is what is refused.
      if (fields.action === "amend")
        form.set("pdf", new File([makePdf("corrected")], "r.pdf", { type: "application/pdf" }));
      return reportPageAction(
        db,
        (await reportByReference(db, reference))!,
        new Request("https://lab.example/desk/reports/view", { method: "POST", body: form }),
        signatory,
      ).then(
        (response) => response?.headers.get("location") ?? "",
        (error: unknown) => (error instanceof RegisterError ? error.status : error),
      );
    };
    const posted: Record<string, string>[] = [
      { ulr: OTHER_ULR },
      { ulr: "" },
      { accredited: "no" },
      { accredited: "" },
      { customerEmail: "someone@elsewhere.example" },
      { customerEmail: "" },
    ];
    const issuedBefore = stored(issued.id);
    const awaitingBefore = stored(awaiting.id);
    for (const fields of posted) {
      // Amending an issued report: nothing amendable changed, so it is refused (400).
      const amend = await desk(issued.reference, {
        action: "amend",
        reason: "Typed wrongly",
        ...fields,
      });
      expect({ answer: amend, ...stored(issued.id) }, JSON.stringify(fields)).toEqual({
        answer: 400,
        ...issuedBefore,
      });
      // Correcting one awaiting authorisation: the page says nothing changed.
      const edit = await desk(awaiting.reference, { action: "edit", ...fields });
      expect({ answer: edit, ...stored(awaiting.id) }, JSON.stringify(fields)).toEqual({
        answer: expect.stringMatching(/done=unchanged$/),
        ...awaitingBefore,
      });
    }
  });

  it("an amendable field is amended through the same route (the refusals above are not of every PATCH)", async () => {
    const { reference, id } = await registered(issuing);
    const answer = await amend(issuing, reference, {
      customer: "Narmada Cables Ltd",
      reason: "Name changed",
    });
    expect(answer.status).toBe(200);
    expect(stored(id)).toMatchObject({
      report: { ulr: reference, customer: "Narmada Cables Ltd" },
      amendments: [{ reason: "Name changed" }],
    });
  });
});

describe("G2: a token scoped to register never issues a report", () => {
  it("its report, even naming a signatory, awaits a signatory's authorisation and is not public", async () => {
    const created = await post(registering, { signatory: "S. Joshi" });
    expect(created).toMatchObject({ status: 201, body: { status: "awaiting-authorisation" } });
    const { id } = (await reportByReference(db, String(created.body.reference)))!;
    const { report } = stored(id);
    expect(report).toMatchObject({ authorised_at: null, authorised_by: null });
    // What its QR code opens: the verdict alone, "not issued yet".
    expect(await viewByToken(db, String(report.token))).toMatchObject({
      public: false,
      verdict: { tone: "awaiting" },
    });
  });

  it("correcting its report does not issue it either", async () => {
    const { reference, id } = await registered(registering);
    expect((await patch(registering, reference, { serialNumber: "DRUM-7" })).status).toBe(200);
    expect(stored(id).report).toMatchObject({
      serial_number: "DRUM-7",
      authorised_at: null,
      authorised_by: null,
    });
  });

  it("a token scoped to issue that sends no PDF is refused (400) and nothing is stored: a report is authorised only with its final PDF", async () => {
    const ulr = formatUlr({ kind: "test-report", year: 2025, running: 590, scope: "F" });
    const refused = await post(issuing, { ulr, signatory: "S. Joshi" }, false);
    expect(refused).toEqual({ status: 400, body: { error: lims.api.issueNeedsPdf } });
    expect(await reportByReference(db, ulr)).toBeUndefined();
  });

  it("while a token scoped to issue issues at once", async () => {
    const created = await post(issuing, { signatory: "S. Joshi" });
    expect(created).toMatchObject({ status: 201, body: { status: "issued" } });
    const { id } = (await reportByReference(db, String(created.body.reference)))!;
    const { report } = stored(id);
    expect(report).toMatchObject({ authorised_by: "api:lims-issue", signatory: "S. Joshi" });
    expect(await viewByToken(db, String(report.token))).toMatchObject({
      public: true,
      verdict: { tone: "authentic" },
    });
  });
});

describe("G3: a token scoped to register never amends an issued report", () => {
  it("is refused with 403 and the record and its amendments stay as they were", async () => {
    const { reference, id } = await registered(issuing);
    const before = stored(id);
    const refused = await patch(registering, reference, {
      serialNumber: "DRUM-2219",
      reason: "Serial number typed wrongly",
    });
    expect({ status: refused.status, ...stored(id) }).toEqual({ status: 403, ...before });
    expect(before.amendments).toEqual([]);
  });

  it("while a token scoped to issue amends it, with the reason kept", async () => {
    const { reference, id } = await registered(issuing);
    const amended = await amend(issuing, reference, {
      serialNumber: "DRUM-2219",
      reason: "Serial number typed wrongly",
    });
    expect(amended.status).toBe(200);
    expect(stored(id)).toMatchObject({
      report: { serial_number: "DRUM-2219" },
      amendments: [{ reason: "Serial number typed wrongly" }],
    });
    // One amendment: the details and the corrected PDF (version 2) together.
    const [only] = stored(id).amendments as { changes: string }[];
    expect(JSON.parse(only!.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "serialNumber", to: "DRUM-2219" }),
        expect.objectContaining({ field: "pdf" }),
      ]),
    );
  });

  it("but never without the corrected PDF in the same request (issue 48): 400, nothing changes", async () => {
    const { reference, id } = await registered(issuing);
    const before = stored(id);
    const json = await patch(issuing, reference, {
      serialNumber: "DRUM-2219",
      reason: "Serial number typed wrongly",
    });
    expect(json).toEqual({ status: 400, body: { error: lims.api.amendNeedsPdf } });
    const noPdf = await amend(
      issuing,
      reference,
      { serialNumber: "DRUM-2219", reason: "Serial number typed wrongly" },
      false,
    );
    expect(noPdf).toEqual({ status: 400, body: { error: lims.api.amendNeedsPdf } });
    const noSignatory = await amend(issuing, reference, {
      serialNumber: "DRUM-2219",
      reason: "Serial number typed wrongly",
      signatory: " ",
    });
    expect(noSignatory).toEqual({ status: 400, body: { error: lims.api.amendSignatory } });
    expect(stored(id)).toEqual(before);
  });
});
