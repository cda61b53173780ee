import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { customersDesk, portal } from "@/content/portal";
import { todayInKolkata } from "@/lib/clock";
import { addDays, instrumentKey } from "@/lib/portal/instruments";
import { formatUlr } from "@/lib/reports/ulr";
import { makePdf } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs } from "./deskStaff";
import { addApiToken, postReport } from "./limsApi";
import { startServer, type OwnServer } from "./ownServer";
import { askForLink, reportList, signInCustomer } from "./portalCustomer";
import { record } from "./reportRegister";
import { smtpSink } from "./smtpSink";
import { onRecordStore } from "./record";

/**
 * Organisations that cannot overlap (issue 49, rows 5 and 6), on a server of
 * its own with a real SMTP server. The desk refuses an organisation whose
 * whole domain takes in another's address, and a free-mail domain. A database
 * that holds them from before (organisation A with @utility…, B with
 * contractor@utility…; an organisation with @gmail.com) lists them on the desk,
 * and the portal keeps them apart: A's address never sees B's certificate
 * (list, report, instrument, zip, recalibration), and a Gmail address sees its
 * own reports only, and no other Gmail address is sent a sign-in link.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let bearer: string;
const run = randomUUID().slice(0, 8);
const utility = `@utility-${run}.example`;
const qa = `qa${utility}`;
const engineer = `engineer${utility}`;
const contractor = `contractor${utility}`;
const alice = `alice.${run}@gmail.com`;
const bob = `bob.${run}@gmail.com`;
let running = randomInt(1, 90_000) * 10;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await smtpSink();
  server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
    LEADS_NOTIFY_TO: "calibration@lab.example",
  });
  bearer = addApiToken(server.dbPath, "organisations", "issue").token;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** A calibration certificate with its PDF, issued through the LIMS API to this address. */
async function certify(customerEmail: string, serialNumber: string) {
  const today = todayInKolkata();
  const fields = {
    ...record(),
    kind: "calibration-certificate",
    ulr: formatUlr({ kind: "calibration-certificate", year: 2026, running: running++, scope: "F" }),
    reportNumber: `MET/CC/${run}/${running}`,
    customerEmail,
    make: "Fluke",
    model: "87V",
    itemDescription: "Digital multimeter",
    serialNumber,
    issueDate: addDays(today, -350),
    dueDate: addDays(today, 15),
  } as Record<string, string>;
  await postReport(server.url, bearer, fields, makePdf(`certificate ${serialNumber}`));
  const ulr = fields.ulr!;
  return {
    ulr,
    serialNumber,
    key: instrumentKey({ make: "Fluke", model: "87V", serialNumber, reference: ulr }),
  };
}

/** Organisations as a database made before the desk refused overlaps holds them. */
function organisationsFromBefore(rows: [name: string, address: string][]) {
  const now = new Date().toISOString();
  return onRecordStore(server.dbPath, async (store) => {
    for (const [name, address] of rows) {
      const { id } = await store
        .insertInto("customer_organisations")
        .values({ name, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await store
        .insertInto("customer_organisation_addresses")
        .values({ address, organisation_id: id })
        .execute();
    }
  });
}

/** Adds an organisation on the desk's form and answers the status of the page the save returned. */
async function saveOnDesk(page: Page, name: string, addresses: string) {
  await page.goto(`${server.url}/desk/customers`);
  await page.getByRole("link", { name: customersDesk.list.add }).click();
  await page.getByLabel(customersDesk.edit.name).fill(name);
  await page.getByLabel(customersDesk.edit.addresses).fill(addresses);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: customersDesk.edit.save }).click(),
  ]);
  return answer.status();
}

test("an address belongs to one organisation: the desk refuses overlaps and free-mail domains, the portal keeps them apart", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const ofA = await certify(engineer, `A-${run}`);
  const ofB = await certify(contractor, `B-${run}`);
  const ofAlice = await certify(alice, `ALICE-${run}`);
  const ofBob = await certify(bob, `BOB-${run}`);

  // The desk: B names its address; A's whole domain would take it in, and is refused, naming B.
  const clerk = addUser(server.dbPath, "organisations", ["reports"]);
  await signInAs(page, clerk, server.url);
  expect(await saveOnDesk(page, `Contractor ${run}`, contractor)).toBe(303);
  await expect(page.getByRole("status")).toContainText(customersDesk.done.saved);
  expect(
    await saveOnDesk(page, `Utility ${run}`, `${utility}\nhead@utility-hq-${run}.example`),
  ).toBe(409);
  const overlap = customersDesk.errors.takesIn(utility, contractor, `Contractor ${run}`);
  await expect(page.getByRole("alert")).toContainText(overlap);
  const field = page.getByLabel(customersDesk.edit.addresses);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`Contractor ${run}`));
  // What was typed stays, to be put right.
  await expect(field).toHaveValue(`${utility}\nhead@utility-hq-${run}.example`);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("desk-organisation-overlap.png"),
    fullPage: true,
  });

  // A free-mail domain is refused, with words that say to add single addresses instead.
  expect(await saveOnDesk(page, `Freelancers ${run}`, "@gmail.com")).toBe(400);
  await expect(page.getByRole("alert")).toContainText(
    customersDesk.errors.publicDomain("@gmail.com"),
  );
  await expect(page.getByRole("alert")).toContainText("single addresses");
  expect(await saveOnDesk(page, `Freelancer ${run}`, alice)).toBe(303);

  // A database from before holds A's whole domain beside B's address, and a Gmail "organisation".
  await organisationsFromBefore([
    [`Utility ${run}`, utility],
    [`Gmail users ${run}`, "@gmail.com"],
  ]);
  await page.goto(`${server.url}/desk/customers`);
  const conflicts = page.getByRole("region", { name: customersDesk.conflicts.heading(2) });
  await expect(conflicts).toContainText(`${contractor} is named by Contractor ${run}`);
  await expect(conflicts).toContainText(`Gmail users ${run} has @gmail.com`);
  await expect(conflicts.getByRole("link", { name: `Utility ${run}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath("desk-customers-conflicts.png"),
    fullPage: true,
  });

  // qa@ of A's domain signs in: A's certificate, never B's.
  const customer = await browser.newPage();
  await signInCustomer(customer, sink, server.url, qa);
  const main = customer.getByRole("main");
  await expect(reportList(customer).getByText(ofA.serialNumber)).toBeVisible();
  await expect(main.getByText(ofB.serialNumber)).toHaveCount(0);
  expect((await customer.goto(`${server.url}/portal/report?id=${ofB.ulr}`))!.status()).toBe(404);
  expect((await customer.goto(`${server.url}/portal/instrument?id=${ofB.key}`))!.status()).toBe(
    404,
  );
  expect((await customer.goto(`${server.url}/portal/instrument?id=${ofA.key}`))!.status()).toBe(
    200,
  );
  await customer.goto(`${server.url}/portal/instruments`);
  await expect(main.getByText(ofA.serialNumber).first()).toBeVisible();
  await expect(main.getByText(ofB.serialNumber)).toHaveCount(0);

  // reports.zip: all of the list holds A's PDF only; B's chosen by its ULR is none.
  const all = await customer.request.post(`${server.url}/portal/reports.zip`, {
    form: { select: "all" },
    maxRedirects: 0,
  });
  expect(all.status()).toBe(200);
  expect(Object.keys(unzipSync(new Uint8Array(await all.body())))).toEqual([`ULR-${ofA.ulr}.pdf`]);
  const chosen = await customer.request.post(`${server.url}/portal/reports.zip`, {
    form: { id: ofB.ulr },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
  expect(chosen.headers().location).toBe("/portal/reports?zip=none");

  // Nor may A's address ask for B's instrument's recalibration.
  const recalibration = await customer.request.post(`${server.url}/portal/recalibration`, {
    form: { key: ofB.key },
    maxRedirects: 0,
  });
  expect(recalibration.status()).toBe(404);

  // B's address sees its own certificate.
  const theirs = await browser.newPage();
  await signInCustomer(theirs, sink, server.url, contractor);
  await expect(reportList(theirs).getByText(ofB.serialNumber)).toBeVisible();
  await expect(theirs.getByRole("main").getByText(ofA.serialNumber)).toHaveCount(0);
  await theirs.close();

  await customer.close();

  // @gmail.com gives nobody a sign-in link: an unknown Gmail address gets the same answer, no e-mail.
  const gmail = await browser.newPage();
  const before = sink.messages.length;
  await askForLink(gmail, server.url, `stranger.${run}@gmail.com`);
  // alice@gmail.com (an address of her own organisation) sees her certificate, not bob@gmail.com's.
  await signInCustomer(gmail, sink, server.url, alice);
  expect(sink.messages.slice(before).map((m) => m.to.join(","))).toEqual([alice]);
  await expect(gmail.getByRole("heading", { level: 1 })).toHaveText(portal.reports.heading);
  await expect(reportList(gmail).getByText(ofAlice.serialNumber)).toBeVisible();
  await expect(gmail.getByRole("main").getByText(ofBob.serialNumber)).toHaveCount(0);
  expect((await gmail.goto(`${server.url}/portal/report?id=${ofBob.ulr}`))!.status()).toBe(404);
  await gmail.close();
});
