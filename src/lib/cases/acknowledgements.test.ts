// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nextSteps } from "@/content/messageResult";
import { recalibrationWords } from "@/content/portalInstruments";
import { applicationWords } from "@/content/forms/application";
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
