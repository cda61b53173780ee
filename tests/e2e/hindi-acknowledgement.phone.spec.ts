import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { acknowledgementWords as ackHi } from "@/content/hi/acknowledgements";
import { messageNotSent, messageSent, messageProblems, nextSteps } from "@/content/hi/common";
import { applicationWords } from "@/content/hi/forms/application";
import { consultationForm, serviceLabels } from "@/content/hi/forms/contact";
import { expectNoAxeViolations } from "./axe";
import { hydrated } from "./hydration";
import { hindiLabel as applyLabel, sendHindiApplication } from "./hindiApplicant";
import { startServer, type OwnServer } from "./ownServer";
import { someClient } from "./reportRegister";
import { acknowledgementsIn, header, smtpSink, textPart } from "./smtpSink";

/**
 * Hindi submissions hear back in Hindi (issue 54 item 7), at 390 px: a job application from
 * /hi/career/apply and a consultation request from /hi/contact sent without JavaScript each get
 * their acknowledgement in Hindi; the consultation lands on the Hindi sent page, and a refused one
 * on the Hindi not-sent page. Screenshots at 390 and 1440 px go to HINDI_SCREENSHOTS when set.
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
    TRUST_PROXY_HOPS: "1",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});
const client = { "x-forwarded-for": someClient() };
test.use({ extraHTTPHeaders: client });

const at = (path: string) => `${server.url}${path}`;

async function shoot(page: Page, name: string) {
  const folder = process.env.HINDI_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The one acknowledgement sent to `email`, once it has arrived. */
async function acknowledgementTo(email: string) {
  await expect
    .poll(() => acknowledgementsIn(sink.messages).filter((m) => m.to.includes(email)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const message = acknowledgementsIn(sink.messages).find((m) => m.to.includes(email))!;
  return { subject: header(message.raw, "Subject"), text: textPart(message.raw) };
}

const consultationLabel = (name: string) => {
  const field = consultationForm.fields.find((f) => "name" in f && f.name === name);
  return field && "label" in field ? field.label : name;
};

test("a job application from /hi/career/apply is acknowledged in Hindi", async ({ page }) => {
  await page.goto(at("/hi/career/apply"));
  const form = page.getByRole("form", { name: applicationWords.formHeading });
  await hydrated(form);
  const email = `ravi-ack-${Date.now()}@example.in`;
  const reference = await sendHindiApplication(page, email);

  const ack = await acknowledgementTo(email);
  expect(ack.subject).toBe(ackHi.subject(ackHi.application, reference));
  expect(ack.text).toContain("प्रिय रवि कुमार,");
  expect(ack.text).toContain(`${ackHi.next}: ${applicationWords.next}`);
  expect(ack.text).toContain(`${ackHi.reference}: ${reference}`);
  expect(ack.text).toContain(`${applyLabel("experience")}: 1-2 वर्ष`);
  expect(ack.text).toMatch(new RegExp(`${ackHi.choices}: https?://\\S+/privacy/choices\\?token=`));
});

test("the consultation form on /hi/contact without JavaScript lands on the Hindi sent page and hears back in Hindi", async ({
  browser,
  page: scripted,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: client,
  });
  const page = await context.newPage();
  await page.goto(at("/hi/contact"));
  const form = page.getByRole("form", { name: consultationForm.heading });
  const email = `sunita-ack-${Date.now()}@example.in`;
  await form.getByLabel(consultationLabel("user_name")).fill("सुनीता शर्मा");
  await form.getByLabel(consultationLabel("user_email")).fill(email);
  await form.getByLabel(consultationLabel("user_phone")).fill("98260 54321");
  await form.getByLabel(consultationLabel("user_service")).selectOption("Calibration Services");
  await form.getByLabel(consultationLabel("message")).fill("33 kV CT का कैलिब्रेशन करवाना है।");
  await form.getByRole("button", { name: consultationForm.submit }).click();

  await expect(page).toHaveURL(/\/hi\/message-sent\?form=consultation&ref=LEAD-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messageSent.heading);
  await expect(page.getByText(consultationForm.success)).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(nextSteps.consultation!)).toBeVisible();
  // axe runs in the page: the same page, opened with script.
  await scripted.goto(page.url());
  await expect(scripted.getByRole("heading", { level: 1 })).toHaveText(messageSent.heading);
  await expectNoAxeViolations(scripted);
  await shoot(scripted, "hi-message-sent");

  const ack = await acknowledgementTo(email);
  expect(ack.subject).toBe(ackHi.subject(ackHi.formName("consultation"), reference));
  expect(ack.text).toContain("प्रिय सुनीता शर्मा,");
  expect(ack.text).toContain(`${ackHi.next}: ${nextSteps.consultation}`);
  expect(ack.text).toContain(
    `${consultationLabel("user_service")}: ${serviceLabels["Calibration Services"]}`,
  );
  expect(ack.text).not.toContain("What happens next");
  await context.close();
});

test("a Hindi consultation refused without JavaScript lands on the Hindi not-sent page", async ({
  page,
}) => {
  const answer = await page.request.post(at("/api/leads"), {
    multipart: {
      form_name: "consultation",
      language: "hi",
      user_name: "",
      user_email: "sunita@example.in",
      user_phone: "98260 54321",
      user_service: "Calibration Services",
      message: "नाम छूट गया",
    },
    headers: { Origin: server.url },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe("/hi/message-not-sent?form=consultation&problem=invalid");
  await page.goto(at(answer.headers().location!));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messageNotSent.heading);
  await expect(page.getByText(consultationForm.failure)).toBeVisible();
  await expect(page.getByText(messageProblems.invalid)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "hi-message-not-sent");
});
