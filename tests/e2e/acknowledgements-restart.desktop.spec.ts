import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { makePdf } from "../fixtures/documents";
import { instrumentsPage, recalibrationWords } from "@/content/portalInstruments";
import { todayInKolkata } from "@/lib/clock";
import { addDays } from "@/lib/portal/instruments";
import { formatUlr } from "@/lib/reports/ulr";
import { addApiToken, postReport } from "./limsApi";
import { startServer } from "./ownServer";
import { signInCustomer } from "./portalCustomer";
import { record } from "./reportRegister";
import { acknowledgementsIn, header, smtpSink, staffMail, type Received } from "./smtpSink";

/**
 * Issue 49, item 3: a test request, a recalibration request and a job
 * application sent while the SMTP server is down, then the server restarted:
 * once the SMTP server is back, each reaches the lab once and its sender once.
 */

const run = randomInt(100_000, 999_999);
const customer = `qa@plant-${run}.example`;

const about = (messages: Received[], reference: string) =>
  messages.filter((m) => header(m.raw, "Subject").includes(reference));

async function postTestRequest(base: string): Promise<string> {
  const body = new FormData();
  for (const [k, v] of Object.entries({
    form_name: "request",
    rows: "13x1",
    sample_description: "One energy meter",
    sample_quantity: "1",
    sample_delivery: "We will bring it to the lab",
    decision_rule: "simple",
    subcontract: "yes",
    company_name: `Plant ${run}`,
    contact_person: "R. Verma",
    email: `buyer@plant-${run}.example`,
    phone: "98260 12345",
    website: "",
    billing_organisation: `Plant ${run}`,
    gst_not_registered: "yes",
    billing_address: "12 Palasia, Indore 452001",
    billing_state: "Madhya Pradesh",
  }))
    body.set(k, v);
  const sent = await fetch(`${base}/request`, {
    method: "POST",
    body,
    headers: { Origin: base },
    redirect: "manual",
  });
  expect(sent.status, await sent.clone().text()).toBe(303);
  return /ref=(REQ-\d{4}-\d{6})/.exec(sent.headers.get("location") ?? "")![1]!;
}

async function postApplication(base: string): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    opening: "transformer-test-engineer",
    website: "",
    applicant_name: "Asha Restart",
    email: `asha-${run}@example.in`,
    phone: "98260 12345",
    current_role: "Test technician",
    experience: "3-5 years",
    notice_period: "30 days",
    note: "",
    consent: "on",
    adult: "on",
  }))
    form.set(k, v);
  form.set("cv", new File([makePdf()], "cv.pdf"));
  const answer = await fetch(`${base}/career/apply/send`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return /ref=(APP-\d{4}-\d{6})/.exec(answer.headers.get("location") ?? "")![1]!;
}

test("sent while SMTP is down and the server restarted: the lab hears once, each sender hears back once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  let sink = await smtpSink();
  const smtpPort = Number(new URL(sink.url).port);
  const env = {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
    LEADS_NOTIFY_RETRY_SECONDS: "1",
  };
  let server = await startServer(env);
  try {
    // A customer with a certificate due soon, signed in while the SMTP server is up.
    const { token } = addApiToken(server.dbPath, "restart", "issue");
    const serialNumber = `R-${run}`;
    await postReport(server.url, token, {
      ...record(),
      kind: "calibration-certificate",
      ulr: formatUlr({
        kind: "calibration-certificate",
        year: 2026,
        running: randomInt(1, 90_000),
        scope: "F",
      }),
      reportNumber: `MET/CC/${run}`,
      customerEmail: customer,
      make: "Megger",
      model: "MIT525",
      itemDescription: "Insulation resistance tester",
      serialNumber,
      issueDate: addDays(todayInKolkata(), -350),
      dueDate: addDays(todayInKolkata(), 15),
    } as Record<string, string>);
    await signInCustomer(page, sink, server.url, customer);
    await sink.close();

    // The SMTP server is down: each sender still gets their reference.
    const request = await postTestRequest(server.url);
    const application = await postApplication(server.url);
    await page.goto(`${server.url}/portal/instruments`);
    await page
      .getByLabel(
        `${recalibrationWords.choose} ${instrumentsPage.name("Megger", "MIT525")} ${serialNumber}`,
      )
      .check();
    await page.getByRole("button", { name: recalibrationWords.submitChosen }).click();
    await expect(page).toHaveURL(/\/portal\/recalibration\?id=RECAL-\d{4}-\d{6}$/);
    const recalibration = new URL(page.url()).searchParams.get("id")!;

    // A restart while the e-mails wait, then the SMTP server comes back.
    await server.stop();
    server = await startServer(env, { database: server.dbPath });
    sink = await smtpSink(smtpPort);
    const senders: [string, string][] = [
      [request, `buyer@plant-${run}.example`],
      [application, `asha-${run}@example.in`],
      [recalibration, customer],
    ];
    for (const [reference, sender] of senders) {
      await expect
        .poll(() => about(staffMail(sink.messages), reference).length, { timeout: 30_000 })
        .toBe(1);
      await expect
        .poll(() => about(acknowledgementsIn(sink.messages), reference).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const [ack] = about(acknowledgementsIn(sink.messages), reference);
      expect(ack!.to).toEqual([sender]);
    }
    // Several retry periods later, still once each: a delivered e-mail is never sent again.
    const count = sink.messages.length;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(sink.messages.length).toBe(count);
    for (const [reference] of senders) expect(about(sink.messages, reference)).toHaveLength(2);
  } finally {
    await server.stop();
    await sink.close();
  }
});
