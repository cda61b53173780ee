import { choiceName } from "@/content/menuNames";
import { expect, test, type Page } from "@playwright/test";
import { nextSteps } from "@/content/messageResult";
import { byLabel, cases } from "./cases";
import { expectNoAxeViolations } from "../axe";
import { hydrated } from "../hydration";
import { interceptProvider, ok } from "./wire";

const submit = (page: Page, c: (typeof cases)[number]) =>
  c.form(page).locator("button[type=submit]").click();

for (const c of cases) {
  test(`${c.key}: after a successful send, focus is on the spec's words, in view, with the next step`, async ({
    page,
  }) => {
    await interceptProvider(page, ok());
    await page.goto(c.url);
    const form = c.form(page);
    await hydrated(form);
    await c.fill(form);
    await submit(page, c);

    const heading = form.getByRole("heading", { name: c.success, exact: true });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const next = form.getByText(nextSteps[c.key], { exact: true });
    await expect(next).toBeVisible();
    await expect(next).toBeInViewport();
  });
}

test("enquiry: the success repeats what was sent, the service and the file", async ({
  page,
}, testInfo) => {
  const c = cases.find((x) => x.key === "enquiry")!;
  await interceptProvider(page, ok());
  await page.goto(c.url);
  const form = c.form(page);
  await hydrated(form);
  await c.fill(form);
  await submit(page, c);
  await expect(form.getByRole("heading", { name: c.success })).toBeFocused();
  const sent = form.getByRole("list", { name: "What you sent" });
  // The choice as the visitor read it ("High Voltage"); the lead records the value ("HIGH VOLTAGE").
  await expect(sent).toContainText(`Service: ${choiceName(c.wire.selected_service!)}`);
  await expect(sent).toContainText("Specification file: spec.pdf");
  await expect(sent).toBeVisible();
  // Nothing invites a second send: the fields and the send button are gone.
  await expect(form.locator("button[type=submit]")).toHaveCount(0);
  await expect(form.getByRole("textbox")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await form.screenshot({
    path: testInfo.outputPath(`enquiry-thank-you-${testInfo.project.name}.png`),
  });
  // "Send another": an empty form, no file left chosen, focus on its first field.
  await form.getByRole("button", { name: "Send another" }).click();
  await expect(form.getByRole("heading", { name: c.success })).toHaveCount(0);
  await expect(form.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(byLabel(form, "Company name")).toBeFocused();
  await expect(byLabel(form, "Company name")).toHaveValue("");
  await expect(form.locator("button[type=submit]")).toBeVisible();
});

for (const c of cases)
  test(`${c.key}: an empty send puts focus on the first field with a problem, as the form reads`, async ({
    page,
  }) => {
    await page.goto(c.url);
    const form = c.form(page);
    await hydrated(form);
    await submit(page, c);
    const invalid = form.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeFocused();
  });

test("with reduced motion the success is brought into view at once, not scrolled smoothly", async ({
  page,
}) => {
  const c = cases.find((x) => x.key === "enquiry")!;
  await page.emulateMedia({ reducedMotion: "reduce" });
  await interceptProvider(page, ok());
  await page.goto(c.url);
  const form = c.form(page);
  await hydrated(form);
  await c.fill(form);
  await byLabel(form, "Equipment details").scrollIntoViewIfNeeded();
  // Where the focused element is one frame after focus moved to it.
  await page.evaluate(() => {
    document.addEventListener("focusin", (event) => {
      const target = event.target as HTMLElement;
      if (!/^H[1-6]$/.test(target.tagName)) return;
      requestAnimationFrame(() => {
        const box = target.getBoundingClientRect();
        document.body.dataset.focusTop = String(box.top);
      });
    });
  });
  await submit(page, c);
  await expect(form.getByRole("heading", { name: c.success })).toBeFocused();
  await expect.poll(() => page.evaluate(() => document.body.dataset.focusTop)).toBeDefined();
  const top = Number(await page.evaluate(() => document.body.dataset.focusTop));
  const height = page.viewportSize()!.height;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(height);
});
