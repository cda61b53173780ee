import { expect, test } from "@playwright/test";
import { makePdf } from "../fixtures/documents";
import { freePort, startServer } from "./ownServer";
import { acknowledgementReplyTo } from "@/content/acknowledgements";
import { applicationWords } from "@/content/forms/application";
import { acknowledgementsIn, header, smtpSink, staffMail } from "./smtpSink";

/**
 * Every stored application reaches HR by e-mail, CV attached: a real SMTP
 * server receives what the production server sends, to CAREERS_NOTIFY_TO, or
 * to the leads' address when that is unset; an application stored while the
 * SMTP server is down is delivered once it is back.
 */

test.describe.configure({ mode: "serial" });

function application(name: string, opening = "transformer-test-engineer") {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    opening,
    website: "",
    applicant_name: name,
    email: "asha@example.in",
    phone: "98260 12345",
    current_role: "Test technician",
    experience: "3-5 years",
    notice_period: "30 days",
    note: "Line one\nline two",
    consent: "on",
    adult: "on",
  }))
    form.set(k, v);
  form.set("cv", new File([makePdf()], "../asha cv.pdf"));
  return form;
}

/** As a browser without script posts it: answered with a redirect to the result page. */
async function apply(url: string, name: string, opening?: string): Promise<string> {
  const answer = await fetch(`${url}/career/apply/send`, {
    method: "POST",
    body: application(name, opening),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location") ?? "";
  expect(location).toMatch(/^\/career\/apply\/sent\?ref=APP-\d{4}-\d{6}$/);
  return location.split("ref=")[1]!;
}

test("an application is e-mailed to CAREERS_NOTIFY_TO with the CV attached, Reply-To the applicant", async () => {
  const sink = await smtpSink();
  const server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    CAREERS_NOTIFY_TO: "hr@lab.example",
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
  });
  try {
    const reference = await apply(server.url, "Asha Verma");
    await expect.poll(() => staffMail(sink.messages).length, { timeout: 15_000 }).toBe(1);
    const [mail] = staffMail(sink.messages);
    expect(mail!.to).toEqual(["hr@lab.example"]);
    expect(header(mail!.raw, "Subject")).toBe(
      `Job application ${reference} – Asha Verma – Transformer Test Engineer`,
    );
    expect(header(mail!.raw, "Reply-To")).toBe("asha@example.in");
    expect(mail!.raw).toContain("Notice period: 30 days");
    expect(mail!.raw).toMatch(/filename="?asha cv\.pdf"?/);
    expect(mail!.raw).toContain(Buffer.from(makePdf()).toString("base64").slice(0, 40));
    expect(mail!.raw).toContain(`/desk/applications/view?id=${reference}`);
    // The applicant hears back: their reference, what happens next, Reply-To HR; no CV sent back.
    await expect.poll(() => acknowledgementsIn(sink.messages).length, { timeout: 15_000 }).toBe(1);
    const [ack] = acknowledgementsIn(sink.messages);
    expect(ack!.to).toEqual(["asha@example.in"]);
    expect(header(ack!.raw, "Subject")).toContain(reference);
    expect(header(ack!.raw, "Reply-To")).toBe(acknowledgementReplyTo("application"));
    expect(ack!.raw.replace(/=\r?\n/g, "")).toContain(applicationWords.next.slice(0, 40));
    expect(ack!.raw).not.toContain("Content-Disposition: attachment");

    // A general application says so.
    const general = await apply(server.url, "Ravi Kumar", "");
    await expect.poll(() => staffMail(sink.messages).length, { timeout: 15_000 }).toBe(2);
    expect(header(staffMail(sink.messages)[1]!.raw, "Subject")).toBe(
      `Job application ${general} – Ravi Kumar – General application`,
    );
  } finally {
    await server.stop();
    await sink.close();
  }
});

test("without CAREERS_NOTIFY_TO the leads' address gets it; one stored while SMTP is down arrives later", async () => {
  const smtpPort = await freePort();
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
    LEADS_NOTIFY_RETRY_SECONDS: "1",
  });
  try {
    // Nothing listens on the SMTP port yet: stored and acknowledged all the same.
    const reference = await apply(server.url, "Asha Down");
    const sink = await smtpSink(smtpPort);
    try {
      await expect.poll(() => sink.messages.length, { timeout: 20_000 }).toBe(2);
      const [mail] = staffMail(sink.messages);
      expect(mail!.to).toEqual(["leads@lab.example"]);
      expect(header(mail!.raw, "Subject")).toContain(reference);
      const [ack] = acknowledgementsIn(sink.messages);
      expect(ack!.to).toEqual(["asha@example.in"]);
      expect(header(ack!.raw, "Subject")).toContain(reference);
    } finally {
      await sink.close();
    }
  } finally {
    await server.stop();
  }
});
