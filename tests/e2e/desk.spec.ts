import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { parseCsv } from "./deskCsv";
import {
  addUser,
  fillSignIn,
  leadEntry,
  postConsultation,
  postEnquiry,
  signInAs,
  suiteDb,
} from "./deskStaff";

/** The lab's lead desk: staff sign in and handle leads from a browser. */

test("staff sign in, find a lead, read it, download its file, update it, export it, sign out", async ({
  page,
  baseURL,
}, testInfo) => {
  const email = addUser(suiteDb, testInfo.project.name);
  const marker = randomUUID().slice(0, 8);
  const reference = await postEnquiry(baseURL!, marker);

  // Not signed in: the desk sends you to sign in; its file answers 401.
  await page.goto("/desk");
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  expect((await page.request.get(`/desk/file?id=${reference}`)).status()).toBe(401);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  await fillSignIn(page, email);
  // Every account starts on what needs its attention; its leads are a link away.
  await expect(page).toHaveURL(/\/desk\/start$/);
  await page.locator('[data-attention="newLeads"] a').click();
  await expect(page).toHaveURL(/\/desk\?status=new$/);
  await page.goto("/desk");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  // The filters show on a desktop; on a phone they wait behind their button.
  const search = page.getByRole("searchbox", { name: /Search/ });
  if (testInfo.project.name === "phone") {
    await expect(search).toBeHidden();
    await page.getByText("Filter leads").click();
  }
  await search.fill(marker);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("link", { name: /^LEAD-/ })).toHaveCount(1);
  const entry = leadEntry(page, reference);
  await expect(entry).toContainText("Narmada Cables Pvt Ltd");
  await expect(entry).toContainText("New");
  // Tap to call, tap to write, on a phone as on a desktop.
  await expect(entry.getByRole("link", { name: "0731 2345678" })).toHaveAttribute(
    "href",
    "tel:07312345678",
  );
  await expect(entry.getByRole("link", { name: "joshi@narmada.in" })).toHaveAttribute(
    "href",
    "mailto:joshi@narmada.in",
  );
  await expectNoAxeViolations(page);
  await entry.getByRole("link", { name: reference }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${reference} · Testing enquiry`,
  );
  await expect(page.getByText("11 kV XLPE cable, 3 drums")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:joshi@narmada\\.in\\?subject=${reference}`),
  );
  await expectNoAxeViolations(page);
  const file = await page.request.get(`/desk/file?id=${reference}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="spec sheet\.pdf"/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The lead's phone and e-mail are links too.
  const fields = page.getByRole("region", { name: "What the visitor sent" });
  await expect(fields.getByRole("link", { name: "0731 2345678" })).toHaveAttribute(
    "href",
    "tel:07312345678",
  );
  await expect(fields.getByRole("link", { name: "joshi@narmada.in" })).toHaveAttribute(
    "href",
    "mailto:joshi@narmada.in",
  );

  // One form, one Save: the status chosen and the note typed are both kept.
  const update = page.getByRole("form", { name: "Update lead" });
  await update.getByLabel("Status").selectOption("quoted");
  await update.getByLabel("Add a note").fill("Called Mr Joshi; quote by Friday.");
  await update.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: status Quoted, note added.");
  await expect(update.getByLabel("Status")).toHaveValue("quoted");
  await expect(update.getByLabel("Add a note")).toHaveValue("");
  const notes = page.getByRole("region", { name: "Internal notes" });
  await expect(notes).toContainText("Called Mr Joshi; quote by Friday.");
  await expect(notes).toContainText(email);
  // Who changed the status, when, from what to what.
  const history = page.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("New → Quoted");
  await expect(history.getByRole("listitem")).toContainText(email);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("lead-page.png"), fullPage: true });

  // A Save with nothing changed says so and logs nothing.
  await update.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Nothing to save: no change.");

  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table");
  // The file downloaded, the status changed, the note added; the Save without a change logs nothing.
  await expect(log.getByRole("row").filter({ hasText: reference })).toHaveCount(3);
  await expect(
    log
      .getByRole("row")
      .filter({ hasText: "Changed a lead's status" })
      .filter({ hasText: reference }),
  ).toContainText(`${reference}: new → quoted`);
  await expect(
    log
      .getByRole("row")
      .filter({ hasText: "Added a note to a lead" })
      .filter({ hasText: reference }),
  ).toHaveCount(1);
  await expect(
    log.getByRole("row").filter({ hasText: email }).filter({ hasText: "Signed in" }),
  ).toHaveCount(1);

  // The current filter as CSV, as the browser downloads it: the lead with its status and note.
  await page.goto(`/desk?q=${marker}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download these leads (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = readFileSync(await download.path(), "utf8");
  expect(csvText.startsWith("\uFEFF")).toBe(true);
  expect(parseCsv(csvText.slice(1))).toEqual([
    expect.objectContaining({
      Reference: reference,
      Form: "Testing enquiry",
      Service: "Cables",
      Name: `S. Joshi ${marker}`,
      Company: "Narmada Cables Pvt Ltd",
      "E-mail": "joshi@narmada.in",
      Phone: "0731 2345678",
      Status: "Quoted",
      "Latest note": "Called Mr Joshi; quote by Friday.",
      "File name": "spec sheet.pdf",
    }),
  ]);

  // Erasure on request: confirm, then the lead, its file and notes are gone; the log keeps the reference.
  await page.goto(`/desk/lead?id=${reference}`);
  await page.getByText("Erase this lead").click();
  await page.getByLabel("The visitor asked for this lead to be erased").check();
  await page.getByRole("button", { name: "Erase permanently" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk\\?id=${reference}&done=erased$`));
  await expect(page.getByRole("status").filter({ hasText: "was erased" })).toHaveText(
    `${reference} was erased.`,
  );
  expect((await page.request.get(`/desk/file?id=${reference}`)).status()).toBe(404);
  await page.goto(`/desk/lead?id=${reference}`);
  await expect(page.getByText("No lead with that reference.")).toBeVisible();
  await page.goto("/desk/audit");
  const deletion = page
    .getByRole("row")
    .filter({ hasText: "Erased a lead" })
    .filter({ hasText: reference });
  await expect(deletion).toHaveCount(1);
  await expect(deletion).not.toContainText("Narmada");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  await page.goto(`/desk/lead?id=${reference}`);
  // The sign-in keeps the page asked for, to open it after (lib/desk/next.ts).
  await expect(page).toHaveURL(
    `/desk/sign-in?next=${encodeURIComponent(`/desk/lead?id=${reference}`)}`,
  );
});

test("leaving a lead with unsaved changes asks first; after Save it does not", async ({
  page,
  baseURL,
}, testInfo) => {
  const email = addUser(suiteDb, testInfo.project.name);
  const reference = await postEnquiry(baseURL!, randomUUID().slice(0, 8));
  await signInAs(page, email);
  await page.goto(`/desk/lead?id=${reference}`);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  const update = page.getByRole("form", { name: "Update lead" });

  // Nothing typed yet: leaving asks nothing.
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page).toHaveURL(/\/desk$/);
  await page.goBack();

  // A half-written note: leaving asks, and staying keeps it.
  await update.getByLabel("Add a note").fill("Half-written: call back after");
  await page.getByRole("link", { name: "All leads" }).click();
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  await expect(page).toHaveURL(/\/desk\/lead\?id=/);
  await expect(update.getByLabel("Add a note")).toHaveValue("Half-written: call back after");

  // A status chosen and chosen back is no change; a status chosen is.
  await update.getByLabel("Add a note").fill("");
  await update.getByLabel("Status").selectOption("won");
  await update.getByLabel("Status").selectOption("new");
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/desk\/audit$/);
  await page.goBack();
  await update.getByLabel("Status").selectOption("won");
  await update.getByLabel("Add a note").fill("Order received");
  await page.getByRole("link", { name: "All leads" }).click();
  await expect.poll(() => dialogs).toEqual(["beforeunload", "beforeunload"]);

  // Saved: the Save itself and leaving afterwards ask nothing.
  await update.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: status Won, note added.");
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page).toHaveURL(/\/desk$/);
  expect(dialogs).toEqual(["beforeunload", "beforeunload"]);
});

/**
 * Words of the text inside these elements that the browser broke across two
 * lines (a `<wbr>` or an element boundary is a place where a break is allowed).
 */
function wordsBrokenAcrossLines(root: ReturnType<Page["locator"]>) {
  return root.evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

test("the list and a lead keep every word whole and fit the screen", async ({
  page,
  baseURL,
}, testInfo) => {
  const email = addUser(suiteDb, testInfo.project.name);
  const marker = randomUUID().slice(0, 8);
  const reference = await postEnquiry(baseURL!, marker, {
    email: "procurement.department@narmadacables.co.in",
    company_name: "Narmada Cables and Conductors Private Limited",
  });
  await signInAs(page, email);
  for (const path of [`/desk?q=${marker}`, `/desk/lead?id=${reference}`]) {
    await page.goto(path);
    await expect(
      page.getByText("procurement.department@narmadacables.co.in").filter({ visible: true }),
    ).toHaveCount(1);
    expect(await wordsBrokenAcrossLines(page.locator("main")), path).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});

test("the search finds a lead by pieces of what the visitor typed, Hindi too, never by a field's name", async ({
  page,
  baseURL,
}, testInfo) => {
  const email = addUser(suiteDb, testInfo.project.name, ["leads"]);
  const marker = randomUUID().slice(0, 8);
  const reference = await postConsultation(baseURL!, {
    user_name: `अनिल कुमार ${marker}`,
    user_email: `anil.${marker}@mppower.example`,
    user_phone: "+91 98260 12345",
    message: "Calibration of 40 clamp meters",
  });
  await signInAs(page, email);
  const search = page.getByRole("searchbox", { name: /Search/ });
  const references = page.getByRole("link", { name: /^LEAD-/ }).filter({ visible: true });
  const searchFor = async (q: string) => {
    const response = await page.goto(`/desk?q=${encodeURIComponent(q)}`);
    expect(response?.status(), q).toBe(200);
    await expect(search).toHaveValue(q);
  };

  // A Hindi word, the start of a word and a piece of an address, each with the marker.
  for (const q of [`कुमार ${marker}`, `${marker.slice(0, 5)} अनिल`, `mppower.example ${marker}`]) {
    await searchFor(q);
    await expect(references, q).toHaveCount(1);
    await expect(leadEntry(page, reference), q).toContainText(`अनिल कुमार ${marker}`);
  }

  // The fields' names are not what the visitor typed.
  for (const q of ["user_email", "user_name", "form_name"]) {
    await searchFor(q);
    await expect(page.getByText("No leads match."), q).toBeVisible();
    await expect(references, q).toHaveCount(0);
  }

  // The search language's characters are only text: no error, and no match.
  for (const q of [`"${marker}`, `${marker}*`, `NEAR(${marker} अनिल)`, `user_name:${marker}`]) {
    await searchFor(q);
    await expect(page.getByText("No leads match."), q).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
