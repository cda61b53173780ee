import { expect, test } from "@playwright/test";
import { grievanceOfficer } from "@/content/privacy";
import { breachDesk } from "@/content/privacyBreaches";
import { privacyDesk } from "@/content/privacyRequest";
import { expectNoAxeViolations } from "./axe";
import { addUser, fillSignIn } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";

/**
 * The privacy role keeps the register of personal data breaches (issue 54
 * item 5): an incident recorded as soon as it is known starts CERT-In's
 * 6-hour and the Board's 72-hour clocks, the start page counts it until both
 * reports are sent, the notice to the people affected and the Board's report
 * are built from the record, and every save can be seen and undone. On a
 * server of its own, so no other spec's start page counts this breach.
 */

test.describe.configure({ mode: "default" });

let server: OwnServer;
let officer: string;

test.beforeAll(async () => {
  server = await startServer({});
  officer = addUser(server.dbPath, "breach-officer", ["privacy"]);
});
test.afterAll(async () => server?.stop());

/** Now in India, as a datetime-local value, `minutes` ago. */
const indiaMinutesAgo = (minutes: number) =>
  new Date(Date.now() + (330 - minutes) * 60_000).toISOString().slice(0, 16);

test("a breach recorded on the desk runs its clocks, produces its texts, and each save can be undone", async ({
  page,
}) => {
  await page.goto(`${server.url}/desk/sign-in`);
  await fillSignIn(page, officer);
  await expect(page).toHaveURL(`${server.url}/desk/start`);
  await page.getByRole("link", { name: breachDesk.nav }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(breachDesk.title);
  await expect(page.getByText(breachDesk.empty)).toBeVisible();

  // Sent without the nature: refused, said above the form and beside the field.
  const form = page.getByRole("form", { name: breachDesk.formHeading });
  await form
    .getByLabel(breachDesk.fields.title.label)
    .fill("A laptop with exported leads was stolen");
  await form.getByLabel(breachDesk.moments.awareAt.label).fill(indiaMinutesAgo(30));
  await form.getByRole("button", { name: breachDesk.create }).click();
  await expect(page.getByRole("alert")).toContainText(
    `${breachDesk.fields.nature.label}: ${breachDesk.problems.required}`,
  );
  await expect(page.getByLabel(breachDesk.fields.nature.label)).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page
    .getByLabel(breachDesk.fields.nature.label)
    .fill("A staff laptop holding a CSV export of 140 enquiries was stolen from a car.");
  await page
    .getByLabel(breachDesk.fields.extent.label)
    .fill("Names, e-mail addresses and phone numbers of 140 people.");
  await page
    .getByLabel(breachDesk.fields.safety.label)
    .fill("Be wary of calls asking for payment.");
  await page.getByRole("button", { name: breachDesk.create }).click();

  await expect(page).toHaveURL(/\/desk\/privacy\/breach\?id=BR-\d{4}-001&done=created$/);
  await expect(page.getByRole("status")).toContainText(breachDesk.done.created);
  // Aware 30 minutes ago: 5 h 30 min left for CERT-In (give or take the minute the test takes).
  const clocks = page.getByRole("region", { name: breachDesk.clocksHeading });
  await expect(clocks).toContainText(/CERT-In: 5 h (29|30) min left/);
  await expect(clocks).toContainText(/Board's report: 71 h (29|30) min left/);

  // The texts rule 7 asks for, from the record.
  const notice = page.getByRole("region", { name: breachDesk.documents.people.heading });
  await expect(notice).toContainText("140 enquiries was stolen");
  await expect(notice).toContainText("Be wary of calls asking for payment.");
  await expect(notice).toContainText("Grievance Officer, grievance@malwaelectrotest.in");
  const report = page.getByRole("region", { name: breachDesk.documents.board.heading });
  await expect(report).toContainText(breachDesk.documents.board.remedies);
  await expect(report).toContainText(breachDesk.documents.people.notYet);

  // The start page counts it while a report is owed.
  await page.goto(`${server.url}/desk/start`);
  await expect(page.locator('[data-attention="breachReports"]')).toContainText("1");

  // CERT-In told 10 minutes ago: its clock stops; the Board's still runs. Then undone.
  await page.goBack();
  await page.getByLabel(breachDesk.moments.certInAt.label).fill(indiaMinutesAgo(10));
  await page.getByRole("button", { name: breachDesk.save }).click();
  await expect(page.getByRole("status")).toContainText(breachDesk.done.saved);
  await expect(clocks).toContainText(/CERT-In: sent /);
  const versions = page.getByRole("region", { name: breachDesk.history.heading });
  await expect(versions).toContainText(
    breachDesk.history.changed(breachDesk.moments.certInAt.label),
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: breachDesk.done.undo }).click();
  await expect(page.getByRole("status")).toContainText(breachDesk.done.restored);
  await expect(clocks).toContainText(/CERT-In: 5 h \d+ min left/);
  await expect(versions).toContainText(breachDesk.history.restoredFrom(1));

  // Both reports sent: the start page no longer counts it.
  await page.getByLabel(breachDesk.moments.certInAt.label).fill(indiaMinutesAgo(10));
  await page.getByLabel(breachDesk.moments.boardReportAt.label).fill(indiaMinutesAgo(5));
  await page.getByRole("button", { name: breachDesk.save }).click();
  await expect(page.getByRole("status")).toContainText(breachDesk.done.saved);
  await page.goto(`${server.url}/desk/start`);
  await expect(page.locator('[data-attention="breachReports"]')).toHaveCount(0);
  await page.goto(`${server.url}/desk/privacy/breaches`);
  await expectNoAxeViolations(page);
});

test("only the privacy role (or an administrator) opens the register", async ({ request }) => {
  const leads = addUser(server.dbPath, "breach-leads", ["leads"]);
  const signIn = await request.post(`${server.url}/desk/sign-in`, {
    form: { email: leads, password: "correct horse battery staple" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  const register = await request.get(`${server.url}/desk/privacy/breaches`, { maxRedirects: 0 });
  expect(register.status()).toBe(403);
  expect(await register.text()).not.toContain(breachDesk.title);
});

test("the contact person set on the desk is the one the breach texts and the privacy policy name", async ({
  page,
}) => {
  const contact = { name: "Mr. Arvind Rao", email: "dpo@malwaelectrotest.in" };
  await page.goto(`${server.url}/desk/sign-in`);
  await fillSignIn(page, officer);
  await expect(page).toHaveURL(`${server.url}/desk/start`);

  await page.goto(`${server.url}/desk/privacy/contact`);
  await page.getByLabel(privacyDesk.contact.name).fill(contact.name);
  await page.getByLabel(privacyDesk.contact.email).fill(contact.email);
  await page.getByRole("button", { name: privacyDesk.contact.save }).click();
  await expect(page.getByRole("status")).toContainText(privacyDesk.contact.saved);

  await page.goto(`${server.url}/desk/privacy/breaches`);
  const form = page.getByRole("form", { name: breachDesk.formHeading });
  await form.getByLabel(breachDesk.fields.title.label).fill("A mailbox password was phished");
  await form.getByLabel(breachDesk.fields.nature.label).fill("A phishing e-mail took a password.");
  await form.getByLabel(breachDesk.moments.awareAt.label).fill(indiaMinutesAgo(5));
  await form.getByRole("button", { name: breachDesk.create }).click();
  await expect(page.getByRole("status")).toContainText(breachDesk.done.created);

  const notice = page.getByRole("region", { name: breachDesk.documents.people.heading });
  await expect(notice).toContainText(
    breachDesk.documents.people.contactLine(contact.name, contact.email),
  );
  await expect(notice).not.toContainText(grievanceOfficer.name);
  const report = page.getByRole("region", { name: breachDesk.documents.board.heading });
  await expect(report).toContainText(
    breachDesk.documents.board.contact(contact.name, contact.email),
  );

  // The public policy, in both languages, renders on request and names the same person.
  for (const path of ["/privacy-policy", "/hi/privacy-policy"]) {
    await page.goto(`${server.url}${path}`);
    await expect(page.locator("main")).toContainText(contact.name);
    await expect(page.locator("main")).toContainText(contact.email);
    await expect(page.locator("main")).not.toContainText(grievanceOfficer.email);
  }
});
