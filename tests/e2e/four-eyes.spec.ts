import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { desk } from "@/content/desk";
import { registerDesk, verify } from "@/content/reports";
import { setProfile } from "@/lib/desk/accounts";
import { displayUlr } from "@/lib/reports/ulr";
import { makePdf } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { reportPage, suiteRegister } from "./deskRegister";
import { onRecord } from "./record";

/**
 * Four eyes on the desk, at 1440 px and 390 px: one person registers a report,
 * an admin gives a colleague the name and designation they sign with, that
 * signatory authorises it and later amends it with a reason.
 */

const view = registerDesk.view;

/** The name and designation an admin enters for a signatory (set straight in the database). */
async function setSignature(email: string) {
  await onRecord(suiteDb, () =>
    setProfile(email, { displayName: "S. Joshi", designation: "Quality Manager" }, "test"),
  );
}

let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

test("a report waits for another signatory, who authorises it and amends it with a reason", async ({
  browser,
}, testInfo) => {
  const shot = (page: import("@playwright/test").Page, name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const clerk = addUser(suiteDb, "clerk", ["reports"]);
  const signer = addUser(suiteDb, "signer", ["signatory"]);
  const report = await reg.register(clerk, {
    customer: `Avantika Meters ${randomUUID().slice(0, 6)}`,
  });
  await reg.attach(report, "final");

  // The registrant sees it waiting, may correct it, and cannot authorise it.
  const clerkPage = await (await browser.newContext()).newPage();
  await signInAs(clerkPage, clerk);
  await reportPage(clerkPage, report.reference);
  await expect(clerkPage.getByTestId("report-status")).toHaveText(
    registerDesk.statuses["awaiting-authorisation"],
  );
  await expect(clerkPage.getByText(view.authorise.notSignatory)).toBeVisible();
  await expect(clerkPage.getByRole("button", { name: view.authorise.submit })).toHaveCount(0);
  const edit = clerkPage.getByRole("form", { name: view.edit.heading });
  await edit.getByLabel(registerDesk.fields.serialNumber).fill("MTR-88120");
  await edit.getByRole("button", { name: view.edit.submit }).click();
  await expect(clerkPage.getByRole("status")).toHaveText(view.edited);
  await expect(clerkPage.getByText("MTR-88120")).toBeVisible();
  await expectNoAxeViolations(clerkPage);
  await shot(clerkPage, "awaiting");

  // An admin enters the signatory's name and designation on the Accounts page.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, addUser(suiteDb, "admin", ["admin"]));
  await adminPage.goto(`/desk/accounts/edit?id=${encodeURIComponent(signer)}`);
  const profile = adminPage.getByRole("form", { name: desk.accounts.editPage.profile });
  await profile.getByLabel(desk.accounts.editPage.displayName).fill("R. K. Verma");
  await profile.getByLabel(desk.accounts.editPage.designation).fill("Technical Manager");
  await profile.getByRole("button", { name: desk.accounts.editPage.saveProfile }).click();
  await expect(adminPage.getByRole("status")).toHaveText(desk.accounts.done.profile(signer));

  // The signatory authorises: the report is issued, signed with their name.
  const signerPage = await (await browser.newContext()).newPage();
  await signInAs(signerPage, signer);
  await reportPage(signerPage, report.reference);
  await signerPage.getByRole("button", { name: view.authorise.submit }).click();
  await expect(signerPage.getByRole("status")).toHaveText(view.authorised);
  await expect(signerPage.getByTestId("report-status")).toHaveText(registerDesk.statuses.issued);
  await expect(signerPage.getByTestId("report-authorisation")).toContainText(
    "Authorised by R. K. Verma, Technical Manager on",
  );

  // Later a correction: an amendment needs its reason and the corrected PDF (which prints the
  // details), and is listed with what changed.
  const amend = signerPage.getByRole("form", { name: view.amend.heading });
  await amend.getByLabel(registerDesk.fields.serialNumber).fill("MTR-88210");
  await amend.getByLabel(view.amend.pdf).setInputFiles({
    name: "corrected.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(makePdf("MTR-88210")),
  });
  await amend.getByRole("button", { name: view.amend.submit }).click();
  await expect(amend.getByLabel(view.amend.reason)).toBeFocused();
  await amend.getByLabel(view.amend.reason).fill("Serial number transposed");
  await amend.getByRole("button", { name: view.amend.submit }).click();
  await expect(signerPage.getByRole("status")).toHaveText(view.amended);
  const amendments = signerPage.getByRole("list", { name: view.amendments.caption });
  await expect(amendments).toContainText("Serial number transposed");
  await expect(amendments).toContainText(
    view.amendments.change(registerDesk.fields.serialNumber, "MTR-88120", "MTR-88210"),
  );
  await expect(amendments).toContainText(
    view.amendments.change(
      verify.amendments.fields.pdf,
      verify.pdf.version(1),
      verify.pdf.version(2),
    ),
  );
  await expectNoAxeViolations(signerPage);
  await shot(signerPage, "amended");
  expect(displayUlr(report.reference)).toContain("ULR-");
});

test("a withdrawn report offers nothing but its record", async ({ page }) => {
  const report = await reg.create();
  await reg.withdraw(report, "Issued to the wrong customer");
  await signInAs(page, addUser(suiteDb, "signer", ["signatory"]));
  await reportPage(page, report.reference);
  await expect(page.getByTestId("report-status")).toHaveText(registerDesk.statuses.withdrawn);
  for (const heading of [
    view.attach.heading,
    view.stamp.heading,
    view.withdraw.heading,
    view.supersede.heading,
    view.amend.heading,
    view.authorise.heading,
  ])
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
});

test("a signatory authorises several ticked reports at once, never one they registered nor one without its final PDF", async ({
  page,
}, testInfo) => {
  const clerk = addUser(suiteDb, "clerk", ["reports"]);
  const signer = addUser(suiteDb, "signer", ["signatory"]);
  const marker = randomUUID().slice(0, 6);
  const theirs = [
    await reg.register(clerk, { customer: `Bulk ${marker} 1` }),
    await reg.register(clerk, { customer: `Bulk ${marker} 2` }),
  ];
  for (const report of theirs) await reg.attach(report, `final ${report.reference}`);
  const own = await reg.register(signer, { customer: `Bulk ${marker} own` });
  await reg.attach(own, "own final");
  // Its card says "PDF: none yet": authorising it is refused with the reason (issue 48).
  const bare = await reg.register(clerk, { customer: `Bulk ${marker} bare` });
  await setSignature(signer);
  await signInAs(page, signer);
  await page.goto(`/desk/reports?status=awaiting-authorisation&q=Bulk%20${marker}`);
  const layout = testInfo.project.name === "phone" ? "cards" : "table";
  const form = page.locator(`form#qr-codes-${layout}`);
  await expect(
    page.getByText(registerDesk.list.noPdfToAuthorise).filter({ visible: true }),
  ).toHaveCount(1);
  for (const report of [...theirs, own, bare])
    await page
      .getByRole("checkbox", { name: registerDesk.list.select(displayUlr(report.reference)) })
      .filter({ visible: true })
      .check();
  await form.getByRole("button", { name: registerDesk.bulkAuthorise.button }).click();
  const result = page.getByRole("status");
  await expect(result).toContainText(registerDesk.bulkAuthorise.authorised(2));
  await expect(result).toContainText(registerDesk.bulkAuthorise.skipped(2));
  await expect(result).toContainText("other than the person who registered it");
  await expect(result).toContainText(
    `${displayUlr(bare.reference)}${registerDesk.bulkAuthorise.skippedBecause(view.authorise.noPdf)}`,
  );
  for (const report of theirs)
    await expect(result.getByRole("link", { name: displayUlr(report.reference) })).toBeVisible();
  await expectNoAxeViolations(page);
});
