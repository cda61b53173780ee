// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nextSteps } from "@/content/messageResult";
import { recalibrationWords } from "@/content/portalInstruments";
import { applicationWords } from "@/content/forms/application";
import { acknowledgementWords as hindi, applicationRowWords } from "@/content/hi/acknowledgements";
import { nextSteps as nextStepsHi } from "@/content/hi/common";
import { applicationWords as applicationWordsHi } from "@/content/hi/forms/application";
import { consultationForm as consultationFormHi, serviceLabels } from "@/content/hi/forms/contact";
import { site } from "@/content/site";
import {
  applicationAcknowledgement,
  applicationAcknowledgementOutbox,
} from "@/lib/careers/applicationsMail";
import { insertApplication } from "@/lib/careers/store";
import { openDatabase } from "@/lib/db/connection";
import { attachLeadFile, insertLead } from "@/lib/leads/store";
import { withStore } from "@/lib/db/store";
import { leadAcknowledgement } from "@/lib/leads/notify/acknowledgement";
import { leadAcknowledgementOutbox as leadAcknowledgements } from "@/lib/leads/notify/outbox";
import { addressOfConsentToken } from "@/lib/privacy/consent/links";
import { acknowledgementMessage, withChoices } from "./acknowledgements";

const dir = mkdtempSync(join(tmpdir(), "acknowledgements-"));
const db = openDatabase(join(dir, "lab.sqlite"));
/** The leads' acknowledgements waiting to go, each call on this test's database. */
const leadAcknowledgementOutbox = (on: typeof db) => {
  const outbox = leadAcknowledgements();
  return {
    due: (now: Date, limit: number) => withStore(on, () => outbox.due(now, limit)),
    item: (id: number) => withStore(on, () => outbox.item(id)),
    markSent: (id: number, messageId: string, at: Date) =>
      withStore(on, () => outbox.markSent(id, messageId, at)),
  };
};
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A field's label on the Hindi consultation form. */
const hiLabel = (name: string) => {
  const field = consultationFormHi.fields.find((f) => "name" in f && f.name === name);
  return field && "label" in field ? field.label : name;
};

const addresses = { from: "Website <website@lab.example>", siteUrl: "https://www.lab.example" };
const AT = new Date("2026-11-29T06:30:00.000Z");
const LATER = new Date("2026-11-29T07:30:00.000Z");

const requestFields = {
  contact_person: "S. Joshi",
  company_name: "Narmada Cables",
  email: "joshi@narmada.example",
  phone: "0731 2345678",
  sample: "11 kV XLPE cable, 3 drums <b>",
};

describe("the acknowledgement to whoever sent the lab something", () => {
  it("a test request: REQ- reference, held with the staff e-mail until its PDF is attached, then sent with it", async () => {
    const { id, reference } = await withStore(db, () =>
      insertLead({
        template: "request",
        form: "request",
        fields: requestFields,
        client: "127.0.0.1",
        createdAt: AT,
        notify: "pending",
        notifyAt: new Date(AT.getTime() + 60_000),
        acknowledge: "pending",
      }),
    );
    expect(reference).toBe(`REQ-2026-${String(id).padStart(6, "0")}`);
    const outbox = leadAcknowledgementOutbox(db);
    expect(await outbox.due(AT, 10)).toEqual([]);
    await withStore(db, () =>
      attachLeadFile(
        id,
        {
          name: `${reference}.pdf`,
          type: "application/pdf",
          bytes: new Uint8Array([37, 80, 68, 70]),
        },
        AT,
      ),
    );
    expect(await outbox.due(AT, 10)).toEqual([{ id, attempts: 0 }]);

    const message = acknowledgementMessage(
      leadAcknowledgement((await outbox.item(id))!),
      addresses,
    );
    expect(message.to).toBe("joshi@narmada.example");
    expect(message.replyTo).toBe(site.email);
    expect(message.from).toBe(addresses.from);
    expect(message.subject).toBe(`${site.name} received your test request (${reference})`);
    expect(message.messageId).toBe(`<ack-${reference}@www.lab.example>`);
    const text = String(message.text);
    expect(text).toContain("Dear S. Joshi,");
    expect(text).toContain(`Your reference: ${reference}`);
    expect(text).toContain(nextSteps.request);
    expect(text).toContain("11 kV XLPE cable, 3 drums <b>");
    for (const phone of site.phones) expect(text).toContain(phone.display);
    expect(text).toContain(site.address.street);
    expect(String(message.html)).toContain("3 drums &#60;b&#62;");
    expect(String(message.html)).not.toContain("<b>");
    expect(message.attachments).toEqual([
      expect.objectContaining({ filename: `${reference}.pdf`, contentType: "application/pdf" }),
    ]);

    await outbox.markSent(id, "<x@lab.example>", LATER);
    expect(await outbox.due(LATER, 10)).toEqual([]);
  });

  it("a recalibration request: RECAL- reference, the portal's next step", async () => {
    const { id, reference } = await withStore(db, () =>
      insertLead({
        template: "portal",
        form: "recalibration",
        fields: { email: "qa@utility.example", message: "Both meters, please" },
        client: "127.0.0.1",
        createdAt: AT,
        acknowledge: "pending",
      }),
    );
    expect(reference).toMatch(/^RECAL-2026-\d{6}$/);
    const ack = leadAcknowledgement((await leadAcknowledgementOutbox(db).item(id))!);
    expect(ack).toMatchObject({ email: "qa@utility.example", next: recalibrationWords.sent.next });
    expect(String(acknowledgementMessage(ack, addresses).text)).toContain("Hello,");
  });

  it("a newsletter sign-up, and anything sent while e-mail is not set up, queue none", async () => {
    // Claims (and so sets aside) whatever earlier tests queued: only new rows are due after it.
    await leadAcknowledgementOutbox(db).due(LATER, 100);
    await withStore(db, () =>
      insertLead({
        template: "newsletter",
        form: "newsletter",
        fields: { email: "reader@example.com" },
        client: "127.0.0.1",
        createdAt: AT,
        acknowledge: "pending",
      }),
    );
    await withStore(db, () =>
      insertLead({
        template: "contact",
        form: "consultation",
        fields: { ...requestFields, email: "offline@narmada.example" },
        client: "127.0.0.1",
        createdAt: AT,
        acknowledge: "off",
      }),
    );
    expect(await leadAcknowledgementOutbox(db).due(LATER, 100)).toEqual([]);
  });

  it("a job application: APP- reference, HR's next step, the CV named and not sent back, Reply-To HR", async () =>
    withStore(db, async () => {
      const { id, reference } = await insertApplication({
        opening: undefined,
        fields: {
          name: "Anita Verma",
          email: "anita@example.com",
          phone: "98260 00000",
          currentRole: "Technician",
          experience: "3-5",
          noticePeriod: "30",
          note: "",
        },
        cv: { name: "anita-cv.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80]) },
        client: "127.0.0.1",
        userAgent: null,
        createdAt: AT,
        notify: "pending",
        acknowledge: "pending",
      });
      const outbox = applicationAcknowledgementOutbox();
      expect(await outbox.due(AT, 10)).toEqual([{ id, attempts: 0 }]);
      const message = acknowledgementMessage(
        applicationAcknowledgement((await outbox.item(id))!),
        addresses,
      );
      expect(message.to).toBe("anita@example.com");
      expect(message.replyTo).toBe(site.careersEmail);
      expect(message.subject).toBe(`${site.name} received your job application (${reference})`);
      const text = String(message.text);
      expect(text).toContain("General application");
      expect(text).toContain("anita-cv.pdf");
      expect(text).toContain(applicationWords.next);
      expect(message.attachments).toEqual([]);
    }));

  it("each carries a private link to the sender's choices, made as it is sent", async () =>
    withStore(db, async () => {
      const { id } = await insertApplication({
        opening: undefined,
        fields: {
          name: "Mohan Rao",
          email: "Mohan@Example.com",
          phone: "98260 00001",
          currentRole: "Technician",
          experience: "3-5",
          noticePeriod: "30",
          note: "",
        },
        cv: { name: "cv.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80]) },
        client: "127.0.0.1",
        userAgent: null,
        createdAt: AT,
        notify: "pending",
        acknowledge: "pending",
      });
      const outbox = withChoices({
        outbox: applicationAcknowledgementOutbox,
        acknowledgement: applicationAcknowledgement,
        words: { on: "", off: "" },
      });
      const item = (await outbox.item(id))!;
      const link = new URL(item.choices);
      expect(link.pathname).toBe("/privacy/choices");
      expect(await addressOfConsentToken(link.searchParams.get("token")!)).toBe(
        "mohan@example.com",
      );
      const message = acknowledgementMessage(
        { ...applicationAcknowledgement(item), choices: item.choices },
        addresses,
      );
      expect(String(message.text)).toContain(
        `What you agreed to, and your choices: ${item.choices}`,
      );
      expect(String(message.html)).toContain(`href="${item.choices.replace(/&/g, "&#38;")}"`);
    }));
});

describe("the acknowledgement in the language of the page it was sent from (issue 54)", () => {
  const anApplication = (email: string, language?: "en" | "hi") =>
    insertApplication({
      opening: undefined,
      fields: {
        name: "रवि कुमार",
        email,
        phone: "98260 12345",
        currentRole: "ITI इलेक्ट्रीशियन",
        experience: "1-2 years",
        noticePeriod: "30 days",
        note: "",
      },
      cv: { name: "ravi-cv.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80]) },
      client: "127.0.0.1",
      userAgent: null,
      createdAt: AT,
      notify: "pending",
      acknowledge: "pending",
      language,
    });

  it("a job application from /hi/career/apply: subject, greeting, rows, next step and choices in Hindi", async () =>
    withStore(db, async () => {
      const { id, reference } = await anApplication("ravi@example.in", "hi");
      const outbox = withChoices({
        outbox: applicationAcknowledgementOutbox,
        acknowledgement: applicationAcknowledgement,
        words: { on: "", off: "" },
      });
      const item = (await outbox.item(id))!;
      const message = acknowledgementMessage(
        { ...applicationAcknowledgement(item), choices: item.choices },
        addresses,
      );
      expect(message.subject).toBe(hindi.subject(hindi.application, reference));
      expect(message.subject).toBe(`${site.name} को आपका नौकरी का आवेदन मिल गया है (${reference})`);
      const text = String(message.text);
      expect(text).toContain("प्रिय रवि कुमार,");
      expect(text).toContain(hindi.received(hindi.application, "29 नवंबर 2026, 12:00"));
      expect(text).toContain(`${hindi.reference}: ${reference}`);
      expect(text).toContain(`${hindi.next}: ${applicationWordsHi.next}`);
      expect(text).toContain(`${hindi.youSent}:`);
      expect(text).toContain(
        `  ${applicationRowWords.opening}: ${applicationWordsHi.generalTitle}`,
      );
      expect(text).toContain(`  ${applicationRowWords.name}: रवि कुमार`);
      expect(text).toContain(`  ${applicationRowWords.experience}: 1-2 वर्ष`);
      expect(text).toContain(`  ${applicationRowWords.noticePeriod}: 30 दिन`);
      expect(text).toContain(`  CV: ravi-cv.pdf`);
      expect(text).toContain(`${hindi.choices}: ${item.choices}`);
      expect(text).toContain(hindi.reply);
      expect(text).not.toMatch(/Dear|What happens next|What you sent|Your reference/);
      const html = String(message.html);
      expect(html).toContain(`>${hindi.choices}</a>`);
      expect(html).toContain(`<h2 style="font-size:16px">${hindi.youSent}</h2>`);
      expect(html).toContain(applicationRowWords.currentRole);
    }));

  it("a job application from the English page stays in English", async () =>
    withStore(db, async () => {
      const { id, reference } = await anApplication("ravi.en@example.in", "en");
      const message = acknowledgementMessage(
        applicationAcknowledgement((await applicationAcknowledgementOutbox().item(id))!),
        addresses,
      );
      expect(message.subject).toBe(`${site.name} received your job application (${reference})`);
      expect(String(message.text)).toContain("Years of experience: 1-2 years");
      expect(String(message.text)).not.toMatch(/[\u0900-\u097F]{2}.*:/);
    }));

  it("a consultation request from /hi/contact: the Hindi form's labels and service, its next step", async () => {
    const { id, reference } = await withStore(db, () =>
      insertLead({
        template: "contact",
        form: "consultation",
        fields: {
          user_name: "सुनीता शर्मा",
          user_email: "sunita@example.in",
          user_phone: "98260 54321",
          user_service: "Calibration Services",
          message: "33 kV CT का कैलिब्रेशन",
        },
        client: "127.0.0.1",
        createdAt: AT,
        acknowledge: "pending",
        language: "hi",
      }),
    );
    const message = acknowledgementMessage(
      leadAcknowledgement((await leadAcknowledgementOutbox(db).item(id))!),
      addresses,
    );
    expect(message.subject).toBe(`${site.name} को आपका परामर्श अनुरोध मिल गया है (${reference})`);
    const text = String(message.text);
    expect(text).toContain("प्रिय सुनीता शर्मा,");
    expect(text).toContain(`${hindi.next}: ${nextStepsHi.consultation}`);
    expect(text).toContain(`  ${hiLabel("user_name")}: सुनीता शर्मा`);
    expect(text).toContain(`  ${hiLabel("user_email")}: sunita@example.in`);
    expect(text).toContain(
      `  ${hiLabel("user_service")}: ${serviceLabels["Calibration Services"]}`,
    );
    expect(text).toContain(`  ${hiLabel("message")}: 33 kV CT का कैलिब्रेशन`);
    for (const phone of site.phones) expect(text).toContain(phone.display);
    expect(text).toContain(site.address.street);
    expect(text).not.toMatch(/Dear|What happens next|Consultation request/);
  });

  it("a form with no Hindi page (a test request) hears back in English whatever the page", async () => {
    const { id, reference } = await withStore(db, () =>
      insertLead({
        template: "request",
        form: "request",
        fields: { ...requestFields, email: "hindi-page@narmada.example" },
        client: "127.0.0.1",
        createdAt: AT,
        acknowledge: "pending",
        language: "hi",
      }),
    );
    const message = acknowledgementMessage(
      leadAcknowledgement((await leadAcknowledgementOutbox(db).item(id))!),
      addresses,
    );
    expect(message.subject).toBe(`${site.name} received your test request (${reference})`);
  });

  it("an English acknowledgement is the same, byte for byte, as before Hindi ones existed", () => {
    const message = acknowledgementMessage(
      {
        reference: "LEAD-2026-000042",
        email: "asha@example.in",
        name: "Asha Verma",
        what: "Consultation request",
        receivedAt: AT.toISOString(),
        rows: [
          ["Name", "Asha Verma"],
          ["Message", "Please call <me>"],
        ],
        next: nextSteps.consultation,
        replyTo: site.email,
        choices: "https://www.lab.example/privacy/choices?token=abc&x=1",
      },
      addresses,
    );
    expect({ subject: message.subject, text: message.text, html: message.html })
      .toMatchInlineSnapshot(`
        {
          "html": "<p>Dear Asha Verma,</p>
        <p>Thank you: your consultation request reached Malwa Electrotest on 29 November 2026, 12:00 pm.</p>
        <p><strong>Your reference: LEAD-2026-000042</strong><br>Please quote it if you call or write to us about it.</p>
        <p><strong>What happens next:</strong> An engineer will reply by e-mail or phone within one working day.</p>
        <h2 style="font-size:16px">What you sent</h2>
        <table cellpadding="6" style="border-collapse:collapse">
        <tr><th align="left" valign="top">Name</th><td style="white-space:pre-wrap">Asha Verma</td></tr>
        <tr><th align="left" valign="top">Message</th><td style="white-space:pre-wrap">Please call &#60;me&#62;</td></tr>
        </table>
        <p>To add something or ask a question, reply to this e-mail: it reaches the lab&#39;s team.</p>
        <p><a href="https://www.lab.example/privacy/choices?token=abc&#38;x=1">What you agreed to, and your choices</a></p>
        <p style="color:#475569">Malwa Electrotest<br>Marketing: +91 98260 41230<br>Laboratory: +91 73100 58814<br>info@malwaelectrotest.in<br>Plot 14, Sector E, Sanwer Road Industrial Area, Indore, Madhya Pradesh 452015, India</p>",
          "subject": "Malwa Electrotest received your consultation request (LEAD-2026-000042)",
          "text": "Dear Asha Verma,

        Thank you: your consultation request reached Malwa Electrotest on 29 November 2026, 12:00 pm.

        Your reference: LEAD-2026-000042
        Please quote it if you call or write to us about it.

        What happens next: An engineer will reply by e-mail or phone within one working day.

        What you sent:
          Name: Asha Verma
          Message: Please call <me>

        To add something or ask a question, reply to this e-mail: it reaches the lab's team.

        What you agreed to, and your choices: https://www.lab.example/privacy/choices?token=abc&x=1

        --
        Malwa Electrotest
        Marketing: +91 98260 41230
        Laboratory: +91 73100 58814
        info@malwaelectrotest.in
        Plot 14, Sector E, Sanwer Road Industrial Area, Indore, Madhya Pradesh 452015, India",
        }
      `);
  });
});
