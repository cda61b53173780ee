import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { documentRefusals } from "@/content/fileChecks";
import {
  activeReportPdf,
  hiddenScriptPdf,
  objectStreamFlood,
  pdfLibScriptPdf,
} from "../../scripts/bench/hostileFiles";
import { makePdf } from "../fixtures/documents";
import { suiteDb } from "./deskStaff";
import { addApiToken, deskCommand } from "./limsApi";
import { record } from "./reportRegister";
import { onRecordStore } from "./record";

/** The register's API as the lab's LIMS calls it, with a bearer token made on the command line. */

test.describe.configure({ mode: "serial" });

/** A new report's fields as the LIMS sends them (strings). */
const fresh = () => ({ ...record() }) as Record<string, string> & { ulr: string; customer: string };

let baseURL: string;
let token: string;
let name: string;
test.beforeAll(({}, testInfo) => {
  baseURL = String(testInfo.project.use.baseURL);
  // Scoped to issue: these tests are about the API's contract for reports the LIMS issues
  // (lims-scopes.api.spec.ts tests a token that only registers).
  ({ token, name } = addApiToken(suiteDb, "lims", "issue"));
});

const call = (path: string, init: RequestInit = {}, bearer: string | null = token) =>
  fetch(new URL(path, baseURL), {
    ...init,
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...init.headers },
  });

function form(fields: Record<string, string>, pdf?: Uint8Array<ArrayBuffer>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (pdf) body.set("pdf", new File([pdf], "report.pdf", { type: "application/pdf" }));
  return body;
}

/** Issued at once (this file's token is scoped to issue), so with its final PDF (issue 48). */
const create = (
  fields: Record<string, string>,
  pdf: Uint8Array<ArrayBuffer> = makePdf(`final ${fields.ulr}`),
  bearer: string | null = token,
) => call("/api/reports", { method: "POST", body: form(fields, pdf) }, bearer);

/** A PDF put on a report this token issued: a signatory's amendment, so it names both (issue 48). */
const putPdf = (ulr: string, bytes: Uint8Array<ArrayBuffer>) =>
  call(`/api/reports/${ulr}/pdf?signatory=R.%20K.%20Verma&reason=Final%20PDF`, {
    method: "PUT",
    headers: { "content-type": "application/pdf" },
    body: bytes,
  });

const postJson = (path: string, body: unknown) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

test("the command line prints a token once and keeps only its SHA-256", async () => {
  expect(token).toMatch(/^met_[A-Za-z0-9_-]{43}$/);
  const listed = deskCommand(suiteDb, "list-api-tokens");
  expect(listed.stdout).toContain(name);
  expect(listed.stdout).not.toContain(token);
  const row = await onRecordStore(suiteDb, (store) =>
    store.selectFrom("api_tokens").selectAll().where("name", "=", name).executeTakeFirstOrThrow(),
  );
  expect(Object.values(row).join(" ")).not.toContain(token.slice(4));
  expect(row.sha256).toBe(createHash("sha256").update(token).digest("hex"));
});

test("no token, an unknown one and a revoked one are refused with 401 and a Bearer challenge", async () => {
  const fields = fresh();
  const none = await call("/api/reports", { method: "POST", body: form(fields) }, null);
  expect(none.status).toBe(401);
  expect(none.headers.get("www-authenticate")).toMatch(/^Bearer /);
  expect(await none.json()).toEqual({ error: expect.stringContaining("Bearer") });

  const unknown = await call(`/api/reports/${fields.ulr}`, {}, `met_${"A".repeat(43)}`);
  expect(unknown.status).toBe(401);

  const old = addApiToken(suiteDb, "revoked");
  expect((await call(`/api/reports/${fields.ulr}`, {}, old.token)).status).toBe(404);
  expect(deskCommand(suiteDb, "revoke-api-token", old.name).status).toBe(0);
  const revoked = await call("/api/reports", { method: "POST", body: form(fields) }, old.token);
  expect(revoked.status).toBe(401);
  expect(await revoked.json()).toEqual({ error: "This token is unknown or revoked." });
  // Nothing was created by the refused calls.
  expect((await call(`/api/reports/${fields.ulr}`)).status).toBe(404);
});

test("a report created with its PDF answers 201 with its link, code and QR URLs that scan to the link", async () => {
  const fields = fresh();
  const pdf = makePdf("created through the API");
  const response = await create(fields, pdf);
  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body).toEqual({
    reference: fields.ulr,
    ulr: fields.ulr,
    accredited: true,
    status: "issued",
    verifyUrl: expect.stringMatching(/\/verify\/[A-Za-z0-9_-]{24}$/),
    code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
    qr: {
      svg: expect.stringMatching(new RegExp(`/api/reports/${fields.ulr}/qr\\.svg$`)),
      png: expect.stringMatching(new RegExp(`/api/reports/${fields.ulr}/qr\\.png$`)),
    },
    pdf: { version: 1, sha256: createHash("sha256").update(pdf).digest("hex") },
  });

  const png = await call(new URL(body.qr.png).pathname);
  expect(png.status).toBe(200);
  expect(png.headers.get("content-type")).toBe("image/png");
  const image = PNG.sync.read(Buffer.from(await png.arrayBuffer()));
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(decoded?.data).toBe(body.verifyUrl);
  const svg = await call(new URL(body.qr.svg).pathname);
  expect(svg.headers.get("content-type")).toBe("image/svg+xml");
  expect(await svg.text()).toContain("<svg");
  expect((await call(new URL(body.qr.png).pathname, {}, null)).status).toBe(401);

  // The page the QR opens is the authentic report.
  expect((await fetch(new URL(new URL(body.verifyUrl).pathname, baseURL))).status).toBe(200);

  // The server writes its counted checks within 2 seconds.
  await expect
    .poll(async () => (await (await call(`/api/reports/${fields.ulr}`)).json()).checks, {
      timeout: 5000,
    })
    .toBe(1);
  const record2 = await (await call(`/api/reports/ULR-${fields.ulr}`)).json();
  expect(record2).toMatchObject({
    ulr: fields.ulr,
    customer: fields.customer,
    status: "issued",
    checks: 1,
    versions: [{ version: 1, sha256: body.pdf.sha256 }],
  });
  expect(record2.token).toBeUndefined();
});

test("refusals: a duplicate ULR 409, a bad field 400, an unknown ULR 404, a bad PDF 400", async () => {
  const fields = fresh();
  expect((await create(fields)).status).toBe(201);
  const duplicate = await create(fields);
  expect(duplicate.status).toBe(409);
  expect(await duplicate.json()).toEqual({
    error: `ULR-${fields.ulr} is already in the register.`,
  });

  const bad = await create({ ...record(), issueDate: "2026-02-30" } as Record<string, string>);
  expect(bad.status).toBe(400);
  expect((await bad.json()).error).toContain("issueDate");

  const missing = record().ulr!;
  expect((await call(`/api/reports/${missing}`)).status).toBe(404);
  expect((await putPdf(missing, makePdf())).status).toBe(404);
  expect((await postJson(`/api/reports/${missing}/withdraw`, { reason: "x" })).status).toBe(404);

  const notPdf = await putPdf(fields.ulr, new Uint8Array(new TextEncoder().encode("hello")));
  expect(notPdf.status).toBe(400);
  expect(await notPdf.json()).toEqual({ error: "This file is not a PDF." });
});

test("a report PDF with active content is refused through PUT and POST, and no version is kept (findings 1, 2, 7)", async () => {
  const fields = fresh();
  expect((await create(fields)).status).toBe(201);
  for (const [pdf, error] of [
    [hiddenScriptPdf("after-another-stream"), documentRefusals.javascript],
    [await pdfLibScriptPdf(), documentRefusals.javascript],
    [await activeReportPdf("embedded-exe"), documentRefusals.active],
    [await activeReportPdf("launch"), documentRefusals.active],
    [await activeReportPdf("uri"), documentRefusals.active],
    [objectStreamFlood(5 * 1024 * 1024), documentRefusals.unreadable],
  ] as const) {
    const put = await putPdf(fields.ulr, pdf);
    expect(put.status).toBe(400);
    expect(await put.json()).toEqual({ error });
  }
  const withScript = fresh();
  const created = await create(withScript, hiddenScriptPdf("padded-dictionary"));
  expect(created.status).toBe(400);
  expect((await call(`/api/reports/${withScript.ulr}`)).status).toBe(404);
  // Only the PDF it was issued with.
  const versions = (await (await call(`/api/reports/${fields.ulr}`)).json()).versions;
  expect(versions.map((v: { version: number }) => v.version)).toEqual([1]);
});

test("a PDF put twice is versions 1 (201) and 2 (200); a body over 20 MB is refused with 413", async () => {
  // Before authorisation (a token scoped to register): the PDF is attached, version after version.
  const registering = addApiToken(suiteDb, "lims-register", "register").token;
  const fields = fresh();
  const registered = await call(
    "/api/reports",
    { method: "POST", body: form(fields) },
    registering,
  );
  expect(registered.status).toBe(201);
  const put = (bytes: Uint8Array<ArrayBuffer>) =>
    call(
      `/api/reports/${fields.ulr}/pdf`,
      { method: "PUT", headers: { "content-type": "application/pdf" }, body: bytes },
      registering,
    );
  const first = await put(makePdf("first"));
  expect(first.status).toBe(201);
  expect(await first.json()).toMatchObject({ version: 1 });
  const second = await put(makePdf("second"));
  expect(second.status).toBe(200);
  expect(await second.json()).toMatchObject({ version: 2 });

  const huge = new Uint8Array(20 * 1024 * 1024 + 1);
  huge.set(makePdf());
  const tooLarge = await put(huge);
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toEqual({ error: expect.any(String) });
  const tooLargeForm = await create(fresh(), huge);
  expect(tooLargeForm.status).toBe(413);

  const versions = (await (await call(`/api/reports/${fields.ulr}`)).json()).versions;
  expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
});

test("withdraw and supersede, each once; the audit log names the token", async () => {
  const older = fresh();
  const newer = fresh();
  const withdrawn = fresh();
  for (const f of [older, newer, withdrawn]) expect((await create(f)).status).toBe(201);

  const w = await postJson(`/api/reports/${withdrawn.ulr}/withdraw`, { reason: "Wrong serial" });
  expect(w.status).toBe(200);
  expect(await w.json()).toMatchObject({ status: "withdrawn", withdrawnReason: "Wrong serial" });
  expect(
    (await postJson(`/api/reports/${withdrawn.ulr}/withdraw`, { reason: "again" })).status,
  ).toBe(409);
  expect((await postJson(`/api/reports/${older.ulr}/withdraw`, {})).status).toBe(400);

  const s = await postJson(`/api/reports/${older.ulr}/supersede`, { by: `ULR-${newer.ulr}` });
  expect(s.status).toBe(200);
  expect(await s.json()).toMatchObject({ status: "superseded", supersededBy: newer.ulr });
  expect((await (await call(`/api/reports/${newer.ulr}`)).json()).supersedes).toBe(older.ulr);
  expect((await postJson(`/api/reports/${older.ulr}/supersede`, { by: newer.ulr })).status).toBe(
    409,
  );
  // Superseded is final: it cannot be withdrawn after, and stays superseded.
  const late = await postJson(`/api/reports/${older.ulr}/withdraw`, { reason: "Wrong serial" });
  expect(late.status).toBe(409);
  expect(await late.json()).toEqual({ error: `ULR-${older.ulr} is already superseded.` });
  expect(await (await call(`/api/reports/${older.ulr}`)).json()).toMatchObject({
    status: "superseded",
    supersededBy: newer.ulr,
    withdrawnReason: null,
  });

  const rows = await onRecordStore(suiteDb, (store) =>
    store
      .selectFrom("desk_audit")
      .select(["action", "detail"])
      .where("who", "=", `api:${name}`)
      .orderBy("id")
      .execute(),
  );
  {
    expect(rows).toContainEqual({
      action: "report withdrawn",
      detail: `ULR-${withdrawn.ulr}: Wrong serial`,
    });
    expect(rows).toContainEqual({
      action: "API call",
      detail: `POST /api/reports/${older.ulr}/supersede 409`,
    });
  }
});

test("the public PDF check needs no token", async () => {
  const response = await fetch(new URL(`/api/reports/check?sha256=${"0".repeat(64)}`, baseURL));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ match: false });
});
