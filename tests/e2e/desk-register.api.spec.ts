import { expect, test, type APIRequestContext } from "@playwright/test";
import { desk } from "@/content/desk";
import { registerDesk } from "@/content/reports";
import { displayUlr } from "@/lib/reports/ulr";
import { makePdf } from "../fixtures/documents";
import { addUser, signInRequest, suiteDb } from "./deskStaff";
import { decodePng, suiteRegister } from "./deskRegister";

/** The register's downloads and limits over the wire. */

const MB = 1024 * 1024;
let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

async function reportsStaff(request: APIRequestContext) {
  const email = addUser(suiteDb, "reports-api", ["reports"]);
  const response = await signInRequest(request, email);
  expect(response.status()).toBe(303);
}

test("the QR and PDF downloads are attachments named by the ULR, never run or sniffed", async ({
  request,
}) => {
  const report = await reg.create();
  await reg.attach(report, "download me");
  await reportsStaff(request);
  const ulr = displayUlr(report.reference);
  for (const [path, type, name] of [
    [`/desk/reports/qr.png?id=${report.ulr}`, "image/png", `${ulr}.png`],
    [`/desk/reports/qr.svg?id=${ulr}`, "image/svg+xml", `${ulr}.svg`],
    [`/desk/reports/pdf?id=${report.ulr}&version=1`, "application/pdf", `${ulr}-v1.pdf`],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${name}"`);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(response.headers()["cache-control"]).toBe("no-store");
  }
  const png = await request.get(`/desk/reports/qr.png?id=${report.ulr}`);
  expect(decodePng(await png.body())).toMatch(new RegExp(`/verify/${report.token}$`));
  expect(
    Buffer.from(await (await request.get(`/desk/reports/pdf?id=${report.ulr}&version=1`)).body()),
  ).toEqual(Buffer.from(makePdf("download me")));
  for (const path of [
    "/desk/reports/qr.png?id=TC114822699999999F",
    `/desk/reports/pdf?id=${report.ulr}&version=2`,
    "/desk/reports/qr.svg",
  ])
    expect((await request.get(path)).status(), path).toBe(404);
  const missing = await request.get("/desk/reports/view?id=TC114822699999999F");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(registerDesk.view.notFoundBody);
});

test("a report's page takes a 20 MB PDF's post; past 21 MB, and any other desk page past 49 KB, is 413", async ({
  request,
}) => {
  const report = await reg.create();
  await reportsStaff(request);
  const post = (path: string, bytes: number) =>
    request.post(path, {
      multipart: {
        action: "attach",
        pdf: { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(bytes, 32) },
      },
      maxRedirects: 0,
    });
  const view = `/desk/reports/view?id=${report.ulr}`;
  const tooBig = await post(view, 22 * MB);
  expect(tooBig.status()).toBe(413);
  expect(await tooBig.text()).toBe(desk.gate.tooLarge);
  // Within the limit, the page reads it and says what is wrong with it.
  const notPdf = await post(view, 2 * MB);
  expect(notPdf.status()).toBe(400);
  expect(await notPdf.text()).toContain("This file is not a PDF.");
  expect((await post("/desk/reports/new", 2 * MB)).status()).toBe(413);
});

test("nobody without the role may send a report's page more than a desk form", async ({
  playwright,
  baseURL,
}) => {
  const report = await reg.create();
  const leads = await playwright.request.newContext({ baseURL });
  const email = addUser(suiteDb, "leads-upload", ["leads"]);
  await signInRequest(leads, email);
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const who of [anonymous, leads]) {
    const response = await who.post(`/desk/reports/view?id=${report.ulr}`, {
      multipart: {
        action: "attach",
        pdf: { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(MB, 32) },
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
  }
});

test("a withdrawal needs its confirmation and a reason; a report cannot supersede itself", async ({
  request,
}) => {
  const report = await reg.create();
  await reportsStaff(request);
  const view = `/desk/reports/view?id=${report.ulr}`;
  const post = (form: Record<string, string>) => request.post(view, { form, maxRedirects: 0 });
  const words = registerDesk.view;
  for (const [form, status, text] of [
    [{ action: "withdraw", reason: "Typo" }, 400, words.errors.confirm],
    [{ action: "withdraw", reason: "  ", confirm: "yes" }, 400, "Say why the report is withdrawn."],
    [
      { action: "supersede", by: displayUlr(report.reference) },
      409,
      "A report cannot supersede itself.",
    ],
    [{ action: "delete", confirm: "yes" }, 400, displayUlr(report.reference)],
  ] as const) {
    const response = await post(form);
    expect(response.status(), JSON.stringify(form)).toBe(status);
    expect(await response.text()).toContain(text);
  }
  const page = await (await request.get(view)).text();
  expect(page).toContain(`data-testid="report-status">${registerDesk.statuses.issued}<`);
});
