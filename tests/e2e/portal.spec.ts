import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { customersDesk, portal } from "@/content/portal";
import { unzipSync } from "fflate";
import { makePdf } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs } from "./deskStaff";
import { addApiToken, postReport } from "./limsApi";
import { startServer, type OwnServer } from "./ownServer";
import { record } from "./reportRegister";
import {
  askForLink as askForLinkOn,
  linkFor as linkForIn,
  reportEntries,
  reportList,
  searchReports,
} from "./portalCustomer";
import { smtpSink } from "./smtpSink";

/**
 * The customer portal end to end (issue 38), on a server of its own with a
 * real SMTP server: reports registered with their customers' addresses through
 * the LIMS API, an organisation made on the desk, the sign-in link e-mailed
 * and used once, the list, and the two cookies kept apart.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let bearer: string;
const run = randomUUID().slice(0, 8);
const utility = `@utility-${run}.example`;
const qa = `qa${utility}`;
const stores = `stores${utility}`;
const stranger = `buyer@other-${run}.example`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await smtpSink();
  server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
    TRUST_PROXY_HOPS: "1",
  });
  bearer = addApiToken(server.dbPath, "portal", "issue").token;
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** A report issued through the LIMS API with these customer addresses (and a PDF, if given). */
async function issue(
  customerEmail: string,
  extra: Record<string, string> = {},
  pdf?: Uint8Array<ArrayBuffer>,
) {
  const fields = { ...record(), customerEmail, ...extra } as Record<string, string>;
  await postReport(server.url, bearer, fields, pdf);
  return fields as Record<string, string> & { ulr: string; serialNumber: string };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const linkFor = (to: string, after?: number) => linkForIn(sink, server.url, to, after);
const askForLink = (page: Page, email: string) => askForLinkOn(page, server.url, email);

test("a customer signs in with an e-mailed link, once, and sees their organisation's reports", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const mine = await issue(`${qa.toUpperCase()}, ${stores}`, { serialNumber: `SN-${run}-A` });
  const colleague = await issue(`engineer${utility}`, { serialNumber: `SN-${run}-B` });
  const foreign = await issue(stranger, { serialNumber: `SN-${run}-C` });

  // The desk's Customers area: the utility's whole domain belongs to one organisation.
  const clerk = addUser(server.dbPath, "customers", ["reports"]);
  const desk = await browser.newPage();
  await signInAs(desk, clerk, server.url);
  await desk.goto(`${server.url}/desk/customers`);
  await desk.getByRole("link", { name: customersDesk.list.add }).click();
  await desk.getByLabel(customersDesk.edit.name).fill(`Utility ${run}`);
  await desk.getByLabel(customersDesk.edit.addresses).fill(utility);
  await desk.getByRole("button", { name: customersDesk.edit.save }).click();
  await expect(desk.getByRole("status")).toContainText(customersDesk.done.saved);
  await expect(desk.getByText(customersDesk.edit.reports(2))).toBeVisible();
  // The report's page on the desk names its addresses, as stored: checked, in lower case.
  await desk.goto(`${server.url}/desk/reports/view?id=${mine.ulr}`);
  await expect(desk.getByText(`${qa}, ${stores}`)).toBeVisible();

  // The sign-in page, at this width, with axe.
  await page.goto(`${server.url}/portal`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portal.signIn.heading);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-sign-in.png"), fullPage: true });

  // An unknown address gets the same answer, and no e-mail.
  const before = sink.messages.length;
  await askForLink(page, `nobody-${run}@nowhere.example`);
  await askForLink(page, qa);
  const link = await linkFor(qa, before);
  expect(sink.messages.length).toBe(before + 1);

  // Opening the link spends nothing (a mail scanner may open it): the page asks for one press.
  const opened = await fetch(link, { redirect: "manual" });
  expect(opened.status).toBe(200);
  expect(opened.headers.getSetCookie()).toEqual([]);
  expect(await opened.text()).toContain(portal.confirm.submit);
  const token = new URL(link).searchParams.get("token")!;
  const press = () =>
    fetch(`${server.url}/portal/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url },
      body: new URLSearchParams({ token }),
    });

  // The press signs in and lands on a clean address (the token kept in no further history).
  const answer = await press();
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/portal/reports");
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("portal-session="))!;
  for (const part of ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${30 * 24 * 3600}`])
    expect(cookie.split("; ")).toContain(part);
  expect(answer.headers.get("cache-control")).toBe("no-store");

  // Used once: the second press is refused, and so is opening the link again.
  const again = await press();
  expect(again.status).toBe(303);
  expect(again.headers.get("location")).toBe("/portal?link=used");
  expect(again.headers.getSetCookie()).toEqual([]);
  const reopened = await fetch(link, { redirect: "manual" });
  expect(reopened.headers.get("location")).toBe("/portal?link=used");

  // In the browser: a fresh link, used, on the list.
  const beforeAgain = sink.messages.length;
  await askForLink(page, qa);
  await page.goto(await linkFor(qa, beforeAgain));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portal.confirm.heading);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: portal.confirm.submit }).click();
  await expect(page).toHaveURL(`${server.url}/portal/reports`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(portal.reports.heading);
  const list = reportList(page);
  await expect(list.getByText(mine.serialNumber)).toBeVisible();
  await expect(list.getByText(colleague.serialNumber)).toBeVisible();
  await expect(list.getByText(foreign.serialNumber)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-reports.png"), fullPage: true });

  // A superseded report stays listed, with its status and a link to the report that replaced it.
  const newer = await issue(qa, { serialNumber: `SN-${run}-D` });
  const superseded = await fetch(`${server.url}/api/reports/${mine.ulr}/supersede`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
    body: JSON.stringify({ by: newer.ulr }),
  });
  expect(superseded.status).toBe(200);
  await page.reload();
  const old = reportEntries(page).filter({ hasText: mine.serialNumber });
  await expect(old).toContainText(portal.reports.statuses.superseded);
  await expect(
    old.getByRole("link", { name: portal.reports.replacedBy(`ULR-${newer.ulr}`) }),
  ).toHaveAttribute("href", `/portal/report?id=${newer.ulr}`);
  // Newest first: the replacement (issued the same day, registered later) leads.
  await expect(reportEntries(page).first()).toContainText(newer.serialNumber);

  // Chosen reports download as one zip of their current PDFs, named by ULR, each the register's.
  const first = await issue(stores, { serialNumber: `SN-${run}-E` }, makePdf(`first ${run}`));
  const second = await issue(qa, { serialNumber: `SN-${run}-F` }, makePdf(`second ${run}`));
  await page.reload();
  for (const report of [first, second])
    await page
      .getByRole("checkbox", { name: `${portal.reports.choose} ULR-${report.ulr}` })
      .check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: portal.reports.zip.chosen }).click(),
  ]);
  const zipped = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(zipped).sort()).toEqual(
    [`ULR-${first.ulr}.pdf`, `ULR-${second.ulr}.pdf`].sort(),
  );
  for (const report of [first, second]) {
    const recorded = (await (
      await fetch(`${server.url}/api/reports/${report.ulr}`, {
        headers: { authorization: `Bearer ${bearer}` },
      })
    ).json()) as { versions: { sha256: string }[] };
    expect(sha256(zipped[`ULR-${report.ulr}.pdf`]!)).toBe(recorded.versions[0]!.sha256);
  }
  // "All matching" takes the list's filter: here one report.
  await searchReports(page, `SN-${run}-F`);
  const [all] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: portal.reports.zip.all(1) }).click(),
  ]);
  expect(Object.keys(unzipSync(new Uint8Array(readFileSync(await all.path()))))).toEqual([
    `ULR-${second.ulr}.pdf`,
  ]);

  // The list with its PDFs and the zip form, at this width, with axe.
  await page.goto(`${server.url}/portal/reports`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("portal-reports-zip.png"), fullPage: true });

  // A filter narrows the list; a value it cannot read is a 400 that says so.
  await searchReports(page, `SN-${run}-B`);
  await expect(list.getByText(colleague.serialNumber)).toBeVisible();
  await expect(list.getByText(mine.serialNumber)).toHaveCount(0);
  const wrong = await page.goto(`${server.url}/portal/reports?status=maybe`);
  expect(wrong!.status()).toBe(400);

  // Each report opens its verification page; another organisation's is 404.
  const own = await page.goto(`${server.url}/portal/report?id=${mine.ulr}`);
  expect(own!.status()).toBe(200);
  await expect(page).toHaveURL(/\/verify\/[A-Za-z0-9_-]+$/);
  const other = await page.goto(`${server.url}/portal/report?id=${foreign.ulr}`);
  expect(other!.status()).toBe(404);

  // The portal's cookie does not open the desk.
  const closed = await page.goto(`${server.url}/desk/reports`);
  await expect(page).toHaveURL(/\/desk\/sign-in/);
  expect(closed!.status()).toBe(200);

  // The desk's cookie does not open the portal.
  await desk.goto(`${server.url}/portal/reports`);
  await expect(desk).toHaveURL(`${server.url}/portal`);
  await expect(desk.getByRole("button", { name: portal.signIn.submit })).toBeVisible();
  await desk.close();
});
