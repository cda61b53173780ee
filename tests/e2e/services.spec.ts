import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { hydrated } from "./hydration";
import { onRecordStore, suiteRecord } from "./record";

/** Issue 23: each kind of service speaks its own words; the enquiry knows what the page knows. */

const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

async function storedFields(reference: string): Promise<Record<string, unknown>> {
  const row = await onRecordStore(suiteRecord(), (store) =>
    store
      .selectFrom("leads")
      .select(["form", "fields"])
      .where("reference", "=", reference)
      .executeTakeFirst(),
  );
  expect(row, reference).toBeDefined();
  expect(row!.form).toBe("enquiry");
  return JSON.parse(row!.fields) as Record<string, unknown>;
}

test.describe("each kind of service has its own headings, questions and enquiry", () => {
  test("ISO 9001 is training: courses, training questions and training fields", async ({
    page,
  }) => {
    await page.goto("/service-details?id=ISO%209001");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "Courses we offer" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "What we test" })).toHaveCount(0);
    await expect(main.getByText("How many samples do I need to send?")).toHaveCount(0);
    await expect(main.getByText("Do you issue a certificate to each participant?")).toBeVisible();
    const form = main.getByRole("form", { name: "Enquire about ISO 9001 training" });
    await expect(form).toBeVisible();
    await expect(main.getByRole("form", { name: "Request ISO 9001" })).toHaveCount(0);
    await expect(field(form, "Number of participants")).toBeVisible();
    await expect(field(form, "Preferred start date")).toBeVisible();
    await expect(field(form, "Equipment details")).toHaveCount(0);
    await expect(field(form, "Preferred testing date")).toHaveCount(0);
  });

  test("Relay Testing is on-site: what we do at your site, site questions and the site's fields", async ({
    page,
  }) => {
    await page.goto("/service-details?id=Relay%20Testing");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "What we do at your site" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "What we test" })).toHaveCount(0);
    await expect(main.getByText("How many samples do I need to send?")).toHaveCount(0);
    const form = main.getByRole("form", { name: "Book Relay Testing at your site" });
    await expect(field(form, "Site location")).toBeVisible();
    await expect(field(form, "Preferred visit date")).toBeVisible();
    await expect(field(form, "Equipment details")).toHaveCount(0);
  });

  test("Cables is laboratory testing and keeps the spec's words", async ({ page }) => {
    await page.goto("/service-details?id=Cables");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "What we test" })).toBeVisible();
    await expect(main.getByText("How many samples do I need to send?")).toBeVisible();
    const form = main.getByRole("form", { name: "Request Cables Testing" });
    await expect(field(form, "Equipment details")).toBeVisible();
    await expect(field(form, "Preferred testing date")).toBeVisible();
    await expect(form.locator("select").first()).toContainText("Choose a service...");
  });

  test("a training enquiry is stored with the training fields, under their training labels", async ({
    page,
  }) => {
    await page.goto("/service-details?id=ISO%209001");
    const form = page.getByRole("form", { name: "Enquire about ISO 9001 training" });
    await hydrated(form);
    await field(form, "Company name").fill("Vindhya Switchgear Ltd");
    await field(form, "Contact person").fill("Neha Verma");
    await field(form, "E-mail").fill("neha@vindhya.example");
    await field(form, "Phone number").fill("0731 400 5000");
    await field(form, "Service").selectOption("Internal Auditor Training");
    await field(form, "Number of participants").fill("12");
    await form.locator("button[type=submit]").click();
    const status = form.getByRole("region", {
      name: "Thank you. Our team will contact you within 24 working hours.",
    });
    await expect(status).toContainText(/LEAD-[A-Z0-9-]+/, { timeout: 15_000 });
    const reference = /LEAD-[A-Z0-9-]+/.exec((await status.innerText()) ?? "")![0];
    const stored = await storedFields(reference);
    expect(stored).toMatchObject({
      service_kind: "training",
      selected_service: "Internal Auditor Training",
      participants: "12",
      selected_service_id: "iso-9001",
    });
    expect(stored).not.toHaveProperty("equipment_details");
  });
});

const HT_XLPE = "/service-steps?id=Cables&subId=" + encodeURIComponent("HT XLPE Power Cables");

async function fillTesting(form: Locator) {
  await field(form, "Company name").fill("Narmada Cables Pvt Ltd");
  await field(form, "Contact person").fill("Vikram Singh");
  await field(form, "E-mail").fill("vikram@narmadacables.example");
  await field(form, "Phone number").fill("0731 2555 666");
  await field(form, "Equipment details").fill("3C x 300 sq mm 11 kV XLPE, 3 drums");
}

test.describe("the enquiry asks only what the page does not know", () => {
  test("a course's page reads as a course, its enquiry as training with the course chosen", async ({
    page,
  }) => {
    await page.goto(
      "/service-steps?id=ISO%209001&subId=" + encodeURIComponent("ISO 9001:2015 Internal Auditor"),
    );
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "Course details" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Specification" })).toHaveCount(0);
    const form = main.getByRole("form", { name: "Enquire About Training" });
    await expect(field(form, "Service")).toHaveValue("ISO 9001:2015 Internal Auditor");
    await expect(field(form, "Number of participants")).toBeVisible();
  });

  test("a sub-service page's enquiry has the sub-service chosen, and the visitor can change it", async ({
    page,
  }) => {
    await page.goto(HT_XLPE);
    const form = page.getByRole("form", { name: "Schedule Your Testing" });
    await hydrated(form);
    const service = field(form, "Service");
    await expect(service).toHaveValue("HT XLPE Power Cables");
    await expect(service.locator("option:checked")).toHaveText("HT XLPE Power Cables");
    await service.selectOption("LOW VOLTAGE");
    await expect(service).toHaveValue("LOW VOLTAGE");
  });

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });
    test("the sub-service is chosen in the page's own HTML and the posted lead records it", async ({
      page,
    }) => {
      await page.goto(HT_XLPE);
      const form = page.getByRole("form", { name: "Schedule Your Testing" });
      await expect(field(form, "Service")).toHaveValue("HT XLPE Power Cables");
      await fillTesting(form);
      await form.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/\/message-sent\?form=enquiry&ref=LEAD-/);
      const reference = new URL(page.url()).searchParams.get("ref")!;
      expect(await storedFields(reference)).toMatchObject({
        selected_service: "HT XLPE Power Cables",
        service_title: "Cables: HT XLPE Power Cables",
        service_kind: "testing",
      });
    });
  });
});

async function bookingForm(page: Page, from: string, button: string) {
  await page.goto(from);
  const link = page.locator("main").getByRole("link", { name: button }).first();
  const href = await link.getAttribute("href");
  await link.click();
  // The click does not wait for the page it opens; on a busy machine the old page was still shown.
  await page.waitForURL(new URL(href ?? "", page.url()).href);
  const target = new URL(page.url());
  expect(target.pathname).not.toBe("/contact");
  const form = page.locator("form").filter({ has: page.locator('input[type="file"]') });
  await expect(form).toBeInViewport();
  return form;
}

test.describe("cables have one front door each way", () => {
  test("/cable-testing and the Cables service link each other with a short choice", async ({
    page,
  }) => {
    await page.goto("/cable-testing");
    const toLab = page.locator("main").getByRole("link", { name: /laboratory type tests/i });
    await expect(toLab).toHaveAttribute("href", /^\/service-details\?id=Cables/);
    await toLab.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cables");
    const toSite = page.locator("main").getByRole("link", { name: /on-site diagnostics/i });
    await expect(toSite).toHaveAttribute("href", /^\/cable-testing/);
    await toSite.click();
    await expect(page).toHaveURL(/\/cable-testing/);
  });

  test("Book Cable Testing and Schedule Testing open the on-site enquiry with cable testing chosen", async ({
    page,
  }) => {
    for (const button of ["Book Cable Testing", "Schedule Testing"]) {
      const form = await bookingForm(page, "/cable-testing", button);
      await expect(field(form, "Service")).toHaveValue("Cable Testing and Fault Location");
      await expect(field(form, "Site location")).toBeVisible();
    }
  });

  test("GIS and AIS booking opens the on-site enquiry with the switchgear diagnostics chosen", async ({
    page,
  }) => {
    const form = await bookingForm(page, "/gis-and-ais", "Book Testing Service");
    await expect(field(form, "Service")).toHaveValue("GIS & AIS Switchgear Diagnostics");
  });

  test("the training page's Enquire Now opens the training enquiry", async ({ page }) => {
    const form = await bookingForm(page, "/testing-and-certifications", "Enquire Now");
    await expect(field(form, "Number of participants")).toBeVisible();
  });
});

test("axe finds no violations on training, on-site and cable service pages with their enquiries", async ({
  page,
}) => {
  for (const url of [
    "/service-details?id=ISO%209001",
    "/service-details?id=Relay%20Testing",
    "/service-details?id=Cables",
    "/service-details?id=Cable%20Fault%20Locator",
  ]) {
    await page.goto(url);
    await hydrated(page.locator("main form").first());
    await expectNoAxeViolations(page);
  }
});
