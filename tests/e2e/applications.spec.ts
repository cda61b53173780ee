import { expect, test, type Page } from "@playwright/test";
import { makeDocx, makeMacroDocx, makePdf } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, suiteDb } from "./deskStaff";
import { hydrated } from "./hydration";
import { onRecordStore } from "./record";

/** A visitor applies on the site; HR finds the application on the desk. */

const OPENING = "transformer-test-engineer";
const REFERENCE = /APP-\d{4}-\d{6}/;

const pdf = (name = "asha-cv.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(makePdf()),
});

async function fillApplication(page: Page, name: string, cv = pdf()) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail").fill("asha@example.in");
  await page.getByLabel("Phone number").fill("98260 12345");
  await page.getByLabel("Current role").fill("Test technician, Indore");
  await page.getByLabel("Years of experience").selectOption("3-5 years");
  await page.getByLabel("Notice period").selectOption("30 days");
  await page.getByLabel("A short note (optional)").fill("I have run impulse tests.");
  await page.getByLabel("Your CV").setInputFiles(cv);
  await page.getByLabel("I am 18 or older").check();
  await page.getByLabel(/I agree that the laboratory keeps/).check();
}

const form = (page: Page) => page.getByRole("form", { name: "Your application" });

test("a visitor applies to an opening with a CV, with JavaScript on, and is given a reference", async ({
  page,
}) => {
  await page.goto(`/career/apply?opening=${OPENING}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Apply for Transformer Test Engineer",
  );
  await hydrated(form(page));
  await fillApplication(page, `Asha Script ${test.info().project.name}`);
  await page.getByRole("button", { name: "Send application" }).click();
  const success = page.getByRole("heading", { name: "Thank you, your application has reached us" });
  await expect(success).toBeFocused();
  await expect(form(page)).toContainText(REFERENCE);
  await expect(form(page)).toContainText("CV: asha-cv.pdf");
  await expect(page).toHaveURL(new RegExp(`/career/apply\\?opening=${OPENING}$`));
});

test("the thank-you closes the application: no second send; Send another brings back an empty form", async ({
  page,
}) => {
  await page.goto(`/career/apply?opening=${OPENING}`);
  await hydrated(form(page));
  // An empty send: focus on the first field with a problem as the form reads (the name), not the CV.
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await fillApplication(page, `Asha Again ${test.info().project.name}`);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(
    page.getByRole("heading", { name: "Thank you, your application has reached us" }),
  ).toBeFocused();
  await expect(page.getByRole("button", { name: "Send application" })).toHaveCount(0);
  await expect(page.getByLabel("Your CV")).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath("application-thank-you.png"),
    fullPage: true,
  });
  await page.getByRole("button", { name: "Send another" }).click();
  await expect(page.getByLabel("Full name")).toBeFocused();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send application" })).toBeVisible();
});

test("without JavaScript the same form posts itself and lands on the result page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/career/apply?opening=${OPENING}`);
  await fillApplication(page, `Asha NoScript ${test.info().project.name}`);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/career\/apply\/sent\?ref=APP-\d{4}-\d{6}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you, your application has reached us",
  );
  await expect(page.getByText(REFERENCE)).toBeVisible();

  // A macro-enabled CV is refused with the reason, even without script.
  await page.goto(`/career/apply?opening=${OPENING}`);
  await fillApplication(page, "Asha Macro", {
    name: "cv.docx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(makeMacroDocx()),
  });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/career\/apply\/not-sent\?problem=file-unsafe$/);
  await expect(page.getByText("Your CV contains active content")).toBeVisible();
  await context.close();
});

test("a wrong file type, an oversize CV and a missing consent are refused with their messages", async ({
  page,
}) => {
  await page.goto(`/career/apply?opening=${OPENING}`);
  await hydrated(form(page));
  await fillApplication(page, "Asha Refused", {
    name: "cv.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  const cv = page.getByLabel("Your CV");
  await expect(cv).toHaveAccessibleDescription(/Your CV must be a PDF or DOCX file/);
  await page.getByLabel("Your CV").setInputFiles({
    name: "big.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from(makePdf()), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(cv).toHaveAccessibleDescription(/Your CV must be 5 MB or smaller/);
  await page.getByLabel("Your CV").setInputFiles({
    name: "cv.docx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(makeDocx()),
  });
  await page.getByLabel(/I agree that the laboratory keeps/).uncheck();
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(
    form(page).getByText("Please agree to the privacy policy to send your application"),
  ).toBeVisible();
  await expect(page.getByLabel(/I agree that the laboratory keeps/)).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  // Not 18 or older: the box says how else to apply (a parent or guardian, the institute).
  await page.getByLabel(/I agree that the laboratory keeps/).check();
  const adult = page.getByLabel("I am 18 or older");
  await expect(adult).toHaveAccessibleDescription(/Younger than 18/);
  await adult.uncheck();
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(adult).toBeFocused();
  await expect(adult).toHaveAccessibleDescription(
    /This form is for applicants aged 18 or older\. If you are younger, ask a parent or guardian to e-mail your CV to info@malwaelectrotest\.in/,
  );
  await adult.check();
  // The server says the same of a file that only looks like a PDF by its name.
  await page.getByLabel("Your CV").setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf at all"),
  });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(form(page).getByRole("alert")).toContainText(
    "Your CV must be a PDF or DOCX document.",
  );
});

test("a general application, and an unknown opening that offers it", async ({ page }) => {
  await page.goto("/career/apply?opening=no-such-opening");
  await expect(page.getByText("We could not find that opening")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send a general application");
  await page.goto("/career/apply");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send a general application");
  await hydrated(form(page));
  await fillApplication(page, `Ravi General ${test.info().project.name}`);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(form(page)).toContainText(REFERENCE);
});

test("a closed opening says so and offers the general application", async ({ page }) => {
  const id = `closed-${test.info().project.name}-${Date.now()}`;
  const now = new Date().toISOString();
  await onRecordStore(suiteDb, (store) =>
    store
      .insertInto("job_openings")
      .values({
        id,
        category_id: "testing",
        title: "Relay Test Engineer",
        type: "Full-time",
        location: "Indore",
        experience: "2 years",
        requirements: "[]",
        deadline: "2099-01-01",
        posted_on: "2026-11-01",
        state: "closed",
        closed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute(),
  );
  await page.goto(`/career/apply?opening=${id}`);
  await expect(
    page.getByText("Applications for Relay Test Engineer have closed. You can still send"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send a general application");
  await expect(page.locator('input[name="opening"]')).toHaveValue("");
});

test("the apply page and the desk's applications pass axe", async ({ page }) => {
  await page.goto(`/career/apply?opening=${OPENING}`);
  await expectNoAxeViolations(page);
  await hydrated(form(page));
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(form(page).getByText("Please enter your name")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/career/apply");
  await hydrated(form(page));
  await fillApplication(page, `Axe Applicant ${test.info().project.name}`);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(form(page)).toContainText(REFERENCE);

  await signInAs(page, addUser(suiteDb, "hr-axe", ["hr"]));
  await page.goto("/desk/applications");
  await expectNoAxeViolations(page);
  await page
    .getByRole("link", { name: `Axe Applicant ${test.info().project.name}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(REFERENCE);
  await expectNoAxeViolations(page);
});

test("HR finds the application by opening and name, downloads the CV, changes status and notes, erases it", async ({
  page,
}, testInfo) => {
  const name = `Meera Desk ${test.info().project.name} ${Date.now()}`;
  await page.goto(`/career/apply?opening=${OPENING}`);
  await hydrated(form(page));
  await fillApplication(page, name);
  await page.getByRole("button", { name: "Send application" }).click();
  const reference = (await form(page).getByText(REFERENCE).textContent())!.match(REFERENCE)![0];

  const hr = addUser(suiteDb, "hr", ["hr"]);
  await signInAs(page, hr);
  // The list reads its filters as every desk list does: a value it cannot use is named (400).
  const wrong = await page.goto("/desk/applications?status=hired&opening=../etc&page=0");
  expect(wrong?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This address has a value the applications list cannot use",
  );
  for (const name of ["page", "opening", "status"])
    await expect(page.getByRole("listitem").filter({ hasText: `“${name}”` })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Show all applications" }).click();
  await expect(page).toHaveURL(/\/desk\/applications$/);
  await page
    .getByRole("navigation", { name: "Applications by opening" })
    .getByRole("link", { name: /^Transformer Test Engineer:/ })
    .click();
  await expect(page).toHaveURL(/opening=transformer-test-engineer/);
  await page.getByLabel("Name or e-mail").fill(name.toUpperCase());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("1 application · Page 1 of 1")).toBeVisible();
  await page.getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${reference} · ${name}`);
  const sent = page.getByRole("region", { name: "What the applicant sent" });
  for (const text of [
    "Transformer Test Engineer",
    "asha@example.in",
    "98260 12345",
    "Test technician, Indore",
    "3-5 years",
    "30 days",
    "I have run impulse tests.",
  ])
    await expect(sent).toContainText(text);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("asha-cv.pdf");
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>)
    chunks.push(chunk);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");

  const status = page.getByRole("combobox", { name: "Status" });
  await status.selectOption("interview");
  await page.getByLabel("Add a note").fill("Called; interview on Monday 10:00.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Status set to Interview. Note added.");
  await expect(status).toHaveValue("interview");
  await expect(page.getByRole("region", { name: "Notes" })).toContainText(
    "Called; interview on Monday 10:00.",
  );
  const history = page.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("New → Interview");
  await expect(history.getByRole("listitem")).toContainText(hr);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("application-page.png"), fullPage: true });

  await page.getByText("Erase on request").click();
  await page.getByRole("button", { name: "Erase application" }).click();
  // The confirmation box must be ticked first.
  await expect(page).toHaveURL(/\/desk\/applications\/view\?/);
  await page.getByLabel("Yes, erase this application and its CV").check();
  await page.getByRole("button", { name: "Erase application" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Application ${reference} and its CV were erased.`,
  );
  await page.goto(`/desk/applications/view?id=${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such application");
  const cv = await page.request.get(`/desk/applications/cv?id=${reference}`);
  expect(cv.status()).toBe(404);
});
