// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { registerDesk, verify } from "@/content/reports";
import { site } from "@/content/site";
import { openDatabase } from "@/lib/db/connection";
import { closeUntrustedPool, runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import { manyPagesPdf } from "../../../scripts/bench/hostileFiles";
import { makeA4Pdf, qrCodesOnFirstPage } from "../../../tests/fixtures/pdfQr";
import {
  byteRangeOf,
  makeSealCertificate,
  pdfsig,
  SEAL_SUBJECT,
  sealWords,
  type SealCertificateFiles,
} from "../../../tests/fixtures/sealCertificate";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { pdfCheckAnswer as pdfCheckAnswerIn } from "./publicView";
import {
  attachPdf as attachPdfIn,
  createReport as createReportIn,
  displayReference,
  pdfVersions as pdfVersionsIn,
  readPdf,
} from "./register";
import {
  authoriseReport as authoriseReportIn,
  authoriseReports as authoriseReportsIn,
  authoriseSealed as authoriseSealedIn,
} from "./review";
import { sealForIssue, sha256Of } from "./seal";
import { sealState, setSealSettingsForTests } from "./sealCertificate";
import { stampReport } from "./stampPdf";
import { qrPng } from "./qr";
import { onDb } from "../../../tests/fixtures/onDb";

const pdfCheckAnswer = onDb(pdfCheckAnswerIn);
const attachPdf = onDb(attachPdfIn);
const createReport = onDb(createReportIn);
const pdfVersions = onDb(pdfVersionsIn);
const authoriseReport = onDb(authoriseReportIn);
const authoriseReports = onDb(authoriseReportsIn);
const authoriseSealed = onDb(authoriseSealedIn);

const dir = mkdtempSync(join(tmpdir(), "seal-"));
let certificate: SealCertificateFiles;
beforeAll(() => {
  certificate = makeSealCertificate(join(dir, "cert"));
});
afterEach(() => setSealSettingsForTests(undefined));
afterAll(async () => {
  await closeUntrustedPool();
  rmSync(dir, { recursive: true, force: true });
});

const LAB_URL = "https://www.malwaelectrotest.in/verify/AbCdEfGhIjKlMnOpQrStUvWx";
const NABL_URL = "https://nabl-india.org/certificate/TC-1148";
const REASON = "Authorised by Dr. S. Sign (Technical Manager) — ULR-TC114822600000042F";
const who = { signatory: "Dr. S. Sign", designation: "Technical Manager" };

/** A draft as the desk stamps it: both QR codes at the bottom right of page 1 (pdf-lib's object streams). */
async function stampedDraft(): Promise<Uint8Array> {
  const answer = await stampReport({
    pdf: await makeA4Pdf(),
    labQrPng: new Uint8Array(await qrPng(LAB_URL)),
    nablQrPng: new Uint8Array(await qrPng(NABL_URL)),
    lines: ["Verify this report at", "www.malwaelectrotest.in/verify", "ULR-TC114822600000042F"],
  });
  if (!answer.ok) throw new Error(answer.problem);
  return answer.pdf;
}

/** A minimal PDF (the check of the PDF is not what these tests are about). */
const makeA4PdfSync = () => new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n");

const saved = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe("the lab's digital seal on an issued PDF", () => {
  it("is a PAdES signature pdfsig finds valid, naming the signer, the signatory and the ULR; both QR codes still read", async () => {
    setSealSettingsForTests(certificate);
    const draft = await stampedDraft();
    const sealed = await sealForIssue(
      draft,
      { ...who, reference: "ULR-TC114822600000042F" },
      STAFF_WORK,
    );
    expect(sealed.seal).toMatchObject({ sealedBy: SEAL_SUBJECT });
    // An incremental update: every byte the signatory authorised is still there, unchanged.
    expect(Buffer.from(sealed.bytes.subarray(0, draft.length)).equals(Buffer.from(draft))).toBe(
      true,
    );
    const report = pdfsig(saved("sealed.pdf", sealed.bytes));
    expect(report).toContain(`Signer Certificate Common Name: ${SEAL_SUBJECT}`);
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain("Total document signed");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(sealWords(sealed.bytes)).toEqual({ reason: REASON, name: site.name });
    expect((await qrCodesOnFirstPage(sealed.bytes)).sort()).toEqual([LAB_URL, NABL_URL].sort());
  });

  it("one byte changed in the signed range: pdfsig says the signature is not valid", async () => {
    setSealSettingsForTests(certificate);
    const sealed = await sealForIssue(
      await stampedDraft(),
      { ...who, reference: "ULR-TC114822600000042F" },
      STAFF_WORK,
    );
    const [, firstLength] = byteRangeOf(sealed.bytes);
    const changed = new Uint8Array(sealed.bytes);
    changed[Math.floor(firstLength! / 2)]! ^= 0x01;
    const report = pdfsig(saved("changed.pdf", changed));
    expect(report).toContain("Signature Validation: Digest Mismatch.");
    expect(report).not.toContain("Signature is Valid");
  });

  it("a file that is not a PDF is refused, and nothing is sealed", async () => {
    setSealSettingsForTests(certificate);
    await expect(
      sealForIssue(
        new TextEncoder().encode("%PDF-1.7 not really"),
        { ...who, reference: "X" },
        STAFF_WORK,
      ),
    ).rejects.toMatchObject({ status: 422, message: registerDesk.seal.unreadable });
  });

  it("a huge PDF is cut at the task's time limit, as every untrusted task is", async () => {
    setSealSettingsForTests(certificate);
    const state = sealState();
    if (state.state !== "ready") throw new Error(state.state);
    const question = {
      pdf: manyPagesPdf(100_000),
      keyPem: state.material.keyPem,
      certificates: state.material.certificates,
      reason: REASON,
      name: site.name,
      signingTime: new Date().toISOString(),
    };
    await expect(runUntrusted("sealReport", question, STAFF_WORK, 150)).rejects.toMatchObject({
      task: "sealReport",
      reason: "time",
    });
  });

  it("without the settings the PDF is issued as it came, unsealed", async () => {
    setSealSettingsForTests(null);
    const draft = await stampedDraft();
    const issued = await sealForIssue(draft, { ...who, reference: "X" }, STAFF_WORK);
    expect(issued.seal).toBeUndefined();
    expect(issued.bytes).toBe(draft);
  });
});

describe("a seal setting that cannot be used is said, never thrown", () => {
  const words = registerDesk.seal.problems;

  it("a wrong password, a missing file, one setting without the other, an expired certificate", () => {
    const wrong = join(dir, "wrong.password");
    writeFileSync(wrong, "not the password\n");
    setSealSettingsForTests({ p12Path: certificate.p12Path, passwordFile: wrong });
    expect(sealState()).toEqual({ state: "broken", problem: words.password });

    const missing = join(dir, "nowhere.p12");
    setSealSettingsForTests({ p12Path: missing, passwordFile: certificate.passwordFile });
    expect(sealState()).toEqual({
      state: "broken",
      problem: words.unreadableFile("REPORT_SEAL_P12", missing),
    });

    setSealSettingsForTests({ p12Path: certificate.p12Path, passwordFile: "" });
    expect(sealState()).toEqual({ state: "broken", problem: words.onlyOne });

    setSealSettingsForTests(certificate);
    const ready = sealState();
    if (ready.state !== "ready") throw new Error(ready.state);
    const afterExpiry = new Date(ready.material.notAfter.getTime() + 86_400_000);
    expect(sealState(afterExpiry)).toMatchObject({ state: "broken" });
    expect((sealState(afterExpiry) as { problem: string }).problem).toMatch(
      /^the certificate expired on /,
    );
  });

  it("issuing with a setting that cannot be used is refused with what is wrong (409)", async () => {
    const wrong = join(dir, "wrong2.password");
    writeFileSync(wrong, "nope");
    setSealSettingsForTests({ p12Path: certificate.p12Path, passwordFile: wrong });
    await expect(
      sealForIssue(await stampedDraft(), { ...who, reference: "X" }, STAFF_WORK),
    ).rejects.toMatchObject({
      status: 409,
      message: registerDesk.seal.broken(words.password),
    });
  });
});

describe("authorising with the seal set up", () => {
  const db = openDatabase(join(dir, "lab.sqlite"));
  const files = diskFileStore(join(dir, "reports"));
  const record = reportRecords(900);
  const signer = {
    email: "sign@lab.example",
    name: "Dr. S. Sign",
    designation: "Technical Manager",
  };
  afterAll(() => db.close());

  it("the register's version is the sealed file, the draft's hash kept; the PDF check tells the draft apart", async () => {
    setSealSettingsForTests(certificate);
    const report = await createReport(db, record(), "asha@lab.example");
    const draft = await stampedDraft();
    await attachPdf(db, files, report.reference, draft, "asha@lab.example");
    const issued = await authoriseSealed(db, files, report.reference, signer, STAFF_WORK);
    expect(issued.status).toBe("issued");
    const [v1, ...older] = await pdfVersions(db, report.id);
    expect(older).toEqual([]);
    expect(v1).toMatchObject({ version: 1, sealedBy: SEAL_SUBJECT });
    const sealed = await readPdf(files, v1!.sha256);
    expect(v1!.sha256).not.toBe(sha256Of(draft));
    expect(pdfsig(saved("authorised.pdf", sealed))).toContain("Signature is Valid");
    expect(sealWords(sealed).reason).toBe(
      `Authorised by Dr. S. Sign (Technical Manager) — ${displayReference(report)}`,
    );
    expect(await pdfCheckAnswer(db, v1!.sha256)).toMatchObject({
      verdict: "authentic",
      current: true,
    });
    expect(await pdfCheckAnswer(db, sha256Of(draft))).toMatchObject({
      verdict: "older",
      current: false,
      message: verify.check.unsealed(displayReference(report)),
    });
  });

  it("Authorise selected seals each report's PDF, and skips one without a PDF", async () => {
    setSealSettingsForTests(certificate);
    const draft = await stampedDraft();
    const ready = [
      await createReport(db, record(), "asha@lab.example"),
      await createReport(db, record(), "asha@lab.example"),
    ];
    for (const r of ready) await attachPdf(db, files, r.reference, draft, "asha@lab.example");
    const bare = await createReport(db, record(), "asha@lab.example");
    const { authorised, skipped } = await authoriseReports(
      db,
      files,
      [...ready.map((r) => r.reference), bare.reference],
      signer,
      STAFF_WORK,
    );
    expect(authorised.map((r) => r.reference)).toEqual(ready.map((r) => r.reference));
    expect(skipped.map((s) => s.reference)).toEqual([bare.reference]);
    for (const r of ready) {
      const [v1] = await pdfVersions(db, r.id);
      expect(v1?.sealedBy).toBe(SEAL_SUBJECT);
      const sealed = await readPdf(files, v1!.sha256);
      expect(pdfsig(saved(`bulk-${r.id}.pdf`, sealed))).toContain("Signature is Valid");
      expect(sealWords(sealed).reason).toContain(displayReference(r));
    }
  });

  it("once a certificate is set up, nothing is authorised without the seal", async () => {
    setSealSettingsForTests(certificate);
    const report = await createReport(db, record(), "asha@lab.example");
    await attachPdf(db, files, report.reference, makeA4PdfSync(), "asha@lab.example");
    await expect(authoriseReport(db, report.reference, signer)).rejects.toThrow(
      expect.objectContaining({ status: 409, message: registerDesk.seal.changed }),
    );
    expect((await pdfVersions(db, report.id))[0]?.sealedBy).toBeNull();
  });
});
