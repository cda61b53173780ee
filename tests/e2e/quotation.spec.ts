import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { NABL_CONSENT, requestPage } from "@/content/request";
import { quotationWords } from "@/content/quotation";
import { makePdf, makeScriptPdf } from "../fixtures/documents";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";
import { header, smtpSink, textPart } from "./smtpSink";

/**
 * Issue 51 items 2 and 3 end to end, on a server of its own with a real SMTP
 * server: a buyer in Gujarat gets a quote with IGST and sends it; the lab's
 * leads desk revises a price, adds travel and sends the quotation; the
 * customer opens the e-mailed private link and accepts it with a purchase
 * order; the desk shows "Accepted, PO …" and the version history.
 *
 * Seeded rows (content/scope.ts): 13 an impulse test on cables, accredited,
 * ₹18,000; 8 oxygen index, not accredited, ₹6,500.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;

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

const quoteLine = (page: Page, key: string) => page.locator(`[data-quote="${key}"]`);

test("a buyer's quote with IGST, the lab's revised quotation, accepted with a PO through the e-mailed link", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 8);
  const buyer = `buyer-${run}@narmada.example`;

  // The buyer: two tests, billed in Gujarat, so IGST at 18 %.
  await page.goto(`${server.url}/request?rows=13x2,8x1`);
  await page
    .getByRole("textbox", { name: "Billing organisation", exact: true })
    .fill("Narmada Cables Pvt Ltd");
  await page.getByRole("textbox", { name: "GSTIN", exact: true }).fill("24AAACR5055K1ZD");
  await page
    .getByRole("textbox", { name: "Billing address", exact: true })
    .fill("Plot 12, GIDC Makarpura, Vadodara 390010");
  await page
    .getByRole("combobox", { name: "State or union territory", exact: true })
    .selectOption("Gujarat");
  // 2 × ₹18,000 + ₹6,500 = ₹42,500; IGST ₹7,650.00; total ₹50,150.00
  await expect(quoteLine(page, "igst")).toHaveText("₹7,650.00");
  await expect(quoteLine(page, "total")).toHaveText("₹50,150.00");
  await page.getByRole("region", { name: requestPage.quote.heading }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("quote.png") });
  await page
    .getByRole("textbox", { name: "Sample description", exact: true })
    .fill("Two drums of 11 kV cable");
  await page.getByRole("textbox", { name: "Number of samples", exact: true }).fill("2");
  await page
    .getByRole("combobox", { name: "How it will reach the lab", exact: true })
    .selectOption("By courier or transport");
  await page
    .getByRole("group", { name: "Decision rule for statements of conformity" })
    .getByRole("radio", { name: /^Simple acceptance/ })
    .check();
  await page
    .getByRole("group", { name: "May we subcontract a test we cannot do in time?" })
    .getByRole("radio", { name: /^No/ })
    .check();
  await page.getByRole("checkbox", { name: NABL_CONSENT }).check();
  await page.getByRole("textbox", { name: "Company name", exact: true }).fill("Narmada Cables");
  await page.getByRole("textbox", { name: "Contact person", exact: true }).fill("Anil Joshi");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(buyer);
  await page.getByRole("textbox", { name: "Phone number", exact: true }).fill("98260 12345");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/request\/sent\?ref=REQ-\d{4}-\d{6}&key=/);
  const reference = /ref=(REQ-\d{4}-\d{6})/.exec(page.url())![1]!;
  const number = `QT-${reference.slice(4)}`;

  // The lab: the list shows the amount; a price revised, travel added, terms, sent.
  const clerk = addUser(server.dbPath, `quotes-${run}`, ["leads"]);
  // A context of its own (axe needs one), the size of the buyer's screen.
  const deskContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const desk = await deskContext.newPage();
  await signInAs(desk, clerk, server.url);
  await desk.goto(`${server.url}/desk?q=${reference}`);
  await expect(desk.getByText("₹50,150.00").filter({ visible: true }).first()).toBeVisible();
  await desk.goto(`${server.url}/desk/lead?id=${reference}`);
  await desk.getByRole("link", { name: quotationWords.desk.open }).click();
  await desk
    .getByRole("textbox", { name: `${quotationWords.lines.price} 1`, exact: true })
    .fill("16500");
  await desk
    .getByRole("textbox", { name: `${quotationWords.lines.description} 3`, exact: true })
    .fill("Travel for site work");
  await desk
    .getByRole("textbox", { name: `${quotationWords.lines.price} 3`, exact: true })
    .fill("4500");
  await desk
    .getByRole("textbox", { name: quotationWords.terms, exact: true })
    .fill("50 % in advance; reports in 10 working days.");
  await desk.getByRole("button", { name: quotationWords.desk.send }).click();
  await expect(desk.getByRole("status")).toContainText(`${number} (version 1)`);
  // 2 × ₹16,500 + ₹6,500 + ₹4,500 = ₹44,000; IGST ₹7,920.00; total ₹51,920.00
  await expect(desk.locator("[data-version='1']")).toContainText("₹51,920.00");
  await expect(desk.locator("[data-version='1'] [data-quotation-state]")).toHaveText(
    quotationWords.status.sent,
  );

  // The customer's e-mail: the PDF attached and the private link.
  await expect
    .poll(
      () =>
        sink.messages.find(
          (m) => m.to.includes(buyer) && header(m.raw, "Subject").includes(`Quotation ${number}`),
        ),
      { timeout: 30_000 },
    )
    .toBeDefined();
  const mail = sink.messages.find(
    (m) => m.to.includes(buyer) && header(m.raw, "Subject").includes(`Quotation ${number}`),
  )!;
  expect(mail.raw).toMatch(new RegExp(`filename=quotation-${number}-v1\\.pdf`));
  const link = /https?:\/\/\S+\/quotation\?key=[A-Za-z0-9_-]{43}/.exec(textPart(mail.raw))![0];
  const path = new URL(link).pathname + new URL(link).search;

  // The customer opens it: the revised quotation, private, and accepts with a PO.
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  await expect(page.locator("[data-quotation='igst']")).toHaveText("₹7,920.00");
  await expect(page.locator("[data-quotation='total']")).toHaveText("₹51,920.00");
  await expect(page.getByText("Travel for site work")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("quotation.png"), fullPage: true });
  // A PO file with a script in it is refused as every upload is; a plain one is taken.
  await page.getByRole("textbox", { name: quotationWords.customer.poNumber }).fill("PO-4500123");
  await page.getByLabel(quotationWords.customer.poFile).setInputFiles({
    name: "po.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(makeScriptPdf("plain")),
  });
  await page.getByRole("button", { name: quotationWords.customer.acceptButton }).click();
  await expect(page.getByLabel(quotationWords.customer.poFile)).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByRole("textbox", { name: quotationWords.customer.poNumber })).toHaveValue(
    "PO-4500123",
  );
  await page.getByLabel(quotationWords.customer.poFile).setInputFiles({
    name: "po-4500123.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(makePdf("Purchase order 4500123")),
  });
  await page.getByRole("button", { name: quotationWords.customer.acceptButton }).click();
  await expect(page.getByRole("status").filter({ hasText: "PO-4500123" })).toHaveText(
    quotationWords.customer.accepted("PO-4500123"),
  );
  await page.screenshot({ path: testInfo.outputPath("quotation-accepted.png"), fullPage: true });
  // The acknowledgement reaches the customer.
  await expect
    .poll(
      () =>
        sink.messages.some(
          (m) =>
            m.to.includes(buyer) && header(m.raw, "Subject").includes("Your answer to quotation"),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  // The desk: "Accepted, PO …", in the version history and the list.
  await desk.reload();
  await expect(desk.locator("[data-version='1'] [data-quotation-state]")).toHaveText(
    quotationWords.status.accepted("PO-4500123"),
  );
  const po = desk.waitForEvent("download");
  await desk.getByRole("link", { name: `${quotationWords.desk.poFile}: po-4500123.pdf` }).click();
  expect((await po).suggestedFilename()).toBe("po-4500123.pdf");
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: testInfo.outputPath("desk-quotation.png"), fullPage: true });
  await desk.goto(`${server.url}/desk?q=${reference}`);
  await expect(
    desk.getByText(quotationWords.status.accepted("PO-4500123")).filter({ visible: true }).first(),
  ).toBeVisible();
  await deskContext.close();
});
