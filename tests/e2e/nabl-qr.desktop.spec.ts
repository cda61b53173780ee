import { expect, test, type Page } from "@playwright/test";
import { nablQrDesk, registerDesk } from "@/content/reports";
import { displayUlr } from "@/lib/reports/ulr";
import { NABL_TEST_URL, nablQrPicture } from "../fixtures/nablQr";
import { firstPageLayout } from "../fixtures/pdfOracle";
import { makeA4Pdf, qrCodesOnFirstPage } from "../fixtures/pdfQr";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { bottomRight, decodePng, downloaded, reportPage, suiteRegister } from "./deskRegister";
import { renderFirstPage } from "./pdfRender";

/** NABL's QR code: uploaded once by an admin, stamped beside the lab's on accredited reports. */

const view = registerDesk.view;
let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

const choose = (page: Page, name: string, mimeType: string, bytes: Uint8Array) =>
  page
    .getByLabel(nablQrDesk.upload.file)
    .setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });

async function stamp(page: Page, reference: string) {
  await reportPage(page, reference);
  await page
    .getByRole("form", { name: view.stamp.heading })
    .getByLabel(view.stamp.file)
    .setInputFiles({
      name: "draft.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await makeA4Pdf()),
    });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("form", { name: view.stamp.heading })
      .getByRole("button", { name: view.stamp.submit })
      .click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await downloaded(download) };
}

test("an admin uploads NABL's QR code; a reports user's stamped draft carries both codes", async ({
  page,
  browser,
}) => {
  const admin = addUser(suiteDb, "nabl-admin", ["admin"]);
  await signInAs(page, admin);
  await page.getByRole("link", { name: nablQrDesk.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/desk\/nabl-qr$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nablQrDesk.heading);

  // Not a picture, whatever its name says: refused in words, nothing changes.
  await choose(page, "nabl.png", "image/png", new TextEncoder().encode("%PDF-1.7\nnot a picture"));
  await page.getByRole("button", { name: nablQrDesk.upload.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(nablQrDesk.errors.notImage);
  // The refusal is about the picture: the alert leads to its field, which says why.
  await expect(
    page.getByRole("alert").getByRole("link", { name: nablQrDesk.errors.notImage }),
  ).toHaveAttribute("href", "#nabl-qr-picture");
  const picture = page.getByLabel(nablQrDesk.upload.file);
  await expect(picture).toHaveAttribute("aria-invalid", "true");
  await expect(picture).toHaveAccessibleDescription(nablQrDesk.errors.notImage);

  await choose(page, "nabl.png", "image/png", await nablQrPicture("png"));
  await page.getByRole("button", { name: nablQrDesk.upload.submit }).click();
  await expect(page).toHaveURL(/\/desk\/nabl-qr\?done=uploaded$/);
  await expect(page.getByRole("status")).toHaveText(nablQrDesk.done.uploaded);
  const current = page.getByRole("img", { name: nablQrDesk.alt });
  await expect(current).toBeVisible();
  expect(await current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Who and when (the same picture uploaded before keeps its first record and is chosen again).
  await expect(
    page.getByRole("figure").getByText(new RegExp(`^(Uploaded|Chosen) by ${admin} on `)),
  ).toBeVisible();
  // The picture the desk serves is the clean copy: a PNG that still holds NABL's address.
  const served = await page.request.get((await current.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(decodePng(await served.body())).toBe(NABL_TEST_URL);

  // A replacement (the JPEG), then the first one used again: nothing is lost.
  await choose(page, "nabl.jpg", "image/jpeg", await nablQrPicture("jpeg"));
  await page.getByRole("button", { name: nablQrDesk.upload.submit }).click();
  await expect(page.getByRole("status")).toHaveText(nablQrDesk.done.uploaded);
  const earlier = page.getByRole("region", { name: nablQrDesk.earlier.heading });
  await expect(earlier.getByRole("listitem").first()).toBeVisible();
  await earlier
    .getByRole("button", { name: /^Use the QR code uploaded on / })
    .first()
    .click();
  await expect(page.getByRole("status")).toHaveText(nablQrDesk.done.chosen);

  // A colleague with the reports role stamps an accredited draft and a draft outside the scope.
  await page.context().clearCookies();
  await signInAs(page, addUser(suiteDb, "nabl-reports", ["reports"]));
  const accredited = await reg.create();
  const link = await (async () => {
    await reportPage(page, accredited.reference);
    return page.getByTestId("verify-link").innerText();
  })();
  const stamped = await stamp(page, accredited.reference);
  expect(stamped.name).toBe(`${displayUlr(accredited.reference)}-with-QR.pdf`);
  expect((await qrCodesOnFirstPage(stamped.bytes)).sort()).toEqual([link, NABL_TEST_URL].sort());
  const layout = await firstPageLayout(stamped.bytes);
  expect(layout.images).toHaveLength(2);
  for (const box of layout.images)
    expect(((box.right - box.left) * 25.4) / 72).toBeGreaterThanOrEqual(20);
  const words = layout.text.map((t) => t.str);
  expect(words).toEqual(
    expect.arrayContaining([
      displayUlr(accredited.reference),
      registerDesk.stamp.code(accredited.code),
    ]),
  );
  expect(words.some((w) => /^[^/]+\/verify$/.test(w))).toBe(true);
  expect(words.join(" ")).not.toContain(accredited.token);
  // As a reader sees page 1: the code in the corner is the lab's.
  expect(decodePng(bottomRight(await renderFirstPage(browser, stamped.bytes), 36))).toBe(link);

  const outside = await reg.create({ accredited: false, ulr: "" });
  const plain = await stamp(page, outside.reference);
  const plainLayout = await firstPageLayout(plain.bytes);
  expect(plainLayout.images).toHaveLength(1);
  expect(await qrCodesOnFirstPage(plain.bytes)).toHaveLength(1);
  expect(plainLayout.text.map((t) => t.str)).toContain(outside.reportNumber);
  expect(plainLayout.text.map((t) => t.str).join(" ")).not.toMatch(/ULR/);

  // The admins' page is not for this account.
  const forbidden = await page.goto("/desk/nabl-qr");
  expect(forbidden?.status()).toBe(403);
});
