import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

/** What the articles' specs share: a phone-sized JPEG and the editor's fields. */

/** A small JPEG photo (a gradient, so it compresses like a photo). */
export async function jpegPhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    data[i * 3] = (i % width) % 256;
    data[i * 3 + 1] = Math.floor(i / width) % 256;
    data[i * 3 + 2] = 128;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** Fills the editor's words (the Body typed as a person would, through the textarea). */
export async function fillArticle(
  page: Page,
  fields: { title: string; date: string; excerpt: string; body: string },
) {
  await page.getByLabel("Title").fill(fields.title);
  await page.getByLabel("Date").fill(fields.date);
  await page.getByLabel("Excerpt").fill(fields.excerpt);
  await page.getByLabel("Body").fill(fields.body);
}

/** The next India minute at least `lead` ms ahead, as the schedule field takes it, and its instant. */
export function nextMinute(lead: number): { field: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + lead) / 60_000) * 60_000);
  const field = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16);
  return { field, at };
}

export async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}
