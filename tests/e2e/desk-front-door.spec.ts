import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { desk } from "@/content/desk";
import { registerDesk } from "@/content/reports";
import { inviteUser } from "@/lib/desk/accounts";
import { displayUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import { suiteRegister } from "./deskRegister";
import { addUser, fillSignIn, suiteDb } from "./deskStaff";
import { onRecord } from "./record";
import { onRecordStore } from "./record";

/**
 * The desk's front door: the page asked for before signing in, "Forgot
 * password", and a password chosen through a link that signs its owner in.
 */

const width = (page: Page) => page.viewportSize()?.width ?? 0;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-out visit to a report's desk page lands there after sign-in", async ({
    page,
  }, testInfo) => {
    const register = suiteRegister();
    const report = await register.create();
    register.close();
    const email = addUser(suiteDb, `next-${testInfo.project.name}`, ["reports"]);
    const asked = `/desk/reports/view?id=${encodeURIComponent(report.reference)}`;

    await page.goto(asked);
    await expect(page).toHaveURL(`/desk/sign-in?next=${encodeURIComponent(asked)}`);
    await fillSignIn(page, email);
    await expect(page).toHaveURL(asked);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(displayUlr(report.reference));

    // A hostile next is left out of the form: the account's home.
    await page.context().clearCookies();
    await page.goto(`/desk/sign-in?next=${encodeURIComponent("//evil.example/desk/")}`);
    await fillSignIn(page, email);
    await expect(page).toHaveURL(/\/desk\/start$/);
  });
});

test("the desk names itself and the lab; each page's title names the page and the area", async ({
  page,
}, testInfo) => {
  await page.goto("/desk/sign-in");
  await expect(page).toHaveTitle("Sign in · Staff desk · Malwa Electrotest");
  await expect(page.getByRole("banner")).toContainText("Malwa Electrotest");
  await expect(page.getByRole("banner")).toContainText("Staff desk");
  await expect(page.getByText("Lead desk")).toHaveCount(0);
  const email = addUser(suiteDb, `title-${testInfo.project.name}`, ["reports"]);
  await fillSignIn(page, email);
  await expect(page).toHaveTitle(`${desk.start.title} · Staff desk · Malwa Electrotest`);
  await page.goto("/desk/reports");
  await expect(page).toHaveTitle(`${registerDesk.list.title} · Staff desk · Malwa Electrotest`);
  await expect(page.getByRole("navigation", { name: "Staff desk" })).toBeVisible();
});

test("Forgot password: one e-mail field; the same answer for an address with or without an account", async ({
  page,
}, testInfo) => {
  const email = addUser(suiteDb, `forgot-${testInfo.project.name}`, ["leads"]);
  // The suite's server is shared and its limits last an hour (10 requests per client): this
  // browser is always 127.0.0.1, so earlier runs' requests are forgotten first. The limits
  // themselves are tested on a server of their own (desk-front-door.api.spec.ts).
  await onRecordStore(suiteDb, (store) =>
    store.deleteFrom("desk_failures").where("key", "like", "forgot-%").execute(),
  );
  await page.goto("/desk/sign-in");
  const forgot = page.getByRole("link", { name: "Forgot password?" });
  await expect(forgot).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath(`sign-in-${width(page)}.png`),
    fullPage: true,
  });
  await forgot.click();
  await expect(page).toHaveURL(/\/desk\/forgot-password$/);
  await expect(page).toHaveTitle("Forgot password · Staff desk · Malwa Electrotest");
  await expect(
    page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
  ).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: test.info().outputPath(`forgot-password-${width(page)}.png`),
    fullPage: true,
  });

  // Not an address: said at the field.
  await page.getByLabel("E-mail").fill("not an address");
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter an e-mail address");
  // The message leads to the field, which keeps what was typed and is described by it.
  await expect(page.getByRole("alert").getByRole("link")).toHaveAttribute("href", "#forgot-email");
  const field = page.getByLabel("E-mail");
  await expect(field).toHaveValue("not an address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Enter an e-mail address/);

  // The suite's server has no e-mail: everyone is told to ask an administrator.
  const answers: string[] = [];
  for (const address of [email, `nobody-${randomUUID().slice(0, 8)}@lab.example`]) {
    await page.goto("/desk/forgot-password");
    await page.getByLabel("E-mail").fill(address);
    await page.getByRole("button", { name: "Send me a link" }).click();
    const answer = page.getByRole("status");
    await expect(answer).toContainText("ask an administrator");
    answers.push(await page.locator("main").innerHTML());
  }
  expect(answers[0]).toBe(answers[1]);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: test.info().outputPath(`forgot-password-answer-${width(page)}.png`),
    fullPage: true,
  });
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
});

test("a password chosen through a link signs its owner in, on their home page", async ({
  page,
}) => {
  let token: string;
  const colleague = `arrived-${randomUUID().slice(0, 8)}@lab.example`;
  try {
    ({ token } = await onRecord(suiteDb, () =>
      inviteUser({ email: colleague, roles: ["reports"] }, "admin@lab.example"),
    ));
  } finally {
  }
  await page.goto(`/desk/set-password?token=${token}`);
  await page.getByLabel("New password").fill("monsoon ledger at platform nine");
  await page.getByLabel("The same password again").fill("monsoon ledger at platform nine");
  await page.getByRole("button", { name: "Set my password" }).click();
  // A reports account sets up two-factor sign-in first, then goes on to its home.
  await expect(page).toHaveURL(
    `/desk/two-factor?next=${encodeURIComponent("/desk/start?welcome=password")}`,
  );
  const setupKey = await page.getByLabel("Setup key").inputValue();
  await page
    .getByLabel("Code", { exact: true })
    .fill(TOTP.generate({ secret: Secret.fromBase32(setupKey.replace(/\s+/g, "")) }));
  await page.getByRole("button", { name: desk.twoFactor.turnOn }).click();
  await page.getByRole("link", { name: desk.twoFactor.continue }).click();
  await expect(page).toHaveURL(/\/desk\/start\?welcome=password$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password is set" })).toHaveText(
    "Your password is set; you are signed in.",
  );
  await expect(page.getByText(/signed out everywhere/i)).toHaveCount(0);
  await expect(page.getByRole("banner")).toContainText(colleague);
  await expectNoAxeViolations(page);
});
