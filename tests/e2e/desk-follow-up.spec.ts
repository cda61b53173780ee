import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { addUser, postEnquiry, signInAs, suiteDb } from "./deskStaff";

/**
 * Sales follow-up: a coordinator gives a lead to a colleague with a follow-up
 * date; the colleague finds it on their start page and under "Due today". The
 * lead's page shows the visitor's words, not the form's bookkeeping, and
 * dates as the visitor wrote them.
 */

/** Today in India, YYYY-MM-DD, as the server reads it. */
const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

const indianDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d}/${m}/${y}`;
};

test("a lead given to a colleague with a follow-up date reaches their start page and Due today", async ({
  page,
  baseURL,
}, testInfo) => {
  const width = testInfo.project.name;
  const coordinator = addUser(suiteDb, `sales-${width}`, ["leads"]);
  const colleague = addUser(suiteDb, `owner-${width}`, ["leads"]);
  const marker = randomUUID().slice(0, 8);
  const reference = await postEnquiry(baseURL!, marker, { preferred_date: "2026-12-08" });
  const today = indiaToday();

  await signInAs(page, coordinator);
  await page.goto(`/desk/lead?id=${reference}`);
  // What the visitor typed, dates as they wrote them; the form's bookkeeping folded away.
  const sent = page.getByRole("region", { name: "What the visitor sent" });
  await expect(sent).toContainText("8/12/2026");
  await expect(sent).not.toContainText("2026-12-08");
  await expect(sent.getByText("Service id")).toBeHidden();
  await sent.getByText("Details for IT").click();
  await expect(sent.getByText("Service id")).toBeVisible();

  const update = page.getByRole("form", { name: "Update lead" });
  await expect(update.getByLabel("Status", { exact: true })).toHaveAccessibleName("Status");
  await expect(update.getByLabel("Owner")).toHaveValue("");
  await update.getByLabel("Owner").selectOption(colleague);
  await update.getByLabel("Follow-up date").fill(today);
  await update.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/done=owner(\+|%20)follow-up/);
  await expect(page.getByRole("status")).toHaveText("Owner saved. Follow-up date saved.");
  await expect(update.getByLabel("Owner")).toHaveValue(colleague);
  await expect(update.getByLabel("Follow-up date")).toHaveValue(today);
  await expect(page.locator("[data-follow-up]")).toContainText(`Owner: ${colleague}.`);
  await expect(page.locator("[data-follow-up]")).toContainText("Follow up was due");
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`lead-follow-up-${width}.png`),
    fullPage: true,
  });

  // A date that is not a day is refused, named, and nothing is saved.
  const refused = await page.request.post(`/desk/lead?id=${reference}`, {
    form: {
      action: "update",
      status: "new",
      note: "",
      owner: colleague,
      "follow-up": "2026-02-30",
    },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Write the follow-up date as a real day");

  // The coordinator's own "Due today" does not list it: it is the colleague's.
  await page.goto("/desk?owner=me&due=today");
  await expect(page.getByRole("link", { name: reference })).toHaveCount(0);
  await page.goto(`/desk?q=${marker}`);
  await expect(page.locator("body")).toContainText(indianDate(today));

  await page.context().clearCookies();
  await signInAs(page, colleague);
  await expect(page).toHaveURL(/\/desk\/start$/);
  const due = page.locator('[data-attention="leadsDue"]');
  await expect(due).toContainText(/1\s*of your leads is due for follow-up/);
  await expect(due.getByRole("link", { name: reference })).toBeVisible();
  await expect(due).toContainText(`S. Joshi ${marker}`);
  await page.screenshot({
    path: testInfo.outputPath(`start-follow-up-${width}.png`),
    fullPage: true,
  });
  await due.getByRole("link", { name: /due for follow-up/ }).click();
  await expect(page).toHaveURL(/\/desk\?owner=me&due=today$/);
  await expect(page.getByRole("link", { name: reference }).first()).toBeVisible();
  // The quick choice on a wide screen, the filters' box on a phone.
  if (width === "desktop")
    await expect(page.getByRole("link", { name: "Due today" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  else await expect(page.locator('input[name="due"]')).toBeChecked();

  // Won: no longer due.
  await page.goto(`/desk/lead?id=${reference}`);
  await page
    .getByRole("form", { name: "Update lead" })
    .getByLabel("Status", { exact: true })
    .selectOption("won");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("status Won");
  await page.goto("/desk?owner=me&due=today");
  await expect(page.getByRole("link", { name: reference })).toHaveCount(0);
  await page.goto("/desk?owner=me");
  await expect(page.getByRole("link", { name: reference }).first()).toBeVisible();
});

test("a wrong Mine or Due value in the address is named (400)", async ({ page }, testInfo) => {
  await signInAs(page, addUser(suiteDb, `wrong-${testInfo.project.name}`, ["leads", "hr"]));
  for (const [path, name] of [
    ["/desk?owner=everyone", "“owner” can only be me"],
    ["/desk?due=tomorrow", "“due” can only be today"],
    ["/desk/applications?owner=everyone", "“owner” can only be me"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.locator("main")).toContainText(name);
  }
});
