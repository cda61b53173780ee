import { withStore } from "@/lib/db/store";
// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lims, registerDesk, verify } from "@/content/reports";
import { serverDatabase } from "@/lib/db/server";
import type { DeskUser } from "@/lib/desk/roles";
import { portalReport } from "@/lib/portal/reports";
import * as pdfRoute from "@/pages/api/reports/[ulr]/pdf";
import * as supersedeRoute from "@/pages/api/reports/[ulr]/supersede";
import * as withdrawRoute from "@/pages/api/reports/[ulr]/withdraw";
import * as verifyPdfRoute from "@/pages/verify/[token]/pdf";
import { closeUntrustedPool, STAFF_WORK } from "@/lib/workers/pool";
import { makePdf } from "../../../tests/fixtures/documents";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { createApiToken as createApiTokenIn } from "./apiTokens";
import { doneText, reportPageAction as reportPageActionIn } from "./deskActions";
import { pdfCheckAnswer as pdfCheckAnswerIn, reportView as reportViewIn } from "./publicView";
import {
  attachPdf as attachPdfIn,
  createReport as createReportIn,
  pdfVersions as pdfVersionsIn,
  reportByReference as reportByReferenceIn,
  withdrawReport as withdrawReportIn,
  type Report,
} from "./register";
import {
  amendmentsOf as amendmentsOfIn,
  authoriseReport as authoriseReportIn,
  authoriseReports as authoriseReportsIn,
} from "./review";
import { reportFiles } from "./server";
import { reportFacts } from "./verdict";
import { onDb } from "../../../tests/fixtures/onDb";

const createApiToken = onDb(createApiTokenIn);
const reportPageAction = onDb(reportPageActionIn);
const pdfCheckAnswer = onDb(pdfCheckAnswerIn);
const reportView = onDb(reportViewIn);
const attachPdf = onDb(attachPdfIn);
const createReport = onDb(createReportIn);
const pdfVersions = onDb(pdfVersionsIn);
const reportByReference = onDb(reportByReferenceIn);
const withdrawReport = onDb(withdrawReportIn);
const amendmentsOf = onDb(amendmentsOfIn);
const authoriseReport = onDb(authoriseReportIn);
const authoriseReports = onDb(authoriseReportsIn);

/**
 * Issue 48, rows 2 and 10 and the bulk authorisation: what a signatory
 * authorised is what the world sees. The PDF is part of what is authorised;
 * after authorisation it changes only by a signatory's amendment; a report
 * never authorised is never public, whatever happens to it later.
 */

const dir = mkdtempSync(join(tmpdir(), "authorisation-"));
process.env.DATABASE_PATH = join(dir, "lab.sqlite");
const db = serverDatabase();
afterAll(async () => {
  await closeUntrustedPool();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const record = reportRecords(700);
const pdf = (text: string) => makePdf(text);
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const asha = "asha@lab.example"; // the register's staff (role reports), registers reports
const verma = { email: "verma@lab.example", name: "R. K. Verma", designation: "Technical Manager" };
const joshi = { email: "joshi@lab.example", name: "S. Joshi", designation: "Quality Manager" };
for (const s of [verma, joshi])
  db.prepare(
    "INSERT INTO desk_users (email, password_hash, created_at, display_name, designation) VALUES (?, 'x', '2026-01-01', ?, ?)",
  ).run(s.email, s.name, s.designation);

const registering = await createApiToken(db, "lims-register", "admin@lab.example", "register");
const issuing = await createApiToken(db, "lims-issue", "admin@lab.example", "issue");

/** Registered on the desk by Asha with its final PDF, and authorised by Verma. */
async function issuedOnDesk(): Promise<{ report: Report; v1: Uint8Array }> {
  const report = await createReport(db, record(), asha);
  const v1 = pdf(`${report.reference} as signed`);
  await attachPdf(db, reportFiles(), report.reference, v1, asha);
  return { report: await authoriseReport(db, report.reference, verma), v1 };
}

type Endpoint = (context: never) => Response | Promise<Response>;

async function call(endpoint: Endpoint, request: Request, params: Record<string, string>) {
  const response = await endpoint({
    request,
    url: new URL(request.url),
    params,
    clientAddress: "203.0.113.48",
  } as never);
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    body: type.startsWith("application/json")
      ? ((await response.json()) as Record<string, unknown>)
      : new Uint8Array(await response.arrayBuffer()),
  };
}

const putPdf = (token: string, reference: string, bytes: Uint8Array, query = "") =>
  call(
    pdfRoute.PUT,
    new Request(`https://lab.example/api/reports/${reference}/pdf${query}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
      body: new Uint8Array(bytes),
    }),
    { ulr: reference },
  );

const postJson = (endpoint: Endpoint, token: string, path: string, body: unknown) =>
  call(
    endpoint,
    new Request(`https://lab.example${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { ulr: path.split("/")[3]! },
  );

/** The PDF a QR scan's "The authentic PDF" link serves, as bytes (or the status when none). */
async function servedPdf(report: Report) {
  const answer = await call(
    verifyPdfRoute.GET,
    new Request(`https://lab.example/verify/${report.token}/pdf`),
    { token: report.token },
  );
  return answer.status === 200 ? sha(answer.body as Uint8Array) : answer.status;
}

/** A desk post of the report's page, as the form sends it. */
async function deskPost(
  report: Report,
  user: DeskUser,
  fields: Record<string, string | Uint8Array>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.set(
      name,
      typeof value === "string"
        ? value
        : new File([new Uint8Array(value)], "r.pdf", { type: "application/pdf" }),
    );
  const request = new Request("https://lab.example/desk/reports/view", {
    method: "POST",
    body: form,
  });
  return reportPageAction(db, (await reportByReference(db, report.reference))!, request, user);
}

const staff: DeskUser = { email: asha, roles: ["reports"] };
const signatory = (s: { email: string }): DeskUser => ({ email: s.email, roles: ["signatory"] });

describe("a report is authorised only with its final PDF", () => {
  it("authorising one without a PDF is refused with the reason; bulk authorisation skips it and says why", async () => {
    const bare = await createReport(db, record(), asha);
    await expect(authoriseReport(db, bare.reference, verma)).rejects.toThrow(
      expect.objectContaining({ status: 409, message: registerDesk.view.authorise.noPdf }),
    );
    const ready = await createReport(db, record(), asha);
    await attachPdf(db, reportFiles(), ready.reference, pdf("ready"), asha);
    const { authorised, skipped } = await authoriseReports(
      db,
      reportFiles(),
      [bare.reference, ready.reference],
      verma,
      STAFF_WORK,
    );
    expect(authorised.map((r) => r.reference)).toEqual([ready.reference]);
    expect(skipped).toEqual([
      { reference: bare.reference, reason: registerDesk.view.authorise.noPdf },
    ]);
    expect(await reportByReference(db, bare.reference)).toMatchObject({
      status: "awaiting-authorisation",
      authorisedAt: null,
    });
  });
});

describe("the report's page answers a button it does not know, and says what was done", () => {
  it("refuses an unknown button with 400 and the desk's words, changing nothing", async () => {
    const report = await createReport(db, record(), asha);
    await expect(deskPost(report, staff, { action: "publish" })).rejects.toThrow(
      expect.objectContaining({ status: 400, message: registerDesk.view.errors.unknownAction }),
    );
    expect(await reportByReference(db, report.reference)).toMatchObject({
      status: report.status,
    });
  });

  it("redirects a withdrawal to the page saying so, in the words for ?done= it knows only", async () => {
    const report = await createReport(db, record(), asha);
    const answer = await deskPost(report, staff, {
      action: "withdraw",
      confirm: "yes",
      reason: "typo",
    });
    const page = new URL(answer.headers.get("Location") ?? "", "https://lab.example");
    expect([answer.status, page.pathname, page.searchParams.get("id")]).toEqual([
      303,
      "/desk/reports/view",
      report.reference,
    ]);
    expect(doneText(page, [])).toBe(registerDesk.view.withdrawn);
    expect(doneText(new URL("https://lab.example/desk/reports/view?done=toString"), [])).toBe(
      undefined,
    );
  });
});

describe("row 2: after authorisation the PDF changes only with a signatory's say", () => {
  it("the desk's attach by a colleague without the signatory role is refused; the signed file stays the one served", async () => {
    const { report, v1 } = await issuedOnDesk();
    await expect(
      deskPost(report, staff, { action: "attach", pdf: pdf("swapped") }),
    ).rejects.toThrow(
      expect.objectContaining({ status: 409, message: registerDesk.view.attach.issued }),
    );
    expect(await pdfVersions(db, report.id)).toHaveLength(1);
    expect(await servedPdf(report)).toBe(sha(v1));
    expect(await pdfCheckAnswer(db, sha(pdf("swapped")))).toMatchObject({ verdict: "missing" });
  });

  it("nor may a colleague without the signatory role replace it as an amendment", async () => {
    const { report } = await issuedOnDesk();
    await expect(
      deskPost(report, staff, { action: "replace-pdf", reason: "Typo", pdf: pdf("x") }),
    ).rejects.toThrow(expect.objectContaining({ status: 403 }));
    expect(await pdfVersions(db, report.id)).toHaveLength(1);
  });

  it("a signatory other than the registrant replaces it as an amendment with its reason, signed with their name", async () => {
    const report = await createReport(db, record(), joshi.email);
    await attachPdf(db, reportFiles(), report.reference, pdf("joshi's v1"), joshi.email);
    await authoriseReport(db, report.reference, verma);
    const v2 = pdf("corrected serial number");
    // Its registrant, a signatory too, may not: four eyes.
    await expect(
      deskPost(report, signatory(joshi), { action: "replace-pdf", reason: "Serial", pdf: v2 }),
    ).rejects.toThrow(expect.objectContaining({ status: 403 }));
    await expect(
      deskPost(report, signatory(verma), { action: "replace-pdf", reason: " ", pdf: v2 }),
    ).rejects.toThrow(expect.objectContaining({ status: 400 }));
    const answer = await deskPost(report, signatory(verma), {
      action: "replace-pdf",
      reason: "Serial number printed wrongly",
      pdf: v2,
    });
    expect(answer?.status).toBe(303);
    expect((await pdfVersions(db, report.id)).map((v) => v.version)).toEqual([2, 1]);
    expect((await amendmentsOf(db, report.id))[0]).toMatchObject({
      by: verma.email,
      reason: "Serial number printed wrongly",
      changes: [{ field: "pdf", from: "1", to: "2" }],
    });
    const view = await reportView(db, (await reportByReference(db, report.reference))!);
    expect(view).toMatchObject({ public: true, verdict: { tone: "authentic" } });
    expect(await servedPdf(report)).toBe(sha(v2));
    expect(await pdfCheckAnswer(db, sha(v2))).toMatchObject({ verdict: "authentic" });
  });

  it("a token scoped to register may not PUT a PDF to an issued report: 403, and the signed file stays", async () => {
    const { report, v1 } = await issuedOnDesk();
    const refused = await putPdf(registering, report.reference, pdf("from the LIMS"));
    expect(refused).toEqual({ status: 403, body: { error: lims.api.pdfScope } });
    expect(await pdfVersions(db, report.id)).toHaveLength(1);
    expect(await servedPdf(report)).toBe(sha(v1));
    // Before authorisation it attaches as before.
    const draft = await createReport(db, record(), asha);
    expect((await putPdf(registering, draft.reference, pdf("draft"))).status).toBe(201);
  });

  it("a token scoped to issue replaces it only naming the signatory and the reason, as an amendment", async () => {
    const { report } = await issuedOnDesk();
    const v2 = pdf("v2 from the LIMS");
    expect(await putPdf(issuing, report.reference, v2)).toEqual({
      status: 400,
      body: { error: lims.api.pdfSignatory },
    });
    expect(await putPdf(issuing, report.reference, v2, "?signatory=S.%20Joshi")).toEqual({
      status: 400,
      body: { error: lims.api.pdfReason },
    });
    expect(await pdfVersions(db, report.id)).toHaveLength(1);
    const replaced = await putPdf(
      issuing,
      report.reference,
      v2,
      "?signatory=S.%20Joshi&reason=Standard%20corrected",
    );
    expect(replaced).toMatchObject({ status: 200, body: { version: 2, sha256: sha(v2) } });
    const now = (await reportByReference(db, report.reference))!;
    expect(now).toMatchObject({ status: "issued", signatory: "S. Joshi" });
    expect((await amendmentsOf(db, report.id))[0]).toMatchObject({
      by: "api:lims-issue",
      reason: "Standard corrected",
      changes: [
        { field: "pdf", from: "1", to: "2" },
        { field: "signatory", from: "R. K. Verma", to: "S. Joshi" },
      ],
    });
    expect(await servedPdf(report)).toBe(sha(v2));
  });

  it("a token scoped to register neither withdraws nor supersedes an issued report (it may withdraw its own draft)", async () => {
    const { report } = await issuedOnDesk();
    const { report: newer } = await issuedOnDesk();
    const path = (r: Report, what: string) => `/api/reports/${r.reference}/${what}`;
    expect(
      await postJson(withdrawRoute.POST, registering, path(report, "withdraw"), {
        reason: "Wrong",
      }),
    ).toEqual({ status: 403, body: { error: lims.api.issuedScope } });
    expect(
      await postJson(supersedeRoute.POST, registering, path(report, "supersede"), {
        by: newer.reference,
      }),
    ).toEqual({ status: 403, body: { error: lims.api.issuedScope } });
    expect((await reportByReference(db, report.reference))!.status).toBe("issued");
    const draft = await createReport(db, record(), "api:lims-register");
    expect(
      (await postJson(withdrawRoute.POST, registering, path(draft, "withdraw"), { reason: "Dup" }))
        .status,
    ).toBe(200);
  });
});

describe("the UX row: an amendment of the printed details carries the corrected PDF", () => {
  it("is refused without it; with it, one amendment records both and /verify serves the new file", async () => {
    const { report, v1 } = await issuedOnDesk();
    const serial = { serialNumber: "DRUM-2219", reason: "Serial number typed wrongly" };
    await expect(
      deskPost(report, signatory(verma), { action: "amend", ...serial }),
    ).rejects.toThrow(
      expect.objectContaining({ status: 400, message: registerDesk.view.amend.pdfMissing }),
    );
    await expect(
      deskPost(report, signatory(verma), {
        action: "amend",
        serialNumber: report.serialNumber,
        reason: "Nothing",
        pdf: pdf("same details"),
      }),
    ).rejects.toThrow(expect.objectContaining({ status: 400 }));
    expect((await reportByReference(db, report.reference))!.serialNumber).toBe(report.serialNumber);
    expect(await servedPdf(report)).toBe(sha(v1));
    const corrected = pdf("DRUM-2219 printed");
    const answer = await deskPost(report, signatory(verma), {
      action: "amend",
      ...serial,
      pdf: corrected,
    });
    expect(answer?.status).toBe(303);
    expect((await reportByReference(db, report.reference))!.serialNumber).toBe("DRUM-2219");
    expect(await amendmentsOf(db, report.id)).toMatchObject([
      {
        reason: "Serial number typed wrongly",
        changes: [
          { field: "serialNumber", from: report.serialNumber, to: "DRUM-2219" },
          { field: "pdf", from: "1", to: "2" },
        ],
      },
    ]);
    expect(await servedPdf(report)).toBe(sha(corrected));
  });
});

describe("row 10: a report never authorised is never public, whatever happens to it later", () => {
  it("withdrawn before authorisation: no facts, no signatory, no PDF, and the PDF check says it is not issued", async () => {
    const report = await createReport(
      db,
      record({ signatory: "LIMS Signer", customerEmail: "buyer@narmada.example" }),
      "api:lims-register",
    );
    const draft = pdf("never authorised");
    await attachPdf(db, reportFiles(), report.reference, draft, "api:lims-register");
    await withdrawReport(db, report.reference, "Registered twice", "api:lims-register");
    const withdrawn = (await reportByReference(db, report.reference))!;
    expect(withdrawn.status).toBe("withdrawn");
    expect(await reportView(db, withdrawn)).toMatchObject({
      public: false,
      verdict: { tone: "awaiting", headline: verify.status.awaiting },
    });
    expect(reportFacts(withdrawn).map((r) => r.label)).not.toContain(verify.details.signatory);
    expect(await servedPdf(withdrawn)).toBe(404);
    expect(await pdfCheckAnswer(db, sha(draft))).toEqual({
      verdict: "awaiting",
      match: false,
      message: verify.check.awaiting(`ULR-${report.reference}`),
    });
    expect(
      await withStore(db, () => portalReport("buyer@narmada.example", report.reference)),
    ).toBeUndefined();
  });
});
