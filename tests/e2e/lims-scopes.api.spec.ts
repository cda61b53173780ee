import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { lims, registerDesk } from "@/content/reports";
import { setProfile } from "@/lib/desk/accounts";
import { addUser, signInRequest, suiteDb } from "./deskStaff";
import { makePdf } from "../fixtures/documents";
import { addApiToken } from "./limsApi";
import { record } from "./reportRegister";
import { onRecord } from "./record";

/**
 * Four eyes through the API: a token scoped to `register` (the default) puts
 * reports in the register awaiting a signatory's authorisation on the desk;
 * one scoped to `issue` is the LIMS's own authorisation. PATCH corrects the
 * details: freely before authorisation, as an amendment with a reason after.
 */

let baseURL: string;
test.beforeAll(({}, testInfo) => {
  baseURL = String(testInfo.project.use.baseURL);
});

const api = (token: string, path: string, init: RequestInit = {}) =>
  fetch(new URL(path, baseURL), {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });

function post(token: string, fields: Record<string, string>, pdf?: Uint8Array<ArrayBuffer>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (pdf) body.set("pdf", new File([pdf], "report.pdf", { type: "application/pdf" }));
  return api(token, "/api/reports", { method: "POST", body });
}

const patch = (token: string, reference: string, body: unknown) =>
  api(token, `/api/reports/${encodeURIComponent(reference)}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const fields = (extra: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries({ ...record(), ...extra }).map(([k, v]) => [k, String(v ?? "")]),
  );

/** A signatory with a name and designation (as an admin enters them on the Accounts page). */
async function signatory(label: string) {
  const email = addUser(suiteDb, label, ["signatory"]);
  await onRecord(suiteDb, () =>
    setProfile(email, { displayName: "R. K. Verma", designation: "Technical Manager" }, "test"),
  );
  return email;
}

async function signIn(request: APIRequestContext, email: string) {
  const response = await signInRequest(request, email);
  expect(response.status()).toBe(303);
}

const authorise = (request: APIRequestContext, reference: string) =>
  request.post(`/desk/reports/view?id=${encodeURIComponent(reference)}`, {
    form: { action: "authorise" },
    maxRedirects: 0,
  });

test("a register token's report awaits a signatory, is corrected freely until then, and is amended only by an issuing token after", async ({
  request,
}) => {
  const registering = addApiToken(suiteDb, "lims-register").token;
  const issuing = addApiToken(suiteDb, "lims-issue", "issue").token;

  // With its final PDF: a signatory authorises the report with it (issue 48).
  const created = await post(registering, fields(), makePdf("final"));
  expect(created.status).toBe(201);
  const json = (await created.json()) as { reference: string; status: string; ulr: string };
  expect(json.status).toBe("awaiting-authorisation");
  expect(json.ulr).toBe(json.reference);

  const corrected = await patch(registering, json.reference, { customer: "Narmada Cables Ltd" });
  expect(corrected.status).toBe(200);
  expect(await corrected.json()).toMatchObject({
    customer: "Narmada Cables Ltd",
    status: "awaiting-authorisation",
    amendments: [],
  });

  await signIn(request, await signatory("signatory"));
  const done = await authorise(request, json.reference);
  expect(done.status()).toBe(303);
  const issued = await (await api(registering, `/api/reports/${json.reference}`)).json();
  expect(issued).toMatchObject({
    status: "issued",
    signatory: "R. K. Verma",
    signatoryDesignation: "Technical Manager",
  });

  const refused = await patch(registering, json.reference, { customer: "X", reason: "Typo" });
  expect(refused.status).toBe(403);
  expect((await refused.json()).error).toBe(lims.api.amendScope);

  // An issued report's details change only with their corrected PDF, in one request.
  const withoutPdf = await patch(issuing, json.reference, {
    serialNumber: "DRUM-2219",
    reason: "Serial number typed wrongly",
  });
  expect(withoutPdf.status).toBe(400);
  expect((await withoutPdf.json()).error).toBe(lims.api.amendNeedsPdf);
  const amend = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ signatory: "R. K. Verma", ...fields })) body.set(k, v);
    body.set("pdf", new File([makePdf("corrected")], "report.pdf", { type: "application/pdf" }));
    return api(issuing, `/api/reports/${json.reference}`, { method: "PATCH", body });
  };
  expect((await amend({ serialNumber: "DRUM-2219" })).status).toBe(400);
  expect((await amend({ colour: "red", reason: "x" })).status).toBe(400);
  const amended = await amend({
    serialNumber: "DRUM-2219",
    reason: "Serial number typed wrongly",
  });
  expect(amended.status).toBe(200);
  expect(await amended.json()).toMatchObject({
    serialNumber: "DRUM-2219",
    status: "issued",
    amendments: [
      {
        reason: "Serial number typed wrongly",
        changes: [
          { field: "serialNumber", from: "DRUM-2291", to: "DRUM-2219" },
          { field: "pdf", from: "1", to: "2" },
        ],
      },
    ],
  });
});

test("an issuing token's report is issued at once and must name its signatory and send its final PDF", async () => {
  const issuing = addApiToken(suiteDb, "lims-issue", "issue").token;
  const unsigned = await post(issuing, fields({ signatory: "" }), makePdf("unsigned"));
  expect(unsigned.status).toBe(400);
  expect((await unsigned.json()).error).toContain("signatory");
  // A report is authorised only with its final PDF: issuing at once without one is refused.
  const bare = fields();
  const withoutPdf = await post(issuing, bare);
  expect(withoutPdf.status).toBe(400);
  expect(await withoutPdf.json()).toEqual({ error: lims.api.issueNeedsPdf });
  expect((await api(issuing, `/api/reports/${bare.ulr}`)).status).toBe(404);
  const created = await post(issuing, bare, makePdf("final"));
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({ status: "issued", accredited: true });
});

test("a report outside the accredited scope has no ULR and is named by its report number", async () => {
  const issuing = addApiToken(suiteDb, "lims-issue", "issue").token;
  const number = `MET/TR/2026/n-${randomUUID().slice(0, 6)}`;
  const withUlr = await post(
    issuing,
    fields({ accredited: "no", reportNumber: number }),
    makePdf("n"),
  );
  expect(withUlr.status).toBe(400);
  const created = await post(
    issuing,
    fields({ accredited: "no", ulr: "", reportNumber: number }),
    makePdf("outside the scope"),
  );
  expect(created.status).toBe(201);
  const json = (await created.json()) as { reference: string; ulr: string | null };
  expect(json).toMatchObject({ accredited: false, ulr: null, reference: number.toUpperCase() });
  expect(created.headers.get("location")).toBe(
    `/api/reports/${encodeURIComponent(number.toUpperCase())}`,
  );
  const read = await api(issuing, created.headers.get("location")!);
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ reportNumber: number, accredited: false });
});

test("nobody authorises a report they registered, whatever their roles; staff without the role cannot either", async ({
  request,
}) => {
  const own = await signatory("own");
  await signIn(request, own);
  const form = Object.fromEntries(
    Object.entries({ ...record(), dueDate: "" }).map(([k, v]) => [k, String(v ?? "")]),
  );
  const registered = await request.post("/desk/reports/new", { form, maxRedirects: 0 });
  expect(registered.status()).toBe(303);
  const reference = form.ulr!;
  const refused = await authorise(request, reference);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(
    registerDesk.view.authorise.ownReport(own).replaceAll("'", "&#39;"),
  );

  await signIn(request, addUser(suiteDb, "clerk", ["reports"]));
  const clerk = await authorise(request, reference);
  expect(clerk.status()).toBe(403);
  expect(await clerk.text()).toContain(registerDesk.view.authorise.notSignatory);
});
