import type { Page } from "@playwright/test";
import type { JobCategory } from "@/content/types";
import { jobBoard } from "@/lib/careers/openings";
import { todayInKolkata } from "@/lib/clock";
import { openDatabase } from "@/lib/db/connection";
import { suiteDb } from "./deskStaff";

/**
 * The job board as a server's database holds it today (the suite's by default): what /career
 * must show, whatever openings the desk has added or closed since the seed.
 */
export function boardIn(dbPath = suiteDb): JobCategory[] {
  const db = openDatabase(dbPath, { readOnly: true });
  try {
    return jobBoard(db, todayInKolkata());
  } finally {
    db.close();
  }
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
