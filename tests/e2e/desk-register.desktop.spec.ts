import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { registerDesk, verify } from "@/content/reports";
import { setProfile } from "@/lib/desk/accounts";
import { displayUlr, formatUlr } from "@/lib/reports/ulr";
import { makePdf, makeScriptPdf } from "../fixtures/documents";
import { NABL_TEST_URL } from "../fixtures/nablQr";
import { makeA4Pdf, qrCodesOnFirstPage } from "../fixtures/pdfQr";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import {
  bottomRight,
  decodePng,
  downloaded,
  ensureNablQr,
  followVerifyUrl,
  reportPage,
  suiteRegister,
} from "./deskRegister";
import { renderFirstPage } from "./pdfRender";
import { onRecord } from "./record";

/** The register on the desk at 1440 px: a report's life from its record to its verification page. */

const fields = registerDesk.fields;
const view = registerDesk.view;
let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

/** An authorised signatory with the name and designation an admin entered. */
async function signatory() {
  const email = addUser(suiteDb, "signatory", ["signatory"]);
  await onRecord(suiteDb, () =>
    setProfile(email, { displayName: "R. K. Verma", designation: "Technical Manager" }, "test"),
  );
  return email;
}

async function signedIn(page: Page) {
  await signInAs(page, addUser(suiteDb, "reports", ["reports"]));
}

/** Posts one of the report page's forms and answers the page's status. */
async function submit(page: Page, form: string, button: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("form", { name: form }).getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState();
  return response.status();
}

const pick = (page: Page, form: string, label: string, name: string, bytes: Uint8Array) =>
  page
    .getByRole("form", { name: form })
    .getByLabel(label)
    .setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from(bytes) });

test("a report made on the desk has a QR code that opens its verification page: authentic", async ({
  page,
}) => {
  const marker = randomUUID().slice(0, 8);
  await signedIn(page);
  await page.getByRole("link", { name: registerDesk.nav, exact: true }).click();
  await page.getByRole("link", { name: registerDesk.list.newReport }).click();
  await expect(page).toHaveURL(/\/desk\/reports\/new$/);
  // The desk suggests the next ULR of the chosen kind, and follows the kind.
  const ulrField = page.getByRole("textbox", { name: fields.ulr, exact: true });
  await expect(ulrField).toHaveValue(/^ULR-TC11482\d{2}\d{8}F$/);
  await page.getByRole("radio", { name: "Calibration certificate" }).check();
  await expect(ulrField).toHaveValue(/^ULR-CC3907\d{2}\d{9}F$/);
  await page.getByRole("radio", { name: "Test report" }).check();
  const ulr = await ulrField.inputValue();
  expect(ulr).toMatch(/^ULR-TC/);

  await page.getByLabel(fields.reportNumber).fill(`MET/TR/${marker}`);
  await page.getByLabel(fields.discipline).fill("Electrical");
  await page.getByLabel(fields.group).fill("Cables");
  await page.getByLabel(fields.customer).fill(`Narmada Cables ${marker}`);
  await page.getByLabel(fields.itemDescription).fill("XLPE power cable, 11 kV");
  await page.getByLabel(fields.standard).fill("IS 7098 (Part 2)");
  await page.getByRole("button", { name: registerDesk.newPage.submit }).click();

  await expect(page).toHaveURL(/\/desk\/reports\/view\?id=TC/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ulr);
  await expect(page.getByRole("status")).toHaveText(view.created);
  await expect(page.getByTestId("report-status")).toHaveText(
    registerDesk.statuses["awaiting-authorisation"],
  );
  await expect(page.getByTestId("verify-code")).toHaveText(/^[2-9A-HJKMNP-Z]{8}$/);
  const link = await page.getByTestId("verify-link").innerText();
  await expect(page.getByRole("img", { name: view.qrAlt(ulr) })).toBeVisible();

  const [png] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: view.qrPng }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(`${ulr}.png`);
  expect(decodePng(await downloaded(png))).toBe(link);
  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: view.qrSvg }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`${ulr}.svg`);
  expect((await downloaded(svg)).toString()).toMatch(/^<svg /);

  // The registrant attaches the final PDF; a signatory other than the registrant authorises
  // the report with it: only then is it authentic.
  await pick(page, view.attach.heading, view.attach.file, "final.pdf", makePdf(`final ${marker}`));
  expect(await submit(page, view.attach.heading, view.attach.submit)).toBe(303);
  await page.context().clearCookies();
  await signInAs(page, await signatory());
  await reportPage(page, ulr);
  await page.getByRole("button", { name: view.authorise.submit }).click();
  await expect(page.getByTestId("report-status")).toHaveText(registerDesk.statuses.issued);
  await followVerifyUrl(page, link);
  await expect(page.getByText(verify.status.issued)).toBeVisible();
  await expect(page.getByText(`Narmada Cables ${marker}`)).toBeVisible();
  // The scan counted (the server writes its counted checks within 2 seconds): staff see it.
  await expect(async () => {
    await reportPage(page, ulr);
    await expect(page.getByText(view.checkedTimes(1))).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test("the new report's form names each wrong field, and a taken ULR", async ({ page }) => {
  const taken = await reg.create();
  await signedIn(page);
  await page.goto("/desk/reports/new");
  await page.getByRole("textbox", { name: fields.ulr, exact: true }).fill("ULR-TC999");
  await page.getByLabel(fields.issueDate).fill("");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: registerDesk.newPage.submit }).click(),
  ]);
  expect(response.status()).toBe(400);
  const summary = page.getByRole("alert");
  await expect(summary).toContainText(registerDesk.newPage.errors);
  for (const name of ["ulr", "reportNumber", "customer", "issueDate"] as const)
    await expect(
      summary.getByRole("link", { name: new RegExp(`^${fields[name]}:`) }),
    ).toBeVisible();
  const customer = page.getByLabel(fields.customer);
  await expect(customer).toHaveAttribute("aria-invalid", "true");
  await expect(customer).toHaveAccessibleDescription("Required");
  await expect(page.getByRole("textbox", { name: fields.ulr, exact: true })).toHaveValue(
    "ULR-TC999",
  );

  await page
    .getByRole("textbox", { name: fields.ulr, exact: true })
    .fill(displayUlr(taken.reference));
  for (const [label, value] of [
    [fields.reportNumber, "MET/TR/dup"],
    [fields.discipline, "Electrical"],
    [fields.group, "Cables"],
    [fields.customer, "Someone"],
    [fields.itemDescription, "Cable"],
    [fields.standard, "IS 7098"],
    [fields.issueDate, "2026-11-20"],
  ])
    await page.getByLabel(label!).fill(value!);
  const [again] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: registerDesk.newPage.submit }).click(),
  ]);
  expect(again.status()).toBe(409);
  await expect(page.getByRole("alert")).toContainText(
    `${displayUlr(taken.reference)} is already in the register.`,
  );
});

test("the final PDF is attached and versioned before authorisation, a bad file refused; withdrawn and superseded reports say so", async ({
  page,
}) => {
  const report = await reg.create({}, { awaiting: true });
  const newer = await reg.create();
  await signedIn(page);
  await reportPage(page, report.reference);
  await expect(page.getByText(view.noPdfs)).toBeVisible();

  // Bigger than any other desk form (49 KB): the report's page takes it.
  const first = makePdf(`first issue ${"x".repeat(200_000)}`);
  await pick(page, view.attach.heading, view.attach.file, "report.pdf", first);
  expect(await submit(page, view.attach.heading, view.attach.submit)).toBe(303);
  await expect(page.getByRole("status")).toHaveText(view.attached(1));
  await pick(page, view.attach.heading, view.attach.file, "report-v2.pdf", makePdf("second issue"));
  await submit(page, view.attach.heading, view.attach.submit);
  await expect(page.getByRole("status")).toHaveText(view.attached(2));
  const versions = page.getByRole("table", { name: view.pdfs });
  await expect(versions.getByRole("row")).toHaveCount(3);
  await expect(versions.getByRole("link", { name: view.download(1) })).toBeVisible();

  // Not a PDF, a PDF with script: refused, in words, nothing attached.
  await page
    .getByRole("form", { name: view.attach.heading })
    .getByLabel(view.attach.file)
    .setInputFiles({
      name: "report.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("hello"),
    });
  expect(await submit(page, view.attach.heading, view.attach.submit)).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("This file is not a PDF.");
  await pick(page, view.attach.heading, view.attach.file, "script.pdf", makeScriptPdf("plain"));
  expect(await submit(page, view.attach.heading, view.attach.submit)).toBe(400);
  await expect(page.getByRole("alert")).toContainText("contains JavaScript");
  await expect(versions.getByRole("row")).toHaveCount(3);

  // A signatory authorises it with its newest version; then the public page offers that one,
  // and the register's staff no longer attach a PDF to it (issue 48).
  await page.context().clearCookies();
  await signInAs(page, await signatory());
  await reportPage(page, report.reference);
  await page.getByRole("button", { name: view.authorise.submit }).click();
  await expect(page.getByTestId("report-status")).toHaveText(registerDesk.statuses.issued);
  await page.context().clearCookies();
  await signedIn(page);
  await reportPage(page, report.reference);
  await expect(page.getByRole("form", { name: view.attach.heading })).toHaveCount(0);
  await expect(page.getByText(view.replacePdf.notSignatory)).toBeVisible();
  const link = await page.getByTestId("verify-link").innerText();
  await followVerifyUrl(page, link);
  await expect(page.getByRole("link", { name: verify.pdf.view })).toBeVisible();
  await expect(page.getByText(verify.pdf.version(2))).toBeVisible();

  // Superseded by an unknown report: refused; by the newer one: said on both pages.
  await reportPage(page, report.reference);
  const supersede = page.getByRole("form", { name: view.supersede.heading });
  await supersede.getByLabel(view.supersede.by).fill("ULR-TC114822699999999F");
  expect(await submit(page, view.supersede.heading, view.supersede.submit)).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("No report ULR-TC114822699999999F.");
  await supersede.getByLabel(view.supersede.by).fill(displayUlr(newer.reference));
  await submit(page, view.supersede.heading, view.supersede.submit);
  await expect(page.getByRole("status")).toHaveText(view.superseded);
  await expect(page.getByTestId("report-status")).toHaveText(registerDesk.statuses.superseded);
  await followVerifyUrl(page, link);
  await expect(page.getByText(verify.status.superseded(displayUlr(newer.reference)))).toBeVisible();

  // Withdrawn, with its reason.
  await reportPage(page, newer.reference);
  const withdraw = page.getByRole("form", { name: view.withdraw.heading });
  await withdraw.getByLabel(view.withdraw.reason).fill("Wrong serial number on page 2");
  await withdraw.getByLabel(view.withdraw.confirm).check();
  await submit(page, view.withdraw.heading, view.withdraw.submit);
  await expect(page.getByRole("status")).toHaveText(view.withdrawn);
  await expect(page.getByText(/: Wrong serial number on page 2$/)).toBeVisible();
  await followVerifyUrl(page, await page.getByTestId("verify-link").innerText());
  await expect(page.getByText(/^Withdrawn on .+: Wrong serial number on page 2$/)).toBeVisible();
});

test("the QR stamped onto a draft PDF decodes to the report's verification link", async ({
  page,
  browser,
}) => {
  // An accredited report: NABL's QR code (uploaded by an admin) is stamped beside the lab's.
  await ensureNablQr();
  const report = await reg.create();
  await signedIn(page);
  await reportPage(page, report.reference);
  const link = await page.getByTestId("verify-link").innerText();
  await pick(page, view.stamp.heading, view.stamp.file, "draft.pdf", await makeA4Pdf());
  const [stamped] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("form", { name: view.stamp.heading })
      .getByRole("button", { name: view.stamp.submit })
      .click(),
  ]);
  expect(stamped.suggestedFilename()).toBe(`${displayUlr(report.reference)}-with-QR.pdf`);
  const bytes = await downloaded(stamped);
  // The QR images the PDF holds, and page 1 as a reader sees it (pdf.js in Chromium), decode to the
  // link and to NABL's address; the lab's code is the one in the corner.
  expect((await qrCodesOnFirstPage(bytes)).sort()).toEqual([link, NABL_TEST_URL].sort());
  expect(decodePng(bottomRight(await renderFirstPage(browser, bytes), 36))).toBe(link);
  // Not attached: the lab finalises it first.
  await reportPage(page, report.reference);
  await expect(page.getByText(view.noPdfs)).toBeVisible();
});

test("the register lists newest first and finds by ULR, report number, customer, status", async ({
  page,
}) => {
  const marker = randomUUID().slice(0, 8);
  const older = await reg.create({ customer: `Shivam Transformers ${marker}` });
  const newer = await reg.create({ customer: `Shivam Transformers ${marker}` });
  await reg.attach(newer, "issued");
  await signedIn(page);
  await page.goto(`/desk/reports?q=${marker}`);
  const rows = page.getByRole("table", { name: registerDesk.list.heading }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(displayUlr(newer.reference));
  await expect(rows.nth(1)).toContainText(registerDesk.list.pdfVersion(1));
  await expect(rows.nth(2)).toContainText(displayUlr(older.reference));
  await expect(rows.nth(2)).toContainText(registerDesk.list.noPdf);
  await page.goto(
    `/desk/reports?q=${encodeURIComponent(displayUlr(older.reference).toLowerCase())}`,
  );
  await expect(rows).toHaveCount(2);
  await page.goto(`/desk/reports?q=${encodeURIComponent(older.reportNumber)}`);
  await expect(rows.nth(1)).toContainText(displayUlr(older.reference));
  // A calibration certificate past its due date says so beside its status.
  const due = await reg.create({
    kind: "calibration-certificate",
    ulr: formatUlr({
      kind: "calibration-certificate",
      year: 2024,
      running: randomInt(1, 1e8),
      scope: "F",
    }),
    customer: `Shivam Transformers ${marker}`,
    issueDate: "2024-01-10",
    dueDate: "2025-01-09",
  });
  await page.goto(`/desk/reports?q=${marker}&kind=calibration-certificate`);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(displayUlr(due.reference));
  // A badge each: the status, then "Due date passed".
  await expect(rows.nth(1).locator("[data-badge]")).toHaveText([
    registerDesk.statuses.issued,
    registerDesk.duePassedBadge,
  ]);
  await page.goto(`/desk/reports?q=${marker}&status=withdrawn`);
  await expect(page.getByText(registerDesk.list.empty)).toBeVisible();
  const wrong = await page.goto("/desk/reports?status=lost&page=0");
  expect(wrong?.status()).toBe(400);
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
    registerDesk.query.wrong.page,
    registerDesk.query.wrong.status,
  ]);
});

test("a report outside the accredited scope is made without a ULR and named by its report number", async ({
  page,
}) => {
  const number = `MET/TR/2026/N-${randomUUID().slice(0, 6)}`;
  await signedIn(page);
  await page.goto("/desk/reports/new");
  const ulrField = page.getByRole("textbox", { name: fields.ulr, exact: true });
  await expect(ulrField).toHaveValue(/^ULR-TC/);
  await page.getByRole("radio", { name: fields.accreditedNo }).check();
  await expect(ulrField).toHaveValue("");
  await expect(ulrField).toBeDisabled();
  for (const [label, value] of [
    [fields.reportNumber, number],
    [fields.discipline, "Electrical"],
    [fields.group, "Conduits"],
    [fields.customer, "Malwa Pipes"],
    [fields.itemDescription, "PVC conduit pipe, 25 mm"],
    [fields.standard, "IS 9537 (Part 3)"],
  ])
    await page.getByLabel(label!).fill(value!);
  await page.getByRole("button", { name: registerDesk.newPage.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);
  await expect(page.getByText(view.review.notAccredited)).toBeVisible();
  await expect(page.getByTestId("report-status")).toHaveText(
    registerDesk.statuses["awaiting-authorisation"],
  );
});
