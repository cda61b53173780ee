import type { Page } from "@playwright/test";
import type { JobCategory } from "@/content/types";
import { jobBoard } from "@/lib/careers/store";
import { todayInKolkata } from "@/lib/clock";
import { suiteDb } from "./deskStaff";
import { onRecord } from "./record";

/**
 * The job board as a server's database holds it today (the suite's by default): what /career
 * must show, whatever openings the desk has added or closed since the seed.
 */
export async function boardIn(dbPath = suiteDb): Promise<JobCategory[]> {
  return onRecord(dbPath, () => jobBoard(todayInKolkata()));
}

/** The page's JSON-LD things, of one type. */
export async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((b) => {
      const parsed = JSON.parse(b) as unknown;
      return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
    })
    .filter((thing) => thing["@type"] === type);
}
