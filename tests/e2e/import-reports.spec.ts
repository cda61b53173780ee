import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { zipSync } from "fflate";
import { lims } from "@/content/reports";
import { buildZip, lyingZip } from "../../scripts/bench/hostileFiles";
import { makePdf } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { COLUMNS, csvOf, row } from "./importCsv";
import { onRecordStore } from "./record";

/** The desk's bulk import as the lab's staff use it: a CSV with a zip of PDFs, or a folder. */

/** Each ULR's count of PDF versions in the register, or null when it is not there. */
function inRegister(ulrs: string[]): Promise<(number | null)[]> {
  return onRecordStore(suiteDb, async (store) => {
    const counts: (number | null)[] = [];
    for (const ulr of ulrs) {
      const row = await store
        .selectFrom("reports as r")
        .leftJoin("report_pdfs as p", "p.report_id", "r.id")
        .select((eb) => eb.fn.count<number>("p.id").as("n"))
        .where("r.ulr", "=", ulr)
        .groupBy("r.id")
        .executeTakeFirst();
      counts.push(row ? Number(row.n) : null);
    }
    return counts;
  });
}

test("a CSV with one bad row imports nothing and says which row and why, in plain words; fixed, all rows come in with their PDFs", async ({
  page,
}) => {
  await signInAs(page, addUser(suiteDb, "import", ["reports"]));
  await page.goto("/desk/import-reports");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Import reports from a CSV file",
  );
  await expectNoAxeViolations(page);

  const good = row("a.pdf");
  const plain = row();
  const bad = row("missing.pdf", { issueDate: "2026-13-01", kind: "Test Report" });
  const zip = Buffer.from(zipSync({ "a.pdf": makePdf("import a") }));
  const upload = async (rows: Record<string, string>[]) => {
    await page.getByLabel("CSV file (UTF-8)").setInputFiles({
      name: "reports.csv",
      mimeType: "text/csv",
      buffer: csvOf(rows),
    });
    await page.getByLabel("Zip of the PDFs (optional)").setInputFiles({
      name: "pdfs.zip",
      mimeType: "application/zip",
      buffer: zip,
    });
    await page.getByRole("button", { name: "Check and import", exact: true }).click();
  };

  await upload([good, plain, bad]);
  // One bad row is one row to fix, however many problems it has.
  await expect(page.getByRole("alert")).toHaveText("Nothing was imported: 1 row to fix first.");
  await expect(page.getByRole("list", { name: "What to fix" }).getByRole("listitem")).toHaveText([
    "Row 4, kind: write test-report or calibration-certificate.",
    "Row 4, issueDate: there is no such day; write a date as YYYY-MM-DD, for example 2026-11-20.",
    "Row 4, pdf: missing.pdf is not in the zip or folder.",
  ]);
  await expect(page.locator("main")).not.toContainText("Invalid option");
  expect(await inRegister([good.ulr!, plain.ulr!, bad.ulr!])).toEqual([null, null, null]);
  await expectNoAxeViolations(page);

  await upload([
    good,
    plain,
    { ...bad, kind: "test-report", issueDate: "2026-11-01", pdf: "a.pdf" },
  ]);
  await expect(page.getByRole("status")).toHaveText("3 reports imported, 2 with a PDF.");
  expect(await inRegister([good.ulr!, plain.ulr!, bad.ulr!])).toEqual([1, 0, 1]);
});

test("the template downloads from the import page with the register's columns, and its example row imports", async ({
  page,
}) => {
  await signInAs(page, addUser(suiteDb, "template", ["reports"]));
  await page.goto("/desk/import-reports");
  // Every column is described beside the link: required or optional, and what to write.
  const columns = page
    .getByRole("list", { name: "The columns of the CSV file" })
    .getByRole("listitem");
  await expect(columns).toHaveCount(COLUMNS.length);
  await expect(columns.filter({ hasText: /^kind \(required\)/ })).toContainText(
    "test-report or calibration-certificate",
  );
  await expect(columns.filter({ hasText: /^make \(optional\)/ })).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the template (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("reports-template.csv");
  const text = readFileSync(await download.path(), "utf8");
  const [header, example] = text.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toBe(COLUMNS.join(","));
  // The example row names the next free ULR; the desktop and phone runs share one register and
  // download at the same time, so each imports it under a ULR of its own.
  const ulr = row().ulr!;
  const cells = example!.split(",");
  expect(cells[COLUMNS.indexOf("accredited")]).toBe("yes");
  cells[COLUMNS.indexOf("ulr")] = ulr;
  const fromTemplate = `${header}\r\n${cells.join(",")}\r\n`;
  await page.getByLabel("CSV file (UTF-8)").setInputFiles({
    name: "from-template.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(fromTemplate),
  });
  await page.getByRole("button", { name: "Check and import", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("1 report imported, 0 with a PDF.");
  expect(await inRegister([ulr])).toEqual([0]);
});

test("a refused upload's files are kept: a corrected CSV alone is checked again with the kept zip, and the new reports link to their pages and QR codes", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const me = addUser(suiteDb, "held", ["reports"]);
  await signInAs(page, me);
  await page.goto("/desk/import-reports");
  const first = row("first.pdf");
  const second = row("", { customer: "" });
  await page.getByLabel("CSV file (UTF-8)").setInputFiles({
    name: "lab-reports.csv",
    mimeType: "text/csv",
    buffer: csvOf([first, second]),
  });
  await page.getByLabel("Zip of the PDFs (optional)").setInputFiles({
    name: "pdfs.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(zipSync({ "first.pdf": makePdf("held first") })),
  });
  await page.getByRole("button", { name: "Check and import", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Nothing was imported: 1 row to fix first.");
  await expect(page.getByRole("list", { name: "What to fix" })).toHaveText(
    "Row 3, customer: this is empty; write the customer's name as on the report.",
  );
  await expect(page.getByText("Your files are kept: lab-reports.csv, pdfs.zip")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`import-refused-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The kept files are this account's alone: another account's check with their id is refused.
  const held = await page.locator('input[name="held"]').inputValue();
  const other = await browser.newPage({ baseURL: baseURL! });
  await signInAs(other, addUser(suiteDb, "other", ["reports"]));
  const stolen = await other.request.post("/desk/import-reports", {
    multipart: { held },
  });
  expect(stolen.status()).toBe(400);
  expect(await stolen.text()).toContain(lims.import.errors.heldGone);
  await other.close();

  // Checked again as kept, nothing changed: refused again, the files still kept.
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByRole("alert")).toHaveText("Nothing was imported: 1 row to fix first.");
  await expect(page.getByText("Your files are kept: lab-reports.csv, pdfs.zip")).toBeVisible();

  // A corrected CSV alone, with the kept zip.
  await page.getByLabel("A corrected CSV file (optional)").setInputFiles({
    name: "lab-reports-fixed.csv",
    mimeType: "text/csv",
    buffer: csvOf([first, { ...second, customer: "Malwa Transformers, Dewas" }]),
  });
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByRole("status")).toHaveText("2 reports imported, 1 with a PDF.");
  expect(await inRegister([first.ulr!, second.ulr!])).toEqual([1, 0]);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`import-success-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The new reports, each with its page and QR code.
  const made = page.getByRole("list", { name: "The new reports" }).getByRole("listitem");
  await expect(made).toHaveCount(2);
  const svg = made.first().getByRole("link", { name: `QR code (SVG) of ULR-${first.ulr}` });
  const svgAnswer = await page.request.get((await svg.getAttribute("href"))!);
  expect(svgAnswer.headers()["content-type"]).toBe("image/svg+xml");
  const png = made.first().getByRole("link", { name: `QR code (PNG) of ULR-${first.ulr}` });
  const pngAnswer = await page.request.get((await png.getAttribute("href"))!);
  expect(pngAnswer.headers()["content-type"]).toBe("image/png");
  await made
    .nth(1)
    .getByRole("link", { name: `ULR-${second.ulr}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/desk\/reports\/view\?id=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`ULR-${second.ulr}`);

  // After success the kept files are gone.
  const again = await page.request.post("/desk/import-reports", {
    multipart: { held },
  });
  expect(await again.text()).toContain(lims.import.errors.heldGone);
});

test("a picked folder with the CSV and the PDFs is imported the same way", async ({ page }) => {
  await signInAs(page, addUser(suiteDb, "folder", ["reports"]));
  const dir = mkdtempSync(join(tmpdir(), "import-folder-"));
  const folder = join(dir, "batch");
  mkdirSync(join(folder, "pdfs"), { recursive: true });
  const first = row("pdfs/one.pdf");
  const second = row("two.pdf");
  writeFileSync(join(folder, "reports.csv"), csvOf([first, second]));
  writeFileSync(join(folder, "pdfs", "one.pdf"), makePdf("folder one"));
  writeFileSync(join(folder, "two.pdf"), makePdf("folder two"));
  await page.goto("/desk/import-reports");
  await page.getByLabel("Folder", { exact: true }).setInputFiles(folder);
  await page.getByRole("button", { name: "Check and import the folder" }).click();
  await expect(page.getByRole("status")).toHaveText("2 reports imported, 2 with a PDF.");
  expect(await inRegister([first.ulr!, second.ulr!])).toEqual([1, 1]);
});

test("a zip whose entry inflates to 1 GB, or holds one name twice, is refused in words within seconds (findings 3, 9)", async ({
  page,
}) => {
  await signInAs(page, addUser(suiteDb, "bomb", ["reports"]));
  await page.goto("/desk/import-reports");
  const report = row("report.pdf");
  for (const [zip, why] of [
    [lyingZip("report.pdf", 100, 1024 ** 3), lims.import.errors.zipExpands("report.pdf")],
    [
      buildZip([
        { name: "report.pdf", data: makePdf("first") },
        { name: "report.pdf", data: makePdf("second") },
      ]),
      lims.import.errors.zipDuplicate("report.pdf"),
    ],
  ] as const) {
    await page.getByLabel("CSV file (UTF-8)").setInputFiles({
      name: "reports.csv",
      mimeType: "text/csv",
      buffer: csvOf([report]),
    });
    await page.getByLabel("Zip of the PDFs (optional)").setInputFiles({
      name: "pdfs.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(zip),
    });
    const started = Date.now();
    await page.getByRole("button", { name: "Check and import", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(/Nothing was imported/);
    await expect(page.getByRole("list", { name: "What to fix" })).toHaveText(why);
    // 15 s and the whole site blocked before the zip was unpacked in the pool with its bytes counted.
    expect(Date.now() - started).toBeLessThan(5_000);
  }
  expect(await inRegister([report.ulr!])).toEqual([null]);
});
