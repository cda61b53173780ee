import { expect, test, type Locator, type Page } from "@playwright/test";
import { documentRefusals } from "@/content/fileChecks";
import { hiddenScriptPdf } from "../../../scripts/bench/hostileFiles";
import { byLabel, cases } from "./cases";
import { expectNoAxeViolations } from "../axe";
import { hydrated } from "../hydration";
import { interceptProvider, ok } from "./wire";

const enquiry = cases.find((c) => c.key === "enquiry")!;
/** A real file name from a buyer's folder: longer than the browser's own control shows. */
const NAME = "Narmada-Cables-3C-300sqmm-11kV-XLPE-type-test-specification-rev4.pdf";
/** 35,000 bytes: 34.2 KB, shown as "34 KB". */
const file = {
  name: NAME,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(35_000 - 9, 0x20)]),
};

const fileInput = (form: Locator) => byLabel(form, "Specification file");

/** The file field spans the form: as wide as the full-width "Equipment details" box. */
async function expectFullWidth(form: Locator) {
  const input = await fileInput(form).boundingBox();
  const details = await byLabel(form, "Equipment details").boundingBox();
  expect(input!.width).toBeGreaterThanOrEqual(details!.width - 2);
}

/** The text is shown whole: nothing clipped or cut with an ellipsis. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  const cut = await text.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut).toBe(false);
}

async function openEnquiry(page: Page) {
  await page.goto(enquiry.url);
  const form = enquiry.form(page);
  await hydrated(form);
  return form;
}

test("the chosen file's whole name and size are shown, and it can be removed by keyboard", async ({
  page,
}) => {
  const calls = await interceptProvider(page, ok());
  const form = await openEnquiry(page);
  await expectFullWidth(form);
  await enquiry.fill(form);
  await fileInput(form).setInputFiles(file);

  await expectWhole(form.getByText(NAME, { exact: true }));
  await expect(form.getByText("34 KB", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const remove = form.getByRole("button", { name: `Remove ${NAME}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText(NAME, { exact: true })).toHaveCount(0);
  expect(await fileInput(form).evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
  // Focus stays in the field, and the removal is said aloud.
  await expect(fileInput(form)).toBeFocused();
  await expect(form.getByRole("status").filter({ hasText: "File removed" })).toHaveCount(1);

  // What goes over the wire: no file.
  await form.locator("button[type=submit]").click();
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]!.files.specification_file?.size ?? 0).toBe(0);
});

test("a file chosen before the form's code arrived is shown with its size once it has", async ({
  page,
}) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // Only the code waits: the page's font (also under /_astro/) would hold its load event.
  await page.route(
    (url) => url.pathname.startsWith("/_astro/") && url.pathname.endsWith(".js"),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  await page.goto(enquiry.url);
  const form = enquiry.form(page);
  await fileInput(form).setInputFiles(file);
  release();
  await hydrated(form);
  await expectWhole(form.getByText(NAME, { exact: true }));
  await expect(form.getByText("34 KB", { exact: true })).toBeVisible();
});

test("without the page's script the file field is the browser's own, across the form", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(enquiry.url);
  const form = enquiry.form(page);
  await form.scrollIntoViewIfNeeded();
  await expectFullWidth(form);
  await fileInput(form).setInputFiles(file);
  expect(await fileInput(form).evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(NAME);
  await context.close();
});

test("a file of the wrong type is reported as soon as it is chosen, and cleared by a right one", async ({
  page,
}) => {
  const calls = await interceptProvider(page, ok());
  const form = await openEnquiry(page);
  const input = fileInput(form);
  await input.setInputFiles({
    name: "test-report.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a specification"),
  });
  // The same words as on submit, beside the field, which is marked invalid and names them.
  const message = "Upload a PDF, DOC or DOCX file";
  const beside = form.locator("p:not(.sr-only)").getByText(message, { exact: true });
  await expect(beside).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(message));
  // Said aloud: a live region holds the words.
  await expect(
    form.locator('[role="status"], [role="alert"]').filter({ hasText: message }),
  ).toHaveCount(1);
  expect(calls).toHaveLength(0);

  await input.setInputFiles(file);
  await expect(beside).toHaveCount(0);
  await expect(input).toHaveAttribute("aria-invalid", "false");
});

test("a file the inbox refuses for what it hides is named beside the field, and everything typed stays", async ({
  page,
}) => {
  const form = await openEnquiry(page);
  await enquiry.fill(form);
  await fileInput(form).setInputFiles({
    name: "spec.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(hiddenScriptPdf("ascii-hex")),
  });
  await form.getByRole("button", { name: /submit/i }).click();
  await expect(form.getByText(documentRefusals.javascript)).toBeVisible();
  await expect(fileInput(form)).toHaveAttribute("aria-invalid", "true");
  await expect(byLabel(form, "Equipment details")).not.toHaveValue("");
  await expect(form.getByText("spec.pdf", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
