import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { addUser, PASSWORD, postEnquiry, suiteDb } from "./deskStaff";

/** The lab's lead desk: staff sign in and handle leads from a browser. */

test("staff sign in, find a lead, read it, download its file, set its status, sign out", async ({
  page,
  baseURL,
}, testInfo) => {
  const email = addUser(suiteDb, testInfo.project.name);
  const marker = randomUUID().slice(0, 8);
  const reference = await postEnquiry(baseURL!, marker);

  // Not signed in: the desk sends you to sign in; its file answers 401.
  await page.goto("/desk");
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  expect((await page.request.get(`/desk/file?ref=${reference}`)).status()).toBe(401);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/desk$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  await page.getByRole("searchbox", { name: /Search/ }).fill(marker);
  await page.getByRole("button", { name: "Show" }).click();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Narmada Cables Pvt Ltd");
  await expect(rows.nth(1)).toContainText("New");
  await expectNoAxeViolations(page);
  await rows.nth(1).getByRole("link", { name: reference }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${reference} · Testing enquiry`,
  );
  await expect(page.getByText("11 kV XLPE cable, 3 drums")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:joshi@narmada\\.in\\?subject=${reference}`),
  );
  await expectNoAxeViolations(page);
  const file = await page.request.get(`/desk/file?ref=${reference}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="spec sheet\.pdf"/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByLabel("Status")).toHaveValue("contacted");

  await page.getByLabel("Add a note").fill("Called Mr Joshi; quote by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const notes = page.getByRole("region", { name: "Internal notes" });
  await expect(notes).toContainText("Called Mr Joshi; quote by Friday.");
  await expect(notes).toContainText(email);

  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table");
  await expect(log).toContainText(`${reference}: new → contacted`);
  await expect(
    log.getByRole("row").filter({ hasText: email }).filter({ hasText: "signed in" }),
  ).toHaveCount(1);

  // The current filter as CSV: a byte order mark, the lead, the visitor's fields.
  const csv = await page.request.get(`/desk/export.csv?q=${marker}`);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-/);
  const csvText = (await csv.body()).toString("utf8");
  expect(csvText.startsWith("\uFEFF")).toBe(true);
  expect(csvText).toContain(reference);
  expect(csvText.trim().split("\r\n")).toHaveLength(2);

  // Erasure on request: confirm, then the lead, its file and notes are gone; the log keeps the reference.
  await page.goto(`/desk/lead?ref=${reference}`);
  await page.getByText("Delete this lead").click();
  await page.getByLabel("The visitor asked for this lead to be deleted").check();
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk\\?deleted=${reference}$`));
  await expect(page.getByRole("status").filter({ hasText: "was deleted" })).toHaveText(
    `${reference} was deleted.`,
  );
  expect((await page.request.get(`/desk/file?ref=${reference}`)).status()).toBe(404);
  await page.goto(`/desk/lead?ref=${reference}`);
  await expect(page.getByText("No lead with that reference.")).toBeVisible();
  await page.goto("/desk/audit");
  const deletion = page
    .getByRole("row")
    .filter({ hasText: "lead deleted" })
    .filter({ hasText: reference });
  await expect(deletion).toHaveCount(1);
  await expect(deletion).not.toContainText("Narmada");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  await page.goto(`/desk/lead?ref=${reference}`);
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
});
