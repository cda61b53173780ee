import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { audit } from "@/lib/desk/audit";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";

/** The audit log: a flood of failed sign-ins is one line; filters and pages; bad values are 400s. */

test("a flood of failed sign-ins is one line and real entries stay on the first page", async ({
  page,
}) => {
  const admin = addUser(suiteDb, "audit");
  await signInAs(page, admin);
  const flood = `flood-${randomUUID().slice(0, 8)}@evil.example`;
  const db = new DatabaseSync(suiteDb, { timeout: 10_000 });
  // Written the way the sign-in writes them (lib/desk/audit.ts), within the last few minutes.
  const start = Date.now() - 5 * 60_000;
  for (let i = 0; i < 300; i++)
    audit(db, flood, "failed sign-in", "203.0.113.66", new Date(start + i * 1000));
  audit(db, admin, "lead deleted", "MET-REAL-ENTRY");
  db.close();

  await page.getByRole("link", { name: "Audit log" }).click();
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: "MET-REAL-ENTRY" })).toHaveCount(1);
  const floodRow = rows.filter({ hasText: flood });
  // One row per address and hour: 300 failures within five minutes are one or two lines.
  expect(await floodRow.count()).toBeLessThanOrEqual(2);
  await expect(floodRow.first()).toContainText(/failed sign-in × \d+/);

  // Filter by who and what: only the flood.
  await page.getByLabel("Who").fill(flood);
  await page.getByLabel("What").selectOption("failed sign-in");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(rows.filter({ hasText: "MET-REAL-ENTRY" })).toHaveCount(0);
  await expect(rows.filter({ hasText: flood }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  for (const query of [
    "page=Infinity",
    "page=1e300",
    "page=-1",
    "from=2026-99-99",
    "to=2026-13-45",
    "from=2026-02-30&to=x",
  ]) {
    const response = await page.goto(`/desk/audit?${query}`);
    expect(response?.status(), query).toBe(400);
    await expect(page.getByRole("alert")).toContainText("not understood");
  }
  expect((await page.goto("/desk/audit?page=2&who=%25&from=2026-01-01"))?.status()).toBe(200);
});
