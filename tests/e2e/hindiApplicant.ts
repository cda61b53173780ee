import { expect, type Page } from "@playwright/test";
import { careerWords } from "@/content/hi/careers";
import { applicationFields, applicationWords, cvUpload } from "@/content/hi/forms/application";
import { makePdf } from "../fixtures/documents";
import { hydrated } from "./hydration";

/** A field of the Hindi application form by its wire name, as the form labels it. */
export const hindiLabel = (name: string) => applicationFields.find((f) => f.name === name)!.label;

/** Opens the first opening's Hindi apply page from /hi/career and waits for its form's script. */
export async function openHindiApplication(page: Page, base: string) {
  await page.goto(`${base}/hi/career`);
  const apply = page.getByRole("link", { name: new RegExp(`^${careerWords.applyNow}`) }).first();
  await apply.click();
  await expect(page).toHaveURL(/\/hi\/career\/apply\?opening=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  const form = page.getByRole("form", { name: applicationWords.formHeading });
  await hydrated(form);
  return form;
}

/** Fills the open Hindi application as a job seeker from an ITI would, sends it and answers its APP- reference. */
export async function sendHindiApplication(page: Page, email: string): Promise<string> {
  const form = page.getByRole("form", { name: applicationWords.formHeading });
  await page.getByLabel(hindiLabel("applicant_name")).fill("रवि कुमार");
  await page.getByLabel(hindiLabel("email")).fill(email);
  await page.getByLabel(hindiLabel("phone")).fill("98260 12345");
  await page.getByLabel(hindiLabel("current_role")).fill("ITI इलेक्ट्रीशियन, इंदौर");
  await page.getByLabel(hindiLabel("experience")).selectOption("1-2 years");
  await page.getByLabel(hindiLabel("notice_period")).selectOption("30 days");
  await page.getByLabel(cvUpload.label).setInputFiles({
    name: "ravi-cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(makePdf()),
  });
  await page.getByLabel(applicationWords.adult.label).check();
  await page.getByLabel(new RegExp(applicationWords.consent.before)).check();
  await page.getByRole("button", { name: applicationWords.submit }).click();
  await expect(page.getByRole("heading", { name: applicationWords.success })).toBeFocused();
  await expect(form).toContainText(/APP-\d{4}-\d{6}/);
  return /APP-\d{4}-\d{6}/.exec((await form.textContent()) ?? "")![0];
}
