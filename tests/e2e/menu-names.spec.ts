import { expect, test } from "@playwright/test";
import { services } from "@/content/services";
import { TESTING_NAMES } from "./menuNames";

test("the sidebar names the services in title case; the links keep the services' ids", async ({
  page,
}) => {
  await page.goto("/service-details?id=Cables");
  const links = page.getByRole("navigation", { name: "Testing Services" }).getByRole("link");
  await expect(links).toHaveText(TESTING_NAMES);
  for (const [i, s] of services.entries()) {
    await expect(links.nth(i)).toHaveAttribute(
      "href",
      `/service-details?id=${encodeURIComponent(s.title)}`,
    );
  }
});

test("the footer names its services in title case", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const services = footer
    .getByRole("heading", { name: "Services" })
    .locator("xpath=..")
    .getByRole("link");
  await expect(services).toHaveText([
    "Testing and Certifications",
    "Transmission Equipment",
    "Transformers",
    "Insulators",
  ]);
  await expect(services.nth(3)).toHaveAttribute("href", "/service-details?id=INSULATORS");
});
