import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { lims, registerDesk, verify } from "@/content/reports";
import { setProfile } from "@/lib/desk/accounts";
import { makePdf } from "../fixtures/documents";
import { addUser, signInRequest, suiteDb } from "./deskStaff";
import { suiteRegister } from "./deskRegister";
import { addApiToken } from "./limsApi";
import { record } from "./reportRegister";
import { onRecord } from "./record";

/**
 * Issue 48, the outside review's rows 2 and 10 over the wire: what a signatory
 * authorised is what the world sees. After authorisation neither a colleague
 * without the signatory role (the desk's attach) nor a token scoped to
 * register (PUT …/pdf) changes the PDF, and /verify keeps serving the signed
 * file; a report never authorised, then withdrawn, stays "Not issued yet" on
 * every public route.
 */

let baseURL: string;
let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(({}, testInfo) => {
  baseURL = String(testInfo.project.use.baseURL);
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const url = (path: string) => new URL(path, baseURL);
const api = (token: string, path: string, init: RequestInit = {}) =>
  fetch(url(path), { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

/** What /verify/{token}/pdf serves: the file's SHA-256, or the status when it serves none. */
async function served(token: string) {
  const answer = await fetch(url(`/verify/${token}/pdf`));
  return answer.status === 200 ? sha(new Uint8Array(await answer.arrayBuffer())) : answer.status;
}

const check = async (bytes: Uint8Array) =>
  (await fetch(url(`/api/reports/check?sha256=${sha(bytes)}`))).json();

/** A report registered by the register's staff with its final PDF, authorised by a signatory. */
async function authorisedOnDesk(request: import("@playwright/test").APIRequestContext) {
  const clerk = addUser(suiteDb, "clerk", ["reports"]);
  const report = await reg.register(clerk);
  const signed = makePdf(`signed ${report.reference}`);
  await reg.attach(report, `signed ${report.reference}`);
  const signer = addUser(suiteDb, "signer", ["signatory"]);
  await onRecord(suiteDb, () =>
    setProfile(signer, { displayName: "Dr. S. Sign", designation: "Technical Manager" }, "t"),
  );
  expect((await signInRequest(request, signer)).status()).toBe(303);
  const authorised = await request.post(`/desk/reports/view?id=${report.reference}`, {
    form: { action: "authorise" },
    maxRedirects: 0,
  });
  expect(authorised.status()).toBe(303);
  return { report, signed, clerk, signer };
}

test("row 2: after authorisation the desk's attach by a non-signatory and a register token's PUT are refused; /verify serves the signed file", async ({
  request,
}) => {
  const { report, signed, clerk } = await authorisedOnDesk(request);
  expect(await served(report.token)).toBe(sha(signed));

  // A colleague with role reports, not a signatory: the desk's attach.
  expect((await signInRequest(request, clerk)).status()).toBe(303);
  const swapped = makePdf(`swapped ${report.reference}`);
  const attach = await request.post(`/desk/reports/view?id=${report.reference}`, {
    multipart: {
      action: "attach",
      pdf: { name: "v2.pdf", mimeType: "application/pdf", buffer: Buffer.from(swapped) },
    },
    maxRedirects: 0,
  });
  expect(attach.status()).toBe(409);
  expect(await attach.text()).toContain(registerDesk.view.attach.issued.replaceAll("'", "&#39;"));
  // …nor as an amendment: that is a signatory's.
  const replace = await request.post(`/desk/reports/view?id=${report.reference}`, {
    multipart: {
      action: "replace-pdf",
      reason: "Typo",
      pdf: { name: "v2.pdf", mimeType: "application/pdf", buffer: Buffer.from(swapped) },
    },
    maxRedirects: 0,
  });
  expect(replace.status()).toBe(403);

  // A token scoped to register: PUT /api/reports/{ulr}/pdf.
  const registering = addApiToken(suiteDb, "lims-register").token;
  const put = await api(registering, `/api/reports/${report.reference}/pdf`, {
    method: "PUT",
    headers: { "content-type": "application/pdf" },
    body: swapped,
  });
  expect(put.status).toBe(403);
  expect(await put.json()).toEqual({ error: lims.api.pdfScope });
  // …nor withdraw or supersede it.
  const withdraw = await api(registering, `/api/reports/${report.reference}/withdraw`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reason: "Wrong" }),
  });
  expect(withdraw.status).toBe(403);

  // The signed file is still the one served as authentic; the other was never taken.
  expect(await served(report.token)).toBe(sha(signed));
  expect(await check(signed)).toMatchObject({ verdict: "authentic" });
  expect(await check(swapped)).toMatchObject({ verdict: "missing", match: false });
  const record = await (await api(registering, `/api/reports/${report.reference}`)).json();
  expect(record).toMatchObject({ status: "issued", signatory: "Dr. S. Sign", amendments: [] });
  expect(record.versions).toHaveLength(1);

  // A token scoped to issue replaces it only naming the signatory and the reason: an amendment.
  const issuing = addApiToken(suiteDb, "lims-issue", "issue").token;
  const corrected = makePdf(`corrected ${report.reference}`);
  const unsigned = await api(issuing, `/api/reports/${report.reference}/pdf`, {
    method: "PUT",
    headers: { "content-type": "application/pdf" },
    body: corrected,
  });
  expect(unsigned.status).toBe(400);
  const amended = await api(
    issuing,
    `/api/reports/${report.reference}/pdf?signatory=R.%20K.%20Verma&reason=Serial%20number%20corrected`,
    { method: "PUT", headers: { "content-type": "application/pdf" }, body: corrected },
  );
  expect(amended.status).toBe(200);
  expect(await served(report.token)).toBe(sha(corrected));
  const page = await (await fetch(url(`/verify/${report.token}`))).text();
  expect(page).toContain("Serial number corrected");
  expect(page).toContain("R. K. Verma");
  expect(await check(signed)).toMatchObject({ verdict: "older" });
});

test("a signatory other than the registrant replaces an issued report's PDF on the desk: an amendment /verify shows", async ({
  request,
}) => {
  const { report, signed } = await authorisedOnDesk(request);
  const corrected = makePdf(`corrected on the desk ${report.reference}`);
  const replaced = await request.post(`/desk/reports/view?id=${report.reference}`, {
    multipart: {
      action: "replace-pdf",
      reason: "Serial number printed wrongly",
      pdf: { name: "v2.pdf", mimeType: "application/pdf", buffer: Buffer.from(corrected) },
    },
    maxRedirects: 0,
  });
  expect(replaced.status()).toBe(303);
  expect(replaced.headers().location).toContain("done=replaced");
  expect(await served(report.token)).toBe(sha(corrected));
  expect(await check(corrected)).toMatchObject({ verdict: "authentic" });
  expect(await check(signed)).toMatchObject({ verdict: "older" });
  const page = await (await fetch(url(`/verify/${report.token}`))).text();
  expect(page).toContain("Serial number printed wrongly");
  expect(page).toContain(
    verify.amendments.change(
      verify.amendments.fields.pdf,
      verify.pdf.version(1),
      verify.pdf.version(2),
    ),
  );
});

test("row 10: a report a register token put in, never authorised, then withdrawn, stays private on every public route", async () => {
  const registering = addApiToken(suiteDb, "lims-register").token;
  const fields = Object.fromEntries(
    Object.entries(record({ signatory: "LIMS Signer" })).map(([k, v]) => [k, String(v ?? "")]),
  );
  const draft = makePdf(`never authorised ${fields.ulr}`);
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set("pdf", new File([draft], "report.pdf", { type: "application/pdf" }));
  const created = await api(registering, "/api/reports", { method: "POST", body });
  expect(created.status).toBe(201);
  const { reference, verifyUrl, code } = await created.json();
  const withdrawn = await api(registering, `/api/reports/${reference}/withdraw`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reason: "Registered twice" }),
  });
  expect(withdrawn.status).toBe(200);
  expect(await withdrawn.json()).toMatchObject({ status: "withdrawn", authorisedAt: null });

  const token = new URL(verifyUrl).pathname.split("/").at(-1)!;
  const scanned = await (await fetch(url(`/verify/${token}`))).text();
  expect(scanned).toContain(verify.status.awaiting);
  for (const secret of [
    "LIMS Signer",
    verify.details.issueDate,
    verify.pdf.heading,
    "Registered twice",
  ])
    expect(scanned).not.toContain(secret);
  const looked = await (
    await fetch(url("/verify"), {
      method: "POST",
      headers: {
        origin: new URL(baseURL).origin,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ ulr: reference, code }),
    })
  ).text();
  expect(looked).toContain(verify.status.awaiting);
  expect(looked).not.toContain("LIMS Signer");
  expect(await served(token)).toBe(404);
  expect(await check(draft)).toEqual({
    verdict: "awaiting",
    match: false,
    message: verify.check.awaiting(`ULR-${reference}`),
  });
});
