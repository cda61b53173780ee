// @vitest-environment node
import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { applicationMessage, type NotifiableApplication } from "@/lib/careers/applicationsMail";
import { notificationMessage, type NotifiableLead } from "@/lib/leads/notify/message";
import {
  createNotifier,
  retryPause,
  settleNotifiers,
  type MailTransport,
  type Outbox,
} from "./notifier";

const addresses = {
  from: "Website <website@lab.example>",
  to: ["leads@lab.example"],
  siteUrl: "https://www.lab.example",
};

const enquiry: NotifiableLead = {
  reference: "LEAD-2026-000042",
  form: "enquiry",
  createdAt: "2026-11-23T10:15:00.000Z",
  fields: {
    company_name: "Narmada Cables <Pvt> Ltd",
    contact_person: "S. Joshi",
    email: "joshi@narmada.in",
    phone: "0731 2345678",
    equipment_details: "11 kV XLPE cable\nthree drums",
  },
  file: {
    name: "../../etc/spec sheet.pdf",
    type: "application/pdf",
    bytes: new Uint8Array([37, 80, 68, 70]),
  },
};

/** An outbox in memory, with the same rules as the SQLite one. */
function memoryOutbox(leads: NotifiableLead[]) {
  const rows = leads.map((lead, i) => ({
    id: i + 1,
    lead,
    state: "pending" as "pending" | "sent",
    attempts: 0,
    next: new Date(0),
    error: undefined as string | undefined,
    messageId: undefined as string | undefined,
  }));
  const outbox: Outbox<NotifiableLead> = {
    due: (now, limit) =>
      rows
        .filter((r) => r.state === "pending" && r.next <= now)
        .slice(0, limit)
        .map((r) => ({ id: r.id, attempts: r.attempts })),
    item: (id) => rows.find((r) => r.id === id)?.lead,
    markSent: (id, messageId) => {
      const row = rows.find((r) => r.id === id)!;
      row.state = "sent";
      row.messageId = messageId;
    },
    markFailed: (id, error, next) => {
      const row = rows.find((r) => r.id === id)!;
      row.attempts += 1;
      row.error = error;
      row.next = next;
    },
  };
  return { outbox, rows };
}

function transport(failFirst = 0) {
  const sent: SendMailOptions[] = [];
  let calls = 0;
  const t: MailTransport = {
    async sendMail(message) {
      calls += 1;
      if (calls <= failFirst) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(message);
      return { messageId: String(message.messageId) };
    },
  };
  return { t, sent, calls: () => calls };
}

describe("the notification e-mail", () => {
  it("names the form, reference and visitor; every field as typed; the file attached; Reply-To the visitor", () => {
    const message = notificationMessage(enquiry, addresses);
    expect(message.subject).toBe("Testing enquiry LEAD-2026-000042 – S. Joshi");
    expect(message.replyTo).toBe("joshi@narmada.in");
    expect(message.to).toEqual(["leads@lab.example"]);
    expect(message.messageId).toBe("<LEAD-2026-000042@www.lab.example>");
    expect(message.text).toContain("Company: Narmada Cables <Pvt> Ltd");
    expect(message.text).toContain("Equipment details: 11 kV XLPE cable\nthree drums");
    expect(message.text).toContain("Received: 23 November 2026, 3:45 pm");
    expect(message.html).toContain("Narmada Cables &#60;Pvt&#62; Ltd");
    expect(message.html).not.toContain("<Pvt>");
    expect(message.text).toContain(
      "On the lead desk: https://www.lab.example/desk/lead?id=LEAD-2026-000042",
    );
    expect(message.html).toContain(
      '<a href="https://www.lab.example/desk/lead?id=LEAD-2026-000042">LEAD-2026-000042</a>',
    );
    expect(message.attachments).toEqual([
      { filename: "spec sheet.pdf", content: Buffer.from("%PDF"), contentType: "application/pdf" },
    ]);
  });

  it("keeps the subject on one line whatever was typed", () => {
    const message = notificationMessage(
      { ...enquiry, fields: { contact_person: "Eve\r\nBcc: victim@example.com" } },
      addresses,
    );
    expect(message.subject).toBe("Testing enquiry LEAD-2026-000042 – Eve Bcc: victim@example.com");
    expect(message.replyTo).toBeUndefined();
  });
});

const application: NotifiableApplication = {
  id: 7,
  reference: "APP-2026-000007",
  createdAt: "2026-11-23T10:15:00.000Z",
  openingId: "transformer-test-engineer",
  openingTitle: "Transformer Test Engineer",
  name: "Asha <b>Verma</b>",
  email: "asha@example.in",
  phone: "98260 12345",
  currentRole: "Test technician",
  experience: "3-5 years",
  noticePeriod: "30 days",
  note: "Line one\nline two",
  cvName: "../asha cv.pdf",
  cvType: "application/pdf",
  cvSize: 4,
  status: "new",
  notification: "pending",
  notificationError: null,
  cv: { name: "../asha cv.pdf", type: "application/pdf", bytes: new Uint8Array([37, 80, 68, 70]) },
};

describe("one message builder for every case", () => {
  it("an application: every field as typed and escaped, the CV attached, Reply-To the applicant, the desk link", () => {
    const message = applicationMessage(application, { ...addresses, to: ["hr@lab.example"] });
    expect(message.subject).toBe(
      "Job application APP-2026-000007 – Asha <b>Verma</b> – Transformer Test Engineer",
    );
    expect(message.replyTo).toBe("asha@example.in");
    expect(message.to).toEqual(["hr@lab.example"]);
    expect(message.messageId).toBe("<APP-2026-000007@www.lab.example>");
    expect(message.text).toContain("Notice period: 30 days");
    expect(message.text).toContain("Note: Line one\nline two");
    expect(message.text).toContain("Reply to this e-mail to write to the applicant.");
    expect(message.text).toContain(
      "On the desk: https://www.lab.example/desk/applications/view?id=APP-2026-000007",
    );
    expect(message.html).toContain("Asha &#60;b&#62;Verma&#60;/b&#62;");
    expect(message.html).not.toContain("<b>");
    expect(message.html).toContain(
      '<a href="https://www.lab.example/desk/applications/view?id=APP-2026-000007">APP-2026-000007</a>',
    );
    expect(message.attachments).toEqual([
      { filename: "asha cv.pdf", content: Buffer.from("%PDF"), contentType: "application/pdf" },
    ]);
  });
});

describe("the notifier", () => {
  it("sends each pending lead once, marks it sent with its message id", async () => {
    const { outbox, rows } = memoryOutbox([enquiry, { ...enquiry, reference: "LEAD-2026-000043" }]);
    const { t, sent } = transport();
    const notifier = createNotifier({
      ...addresses,
      message: notificationMessage,
      outbox: () => outbox,
      transport: t,
      log: () => {},
    });
    await notifier.runOnce();
    await notifier.runOnce();
    notifier.stop();
    expect(sent.map((m) => m.messageId)).toEqual([
      "<LEAD-2026-000042@www.lab.example>",
      "<LEAD-2026-000043@www.lab.example>",
    ]);
    expect(rows.map((r) => r.state)).toEqual(["sent", "sent"]);
  });

  it("retries with growing pauses while the SMTP server is down, then delivers", async () => {
    let clock = new Date("2026-11-23T10:00:00Z");
    const { outbox, rows } = memoryOutbox([enquiry]);
    const { t, sent, calls } = transport(2);
    const logs: string[] = [];
    const notifier = createNotifier({
      ...addresses,
      message: notificationMessage,
      outbox: () => outbox,
      transport: t,
      now: () => clock,
      log: (m) => logs.push(m),
    });
    await notifier.runOnce();
    expect(rows[0]).toMatchObject({
      state: "pending",
      attempts: 1,
      error: "connect ECONNREFUSED 127.0.0.1:25",
    });
    expect(rows[0]!.next.getTime() - clock.getTime()).toBe(30_000);

    await notifier.runOnce(); // not due yet: nothing tried
    expect(calls()).toBe(1);

    clock = new Date(clock.getTime() + 30_000);
    await notifier.runOnce();
    expect(rows[0]).toMatchObject({ state: "pending", attempts: 2 });
    expect(rows[0]!.next.getTime() - clock.getTime()).toBe(60_000);

    clock = new Date(clock.getTime() + 60_000);
    await notifier.runOnce();
    notifier.stop();
    expect(rows[0]!.state).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(logs).toHaveLength(2);
  });

  it("a notifier started later (after a restart) delivers what was left pending", async () => {
    const { outbox, rows } = memoryOutbox([enquiry]);
    const down = transport(100);
    const first = createNotifier({
      ...addresses,
      message: notificationMessage,
      outbox: () => outbox,
      transport: down.t,
      log: () => {},
    });
    await first.runOnce();
    first.stop();
    rows[0]!.next = new Date(0); // time passes
    const up = transport();
    const second = createNotifier({
      ...addresses,
      message: notificationMessage,
      outbox: () => outbox,
      transport: up.t,
      log: () => {},
    });
    await second.runOnce();
    second.stop();
    expect(up.sent).toHaveLength(1);
    expect(rows[0]!.state).toBe("sent");
  });

  it("a server's stop waits for the e-mail in hand to be marked, and claims no more", async () => {
    const { outbox, rows } = memoryOutbox([enquiry, { ...enquiry, reference: "LEAD-2026-000043" }]);
    let release!: () => void;
    const accepted = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const slow: MailTransport = {
      sendMail: async () => {
        started();
        await accepted;
        return { messageId: "<one@lab.example>" };
      },
    };
    const notifier = createNotifier({
      ...addresses,
      message: notificationMessage,
      outbox: () => outbox,
      transport: slow,
      log: () => {},
    });
    await sending; // the first e-mail is claimed and with the SMTP server
    let settled = false;
    const stopping = settleNotifiers().then(() => (settled = true));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false); // the send is still with the SMTP server
    release();
    await stopping;
    expect(rows.map((r) => r.state)).toEqual(["sent", "pending"]);
    notifier.poke(); // stopped: the second waits for the next start
    await notifier.runOnce();
    expect(rows[1]!.state).toBe("pending");
  });

  it("pauses grow 30 s, 1 min, 2 min … up to an hour", () => {
    expect([1, 2, 3, 4, 20].map((n) => retryPause(n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
  });
});
