import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { portal } from "@/content/portal";
import {
  instrumentPage,
  instrumentsPage,
  instrumentStandings,
  portalNav,
  recalibrationWords,
} from "@/content/portalInstruments";
import { todayInKolkata } from "@/lib/clock";
import { formatLongDateIN } from "@/lib/format";
import { PORTAL_BODY_LIMIT } from "@/lib/portal/http";
import { addDays, instrumentKey } from "@/lib/portal/instruments";
import { RECALIBRATION_FORM } from "@/lib/portal/recalibration";
import { formatUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs } from "./deskStaff";
import { addApiToken, postReport } from "./limsApi";
import { startServer, type OwnServer } from "./ownServer";
import { signInCustomer } from "./portalCustomer";
import { record } from "./reportRegister";
import { acknowledgementsIn, header, smtpSink, staffMail, textPart } from "./smtpSink";

/**
 * My instruments and Request recalibration (issue 38 items 4 and 6), on a
 * server of its own with a real SMTP server: calibration certificates issued
 * through the LIMS API with due dates around the server's today, the list and
 * its filters, an instrument's history, another customer's instrument 404,
 * and a request for two instruments that becomes a lead on the desk and an
 * e-mail to the lab.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let bearer: string;
const run = randomUUID().slice(0, 8);
const customer = `qa@works-${run}.example`;
const stranger = `buyer@rival-${run}.example`;
const LAB = "calibration@lab.example";
let running = randomInt(1, 90_000) * 10;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await smtpSink();
  server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
    LEADS_NOTIFY_TO: LAB,
  });
  bearer = addApiToken(server.dbPath, "instruments", "issue").token;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

interface Certificate {
  ulr: string;
  make: string;
  model: string;
  serialNumber: string;
  itemDescription: string;
  issueDate: string;
  dueDate: string;
}

/** A calibration certificate issued through the LIMS API to this address. */
async function certify(customerEmail: string, instrument: Partial<Certificate>) {
  const fields = {
    ...record(),
    kind: "calibration-certificate",
    ulr: formatUlr({ kind: "calibration-certificate", year: 2026, running: running++, scope: "F" }),
    reportNumber: `MET/CC/${run}/${running}`,
    customerEmail,
    ...instrument,
  } as Record<string, string>;
  await postReport(server.url, bearer, fields);
  return fields as unknown as Certificate;
}

const entryOf = (page: Page, serialNumber: string) =>
  page.getByRole("main").getByRole("listitem").filter({ hasText: serialNumber });

test("a customer sees their instruments' due dates and asks for recalibration in one click", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const today = todayInKolkata();
  const at = (days: number) => addDays(today, days);
  // One instrument calibrated twice (current until next year), one due in ten days, one overdue.
  const meter = { make: "Fluke", model: "87V", itemDescription: "Digital multimeter" };
  const older = await certify(customer, {
    ...meter,
    serialNumber: `A-${run}`,
    issueDate: at(-400),
    dueDate: at(-35),
  });
  const newer = await certify(customer, {
    ...meter,
    serialNumber: `A-${run}`,
    issueDate: at(-30),
    dueDate: at(335),
  });
  const soon = await certify(customer, {
    make: "Megger",
    model: "MIT525",
    itemDescription: "Insulation resistance tester",
    serialNumber: `B-${run}`,
    issueDate: at(-355),
    dueDate: at(10),
  });
  const overdue = await certify(customer, {
    make: "Yokogawa",
    model: "CW500",
    itemDescription: "Power quality analyser",
    serialNumber: `C-${run}`,
    issueDate: at(-370),
    dueDate: at(-5),
  });
  const foreign = await certify(stranger, {
    make: "Fluke",
    model: "1587",
    itemDescription: "Insulation multimeter",
    serialNumber: `D-${run}`,
    issueDate: at(-20),
    dueDate: at(20),
  });

  // Signed out, the list sends the visitor to the portal's sign-in.
  await page.goto(`${server.url}/portal/instruments`);
  await expect(page).toHaveURL(`${server.url}/portal`);

  await signInCustomer(page, sink, server.url, customer);
  // The portal's navigation leads from My reports to My instruments.
  const nav = page.getByRole("navigation", { name: portalNav.label });
  await expect(nav.getByRole("link", { name: portalNav.reports })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: portalNav.instruments }).click();
  await expect(page).toHaveURL(`${server.url}/portal/instruments`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(instrumentsPage.heading);
  await expect(nav.getByRole("link", { name: portalNav.instruments })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // Three instruments (the meter once, with its current due date), none of the stranger's.
  const main = page.getByRole("main");
  await expect(main.getByRole("status")).toHaveText(instrumentsPage.count(3));
  const meterEntry = entryOf(page, newer.serialNumber);
  await expect(meterEntry).toHaveCount(1);
  await expect(meterEntry).toContainText(formatLongDateIN(newer.dueDate));
  await expect(meterEntry).toContainText(instrumentStandings.later);
  await expect(meterEntry).toContainText(instrumentsPage.certificateCount(2));
  await expect(entryOf(page, soon.serialNumber)).toContainText(instrumentStandings.soon);
  await expect(entryOf(page, soon.serialNumber)).toContainText(formatLongDateIN(soon.dueDate));
  await expect(entryOf(page, overdue.serialNumber)).toContainText(instrumentStandings.overdue);
  await expect(main.getByText(foreign.serialNumber)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-instruments.png"), fullPage: true });

  // The filters are links: due within 30 days, then overdue, each only its instrument.
  const filters = page.getByRole("navigation", { name: instrumentsPage.filters.label });
  await filters.getByRole("link", { name: instrumentsPage.filters.soon }).click();
  await expect(page).toHaveURL(`${server.url}/portal/instruments?due=soon`);
  await expect(main.getByRole("status")).toHaveText(instrumentsPage.count(1));
  await expect(entryOf(page, soon.serialNumber)).toHaveCount(1);
  await expect(main.getByText(overdue.serialNumber)).toHaveCount(0);
  await filters.getByRole("link", { name: instrumentsPage.filters.overdue }).click();
  await expect(page).toHaveURL(`${server.url}/portal/instruments?due=overdue`);
  await expect(entryOf(page, overdue.serialNumber)).toHaveCount(1);
  await expect(main.getByText(soon.serialNumber)).toHaveCount(0);
  // A filter it cannot read is a 400 that says so.
  const wrong = await page.goto(`${server.url}/portal/instruments?due=later`);
  expect(wrong!.status()).toBe(400);
  // Like every portal page: never cached, never indexed.
  expect(wrong!.headers()["cache-control"]).toBe("no-store");
  expect(wrong!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(main.getByRole("alert")).toContainText(`${instrumentsPage.badQuery} due`);

  // The meter's page: its next due date and both certificates, newest first, each to its report.
  await page.goto(`${server.url}/portal/instruments`);
  await meterEntry.getByRole("link", { name: instrumentsPage.name("Fluke", "87V") }).click();
  await expect(page).toHaveURL(/\/portal\/instrument\?id=[0-9a-f]{16}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    instrumentsPage.name("Fluke", "87V"),
  );
  await expect(main).toContainText(formatLongDateIN(newer.dueDate));
  const history = main.getByRole("list", { name: instrumentPage.history });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText(`ULR-${newer.ulr}`);
  await expect(history.getByRole("listitem").last()).toContainText(`ULR-${older.ulr}`);
  await expect(history.getByRole("listitem").last()).toContainText(formatLongDateIN(older.dueDate));
  await expect(history.getByRole("link", { name: `ULR-${older.ulr}` })).toHaveAttribute(
    "href",
    `/portal/report?id=${older.ulr}`,
  );
  await expect(history.getByRole("listitem").first()).toContainText(portal.reports.statuses.issued);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-instrument.png"), fullPage: true });

  // Another customer's instrument, and a key that is none, are 404.
  const theirs = instrumentKey({ ...foreign, reference: foreign.ulr });
  const notMine = await page.goto(`${server.url}/portal/instrument?id=${theirs}`);
  expect(notMine!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(instrumentPage.notFound.heading);
  expect((await page.goto(`${server.url}/portal/instrument?id=nothing`))!.status()).toBe(404);
  // Nor can a request name it: 404, and no lead.
  const forged = await page.request.post(`${server.url}/portal/recalibration`, {
    form: { key: theirs },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(404);
  // Nor is it a public form: the lead inbox refuses a "Recalibration request" from anyone.
  const publicPost = new FormData();
  for (const [name, value] of Object.entries({
    form_name: RECALIBRATION_FORM,
    email: customer,
    instruments: "1. Forged",
  }))
    publicPost.set(name, value);
  const fromOutside = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    body: publicPost,
    redirect: "manual",
  });
  expect(fromOutside.status).toBe(303);
  expect(fromOutside.headers.get("location")).toMatch(/^\/message-not-sent\b/);
  // A body over the portal's limit is refused before it is read.
  const huge = await page.request.post(`${server.url}/portal/recalibration`, {
    form: { key: "0".repeat(16), message: "x".repeat(PORTAL_BODY_LIMIT) },
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(413);

  // Nothing chosen: said, nothing sent.
  await page.goto(`${server.url}/portal/instruments`);
  await page.getByRole("button", { name: recalibrationWords.submitChosen }).click();
  expect(page.url()).toBe(`${server.url}/portal/recalibration`);
  await expect(main.getByRole("alert")).toHaveText(recalibrationWords.problems.none);

  // Two instruments chosen on the list, with a note: the lab's reference comes back.
  await page.goto(`${server.url}/portal/instruments`);
  const note = `Please collect them from stores on Monday (${run}).`;
  for (const entry of [soon, overdue])
    await page
      .getByLabel(
        `${recalibrationWords.choose} ${instrumentsPage.name(entry.make, entry.model)} ${entry.serialNumber}`,
      )
      .check();
  await page.getByLabel(recalibrationWords.message).fill(note);
  await page.getByRole("button", { name: recalibrationWords.submitChosen }).click();
  await expect(page).toHaveURL(/\/portal\/recalibration\?id=RECAL-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(recalibrationWords.sent.heading);
  await expect(main).toContainText(reference);
  await expect(main).toContainText(soon.serialNumber);
  await expect(main).toContainText(overdue.serialNumber);
  await expect(main).toContainText(note);
  await expect(main.getByText(newer.serialNumber)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-recalibration.png"), fullPage: true });

  // The lab hears of it by e-mail, with the instruments and the customer's address to reply to.
  let mail: (typeof sink.messages)[number] | undefined;
  await expect
    .poll(
      () =>
        (mail = staffMail(sink.messages).find((m) => header(m.raw, "Subject").includes(reference))),
      {
        timeout: 15_000,
      },
    )
    .toBeDefined();
  expect(mail!.to).toEqual([LAB]);
  expect(header(mail!.raw, "Subject")).toContain("Recalibration request");
  expect(header(mail!.raw, "Reply-To")).toBe(customer);
  const text = textPart(mail!.raw);
  for (const entry of [soon, overdue]) {
    expect(text).toContain(entry.serialNumber);
    expect(text).toContain(`ULR-${entry.ulr}`);
    expect(text).toContain(formatLongDateIN(entry.dueDate));
  }
  expect(text).toContain(`E-mail: ${customer}`);
  expect(text).toContain(note);
  // The customer hears back once, with the RECAL- reference and what happens next.
  await expect
    .poll(
      () =>
        acknowledgementsIn(sink.messages).filter((m) =>
          header(m.raw, "Subject").includes(reference),
        ),
      { timeout: 15_000 },
    )
    .toHaveLength(1);
  const ack = acknowledgementsIn(sink.messages).find((m) =>
    header(m.raw, "Subject").includes(reference),
  )!;
  expect(ack.to).toEqual([customer]);
  expect(textPart(ack.raw)).toContain(recalibrationWords.sent.next);
  expect(textPart(ack.raw)).toContain(note);

  // On the desk: in the lead list and on its page, as a "Recalibration request".
  const desk = await browser.newPage();
  await signInAs(desk, addUser(server.dbPath, "leads", ["leads"]), server.url);
  await desk.goto(`${server.url}/desk?form=${RECALIBRATION_FORM}`);
  const row = desk
    .locator("tr, li")
    .filter({ has: desk.getByRole("link", { name: reference, exact: true }) })
    .filter({ visible: true });
  await expect(row).toContainText("Recalibration request");
  await desk.goto(`${server.url}/desk/lead?id=${reference}`);
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText(
    `${reference} · Recalibration request`,
  );
  await expect(desk.getByRole("main")).toContainText(soon.serialNumber);
  await expect(desk.getByRole("main")).toContainText(overdue.serialNumber);
  await expect(desk.getByRole("main").getByRole("link", { name: customer })).toBeVisible();
  await desk.screenshot({ path: testInfo.outputPath("desk-recalibration.png"), fullPage: true });
  await desk.close();

  // One instrument from its own page.
  await page.goto(`${server.url}/portal/instruments`);
  await meterEntry.getByRole("link", { name: instrumentsPage.name("Fluke", "87V") }).click();
  await page.getByRole("button", { name: recalibrationWords.submitOne }).click();
  await expect(page).toHaveURL(/\/portal\/recalibration\?id=RECAL-\d{4}-\d{6}$/);
  await expect(main).toContainText(newer.serialNumber);
  await expect(main).toContainText(`ULR-${newer.ulr}`);

  // The confirmation is the customer's own: another address does not see it.
  const other = await browser.newPage();
  await signInCustomer(other, sink, server.url, stranger);
  const theirView = await other.goto(`${server.url}/portal/recalibration?id=${reference}`);
  expect(theirView!.status()).toBe(404);
  await other.close();
});
