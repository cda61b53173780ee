import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { desk } from "@/content/desk";
import { registerDesk } from "@/content/reports";
import { expectNoAxeViolations } from "./axe";
import { reportPage, suiteRegister } from "./deskRegister";
import { addUser, signInAs, signingNameOf, suiteDb } from "./deskStaff";

/**
 * A signatory signs from the first day (issue 48): an administrator invites them with the name
 * and designation they sign with; they choose a password, set up two-factor sign-in (the page
 * offers the otpauth:// link a phone opens in its app) and authorise a colleague's report. A
 * person sets their own name on Your account; a signatory's new signing name waits for an
 * administrator, who confirms it (audited, old → new).
 */

const accounts = desk.accounts;
const own = desk.ownAccount;
const NEW_PASSWORD = "monsoon ledger at platform nine";
const width = (page: Page) => page.viewportSize()?.width ?? 0;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${width(page)}.png`), fullPage: true });

let reg: ReturnType<typeof suiteRegister>;
test.beforeAll(() => {
  reg = suiteRegister();
});
test.afterAll(() => reg.close());

test("an admin invites a signatory with their signing name; the signatory sets up two-factor sign-in from the app link and authorises a colleague's report", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const admin = addUser(suiteDb, `invite-${testInfo.project.name}`);
  const clerk = addUser(suiteDb, `invite-clerk-${testInfo.project.name}`, ["reports"]);
  const report = await reg.register(clerk, {
    customer: `Malwa Meters ${randomUUID().slice(0, 6)}`,
  });
  await reg.attach(report, "final");
  const signatory = `signatory-${randomUUID().slice(0, 8)}@lab.example`;

  await signInAs(page, admin);
  await page.goto("/desk/accounts");
  const form = page.getByRole("region", { name: accounts.add.heading });
  await form.getByLabel(accounts.add.email).fill(signatory);
  await form.getByLabel(desk.forbidden.roles.signatory).check();
  await form.getByRole("button", { name: accounts.add.submit }).click();

  // Without the name and designation: refused, each problem announced and at its field.
  const problems = page.getByRole("alert");
  await expect(problems).toContainText(accounts.add.problems);
  await expect(problems).toContainText(accounts.errors.signingName);
  await expect(problems).toContainText(accounts.errors.signingDesignation);
  const name = form.getByLabel(accounts.add.displayName);
  const designation = form.getByLabel(accounts.add.designation);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(designation).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(accounts.add.email)).toHaveValue(signatory);
  await expect(form.getByLabel(desk.forbidden.roles.signatory)).toBeChecked();
  await expectNoAxeViolations(page);

  await name.fill("R. K. Verma");
  await designation.fill("Technical Manager");
  // The form alone: the list beside it grows with every test's accounts.
  await form.screenshot({ path: testInfo.outputPath(`invite-signatory-${width(page)}.png`) });
  await form.getByRole("button", { name: accounts.add.submit }).click();
  await expect(page.getByText(accounts.done.added(signatory))).toBeVisible();
  const shown = await page.getByLabel(accounts.link.label).inputValue();
  const link = new URL(shown).pathname + new URL(shown).search;

  // The signatory, in a browser of their own: a password, then two-factor sign-in.
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  await them.goto(link);
  await them.getByLabel("New password").fill(NEW_PASSWORD);
  await them.getByLabel("The same password again").fill(NEW_PASSWORD);
  await them.getByRole("button", { name: "Set my password" }).click();
  await expect(them).toHaveURL(/\/desk\/two-factor\?next=/);
  const setupKey = (await them.getByLabel(desk.twoFactor.setupKey).inputValue()).replace(
    /\s+/g,
    "",
  );
  // The app link beside the QR code: the same key, for the phone the page is open on.
  const appLink = them.getByRole("link", { name: desk.twoFactor.openInApp });
  const uri = new URL((await appLink.getAttribute("href")) ?? "");
  expect(uri.protocol).toBe("otpauth:");
  expect(uri.host).toBe("totp");
  expect(uri.searchParams.get("secret")).toBe(setupKey);
  expect(decodeURIComponent(uri.pathname)).toContain(signatory);
  await expectNoAxeViolations(them);
  await shot(them, "two-factor-app-link");
  await them
    .getByLabel("Code", { exact: true })
    .fill(TOTP.generate({ secret: Secret.fromBase32(setupKey) }));
  await them.getByRole("button", { name: desk.twoFactor.turnOn }).click();
  await them.getByRole("link", { name: desk.twoFactor.continue }).click();
  await expect(them).toHaveURL(/\/desk\/start\?welcome=password$/);

  // From the first day: they authorise the clerk's report, signed with the name given.
  await reportPage(them, report.reference);
  await them.getByRole("button", { name: registerDesk.view.authorise.submit }).click();
  await expect(them.getByRole("status")).toHaveText(registerDesk.view.authorised);
  await expect(them.getByTestId("report-authorisation")).toContainText(
    "Authorised by R. K. Verma, Technical Manager on",
  );
  await theirs.close();
});

test("a person sets their own name; a signatory's new signing name waits for an administrator, who confirms it in the audit log", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Someone who does not sign: their name changes at once.
  const writerLabel = `own-writer-${testInfo.project.name}`;
  const writer = addUser(suiteDb, writerLabel, ["content"]);
  await signInAs(page, writer);
  await page.getByRole("link", { name: desk.nav.account }).click();
  await expect(page).toHaveURL("/desk/account");
  await expect(page.getByRole("heading", { level: 1, name: own.heading })).toBeVisible();
  await page.getByRole("textbox", { name: own.displayName, exact: true }).fill("Meera Joshi");
  await page.getByRole("button", { name: own.save }).click();
  await expect(page.getByRole("status")).toHaveText(own.saved);
  await expect(page.getByRole("textbox", { name: own.displayName, exact: true })).toHaveValue(
    "Meera Joshi",
  );
  await expectNoAxeViolations(page);
  await shot(page, "own-account");

  // A signatory: the change waits, and reports are still signed with the old name.
  const label = `own-signer-${testInfo.project.name}`;
  const signer = addUser(suiteDb, label, ["signatory"]);
  const before = `${signingNameOf(label)}, Technical Manager`;
  const after = `Dr. ${signingNameOf(label)}, Technical Manager`;
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  await signInAs(them, signer);
  await them.goto("/desk/account");
  await expect(them.getByText(own.signsAs(before))).toBeVisible();
  await them
    .getByRole("textbox", { name: own.displayName, exact: true })
    .fill(`Dr. ${signingNameOf(label)}`);
  await them.getByRole("button", { name: own.save }).click();
  await expect(them.getByRole("status")).toHaveText(own.waiting);
  await expect(them.getByText(own.signsAs(before))).toBeVisible();
  await expect(them.getByText(/Waiting for an administrator to confirm/)).toContainText(after);
  await expectNoAxeViolations(them);
  await shot(them, "own-account-signatory-waiting");

  // An administrator sees it on the Accounts page and confirms it.
  const admin = addUser(suiteDb, `own-admin-${testInfo.project.name}`);
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, admin);
  // Counted on the start page, as what waits for an administrator; the count leads there.
  await adminPage.locator('[data-attention="signingNames"] a').click();
  await expect(adminPage).toHaveURL("/desk/accounts#signing-names");
  const changes = adminPage.getByRole("region", { name: accounts.changes.heading });
  await expect(changes).toContainText(signer);
  await expect(changes).toContainText(before);
  await expect(changes).toContainText(after);
  await expectNoAxeViolations(adminPage);
  await changes.screenshot({
    path: testInfo.outputPath(`signing-names-to-confirm-${width(adminPage)}.png`),
  });
  await changes.getByRole("button", { name: accounts.changes.confirmFor(signer) }).click();
  await expect(adminPage.getByRole("status")).toHaveText(accounts.done.confirmed(signer));
  // Gone from the list (other tests' signatories may wait there too: one suite database).
  await expect(changes.filter({ hasText: signer })).toHaveCount(0);

  // The audit log: who asked, who confirmed, old → new.
  await adminPage.goto(`/desk/audit?who=${encodeURIComponent(admin)}`);
  await expect(
    adminPage
      .getByRole("row")
      .filter({ hasText: desk.audit.actionWords("signing name change confirmed") }),
  ).toContainText(`${signer}: ${before} → ${after}`);
  await adminPage.goto(`/desk/audit?who=${encodeURIComponent(signer)}`);
  await expect(
    adminPage
      .getByRole("row")
      .filter({ hasText: desk.audit.actionWords("signing name change asked") }),
  ).toContainText(`${signer}: ${before} → ${after}`);
  await adminContext.close();

  // Now they sign with the new one.
  await them.goto("/desk/account");
  await expect(them.getByText(own.signsAs(after))).toBeVisible();
  await theirs.close();
});
