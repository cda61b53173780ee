import { expect, test, type Page } from "@playwright/test";
import { HOTP, Secret, TOTP } from "otpauth";
import { desk } from "@/content/desk";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { expectNoAxeViolations } from "./axe";
import { addUser, fillSignIn, PASSWORD, signInAs, suiteDb } from "./deskStaff";

/**
 * Two-factor sign-in (TOTP, RFC 6238) in a real browser, as staff meet it: an
 * administrator without a second factor is sent to set one up after the
 * password, reads the setup key off the page into "their app" (otpauth here),
 * keeps the recovery codes, then signs in with codes; wrong codes count toward
 * the sign-in's lock; an administrator resets a colleague's second factor.
 */

const words = desk.twoFactor;
const width = (page: Page) => page.viewportSize()?.width ?? 0;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${width(page)}.png`), fullPage: true });

/** What an authenticator app holding this setup key shows for a 30-second step. */
const appCode = (setupKey: string, step: number) =>
  HOTP.generate({ secret: Secret.fromBase32(setupKey.replace(/\s+/g, "")), counter: step });
const currentStep = () => TOTP.counter({ timestamp: Date.now() });
/** Six digits that are not the app's code for any step the desk would take now. */
const wrongCode = (setupKey: string) => {
  const now = currentStep();
  const taken = new Set([now - 1, now, now + 1].map((step) => appCode(setupKey, step)));
  return ["000000", "111111", "222222", "333333"].find((code) => !taken.has(code))!;
};

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
}

async function passwordStep(page: Page, email: string) {
  await page.goto("/desk/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an admin without a second factor sets one up after the password; codes sign in, wrong ones lock, a recovery code works once", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = addUser(suiteDb, `two-factor-${testInfo.project.name}`, ["admin"], {
    secondFactor: false,
  });

  // The password step sends an administrator without a second factor to set one up, keeping
  // the page asked for.
  await page.goto("/desk/reports");
  await expect(page).toHaveURL(`/desk/sign-in?next=${encodeURIComponent("/desk/reports")}`);
  await fillSignIn(page, admin);
  await expect(page).toHaveURL(`/desk/two-factor?next=${encodeURIComponent("/desk/reports")}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" }),
  ).toBeVisible();
  await expect(page.getByText(words.required)).toBeVisible();

  // Until it is set up, every other desk page leads back here (downloads say why).
  await page.goto("/desk/audit");
  await expect(page).toHaveURL(`/desk/two-factor?next=${encodeURIComponent("/desk/audit")}`);
  const download = await page.request.get("/desk/export.csv");
  expect(download.status()).toBe(403);
  expect(await download.text()).toBe(desk.gate.secondFactorFirst);

  // The QR code and the setup key, as text.
  await expect(page.getByRole("img", { name: words.qrAlt })).toBeVisible();
  const setupKey = await page.getByLabel("Setup key").inputValue();
  expect(setupKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoAxeViolations(page);
  await shot(page, "two-factor-enrol");

  // A wrong code is refused, said at the field.
  await page.getByLabel("Code", { exact: true }).fill(wrongCode(setupKey));
  await page.getByRole("button", { name: words.turnOn }).click();
  await expect(page.getByRole("alert")).toHaveText(words.wrongCode);
  await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // The same key after the refusal: the app's entry stays right.
  await expect(page.getByLabel("Setup key")).toHaveValue(setupKey);
  await expectNoAxeViolations(page);

  // The app's code turns it on, and the ten recovery codes are shown, once.
  const enrolledStep = currentStep();
  await page.getByLabel("Code", { exact: true }).fill(appCode(setupKey, enrolledStep));
  await page.getByRole("button", { name: words.turnOn }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Two-factor sign-in is on" }),
  ).toBeVisible();
  const list = page.getByRole("list", { name: words.codesListLabel });
  const recovery = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(recovery).toHaveLength(10);
  for (const code of recovery) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  await expect(page.getByRole("button", { name: words.copy })).toBeVisible();
  await expect(page.getByRole("button", { name: words.print })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "two-factor-recovery-codes");
  await page.getByRole("link", { name: words.continue }).click();
  await expect(page).toHaveURL("/desk/audit");
  await page.goto("/desk/two-factor");
  await expect(page.getByText(words.recoveryLeft(10))).toBeVisible();
  // An administrator's roles need it: no way to turn it off.
  await expect(page.getByRole("button", { name: words.turnOff })).toHaveCount(0);
  await expect(page.getByText(words.cannotTurnOff)).toBeVisible();

  // Next sign-in: the password, then the code page (no session before the code).
  await signOut(page);
  await passwordStep(page, admin);
  await expect(page).toHaveURL("/desk/sign-in/code");
  await expect(
    page.getByRole("heading", { level: 1, name: "Enter your sign-in code" }),
  ).toBeVisible();
  expect((await page.request.get("/desk/audit", { maxRedirects: 0 })).status()).toBe(303);
  await expectNoAxeViolations(page);
  await shot(page, "two-factor-code");
  // A wrong code is refused, and announced.
  await enterCode(page, wrongCode(setupKey));
  await expect(page.getByRole("alert")).toHaveText(desk.signInCode.invalid);
  // A recovery code signs in, and the person is told how many are left.
  await enterCode(page, recovery[0]!.toLowerCase());
  await expect(page).toHaveURL(/\/desk\/two-factor\?after=recovery$/);
  await expect(page.getByRole("status")).toContainText(words.afterRecovery(9));
  await expect(page.getByText(words.recoveryLeft(9))).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "two-factor-after-recovery");

  // The same recovery code, again: refused. Two more wrong codes end this sign-in (three tries
  // a password step); two more after the password again: five failures lock.
  await signOut(page);
  await passwordStep(page, admin);
  await enterCode(page, recovery[0]!);
  await expect(page.getByRole("alert")).toHaveText(desk.signInCode.invalid);
  await enterCode(page, wrongCode(setupKey));
  await expect(page.getByRole("alert")).toHaveText(desk.signInCode.invalid);
  await enterCode(page, wrongCode(setupKey));
  await expect(page.getByRole("alert")).toHaveText(
    desk.signInCode.triesUsedUp(STAFF_SIGN_IN.codeTriesPerSignIn),
  );
  await page.getByRole("link", { name: desk.signInCode.again }).click();
  await expect(page).toHaveURL("/desk/sign-in");
  await passwordStep(page, admin);
  await expect(page).toHaveURL("/desk/sign-in/code");
  await enterCode(page, wrongCode(setupKey));
  await expect(page.getByRole("alert")).toHaveText(desk.signInCode.invalid);
  await enterCode(page, wrongCode(setupKey));
  await expect(page.getByRole("alert")).toContainText(
    /Too many failed sign-ins from this address\. Signing in to this account from here is locked until \d/,
  );
  // Locked: even the app's right code is refused now, and so is the password.
  await enterCode(page, appCode(setupKey, Math.max(currentStep(), enrolledStep + 1)));
  await expect(page.getByRole("alert")).toContainText("locked until");
  await passwordStep(page, admin);
  await expect(page.getByRole("alert")).toContainText("locked until");
  await expect(page).toHaveURL("/desk/sign-in");
});

test("an admin resets a colleague's second factor (audited); the colleague sets it up again at the next sign-in", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const admin = addUser(suiteDb, `two-factor-admin-${testInfo.project.name}`, ["admin"]);
  const colleague = addUser(suiteDb, `two-factor-clerk-${testInfo.project.name}`, ["reports"]);
  await signInAs(page, admin);
  await page.goto(`/desk/accounts/edit?id=${encodeURIComponent(colleague)}`);
  const section = page.getByRole("region", { name: desk.accounts.editPage.twoFactor });
  await expect(section).toContainText("On since");
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath(`two-factor-account-${width(page)}.png`),
  });
  await section.getByRole("button", { name: desk.accounts.editPage.twoFactorReset }).click();
  await expect(page.getByRole("status")).toHaveText(desk.accounts.done.twoFactor(colleague));

  // In the audit log, in words, naming the colleague.
  await page.goto(`/desk/audit?who=${encodeURIComponent(admin)}`);
  await expect(
    page.getByRole("row").filter({ hasText: "Reset an account's two-factor sign-in" }),
  ).toContainText(colleague);

  // The colleague's page now says it is not set up; the reset is not offered again.
  await page.goto(`/desk/accounts/edit?id=${encodeURIComponent(colleague)}`);
  await expect(section).toContainText(desk.accounts.editPage.twoFactorOff);
  await expect(section.getByRole("button")).toHaveCount(0);

  // The colleague signs in with the password and is sent to set it up again.
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  await them.goto("/desk/sign-in");
  await fillSignIn(them, colleague);
  await expect(them).toHaveURL("/desk/two-factor");
  await expect(
    them.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" }),
  ).toBeVisible();
  await theirs.close();
});

test("an account whose roles do not need it turns it on and off from its own page", async ({
  page,
}, testInfo) => {
  const clerk = addUser(suiteDb, `two-factor-leads-${testInfo.project.name}`, ["leads"]);
  await signInAs(page, clerk);
  // Offered on the start page, where every account lands.
  await expect(page.getByRole("region", { name: desk.start.account })).toContainText(
    desk.start.twoFactorOff,
  );
  await page.getByRole("link", { name: desk.start.twoFactorLink }).click();
  await expect(page.getByText(words.offered)).toBeVisible();
  const setupKey = await page.getByLabel("Setup key").inputValue();
  const enrolledStep = currentStep();
  await page.getByLabel("Code", { exact: true }).fill(appCode(setupKey, enrolledStep));
  await page.getByRole("button", { name: words.turnOn }).click();
  await expect(page.getByRole("list", { name: words.codesListLabel })).toBeVisible();

  // Turning it off takes a code from the app; the one that turned it on is spent.
  await page.goto("/desk/two-factor");
  await page.getByLabel("Code", { exact: true }).fill(appCode(setupKey, enrolledStep));
  await page.getByRole("button", { name: words.turnOff }).click();
  await expect(page.getByRole("alert")).toHaveText(desk.signInCode.invalid);
  await page.getByLabel("Code", { exact: true }).fill(appCode(setupKey, enrolledStep + 1));
  await page.getByRole("button", { name: words.turnOff }).click();
  await expect(page.getByRole("status")).toHaveText(words.turnedOff);
  await expect(
    page.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" }),
  ).toBeVisible();

  // Off: the password alone signs in again.
  await signOut(page);
  await passwordStep(page, clerk);
  await expect(page).toHaveURL("/desk/start");
});
