import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { addUser, postEnquiry, signInAs } from "./deskStaff";
import { freePort, startServer, type OwnServer } from "./ownServer";
import { bodyOf, header, smtpSink, type Received } from "./smtpSink";

/**
 * Issue 54 item 4: a visitor who sent an enquiry asks at /privacy/request for
 * the data the lab holds, proves the address with the e-mailed link (the
 * link's page opens nothing until its button is pressed), a colleague with
 * the `privacy` role (two-factor sign-in) sees the request on the start page
 * and in the list, sends the access answer, and the visitor's mailbox
 * receives it, listing the enquiry and the contact person. On a server of its
 * own, whose e-mail goes to a test SMTP server.
 */

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;

test.beforeAll(async () => {
  sink = await smtpSink();
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
    LEADS_NOTIFY_RETRY_SECONDS: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const to = (address: string, subject: RegExp) => () =>
  sink.messages.filter(
    (m: Received) => m.to.includes(address) && subject.test(header(m.raw, "Subject")),
  );

test("a visitor asks for their data by e-mail link and receives the access answer the privacy desk sends", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const visitor = `visitor-${randomUUID().slice(0, 8)}@example.in`;
  const enquiry = await postEnquiry(server.url, "privacy", { email: visitor });
  expect(enquiry).toMatch(/^LEAD-\d{4}-\d{6}$/);

  await page.goto(`${server.url}/privacy/request`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask about your personal data");
  await expect(page.getByText("grievance@malwaelectrotest.in")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("privacy-request-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("privacy-request-390.png"), fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Details are needed for a grievance: the server says so, beside the field.
  await page.getByLabel("Your e-mail address").fill(visitor);
  await page.getByLabel("Raise a grievance").check();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("alert")).toContainText("Tell us the details of this request.");

  await page.getByLabel("A copy of my data").check();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  await expect.poll(() => to(visitor, /Confirm your request/)().length).toBe(1);
  const link = /http:\/\/\S+\/privacy\/request\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(
    bodyOf(to(visitor, /Confirm your request/)()[0]!),
  )![0];

  // Opening the link opens nothing (a mail scanner's GET); the button does.
  await page.goto(link);
  await page.goto(link);
  await page.getByRole("button", { name: "Open my request" }).click();
  const opened = page.getByRole("status").filter({ hasText: /PRV-\d{4}-\d{6}/ });
  await expect(opened).toBeVisible();
  const reference = /PRV-\d{4}-\d{6}/.exec((await opened.textContent()) ?? "")![0];
  await expect.poll(() => to(visitor, new RegExp(reference))().length).toBe(1);
  expect(bodyOf(to(visitor, new RegExp(reference))()[0]!)).toContain("Ms. Neha Joshi");
  // The link is used up.
  const again = await page.goto(link);
  expect(again?.status()).toBe(410);

  const colleague = addUser(server.dbPath, `privacy-${randomUUID().slice(0, 4)}`, ["privacy"]);
  await signInAs(page, colleague, server.url);
  await expect(page.getByRole("link", { name: /open privacy request to answer/ })).toBeVisible();
  await page.getByRole("link", { name: "Privacy requests" }).first().click();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("90 days left");
  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(reference);
  await expect(page.getByRole("region", { name: "Data held for this address" })).toContainText(
    enquiry,
  );
  await expect(page.getByText("The access answer, as it will be sent")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("privacy-record-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("privacy-record-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole("button", { name: "Send the access answer" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The access answer was sent" }),
  ).toBeVisible();
  await expect
    .poll(() => to(visitor, /The personal data we hold about you/)().length, { timeout: 30_000 })
    .toBe(1);
  const answer = bodyOf(to(visitor, /The personal data we hold about you/)()[0]!);
  expect(answer).toContain(enquiry);
  expect(answer).toContain("S. Joshi privacy");
  expect(answer).toContain("Ms. Neha Joshi, grievance@malwaelectrotest.in");
  expect(answer).toContain("e-mail delivery provider");
});
