import { expect, test } from "@playwright/test";
import { byLabel, cases } from "./cases";
import { hydrated } from "../hydration";
import { onRecordStore, suiteRecord } from "../record";

/** What a browser's autofill gives for a phone number saved with its country code (autocomplete="tel"). */
const AUTOFILLED = "+91 98260 12345";

function storedPhone(reference: string): Promise<unknown> {
  return onRecordStore(suiteRecord(), async (store) => {
    const row = await store
      .selectFrom("leads")
      .select("fields")
      .where("reference", "=", reference)
      .executeTakeFirst();
    return row && (JSON.parse(row.fields) as Record<string, unknown>).user_phone;
  });
}

for (const key of ["hero", "feedback"] as const) {
  const c = cases.find((x) => x.key === key)!;

  test(`${key}: an autofilled "${AUTOFILLED}" is taken without an error and stored as its ten digits`, async ({
    page,
  }) => {
    await page.goto(c.url);
    const form = c.form(page);
    await hydrated(form);
    await c.fill(form);
    await byLabel(form, "Phone (10 digits)").fill(AUTOFILLED);
    await form.locator("button[type=submit]").click();
    const panel = form.getByRole("region", { name: c.success });
    await expect(panel).toContainText(c.success);
    await expect(form.locator("[aria-invalid=true]")).toHaveCount(0);
    const reference = /LEAD-\d{4}-\d{6,}/.exec((await panel.textContent()) ?? "")?.[0];
    expect(reference).toBeDefined();
    expect(await storedPhone(reference!)).toBe("9826012345");
  });

  test(`${key}: without the page's script the browser's own check takes "${AUTOFILLED}" too`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(c.url);
    const phone = byLabel(c.form(page), "Phone (10 digits)");
    await phone.fill(AUTOFILLED);
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
    await phone.fill("98260 1234x");
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await context.close();
  });
}
