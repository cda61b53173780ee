import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { record } from "./reportRegister";

/** An admin makes the LIMS's token on the desk, sees it once, and revokes it. */

test("a token is shown once with a copy box, works on the API, and stops working when revoked", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, addUser(suiteDb, "tokens", ["admin"]));
  await page.goto("/desk/api-tokens");
  await expectNoAxeViolations(page);
  const name = `lims-${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create a token" }).click();

  const shown = page.getByRole("status");
  await expect(shown).toContainText(`Token ${name} created`);
  await expect(shown).toContainText("it is not shown again");
  const token = await page.getByLabel("The new token").inputValue();
  expect(token).toMatch(/^met_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);

  const unknownUlr = record().ulr;
  const ask = () =>
    fetch(`${baseURL}/api/reports/${unknownUlr}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await ask()).status).toBe(404);

  await page.goto("/desk/api-tokens");
  await expect(page.getByLabel("The new token")).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  const entry = page.getByRole("row").filter({ hasText: name });
  await expect(entry).toContainText("In use");

  await entry.getByRole("link", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Revoke the token ${name}?` })).toBeVisible();
  expect((await ask()).status).toBe(404);
  await page.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(page.getByRole("status")).toHaveText(`The token ${name} is revoked.`);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Revoked");
  expect((await ask()).status).toBe(401);
});
