import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { certificates } from "@/content/certificates";
import { expiringWithin } from "@/lib/certificateStanding";
import { todayInKolkata } from "@/lib/clock";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";

/**
 * Accounts in the browser: an admin adds a colleague, the colleague chooses a
 * password through the one-time link (shown to the admin: the suite's server
 * has no SMTP), signs in with the roles given, and is signed out when removed.
 */

const NEW_PASSWORD = "monsoon ledger at platform nine";

/** Chooses the password through the link: that signs the colleague in, on their home page. */
async function choosePassword(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("The same password again").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page).toHaveURL(/\/desk\/start\?welcome=password$/);
  await expect(page.getByText("Your password is set; you are signed in.")).toBeVisible();
  await expect(page.getByText(/signed out everywhere/i)).toHaveCount(0);
}

test("an admin adds a colleague; the colleague sets a password, signs in, sees Leads; removal ends their session", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const admin = addUser(suiteDb, `accounts-${testInfo.project.name}`);
  const colleague = `colleague-${randomUUID().slice(0, 8)}@lab.example`;
  await signInAs(page, admin);
  await page.getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: admin })).toContainText("Administrator");

  // Add with no role: refused, the e-mail kept.
  const form = page.getByRole("region", { name: "Add a colleague" });
  await form.getByLabel("Their work e-mail").fill(colleague);
  await form.getByRole("button", { name: "Add and create a set-password link" }).click();
  await expect(page.getByRole("alert")).toContainText("The colleague was not added:");
  await expect(page.getByRole("alert")).toContainText(
    "Tick at least one thing this person may do.",
  );
  await expect(form.getByLabel("Their work e-mail")).toHaveValue(colleague);

  await form.getByLabel("Leads", { exact: true }).check();
  await form.getByLabel("Job openings and applications").check();
  await page.screenshot({ path: testInfo.outputPath("accounts-adding-full.png"), fullPage: true });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("accounts-adding.png") });
  await form.getByRole("button", { name: "Add and create a set-password link" }).click();
  await expect(page.getByText(`${colleague} was added.`)).toBeVisible();
  await expect(
    page.getByText(/E-mail is not set up on this server, so no e-mail was sent/),
  ).toBeVisible();
  const shown = await page.getByLabel("Set-password link").inputValue();
  expect(shown).toMatch(/\/desk\/set-password\?token=[A-Za-z0-9_-]{43}$/);
  // The link names the site's public address (SITE_URL); this test opens it on the test server.
  const link = new URL(shown).pathname + new URL(shown).search;
  await expect(page.getByRole("row").filter({ hasText: colleague })).toContainText(
    "Leads, Openings and applications",
  );
  await page.screenshot({ path: testInfo.outputPath("accounts-added.png") });
  await expectNoAxeViolations(page);

  // The colleague, in a browser of their own.
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  await them.goto(link);
  await them.getByLabel("New password").fill("password2026!");
  await them.getByLabel("The same password again").fill("password2026!");
  await them.getByRole("button", { name: "Set my password" }).click();
  await expect(them.getByRole("alert")).toHaveText(
    "That password is on a list of common passwords; choose another.",
  );
  await expectNoAxeViolations(them);
  await choosePassword(them, link);
  // Used once: the same link no longer works.
  const again = await them.goto(link);
  expect(again?.status()).toBe(410);
  await expect(them.getByRole("alert")).toContainText("This link does not work");

  // The new password signs in too.
  await them.goto("/desk");
  await them.getByRole("button", { name: "Sign out" }).click();
  await them.goto("/desk/sign-in");
  await them.getByLabel("E-mail").fill(colleague);
  await them.getByLabel("Password").fill(NEW_PASSWORD);
  await them.getByRole("button", { name: "Sign in" }).click();
  await expect(them).toHaveURL(/\/desk\/start$/);
  await them.goto("/desk");
  await expect(them.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(
    them.getByText("E-mail notifications are off; ask your administrator."),
  ).toBeVisible();
  await expect(them.getByText(/SMTP_URL/)).toHaveCount(0);
  await expect(them.getByRole("link", { name: "Accounts" })).toHaveCount(0);
  await expect(them.getByRole("heading", { name: "Certificates to renew" })).toHaveCount(0);
  const refused = await them.goto("/desk/accounts");
  expect(refused?.status()).toBe(403);

  // The admin removes the account; the colleague's next request finds no session.
  await page.getByRole("link", { name: colleague, exact: true }).click();
  await page.getByRole("button", { name: "Remove account" }).click(); // the confirm box is required
  await expect(page).toHaveURL(/\/desk\/accounts\/edit\?/);
  await page.getByLabel("Yes, remove this account").check();
  await page.getByRole("button", { name: "Remove account" }).click();
  await expect(page.getByText(`${colleague} was removed and signed out.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: colleague })).toHaveCount(0);
  await them.goto("/desk");
  await expect(them).toHaveURL(/\/desk\/sign-in$/);
  await theirs.close();
});

test("admins see the notifications setup and the certificates to renew; an admin cannot remove themself", async ({
  page,
}, testInfo) => {
  const admin = addUser(suiteDb, `self-${testInfo.project.name}`);
  await signInAs(page, admin);
  await page.goto("/desk");
  await expect(page.getByText(/set SMTP_URL, LEADS_NOTIFY_TO and LEADS_NOTIFY_FROM/)).toBeVisible();
  const expiring = expiringWithin(certificates, todayInKolkata());
  const notice = page.getByRole("region", { name: "Certificates to renew" });
  if (expiring.length === 0) await expect(notice).toHaveCount(0);
  for (const { certificate } of expiring)
    await expect(notice).toContainText(`${certificate.name} (${certificate.number})`);

  await page.goto(`/desk/accounts/edit?id=${encodeURIComponent(admin)}`);
  await page.getByLabel("Yes, remove this account").check();
  await page.getByRole("button", { name: "Remove account" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "You cannot remove your own account; another administrator can.",
  );
  await page.getByLabel("Administrator (accounts, audit log and everything else)").uncheck();
  await page.getByLabel("Leads", { exact: true }).check();
  await page.getByRole("button", { name: "Save roles" }).click();
  await expect(page.getByRole("alert")).toContainText("You cannot take the administrator role");
});

test("the set-password page refuses a wrong or missing token with 410 and no form", async ({
  page,
}) => {
  for (const path of ["/desk/set-password", "/desk/set-password?token=not-a-real-token"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(410);
    expect(response?.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.getByRole("alert")).toContainText("This link does not work");
    await expect(page.getByLabel("New password")).toHaveCount(0);
  }
});
