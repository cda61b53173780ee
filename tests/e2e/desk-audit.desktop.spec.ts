import { randomUUID } from "node:crypto";
import { expect, type Locator, test } from "@playwright/test";
import { desk } from "@/content/desk";
import { recordAudit } from "@/lib/platform/audit/store";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { openRecord, type OpenRecord } from "./record";

/** The audit log: a flood of failed sign-ins is one line; filters and pages; bad values are 400s. */

/** An audit line written into the suite's database as the desk writes it. */
const auditIn = (db: OpenRecord, ...line: Parameters<typeof recordAudit>) =>
  db.within(() => recordAudit(...line));

test("a flood of failed sign-ins is one line and real entries stay on the first page", async ({
  page,
}) => {
  const admin = addUser(suiteDb, "audit");
  await signInAs(page, admin);
  const flood = `flood-${randomUUID().slice(0, 8)}@evil.example`;
  const db = openRecord(suiteDb);
  // Written the way the sign-in writes them (recordAudit, lib/desk/store.ts), within the last few minutes.
  const start = Date.now() - 5 * 60_000;
  for (let i = 0; i < 300; i++)
    await auditIn(db, flood, "failed sign-in", "203.0.113.66", new Date(start + i * 1000));
  await auditIn(db, admin, "lead deleted", "MET-REAL-ENTRY");
  await db.close();

  await page.getByRole("link", { name: "Audit log" }).click();
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: "MET-REAL-ENTRY" })).toHaveCount(1);
  const floodRow = rows.filter({ hasText: flood });
  // One row per address and hour: 300 failures within five minutes are one or two lines.
  expect(await floodRow.count()).toBeLessThanOrEqual(2);
  await expect(floodRow.first()).toContainText(/Failed sign-in × \d+/);

  // Filter by who and what (the list shows words; its values are the stored keys): only the flood.
  await page.getByLabel("Who").fill(flood);
  await page.getByLabel("What").selectOption({ label: "Failed sign-in" });
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

/**
 * The characters of a cell after which its text wraps onto a new line (by
 * where each character is drawn), and how many lines it has.
 */
const wrapsOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const after: string[] = [];
    let lines = 1;
    let top: number | undefined;
    let previous = "";
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const y = range.getBoundingClientRect().top;
        if (top !== undefined && y > top + 2) {
          after.push(previous);
          lines++;
        }
        top = y;
        previous = text[i]!;
      }
    }
    return { after, lines };
  });

test("the log speaks in words, names records, and breaks addresses only after . @ - /", async ({
  page,
}) => {
  const admin = addUser(suiteDb, "audit-words");
  const id = randomUUID().slice(0, 8);
  const who = `calibration.engineer-${id}@electrical-testing.malwa-electrotest.example`;
  const opening = `audit-words-opening-${id}`;
  const now = new Date().toISOString();
  const db = openRecord(suiteDb);
  await db.store
    .insertInto("job_openings")
    .values({
      id: opening,
      category_id: "testing",
      title: `Relay test engineer ${id}`,
      type: "Full time",
      location: "Indore",
      experience: "2 years",
      summary: "",
      requirements: "[]",
      deadline: "2099-12-31",
      posted_on: "2026-11-01",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await auditIn(db, who, "opening.close", opening);
  await auditIn(db, who, "signed in", "203.0.113.5");
  await auditIn(db, who, "signed in", "203.0.113.5");
  await db.close();

  await signInAs(page, admin);
  await page.goto(`/desk/audit?who=${encodeURIComponent(who)}`);
  const rows = page.getByRole("row").filter({ hasText: who });
  await expect(rows).toHaveCount(2);

  // Words, not keys; the opening's title, not its id.
  const closed = rows.filter({ hasText: "Closed a job opening" });
  await expect(closed).toContainText(`“Relay test engineer ${id}”`);
  await expect(closed).not.toContainText(opening);
  await expect(page.getByRole("main")).not.toContainText("opening.close");
  // Two sign-ins of one account from one address are one line with a count.
  await expect(rows.filter({ hasText: "Signed in × 2" })).toHaveCount(1);

  // The filter lists words; each option's value is the stored key.
  const options = await page
    .getByLabel("What")
    .locator("option")
    .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
  expect(options).toContainEqual(["opening.close", "Closed a job opening"]);
  for (const [value, label] of options)
    if (value) expect(label).toBe(desk.audit.actionWords(value!));

  // The address may wrap after . @ - only: <wbr> there, nothing that breaks inside a word.
  const cell = closed.getByRole("cell").filter({ hasText: who });
  expect(await cell.innerHTML()).toContain("@<wbr>");
  const style = await cell.evaluate((c) => {
    const s = getComputedStyle(c);
    return [s.overflowWrap, s.wordBreak];
  });
  expect(style).toEqual(["normal", "normal"]);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const { after, lines } = await wrapsOf(cell);
    for (const c of after)
      expect(".@-/ ", `a line of the address ends with ${c} at ${width} px`).toContain(c);
    if (width === 390) expect(lines).toBeGreaterThan(1);
  }
  await expectNoAxeViolations(page);
});
