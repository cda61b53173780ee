import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { applicationsDesk } from "@/content/applicationsDesk";
import { careerWords } from "@/content/careers";
import { careersDesk } from "@/content/careersDesk";
import { desk } from "@/content/desk";
import { expectNoAxeViolations } from "./axe";
import { jsonLdOfType } from "./careerBoard";
import { addUser, postApplication } from "./deskStaff";
import { daysFromToday, signInAt, signInRequest } from "./openingsDesk";
import { startServer, type OwnServer } from "./ownServer";
import { onRecordStore } from "./record";

/**
 * An opening's life on the desk: a draft only the desk sees, a preview of it
 * as /career would show it, published, closed only after a confirmation; the
 * list counts each opening's applications. On a server of its own, so the
 * suite's board stays the seed.
 */

test.describe.configure({ mode: "default" });

let server: OwnServer;
let hr: string;

test.beforeAll(async () => {
  server = await startServer({});
  hr = addUser(server.dbPath, "hr", ["hr"]);
});
test.afterAll(async () => server?.stop());

const edit = careersDesk.edit;
const buttons = edit.buttons;
const CATEGORY = "Calibration Services";

const actions = (page: Page) => page.getByRole("group", { name: edit.actions });

/** Fills the opening form as HR types it. */
async function fillOpening(page: Page, title: string, summary: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption({ label: CATEGORY });
  await page.getByLabel("Type").selectOption("Full-time");
  await page.getByLabel("Location").fill("Indore");
  await page.getByLabel("Experience").fill("3+ Years");
  await page.getByLabel("Summary").fill(summary);
  await page
    .getByLabel("Requirements (one a line)")
    .fill("B.E. Electrical\nThree years of cable fault location");
  await page.getByLabel("Deadline").fill(daysFromToday(30));
}

/** Whether /career shows the opening (its row and its JSON-LD JobPosting). */
async function onCareer(page: Page, title: string): Promise<boolean> {
  await page.goto(`${server.url}/career`);
  const rows = await page.getByRole("heading", { name: title, includeHidden: true }).count();
  const postings = (await jsonLdOfType(page, "JobPosting")).filter((j) => j.title === title);
  expect(rows).toBe(postings.length);
  return rows > 0;
}

/** The opening's lines in the audit log, in words, oldest first. */
function auditWordsOf(id: string): Promise<string[]> {
  return onRecordStore(server.dbPath, async (store) =>
    (
      await store
        .selectFrom("desk_audit")
        .select("action")
        .where("detail", "=", id)
        .orderBy("id")
        .execute()
    ).map((r) => desk.audit.actionWords(r.action)),
  );
}

test("an opening's life: draft, preview, published, closed after a confirmation; /career shows it only while published", async ({
  page,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  const title = `Cable Fault Engineer ${randomUUID().slice(0, 6)}`;
  const id = title.toLowerCase().replace(/ /g, "-");
  await signInAt(page, server.url, hr);
  await page.getByRole("link", { name: careersDesk.list.newOpening }).click();

  // A new opening offers what fits it only.
  await expect(actions(page).getByRole("button")).toHaveText([
    buttons.saveDraft,
    buttons.preview,
    buttons.publish,
  ]);
  await fillOpening(page, title, "Find faults in buried cables.");
  await actions(page).getByRole("button", { name: buttons.saveDraft }).click();
  await expect(page).toHaveURL(`${server.url}/desk/openings?id=${id}&done=drafted`);
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.drafted(title));
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row).toContainText(careersDesk.states.draft);

  // A draft is nowhere on the site: not on /career, and its apply address knows nothing of it.
  expect(await onCareer(page, title)).toBe(false);
  await page.goto(`${server.url}/career/apply?opening=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send a general application");
  await expect(page.getByText(title)).toHaveCount(0);

  // The draft's page: its note and its buttons; a preview of new words, saving nothing.
  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await expect(page.getByText(edit.draftNote)).toBeVisible();
  await expect(actions(page).getByRole("button")).toHaveText([
    buttons.saveDraft,
    buttons.preview,
    buttons.publish,
  ]);
  await expectNoAxeViolations(page);
  await shot("opening-draft");
  await page.getByLabel("Summary").fill("Find and pinpoint faults in buried HV cables.");
  await actions(page).getByRole("button", { name: buttons.preview }).click();
  const preview = page.getByRole("region", { name: edit.preview.heading });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview).toContainText("Find and pinpoint faults in buried HV cables.");
  await expect(preview).toContainText(`${careerWords.applyBefore} `);
  // Marked as a preview above the opening, never over it; its Apply is not a link.
  const mark = await preview.getByRole("heading", { name: edit.preview.heading }).boundingBox();
  const job = await preview.getByRole("listitem").first().boundingBox();
  expect(mark!.y + mark!.height).toBeLessThanOrEqual(job!.y);
  await expect(preview.getByRole("link")).toHaveCount(0);
  await expect(page.getByLabel("Summary")).toHaveValue(
    "Find and pinpoint faults in buried HV cables.",
  );
  await expectNoAxeViolations(page);
  await shot("opening-preview");
  // A visitor (another browser) still sees nothing of it; nothing was saved.
  const visitor = await page.context().browser()!.newPage();
  expect(await onCareer(visitor, title)).toBe(false);
  await visitor.close();
  expect(await auditWordsOf(id)).toEqual([desk.audit.actions["opening.draft"]]);

  // Publish from the preview's page: the words typed are what is published.
  await actions(page).getByRole("button", { name: buttons.publish }).click();
  await expect(page).toHaveURL(`${server.url}/desk/openings?id=${id}&done=published`);
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.published(title));
  await expect(row).toContainText(careersDesk.states.onSite);
  expect(await onCareer(page, title)).toBe(true);
  await expect(page.getByText("Find and pinpoint faults in buried HV cables.")).toBeAttached();

  // Published: Save changes, Preview, Close opening, and no Publish.
  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await expect(page.getByText(edit.publishedNote)).toBeVisible();
  await expect(actions(page).getByRole("button")).toHaveText([
    buttons.save,
    buttons.preview,
    buttons.close,
  ]);
  await expectNoAxeViolations(page);
  await shot("opening-published");

  // Close asks first, in a dialog; "Keep it open" leaves it on the site.
  await actions(page).getByRole("button", { name: buttons.close }).click();
  const dialog = page.getByRole("dialog", { name: edit.confirmClose.heading });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(edit.confirmClose.body(title));
  await expectNoAxeViolations(page);
  await shot("opening-close-dialog");
  await dialog.getByRole("button", { name: edit.confirmClose.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${server.url}/desk/openings/edit?id=${id}`);
  expect(await onCareer(page, title)).toBe(true);

  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await actions(page).getByRole("button", { name: buttons.close }).click();
  await dialog.getByRole("button", { name: edit.confirmClose.confirm }).click();
  await expect(page).toHaveURL(`${server.url}/desk/openings?id=${id}&done=closed`);
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.closed(title));
  await expect(row).toContainText(careersDesk.states.closed);
  expect(await onCareer(page, title)).toBe(false);

  // Closed: Publish again and Save only.
  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await expect(page.getByText(edit.closedNote)).toBeVisible();
  await expect(actions(page).getByRole("button")).toHaveText([buttons.reopen, edit.saveClosed]);
  await expectNoAxeViolations(page);
  await shot("opening-closed");

  // Every change is in the audit log, in words.
  expect(await auditWordsOf(id)).toEqual([
    desk.audit.actions["opening.draft"],
    desk.audit.actions["opening.publish"],
    desk.audit.actions["opening.close"],
  ]);
});

test("without script, Close asks on a page of its own; one press, or a post without the confirmation, never closes", async ({
  browser,
  playwright,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const title = `Relay Engineer ${randomUUID().slice(0, 6)}`;
  const id = title.toLowerCase().replace(/ /g, "-");
  await signInAt(page, server.url, hr);
  await page.goto(`${server.url}/desk/openings/edit`);
  await fillOpening(page, title, "Test protection relays.");
  await actions(page).getByRole("button", { name: buttons.publish }).click();
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.published(title));

  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await actions(page).getByRole("button", { name: buttons.close }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: edit.confirmClose.heading }),
  ).toBeVisible();
  await expect(page.getByText(edit.confirmClose.body(title))).toBeVisible();
  expect(await onCareer(page, title)).toBe(true);

  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await actions(page).getByRole("button", { name: buttons.close }).click();
  await page.getByRole("button", { name: edit.confirmClose.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.closed(title));
  expect(await onCareer(page, title)).toBe(false);
  await context.close();

  // Over the wire: a close without its confirmation changes nothing; a button that does not fit is refused.
  const request = await playwright.request.newContext({ baseURL: server.url });
  await signInRequest(request, server.url, hr);
  const other = `Meter Engineer ${randomUUID().slice(0, 6)}`;
  const otherId = other.toLowerCase().replace(/ /g, "-");
  const form = {
    title: other,
    categoryId: "calibration-services",
    type: "Full-time",
    location: "Indore",
    experience: "2+ Years",
    summary: "Calibrate energy meters.",
    requirements: "Diploma",
    deadline: daysFromToday(20),
  };
  const made = await request.post("/desk/openings/edit", {
    form: { ...form, action: "publish" },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(303);
  const closeOnce = await request.post(`/desk/openings/edit?id=${otherId}`, {
    form: { action: "close" },
    maxRedirects: 0,
  });
  expect(closeOnce.status()).toBe(200);
  expect(await closeOnce.text()).toContain(edit.confirmClose.heading);
  const publishAgain = await request.post(`/desk/openings/edit?id=${otherId}`, {
    form: { ...form, action: "publish" },
    maxRedirects: 0,
  });
  expect(publishAgain.status()).toBe(409);
  expect(await publishAgain.text()).toContain(edit.notNow.replace("'", "&#x27;"));
  const page2 = await browser.newPage();
  expect(await onCareer(page2, other)).toBe(true);
  await page2.close();
  await request.dispose();
});

test("the list shows each opening's applications, new of all, linking to them", async ({
  page,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  const title = `Transformer Tester ${randomUUID().slice(0, 6)}`;
  const id = title.toLowerCase().replace(/ /g, "-");
  await signInAt(page, server.url, hr);
  await page.goto(`${server.url}/desk/openings/edit`);
  await fillOpening(page, title, "Test power transformers.");
  await actions(page).getByRole("button", { name: buttons.publish }).click();
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.published(title));
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row).toContainText(careersDesk.list.noApplications);

  const references = [];
  for (const n of [1, 2, 3])
    references.push(await postApplication(server.url, `Applicant ${n} ${id}`, { opening: id }));
  // HR has looked at one and shortlisted it.
  await page.goto(`${server.url}/desk/applications/view?id=${references[0]}`);
  await page.getByRole("combobox", { name: "Status" }).selectOption("shortlisted");
  await page.getByRole("button", { name: applicationsDesk.view.save }).click();
  await expect(page.getByRole("status")).toContainText("Shortlisted");

  await page.goto(`${server.url}/desk/openings`);
  const count = row.getByRole("link", {
    name: careersDesk.list.applicationsOf(2, 3, title),
  });
  await expect(count).toHaveText(careersDesk.list.applications(2, 3));
  await expect(count).toHaveText("2 new of 3");
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.screenshot({
    path: testInfo.outputPath(`openings-list-${width}.png`),
    fullPage: true,
  });
  await count.click();
  await expect(page).toHaveURL(`${server.url}/desk/applications?opening=${id}`);
  await expect(page.getByText("3 applications · Page 1 of 1")).toBeVisible();
  for (const n of [1, 2, 3])
    await expect(page.getByRole("link", { name: `Applicant ${n} ${id}` })).toBeVisible();
});
