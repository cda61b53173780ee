import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { acknowledgementWords as ackHi } from "@/content/hi/acknowledgements";
import { heldRecordWords, keptFor, privacyRequest } from "@/content/hi/privacyRequest";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs } from "./deskStaff";
import { openHindiApplication, sendHindiApplication } from "./hindiApplicant";
import { freePort, startServer, type OwnServer } from "./ownServer";
import { acknowledgementsIn, bodyOf, header, smtpSink, type Received } from "./smtpSink";

/**
 * Issue 54's Hindi journey at 390 px: a job seeker applies from /hi/career and
 * receives the acknowledgement, asks for their data at /hi/privacy/request
 * (errors in Hindi, the e-mailed link in Hindi, its Hindi page's button), a
 * colleague with the `privacy` role sends the access answer from the desk, and
 * the job seeker's mailbox receives it in Hindi, listing the application. On a
 * server of its own whose e-mail goes to a test SMTP server. Screenshots at
 * 390 and 1440 px go to the test's output and to HINDI_SCREENSHOTS when set.
 */

test.describe.configure({ mode: "serial" });

let server: OwnServer;
let sink: Awaited<ReturnType<typeof smtpSink>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await smtpSink();
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "hr@lab.example",
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
    LEADS_NOTIFY_RETRY_SECONDS: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const words = privacyRequest;
const mailTo = (address: string, subject: string) => () =>
  sink.messages.filter(
    (m: Received) => m.to.includes(address) && header(m.raw, "Subject").includes(subject),
  );

async function shoot(page: Page, name: string, testInfo: { outputPath: (n: string) => string }) {
  const folder = process.env.HINDI_SCREENSHOTS;
  if (folder) mkdirSync(folder, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const file = `${name}-${width}.png`;
    await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
    if (folder) await page.screenshot({ path: join(folder, file), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test("a job seeker applies in Hindi, asks for their data in Hindi and receives the desk's answer in Hindi", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const seeker = `ravi-${randomUUID().slice(0, 8)}@example.in`;

  // 1. Applies from /hi/career and receives the acknowledgement.
  await openHindiApplication(page, server.url);
  const application = await sendHindiApplication(page, seeker);
  await expect
    .poll(() => acknowledgementsIn(sink.messages).filter((m) => m.to.includes(seeker)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const acknowledgement = acknowledgementsIn(sink.messages).find((m) => m.to.includes(seeker))!;
  expect(header(acknowledgement.raw, "Subject")).toBe(
    ackHi.subject(ackHi.application, application),
  );

  // 2. Asks for their data at /hi/privacy/request: the page is Hindi, with its English twin.
  const answer = await page.goto(`${server.url}/hi/privacy/request`);
  expect(answer?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((all) =>
      all.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
    );
  expect(alternates).toEqual([
    ["en-IN", "/privacy/request"],
    ["hi-IN", "/hi/privacy/request"],
    ["x-default", "/privacy/request"],
  ]);
  await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute(
    "href",
    "/privacy/request",
  );
  await expectNoAxeViolations(page);
  await shoot(page, "hi-privacy-request", testInfo);

  // An empty send is refused by the server in Hindi, each problem named above the form.
  await page.getByRole("button", { name: words.form.submit }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText(words.errors.heading);
  await expect(summary).toContainText(words.errors.email);
  await expect(summary).toContainText(words.errors.kind);
  await expect(page.getByLabel(words.form.email)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await shoot(page, "hi-privacy-request-errors", testInfo);

  await page.getByLabel(words.form.email).fill(seeker);
  await page.getByLabel(words.form.kinds.access.label).check();
  await page.getByRole("button", { name: words.form.submit }).click();
  await expect(page.getByRole("heading", { name: words.sent.title })).toBeVisible();
  await expect(page.getByText(words.sent.body(seeker))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // 3. The link arrives in Hindi and opens the Hindi page; its button opens the request.
  await expect.poll(() => mailTo(seeker, words.mail.link.subject)().length).toBe(1);
  const link = /http:\/\/\S+\/hi\/privacy\/request\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(
    bodyOf(mailTo(seeker, words.mail.link.subject)()[0]!),
  )![0];
  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirm.title);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: words.confirm.button }).click();
  const opened = page.getByRole("status").filter({ hasText: /PRV-\d{4}-\d{6}/ });
  await expect(opened).toBeVisible();
  const reference = /PRV-\d{4}-\d{6}/.exec((await opened.textContent()) ?? "")![0];
  await expect
    .poll(() => mailTo(seeker, words.mail.acknowledgement.subject(reference))().length)
    .toBe(1);
  const opening = bodyOf(mailTo(seeker, words.mail.acknowledgement.subject(reference))()[0]!);
  expect(opening).toContain(`(${words.form.kinds.access.label})`);
  expect(opening).toMatch(/हम \d{1,2} \S+ \d{4} तक उत्तर देंगे/);

  // 4. A colleague with the privacy role answers on the desk (English for staff; the answer in Hindi).
  const colleague = addUser(server.dbPath, `privacy-${randomUUID().slice(0, 4)}`, ["privacy"]);
  await signInAs(page, colleague, server.url);
  await page.goto(`${server.url}/desk/privacy/request?id=${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(reference);
  await expect(page.getByText("Hindi", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Data held for this address" })).toContainText(
    application,
  );
  await page.getByRole("button", { name: "Send the access answer" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The access answer was sent" }),
  ).toBeVisible();

  // 5. The job seeker receives the answer, in Hindi, listing the application.
  const accessSubject = words.mail.access.subject(reference);
  await expect.poll(() => mailTo(seeker, accessSubject)().length, { timeout: 30_000 }).toBe(1);
  const access = bodyOf(mailTo(seeker, accessSubject)()[0]!);
  expect(access).toContain(words.mail.access.intro(seeker));
  expect(access).toContain(`${heldRecordWords.application}: `);
  expect(access).toContain(application);
  expect(access).toContain("रवि कुमार");
  expect(access).toContain(keptFor.application);
  expect(access).toContain(`${words.mail.access.whereHeading}:`);
  expect(access).toContain(
    words.mail.access.contact("Ms. Neha Joshi, grievance@malwaelectrotest.in"),
  );
});
