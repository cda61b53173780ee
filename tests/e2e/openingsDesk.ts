import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { todayInKolkata } from "@/lib/clock";
import { fillSignIn, signInRequest as signInThrough } from "./deskStaff";

/** What the openings' specs share: dates from today, signing in to a server of their own. */

/** The date `days` after today in India (YYYY-MM-DD). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInKolkata()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Signs in through the desk's form at `url`; an hr account lands on the openings. */
export async function signInAt(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/desk/sign-in`);
  await fillSignIn(page, email);
  await expect(page).toHaveURL(`${url}/desk/start`);
  await page.goto(`${url}/desk/openings`);
}

/** Signs a request context in (the cookie stays in it); answers where the desk sent it. */
export async function signInRequest(request: APIRequestContext, url: string, email: string) {
  const response = await signInThrough(request, email, { base: url });
  expect(response.status()).toBe(303);
  return response.headers()["location"];
}

/** A complete opening as the desk's form posts it. */
export const openingForm = (title: string, extra: Record<string, string> = {}) => ({
  action: "publish",
  title,
  categoryId: "calibration-services",
  type: "Full-time",
  location: "Indore",
  experience: "2+ Years",
  summary: "Calibrate power analysers against the laboratory's reference standards.",
  requirements: "B.E. in Electrical Engineering\nTwo years in an accredited laboratory",
  deadline: daysFromToday(60),
  ...extra,
});
