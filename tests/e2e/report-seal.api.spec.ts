import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { verify } from "@/content/reports";
import { site } from "@/content/site";
import { setProfile } from "@/lib/desk/accounts";
import { qrPng } from "@/lib/reports/qr";
import { stampReport } from "@/lib/reports/stampPdf";
import { makeA4Pdf, qrCodesOnFirstPage } from "../fixtures/pdfQr";
import {
  byteRangeOf,
  makeSealCertificate,
  pdfsig,
  SEAL_SUBJECT,
  sealWords,
  type SealCertificateFiles,
} from "../fixtures/sealCertificate";
import { addUser, signInRequest } from "./deskStaff";
import { addApiToken } from "./limsApi";
import { startServer, type OwnServer } from "./ownServer";
import { record } from "./reportRegister";
import { onRecord } from "./record";

/**
 * Issue 48 item 3: every issued PDF carries the lab's digital seal. A server
 * of this spec's own runs with a certificate the test made (openssl: a CA and
 * a document signer, as a PKCS#12 with a password file); a report is
 * registered, its stamped PDF attached, a signatory authorises it on the desk,
 * and the PDF behind /verify is sealed: pdfsig finds the signature valid and
 * names the signer, the reason names the signatory and the ULR, one changed
 * byte makes it invalid, and both QR codes on page 1 still read.
 */

test.describe.configure({ mode: "serial" });

const NABL_URL = "https://nabl-india.org/certificate/TC-1148";
let dir: string;
let certificate: SealCertificateFiles;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), "e2e-seal-"));
  certificate = makeSealCertificate(join(dir, "cert"));
  server = await startServer({
    REPORT_SEAL_P12: certificate.p12Path,
    REPORT_SEAL_PASSWORD_FILE: certificate.passwordFile,
  });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const api = (bearer: string, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, server.url), {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, ...init.headers },
  });

const fields = (extra: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries({ ...record(), ...extra }).map(([k, v]) => [k, String(v ?? "")]),
  );

function form(values: Record<string, string>, pdf?: Uint8Array) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  if (pdf)
    body.set("pdf", new File([new Uint8Array(pdf)], "report.pdf", { type: "application/pdf" }));
  return body;
}

/** The final PDF as the desk's stamp makes it: NABL's QR and the lab's (to `verifyUrl`) on page 1. */
async function stamped(verifyUrl: string): Promise<Uint8Array> {
  const answer = await stampReport({
    pdf: await makeA4Pdf(),
    labQrPng: new Uint8Array(await qrPng(verifyUrl)),
    nablQrPng: new Uint8Array(await qrPng(NABL_URL)),
    lines: ["Verify this report at", "www.malwaelectrotest.in/verify"],
  });
  if (!answer.ok) throw new Error(answer.problem);
  return answer.pdf;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const saved = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

test("the server says at start that the seal is on, with the certificate's holder", () => {
  expect(server.output.join("\n")).toContain(`Digital seal: on. `);
  expect(server.output.join("\n")).toContain(SEAL_SUBJECT);
});

test("a signatory authorises a report on the desk: the PDF behind /verify is sealed, valid, names the signatory and the ULR, and its QR codes read", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const registering = addApiToken(server.dbPath, "seal-register", "register").token;
  const values = fields();
  const created = await api(registering, "/api/reports", { method: "POST", body: form(values) });
  expect(created.status).toBe(201);
  const { verifyUrl } = (await created.json()) as { verifyUrl: string };
  const draft = await stamped(verifyUrl);
  const attached = await api(registering, `/api/reports/${values.ulr}/pdf`, {
    method: "PUT",
    headers: { "content-type": "application/pdf" },
    body: new Uint8Array(draft),
  });
  expect(attached.status).toBe(201);

  const email = addUser(server.dbPath, "seal-signatory", ["signatory"]);
  await onRecord(server.dbPath, () =>
    setProfile(email, { displayName: "Dr. S. Sign", designation: "Technical Manager" }, "test"),
  );
  const desk = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    expect((await signInRequest(desk, email)).status()).toBe(303);
    const authorised = await desk.post(`/desk/reports/view?id=${values.ulr}`, {
      form: { action: "authorise" },
      maxRedirects: 0,
    });
    expect(authorised.status()).toBe(303);
    const page = await (await desk.get(`/desk/reports/view?id=${values.ulr}`)).text();
    expect(page).toContain(`Digitally sealed by ${SEAL_SUBJECT} on `);
  } finally {
    await desk.dispose();
  }

  const path = new URL(verifyUrl).pathname;
  const pdfAnswer = await fetch(new URL(`${path}/pdf`, server.url));
  expect(pdfAnswer.status).toBe(200);
  const sealed = new Uint8Array(await pdfAnswer.arrayBuffer());
  expect(sha256(sealed)).not.toBe(sha256(draft));
  const report = pdfsig(saved("sealed.pdf", sealed));
  expect(report).toContain("Signature Validation: Signature is Valid.");
  expect(report).toContain(`Signer Certificate Common Name: ${SEAL_SUBJECT}`);
  expect(report).toContain("Signature Type: ETSI.CAdES.detached");
  expect(report).toContain("Total document signed");
  expect(sealWords(sealed)).toEqual({
    reason: `Authorised by Dr. S. Sign (Technical Manager) — ULR-${values.ulr}`,
    name: site.name,
  });
  expect((await qrCodesOnFirstPage(sealed)).sort()).toEqual([NABL_URL, verifyUrl].sort());

  // One byte changed inside the signed range: no longer valid.
  const changed = new Uint8Array(sealed);
  changed[Math.floor(byteRangeOf(sealed)[1]! / 2)]! ^= 0x01;
  const tampered = pdfsig(saved("tampered.pdf", changed));
  expect(tampered).not.toContain("Signature is Valid");
  expect(tampered).toContain("Signature Validation: Digest Mismatch.");

  // /verify says who sealed it; the PDF check calls the sealed file authentic, the draft not.
  const verifyPage = await (await fetch(new URL(path, server.url))).text();
  expect(verifyPage).toContain(`Digitally sealed by ${SEAL_SUBJECT} on `);
  // As a buyer sees it on a phone and on a desk.
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(path, server.url).href);
    await expect(page.getByText(`Digitally sealed by ${SEAL_SUBJECT} on `)).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`verify-sealed-${width}.png`),
      fullPage: true,
    });
    await page.close();
  }
  const check = async (bytes: Uint8Array) =>
    (await (
      await fetch(new URL(`/api/reports/check?sha256=${sha256(bytes)}`, server.url))
    ).json()) as {
      verdict: string;
      message: string;
    };
  expect(await check(sealed)).toMatchObject({ verdict: "authentic", current: true });
  expect(await check(draft)).toMatchObject({
    verdict: "older",
    message: verify.check.unsealed(`ULR-${values.ulr}`),
  });
});

test("a token scoped to issue: the report is created with its PDF sealed, and the answer names the sealed file", async () => {
  const issuing = addApiToken(server.dbPath, "seal-issue", "issue").token;
  const values = fields({ signatory: "R. K. Verma" });
  const draft = await stamped("https://example.invalid/verify/placeholder");
  const created = await api(issuing, "/api/reports", {
    method: "POST",
    body: form(values, draft),
  });
  expect(created.status).toBe(201);
  const body = (await created.json()) as { verifyUrl: string; pdf: { sha256: string } };
  const sealed = new Uint8Array(
    await (
      await fetch(new URL(`${new URL(body.verifyUrl).pathname}/pdf`, server.url))
    ).arrayBuffer(),
  );
  expect(body.pdf.sha256).toBe(sha256(sealed));
  expect(pdfsig(saved("issued.pdf", sealed))).toContain("Signature is Valid");
  expect(sealWords(sealed).reason).toBe(`Authorised by R. K. Verma — ULR-${values.ulr}`);

  // An amendment's PDF is sealed too, naming its signatory.
  const amended = await api(
    issuing,
    `/api/reports/${values.ulr}/pdf?signatory=S.%20Joshi&designation=Quality%20Manager&reason=Typo`,
    { method: "PUT", headers: { "content-type": "application/pdf" }, body: new Uint8Array(draft) },
  );
  expect(amended.status).toBe(200);
  const current = new Uint8Array(
    await (
      await fetch(new URL(`${new URL(body.verifyUrl).pathname}/pdf`, server.url))
    ).arrayBuffer(),
  );
  expect(pdfsig(saved("amended.pdf", current))).toContain("Signature is Valid");
  expect(sealWords(current).reason).toBe(
    `Authorised by S. Joshi (Quality Manager) — ULR-${values.ulr}`,
  );
});
