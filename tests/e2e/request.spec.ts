import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { desk as deskWords } from "@/content/desk";
import { leadFormNames } from "@/content/leadNotification";
import { gstinMessages } from "@/content/gst";
import { NABL_CONSENT, requestPage, requestStaffLabels } from "@/content/request";
import { scopePage } from "@/content/scopePage";
import { ui } from "@/content/ui";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";
import { renderFirstPage } from "./pdfRender";
import { acknowledgementsIn, header, smtpSink, staffMail } from "./smtpSink";

/**
 * A test request end to end (issue 39 item 5), on a server of its own with a
 * real SMTP server: the chosen rows from the address (one accredited and
 * priced, one not accredited, one priced on request, one unknown), the quote
 * with Indian digit grouping and GST on its own line, refused without the
 * consent and sent with it, with and without JavaScript; the thank-you panel's
 * PDF, the staff e-mail's attachment and the lead on the desk.
 *
 * Seeded rows (content/scope.ts): 13 an impulse test on cables, accredited,
 * ₹18,000; 8 oxygen index, not accredited, ₹6,500; 54 carbon equivalent,
 * accredited, on request; 99999 is no row.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;
const run = randomUUID().slice(0, 8);
const ROWS = "13x5,8x2,54x1,99999x1";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await smtpSink();
  server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const quoteLine = (
  page: Page,
  key: "subtotal" | "gst" | "cgst" | "sgst" | "igst" | "total" | "place",
) => page.locator(`[data-quote="${key}"]`);

/** A real-format GSTIN of Gujarat (state code 24, its check character right). */
const GUJARAT_GSTIN = "24AAACR5055K1ZD";

/** Who the quote is made out to: a buyer in Gujarat, with a GSTIN. */
async function fillBilling(page: Page, company: string) {
  await page
    .getByRole("textbox", { name: "Billing organisation", exact: true })
    .fill(`${company} Pvt Ltd`);
  await page.getByRole("textbox", { name: "GSTIN", exact: true }).fill(GUJARAT_GSTIN);
  await page
    .getByRole("textbox", { name: "Billing address", exact: true })
    .fill("Plot 12, GIDC Makarpura, Vadodara 390010");
  await page
    .getByRole("combobox", { name: "State or union territory", exact: true })
    .selectOption("Gujarat");
}

/** The billing fields of a post made without the page: a buyer in Madhya Pradesh with no GSTIN. */
const billingPosted = {
  billing_organisation: "Probe Industries",
  gst_not_registered: "yes",
  billing_address: "12 Palasia, Indore 452001",
  billing_state: "Madhya Pradesh",
};

/** The billing, the sample, the decision rule, the subcontracting answer and the contact details. */
async function fillRequest(page: Page, company: string) {
  await fillBilling(page, company);
  await page
    .getByRole("textbox", { name: "Sample description", exact: true })
    .fill("Two drums of 11 kV XLPE cable, 3C x 300");
  await page.getByRole("textbox", { name: "Number of samples", exact: true }).fill("2");
  await page.getByRole("textbox", { name: "Make", exact: true }).fill("Narmada Cables");
  await page.getByRole("textbox", { name: "Rating", exact: true }).fill("6.35/11 kV");
  await page
    .getByRole("combobox", { name: "How it will reach the lab", exact: true })
    .selectOption("By courier or transport");
  await page
    .getByRole("group", { name: "Decision rule for statements of conformity" })
    .getByRole("radio", { name: /^Guard band/ })
    .check();
  await page
    .getByRole("group", { name: "May we subcontract a test we cannot do in time?" })
    .getByRole("radio", { name: /^No/ })
    .check();
  await page.getByRole("textbox", { name: "Company name", exact: true }).fill(company);
  await page.getByRole("textbox", { name: "Contact person", exact: true }).fill("Anil Joshi");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("anil@narmada.example");
  await page.getByRole("textbox", { name: "Phone number", exact: true }).fill("98260 12345");
}

test("a request with its quote: refused without the consent, sent with it, its PDF to the customer, the staff e-mail and the desk", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/request?rows=${ROWS}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(requestPage.heading);
  await expect(page.getByText(requestPage.tests.unknown([99999]))).toBeVisible();

  // The indicative quote: 5 × ₹18,000 + 2 × ₹6,500, GST on its own line, the unpriced row apart.
  const tests = page.getByRole("region", { name: requestPage.tests.heading });
  await expect(tests.getByRole("listitem")).toHaveCount(3);
  await expect(quoteLine(page, "subtotal")).toHaveText("₹1,03,000.00");
  await expect(page.getByText("GST at 18 %")).toBeVisible();
  await expect(quoteLine(page, "gst")).toHaveText("₹18,540.00");
  await expect(quoteLine(page, "total")).toHaveText("₹1,21,540.00");
  await expect(page.getByText(requestPage.quote.note, { exact: true })).toBeVisible();
  await expect(page.getByText(requestPage.quote.excludes(1))).toBeVisible();
  await expect(tests.getByText("on request").first()).toBeVisible();
  await expect(tests.getByText("Not accredited")).toHaveCount(1);

  // A quantity changed: the quote follows, and the address keeps it (a reload shows the same).
  await page.getByRole("spinbutton", { name: /^Quantity\b.*Oxygen index/ }).fill("3");
  await expect(quoteLine(page, "total")).toHaveText("₹1,29,210.00");
  await expect(page).toHaveURL(/rows=13x5%2C8x3%2C54x1$/);
  await page.reload();
  await expect(quoteLine(page, "total")).toHaveText("₹1,29,210.00");
  await expect(page.getByRole("link", { name: requestPage.tests.back })).toHaveAttribute(
    "href",
    "/scope?rows=13x5%2C8x3%2C54x1",
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("request-quote.png"), fullPage: true });
  await page.getByRole("region", { name: requestPage.quote.heading }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("request-quote-view.png") });

  // Sent without the consent: refused, the message beside the box, focus on it.
  const company = `Narmada Cables ${run}`;
  await fillRequest(page, company);
  // Billed in Gujarat: IGST at 18 % on its own line, the place of supply named.
  await expect(quoteLine(page, "igst")).toHaveText("₹19,710.00");
  await expect(page.getByText("IGST at 18 %")).toBeVisible();
  await expect(quoteLine(page, "cgst")).toHaveCount(0);
  await expect(quoteLine(page, "place")).toHaveText("Gujarat");
  await expect(page.getByText(requestPage.quote.sac)).toBeVisible();
  await expect(page.getByText(requestPage.quote.rounding)).toBeVisible();
  await page.getByRole("region", { name: requestPage.quote.heading }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("request-quote-igst.png") });
  await page.getByRole("button", { name: "Send request" }).click();
  const consent = page.getByRole("checkbox", { name: NABL_CONSENT });
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription(requestPage.consentRequired);
  await expect(page).toHaveURL(/\/request\?rows=/);

  // With it: the thank-you panel, the reference and the PDF.
  await consent.check();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request\/sent\?ref=REQ-\d{4}-\d{6}&key=/);
  const reference = /ref=(REQ-\d{4}-\d{6})/.exec(page.url())![1]!;
  await expect(page.getByText(reference)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("request-sent.png"), fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: requestPage.sent.pdf }).click();
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  writeFileSync(testInfo.outputPath("request.pdf"), pdf);
  writeFileSync(
    testInfo.outputPath("request-pdf.png"),
    await renderFirstPage(browser, new Uint8Array(pdf), 1.5),
  );
  // The key works only for its request: a changed key, or another reference, finds nothing.
  const href = (await page.getByRole("link", { name: requestPage.sent.pdf }).getAttribute("href"))!;
  const wrongKey = href.replace(/key=(.)/, (_m, c: string) => `key=${c === "A" ? "B" : "A"}`);
  expect((await fetch(`${server.url}${wrongKey}`)).status).toBe(404);
  const otherRef = href.replace(/ref=REQ-(\d{4})-\d{6}/, "ref=REQ-$1-999999");
  expect((await fetch(`${server.url}${otherRef}`)).status).toBe(404);

  // The staff e-mail, through the real SMTP server, carries the same PDF.
  await expect
    .poll(
      () => staffMail(sink.messages).find((m) => header(m.raw, "Subject").includes(reference)),
      {
        timeout: 20_000,
      },
    )
    .toBeDefined();
  const mail = staffMail(sink.messages).find((m) => header(m.raw, "Subject").includes(reference))!;
  expect(header(mail.raw, "Subject")).toContain(leadFormNames.request);
  expect(mail.raw).toMatch(
    new RegExp(`Content-Disposition: attachment;\\s+filename=test-request-${reference}\\.pdf`),
  );
  const attached = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
    mail.raw,
  )![1]!;
  expect(Buffer.from(attached.replace(/\s/g, ""), "base64").equals(pdf)).toBe(true);
  // The customer hears back once, with the same PDF, their REQ- reference and the next step.
  await expect
    .poll(
      () =>
        acknowledgementsIn(sink.messages).filter((m) =>
          header(m.raw, "Subject").includes(reference),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const ack = acknowledgementsIn(sink.messages).find((m) =>
    header(m.raw, "Subject").includes(reference),
  )!;
  expect(ack.to).toEqual(["anil@narmada.example"]);
  const ackPdf = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
    ack.raw,
  )![1]!;
  expect(Buffer.from(ackPdf.replace(/\s/g, ""), "base64").equals(pdf)).toBe(true);

  // The lead on the desk: "Test request", the tests, the quote, the consents and the PDF.
  const clerk = addUser(server.dbPath, "request", ["leads"]);
  const desk = await browser.newPage();
  await signInAs(desk, clerk, server.url);
  await desk.goto(`${server.url}/desk/lead?id=${reference}`);
  await expect(desk.getByRole("heading", { level: 1 })).toContainText(
    `${reference} · ${leadFormNames.request}`,
  );
  const fields = desk.getByRole("region", { name: deskWords.lead.fields });
  await expect(fields.getByText(requestStaffLabels.tests)).toBeVisible();
  await expect(
    fields.getByText(/5 × Cables and cable accessories: .*₹18,000.00 each, ₹90,000.00/),
  ).toBeVisible();
  await expect(fields.getByText("₹1,29,210.00")).toBeVisible();
  await expect(fields.getByText("Guard band")).toBeVisible();
  await expect(fields.getByText("Agreed")).toBeVisible();
  await expect(
    desk.getByRole("link", { name: new RegExp(`test-request-${reference}\\.pdf`) }),
  ).toBeVisible();
  await desk.close();
});

test("without JavaScript: the quote's own form, the refusal from the server, and the request sent", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/request?rows=13x5,8x2,54x1`);

  // Update quote and Remove rewrite the address; a quantity of 0 removes its row and says so.
  await page.getByRole("spinbutton", { name: /^Quantity\b.*Impulse withstand/ }).fill("2");
  await page.getByRole("spinbutton", { name: /^Quantity\b.*Carbon equivalent/ }).fill("0");
  await page.getByRole("button", { name: requestPage.tests.update }).click();
  await expect(page).toHaveURL(/\/request\?rows=13x2%2C8x2&removed=54$/);
  await expect(
    page.getByRole("status").filter({ hasText: /^Removed from your request: / }),
  ).toContainText("Carbon equivalent");
  await expect(quoteLine(page, "total")).toHaveText("₹57,820.00");
  await page.goto(`${server.url}/request?rows=13x2,8x2,54x1`);
  await expect(quoteLine(page, "total")).toHaveText("₹57,820.00");
  await page.getByRole("button", { name: /Remove .*Carbon equivalent/ }).click();
  await expect(page).toHaveURL(/\/request\?rows=13x2%2C8x2$/);
  await expect(page.getByText(requestPage.quote.excludes(1))).toHaveCount(0);

  // Without the consent: the server refuses (400), says why beside the box and above the form.
  const company = `Malwa Switchgear ${run}`;
  await fillRequest(page, company);
  // The browser's own check holds the required box: nothing is posted.
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request\?rows=13x2%2C8x2$/);
  const box = page.getByRole("checkbox", { name: NABL_CONSENT });
  expect(await box.evaluate((e) => (e as HTMLInputElement).validity.valueMissing)).toBe(true);
  // A browser without that check (or a crafted post): the server refuses it with the message.
  {
    const direct = await page.request.post(`${server.url}/request?rows=13x2,8x2`, {
      headers: { Origin: server.url },
      multipart: {
        form_name: "request",
        rows: "13x2,8x2",
        sample_description: "Two drums",
        sample_quantity: "2",
        sample_delivery: "By courier or transport",
        decision_rule: "guard-band",
        subcontract: "no",
        company_name: company,
        contact_person: "Anil Joshi",
        email: "anil@narmada.example",
        phone: "98260 12345",
        website: "",
        ...billingPosted,
      },
    });
    expect(direct.status()).toBe(400);
    const html = await direct.text();
    expect(html).toContain(requestPage.consentRequired);
    await page.setContent(html);
    await expect(page.getByRole("alert").filter({ hasText: requestPage.problems })).toContainText(
      requestPage.consentRequired,
    );
    await expect(page.getByRole("textbox", { name: "Company name", exact: true })).toHaveValue(
      company,
    );
    await expect(page.getByRole("checkbox", { name: NABL_CONSENT })).toHaveAccessibleDescription(
      requestPage.consentRequired,
    );
    await page.goto(`${server.url}/request?rows=13x2,8x2`);
    await fillRequest(page, company);
  }

  // With it: sent, and thanked with the reference and the PDF.
  await page.getByRole("checkbox", { name: NABL_CONSENT }).check();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request\/sent\?ref=REQ-\d{4}-\d{6}&key=/);
  await expect(page.getByRole("link", { name: requestPage.sent.pdf })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath("request-sent-no-script.png"),
    fullPage: true,
  });
  await context.close();
});

test("the server reads the rows again: prices are never taken from the form, unknown rows are refused", async () => {
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      form_name: "request",
      sample_description: "One meter",
      sample_quantity: "1",
      sample_delivery: "We will bring it to the lab",
      decision_rule: "simple",
      subcontract: "yes",
      company_name: `Probe ${run}`,
      contact_person: "R. Verma",
      email: "r@probe.example",
      phone: "98260 12345",
      website: "",
      ...billingPosted,
      ...fields,
    }))
      body.set(k, v);
    return fetch(`${server.url}/request`, {
      method: "POST",
      body,
      headers: { Origin: server.url },
      redirect: "manual",
    });
  };
  const none = await post({ rows: "99999x1" });
  expect(none.status).toBe(400);
  expect(await none.text()).toContain(requestPage.noRows);

  const sent = await post({ rows: "13x1", quote_total: "₹1.00", price: "1" });
  expect(sent.status).toBe(303);
  const reference = /ref=(REQ-\d{4}-\d{6})/.exec(sent.headers.get("location") ?? "")![1]!;
  await expect
    .poll(
      () => staffMail(sink.messages).find((m) => header(m.raw, "Subject").includes(reference)),
      {
        timeout: 20_000,
      },
    )
    .toBeDefined();
  const mail = staffMail(sink.messages).find((m) => header(m.raw, "Subject").includes(reference))!;
  const text = mail.raw.replace(/=\r?\n/g, "");
  // ₹18,000 + CGST 9 % + SGST 9 % (billed in Madhya Pradesh) = ₹21,240.00, whatever the form claimed.
  expect(text).toContain("21,240.00");
  expect(text).toContain("1,620.00");
  // Values the form does not have are never stored (a posted "price" is dropped).
  expect(text).not.toMatch(/^price:/im);
});

test("with JavaScript, removing the last test empties the quote and the address, and the form asks for a test", async ({
  page,
}) => {
  await page.goto(`${server.url}/request?rows=8x1`);
  await expect(page.getByRole("checkbox", { name: NABL_CONSENT })).toBeVisible();
  await page.getByRole("button", { name: /^Remove .*Oxygen index/ }).click();
  await expect(page.getByRole("heading", { name: requestPage.tests.heading })).toBeFocused();
  await expect(page.getByText(requestPage.tests.empty)).toBeVisible();
  await expect(page).toHaveURL(/\/request$/);
  // The consent goes with the only row that needed it.
  await expect(page.getByRole("checkbox", { name: NABL_CONSENT })).toHaveCount(0);
  await fillRequest(page, `Empty ${run}`);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(requestPage.noRows)).toBeVisible();
  await expect(page).toHaveURL(/\/request$/);
});

test("with JavaScript, a quantity of 0 removes its row and says so; a GSTIN with a wrong check character is refused beside the field", async ({
  page,
}) => {
  await page.goto(`${server.url}/request?rows=13x5,8x2`);
  await expect(quoteLine(page, "total")).toHaveText("₹1,21,540.00");
  await page.getByRole("spinbutton", { name: /^Quantity\b.*Oxygen index/ }).fill("0");
  await expect(
    page.getByRole("status").filter({ hasText: /^Removed from your request: / }),
  ).toContainText("Oxygen index");
  await expect(
    page.getByRole("region", { name: requestPage.tests.heading }).getByRole("listitem"),
  ).toHaveCount(1);
  await expect(page).toHaveURL(/\/request\?rows=13x5$/);
  await expect(quoteLine(page, "total")).toHaveText("₹1,06,200.00");

  // The GSTIN is checked in the browser with the server's schema: one character mistyped.
  await fillRequest(page, `Checksum ${run}`);
  const gstin = page.getByRole("textbox", { name: "GSTIN", exact: true });
  await gstin.fill("24AAACR5055K1ZE");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(gstin).toBeFocused();
  await expect(gstin).toHaveAccessibleDescription(new RegExp(gstinMessages.checksum.slice(0, 30)));
  // Billed in Madhya Pradesh with no GSTIN: CGST + SGST, and the request goes.
  await page
    .getByRole("combobox", { name: "State or union territory", exact: true })
    .selectOption("Madhya Pradesh");
  await expect(quoteLine(page, "cgst")).toHaveText("₹8,100.00");
  await expect(quoteLine(page, "sgst")).toHaveText("₹8,100.00");
  await expect(quoteLine(page, "igst")).toHaveCount(0);
  await gstin.fill("");
  await page.getByRole("checkbox", { name: "Not registered for GST" }).check();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request\/sent\?ref=REQ-\d{4}-\d{6}&key=/);
  const number = /ref=REQ-(\d{4}-\d{6})/.exec(page.url())![1]!;
  await expect(page.getByText(`QT-${number}`)).toBeVisible();
});

test("on /scope, Add to request adds in place: no reload, the place kept, the running count and the way on in sight", async ({
  page,
}, testInfo) => {
  await page.goto(`${server.url}/scope`);
  const basket = page.getByRole("region", { name: scopePage.basket.heading });
  await expect(basket).toBeHidden();
  // A mark on this page: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  for (const [id, count] of [
    [13, 1],
    [25, 2],
  ] as const) {
    const row = page.locator(`li#row-${id}`);
    await row.scrollIntoViewIfNeeded();
    await row.getByRole("link", { name: new RegExp(scopePage.add) }).click();
    // The row stays where the visitor is, above the panel that now sits at the screen's foot.
    const added = row.getByText(scopePage.added);
    await expect(added).toBeFocused();
    await expect(added).toBeInViewport();
    await expect(basket.getByRole("status")).toHaveText(scopePage.basket.count(count));
    await expect(basket.getByRole("link", { name: scopePage.basket.go })).toBeInViewport();
    const [mark, panel] = [await added.boundingBox(), await basket.boundingBox()];
    expect(mark!.y + mark!.height).toBeLessThanOrEqual(panel!.y);
  }
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page).toHaveURL(/\/scope\?rows=13x1%2C25x1$/);
  await page.screenshot({ path: testInfo.outputPath("scope-basket.png") });
  // The next page of rows carries what was added in place.
  await page
    .getByRole("navigation", { name: scopePage.search.pages })
    .getByRole("link", { name: ui.pagination.next })
    .click();
  await expect(page).toHaveURL(/\/scope\?page=2&rows=13x1%2C25x1$/);
  await expect(basket.getByRole("status")).toHaveText(scopePage.basket.count(2));
  await basket.getByRole("link", { name: scopePage.basket.go }).click();
  await expect(page).toHaveURL(/\/request\?rows=13x1%2C25x1$/);
});
