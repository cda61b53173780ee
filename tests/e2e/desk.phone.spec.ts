import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { addUser, leadEntry, postConsultation, postEnquiry, signInAs, suiteDb } from "./deskStaff";

/** The desk on a phone (390 px): the leads come first, one card each, tap to call or write. */

test("the filters wait behind a button and the first lead starts on the first screen", async ({
  page,
  baseURL,
}) => {
  const email = addUser(suiteDb, "phone");
  await postEnquiry(baseURL!, randomUUID().slice(0, 8));
  await signInAs(page, email);
  await page.goto("/desk");

  const search = page.getByRole("searchbox", { name: /Search/ });
  await expect(search).toBeHidden();
  const leads = page.getByRole("list", { name: "Leads", exact: true }).getByRole("listitem");
  const first = await leads.first().boundingBox();
  expect(first).not.toBeNull();
  expect(first!.y).toBeLessThan(page.viewportSize()!.height);
  // Its reference, the way in, is on that first screen too.
  await expect(leads.first().getByRole("link", { name: /^LEAD-/ })).toBeInViewport();

  // The button opens the filters; the list is still one card per lead, not a table.
  await page.getByText("Filter leads").click();
  await expect(search).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
  await expectNoAxeViolations(page);
});

test("with a filter on, the filters stay open; each card calls or writes with a tap", async ({
  page,
  baseURL,
}) => {
  const email = addUser(suiteDb, "phone");
  const marker = randomUUID().slice(0, 8);
  const enquiry = await postEnquiry(baseURL!, marker);
  const consultation = await postConsultation(baseURL!, {
    user_name: `अनिल शर्मा ${marker}`,
    user_email: "anil.sharma@mppower.example",
    user_phone: "+91 98765 43210",
    message: "Forty energy meters to calibrate",
  });
  await signInAs(page, email);
  await page.goto(`/desk?q=${marker}`);
  await expect(page.getByRole("searchbox", { name: /Search/ })).toHaveValue(marker);
  await expect(
    page.getByRole("list", { name: "Leads", exact: true }).getByRole("listitem"),
  ).toHaveCount(2);

  const card = leadEntry(page, consultation);
  await expect(card).toContainText(`अनिल शर्मा ${marker}`);
  await expect(card.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(card.getByRole("link", { name: "anil.sharma@mppower.example" })).toHaveAttribute(
    "href",
    "mailto:anil.sharma@mppower.example",
  );
  const other = leadEntry(page, enquiry);
  await expect(other).toContainText("Narmada Cables Pvt Ltd");
  await expect(other.getByRole("link", { name: "0731 2345678" })).toHaveAttribute(
    "href",
    "tel:07312345678",
  );
});
