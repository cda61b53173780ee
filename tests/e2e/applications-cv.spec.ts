import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { expect, test, type Page } from "@playwright/test";
import { applicationsDesk } from "@/content/applicationsDesk";
import { makeDocx } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, postApplication, signInAs, signInRequest, suiteDb } from "./deskStaff";
import { onRecordStore } from "./record";

/**
 * HR reads a CV in the browser: a PDF in the browser's own viewer, sandboxed
 * (its answer inline, application/pdf, a CSP sandbox, never sniffed); a Word
 * file stays a download. The page says in words whether HR is e-mailed, and
 * its status select is named "Status".
 */

const OPENING = "transformer-test-engineer";
const words = applicationsDesk.view;

/** A one-page CV as a PDF a word processor makes: something the browser's viewer can show. */
async function cvPdf(name: string): Promise<File> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`Curriculum vitae: ${name}`, { x: 56, y: 770, size: 20, font });
  page.drawText("Test technician, Indore. Impulse and partial discharge tests.", {
    x: 56,
    y: 740,
    size: 12,
    font,
  });
  return new File([await doc.save()], "asha-cv.pdf", { type: "application/pdf" });
}

/**
 * The accessible name Chromium itself gives an element (what a screen reader
 * hears), from its accessibility tree: Playwright's own computation skips a
 * select inside its label, where Chromium ran the options into the name.
 */
async function chromiumName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      nodeId,
      fetchRelatives: false,
    });
    return String(nodes[0]?.name?.value ?? "");
  } finally {
    await cdp.detach();
  }
}

/** The application's e-mail state as kept (pending, sent or off). */
function notifyStateOf(reference: string): Promise<string> {
  return onRecordStore(suiteDb, async (store) => {
    const row = await store
      .selectFrom("applications")
      .select("notify_state")
      .where("reference", "=", reference)
      .executeTakeFirst();
    return String(row?.notify_state);
  });
}

test("a PDF CV opens in the browser's viewer, sandboxed, or downloads; the page names its status select and says whether HR is e-mailed", async ({
  page,
  baseURL,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  const name = `Asha Viewer ${testInfo.project.name} ${Date.now()}`;
  const reference = await postApplication(baseURL!, name, {
    opening: OPENING,
    cv: await cvPdf(name),
  });
  await signInAs(page, addUser(suiteDb, "hr-cv", ["hr"]));
  await page.goto(`/desk/applications/view?id=${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${reference} · ${name}`);

  // The status select's name is its label alone, not its options run together.
  const status = page.locator("#case-status");
  await expect(status).toHaveAccessibleName("Status");
  expect(await chromiumName(page, "#case-status")).toBe("Status");
  // Its label is the word alone (wrapped round the select, the label's text ran the options in).
  expect(
    await status.evaluate((el) =>
      [...(el as HTMLSelectElement).labels].map((l) => l.textContent?.trim()),
    ),
  ).toEqual(["Status"]);
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("new");

  // The e-mail to HR, in a sentence.
  const mail = page.getByRole("region", { name: words.notification });
  const sentence = words.notificationStates[await notifyStateOf(reference)]!;
  expect(sentence).toMatch(/^HR is (not )?e-mailed about/);
  await expect(mail).toContainText(sentence);
  await expect(mail.getByText("Off", { exact: true })).toHaveCount(0);

  // Open CV and Download CV.
  const sent = page.getByRole("region", { name: words.sent });
  const open = sent.getByRole("link", { name: words.open });
  const download = sent.getByRole("link", { name: words.download });
  await expect(open).toHaveAccessibleDescription(words.openHint);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`application-cv-${width}.png`),
    fullPage: true,
  });

  // Over the wire: inline, a PDF, in a sandbox of its own, never sniffed, never cached.
  const href = (await open.getAttribute("href"))!;
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toMatch(/^inline; filename="asha-cv\.pdf"/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["x-frame-options"]).toBe("DENY");
  const csp = headers["content-security-policy"]!.split(/;\s*/);
  expect(csp).toEqual(expect.arrayContaining(["default-src 'none'", "sandbox"]));
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // In the browser: the page is the browser's PDF viewer (no download), its document sandboxed.
  let downloaded = false;
  page.on("download", () => (downloaded = true));
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/desk/applications/cv\\?id=${reference}&open=1$`));
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith("chrome-extension://")))
    .toBe(true);
  expect(downloaded).toBe(false);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: testInfo.outputPath(`application-cv-viewer-${width}.png`) });
  await page.goBack();

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe("asha-cv.pdf");
});

test("a Word CV is a download only, even asked to open; only roles that read applications get a CV", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const name = `Ravi Word ${testInfo.project.name} ${Date.now()}`;
  const reference = await postApplication(baseURL!, name, {
    opening: OPENING,
    cv: new File([makeDocx()], "ravi-cv.docx"),
  });
  await signInAs(page, addUser(suiteDb, "hr-docx", ["hr"]));
  await page.goto(`/desk/applications/view?id=${reference}`);
  const sent = page.getByRole("region", { name: words.sent });
  await expect(sent.getByRole("link", { name: words.open })).toHaveCount(0);
  await expect(sent).toContainText(words.notPdf);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    sent.getByRole("link", { name: words.download }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("ravi-cv.docx");

  const asked = await page.request.get(`/desk/applications/cv?id=${reference}&open=1`);
  expect(asked.status()).toBe(200);
  expect(asked.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect(asked.headers()["content-type"]).toBe("application/octet-stream");

  // Someone who may not read applications gets no CV, opened or downloaded.
  const pdf = await postApplication(baseURL!, `${name} pdf`, { opening: OPENING });
  const leads = await playwright.request.newContext({ baseURL });
  await signInRequest(leads, addUser(suiteDb, "leads-cv", ["leads"]));
  for (const path of [`/desk/applications/cv?id=${pdf}&open=1`, `/desk/applications/cv?id=${pdf}`])
    expect((await leads.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
  await leads.dispose();
});
