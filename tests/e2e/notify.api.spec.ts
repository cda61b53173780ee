import { expect, test } from "@playwright/test";
import { makePdf } from "../fixtures/documents";
import { emailConfig } from "@/lib/env/public";
import { cases, expectedWire } from "./forms/cases";
import { enquiryForm } from "../fixtures/leads";
import { freePort, startServer, type OwnServer } from "./ownServer";
import { acknowledgesForm, acknowledgementReplyTo } from "@/content/acknowledgements";
import {
  acknowledgementsIn,
  isListMail,
  header,
  smtpSink,
  staffMail,
  type Received,
  textPart,
} from "./smtpSink";
import { onRecordStore } from "./record";

/**
 * Every stored lead reaches the lab by e-mail: a real SMTP server (smtp-server)
 * receives what the production server sends through nodemailer.
 */

test.describe.configure({ mode: "serial" });

type Sink = Awaited<ReturnType<typeof smtpSink>>;

function notification(dbPath: string, reference: string) {
  return onRecordStore(dbPath, (store) =>
    store
      .selectFrom("notifications as n")
      .innerJoin("leads as l", "l.id", "n.lead_id")
      .select(["n.state", "n.message_id", "n.last_error"])
      .where("l.reference", "=", reference)
      .executeTakeFirst(),
  );
}

function subjectsOf(messages: Received[]): string[] {
  return messages.map((m) => header(m.raw, "Subject"));
}

async function postLead(server: OwnServer, contactPerson: string): Promise<string> {
  const answer = await fetch(server.url + "/api/v1.0/email/send-form", {
    method: "POST",
    body: enquiryForm(contactPerson),
  });
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  return text.slice(3);
}

/**
 * Posts one more lead and waits for its message. The notifier sends oldest
 * first, one at a time: once the marker has arrived, anything still to be sent
 * (a repeat included) has arrived before it, so the count that follows is final.
 */
async function sendMarker(server: OwnServer, sink: Sink, label: string): Promise<string> {
  const marker = await postLead(server, `Marker ${label}`);
  await expect
    .poll(() => subjectsOf(staffMail(sink.messages)).some((s) => s.includes(marker)), {
      timeout: 15_000,
    })
    .toBe(true);
  return marker;
}

/** Exactly one message to the lab per reference, and no other. */
function expectEachOnce(messages: Received[], references: string[]): void {
  const subjects = subjectsOf(staffMail(messages));
  for (const reference of references)
    expect(
      subjects.filter((s) => s.includes(reference)),
      reference,
    ).toHaveLength(1);
  expect(subjects).toHaveLength(references.length);
}

test("a stored lead is e-mailed to the lab: fields, file, Reply-To the visitor, sent once", async () => {
  const sink = await smtpSink();
  const server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example, director@lab.example",
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
  });
  try {
    const reference = await postLead(server, "S. Joshi");

    await expect.poll(() => staffMail(sink.messages).length, { timeout: 15_000 }).toBe(1);
    const [mail] = staffMail(sink.messages);
    expect(mail!.from).toBe("website@lab.example");
    expect(mail!.to.sort()).toEqual(["director@lab.example", "leads@lab.example"]);
    expect(header(mail!.raw, "Subject")).toBe(`Testing enquiry ${reference} – S. Joshi`);
    expect(header(mail!.raw, "Reply-To")).toBe("joshi@narmada.in");
    expect(mail!.raw).toContain("Equipment details: 11 kV XLPE cable, 3 drums");
    expect(mail!.raw).toMatch(/Content-Disposition: attachment;\s+filename=spec\.pdf/);
    await expect
      .poll(async () => (await notification(server.dbPath, reference))?.state, { timeout: 5_000 })
      .toBe("sent");
    expect((await notification(server.dbPath, reference))?.message_id).toContain(reference);
    // The visitor hears back once: their reference, Reply-To the lab's inbox.
    await expect.poll(() => acknowledgementsIn(sink.messages).length, { timeout: 15_000 }).toBe(1);
    const [ack] = acknowledgementsIn(sink.messages);
    expect(ack!.to).toEqual(["joshi@narmada.in"]);
    expect(header(ack!.raw, "Subject")).toContain(reference);
    expect(header(ack!.raw, "Reply-To")).toBe(acknowledgementReplyTo("lead"));

    // A restart does not send it again.
    await server.stop();
    const again = await startServer(
      {
        SMTP_URL: sink.url,
        LEADS_NOTIFY_TO: "leads@lab.example",
        LEADS_NOTIFY_FROM: "website@lab.example",
      },
      { database: server.dbPath },
    );
    try {
      const marker = await sendMarker(again, sink, "after restart");
      expectEachOnce(sink.messages, [reference, marker]);
      await expect
        .poll(() => acknowledgementsIn(sink.messages).length, { timeout: 15_000 })
        .toBe(2);
      expectEachAcknowledgedOnce(sink.messages, [reference, marker]);
    } finally {
      await again.stop();
    }
  } finally {
    await server.stop();
    await sink.close();
  }
});

/** Exactly one acknowledgement per reference, to its sender, and no other. */
function expectEachAcknowledgedOnce(messages: Received[], references: string[]): void {
  const subjects = subjectsOf(acknowledgementsIn(messages));
  for (const reference of references)
    expect(
      subjects.filter((s) => s.includes(reference)),
      reference,
    ).toHaveLength(1);
  expect(subjects).toHaveLength(references.length);
}

/** The forms of the seven whose visitor gives an address and hears back. */
const acknowledged = (references: string[]) =>
  references.filter((_, i) => {
    const wire = expectedWire(cases[i]!);
    return acknowledgesForm(cases[i]!.key) && Object.keys(wire).some((k) => /email/.test(k));
  });

/** One lead of each of the seven forms, as the browser library sends it. */
async function postEveryForm(server: OwnServer, marker: string): Promise<string[]> {
  const references: string[] = [];
  for (const c of cases) {
    const fd = new FormData();
    const wire = { ...expectedWire(c), website: "" };
    for (const [k, v] of Object.entries(wire)) fd.append(k, k === "message" ? `${v} ${marker}` : v);
    fd.append("lib_version", "4.4.1");
    fd.append("user_id", emailConfig.publicKey);
    fd.append("service_id", c.serviceId);
    fd.append("template_id", c.templateId);
    if (c.key === "enquiry")
      fd.append(
        "specification_file",
        new File([makePdf()], "spec.pdf", { type: "application/pdf" }),
      );
    const answer = await fetch(server.url + "/api/v1.0/email/send-form", {
      method: "POST",
      body: fd,
    });
    const text = await answer.text();
    expect(answer.status, `${c.key}: ${text}`).toBe(200);
    references.push(text.slice(3));
  }
  return references;
}

test("each of the seven forms produces one message with its reference and Reply-To", async () => {
  const sink = await smtpSink();
  const server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "website@lab.example",
  });
  try {
    const references = await postEveryForm(server, "m-seven");
    await expect.poll(() => staffMail(sink.messages).length, { timeout: 15_000 }).toBe(7);
    const marker = await sendMarker(server, sink, "seven");
    expectEachOnce(sink.messages, [...references, marker]);
    const heardBack = [...acknowledged(references), marker];
    await expect
      .poll(() => acknowledgementsIn(sink.messages).length, { timeout: 15_000 })
      .toBe(heardBack.length);
    expectEachAcknowledgedOnce(sink.messages, heardBack);
    // The newsletter sign-up hears back too: its confirmation, with the one-click way out.
    const newsletter = cases.findIndex((c) => c.key === "newsletter");
    const subscriber = Object.values(expectedWire(cases[newsletter]!)).find((v) => /@/.test(v));
    await expect
      .poll(() => sink.messages.filter((m) => isListMail(m) && m.to.includes(subscriber!)).length)
      .toBe(1);
    for (const [i, reference] of references.entries()) {
      const mail = staffMail(sink.messages).find((m) =>
        header(m.raw, "Subject").includes(reference),
      );
      expect(mail, cases[i]!.key).toBeDefined();
      const email = Object.entries(expectedWire(cases[i]!)).find(([k]) => /email/.test(k))?.[1];
      expect(header(mail!.raw, "Reply-To"), cases[i]!.key).toBe(email);
      if (cases[i]!.key === "enquiry") expect(mail!.raw).toMatch(/filename=spec\.pdf/);
    }
  } finally {
    await server.stop();
    await sink.close();
  }
});

test("with the SMTP server down visitors still succeed; the messages arrive once it is back, after a restart too, each once", async () => {
  test.setTimeout(90_000);
  const smtpPort = await freePort();
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "website@lab.example",
    LEADS_NOTIFY_RETRY_SECONDS: "1",
  };
  let server = await startServer(env);
  let sink: Sink | undefined;
  try {
    const first = await postEveryForm(server, "m-down-1"); // SMTP down: all still 200
    // Each has been tried and failed, and waits for its next attempt.
    for (const reference of first)
      await expect
        .poll(() => notification(server.dbPath, reference), { timeout: 15_000 })
        .toMatchObject({ state: "pending", last_error: expect.any(String) as unknown });
    sink = await smtpSink(smtpPort);
    await expect.poll(() => staffMail(sink!.messages).length, { timeout: 30_000 }).toBe(7);
    const firstMarker = await sendMarker(server, sink, "first");
    const firstBack = [...acknowledged(first), firstMarker];
    await expect
      .poll(() => acknowledgementsIn(sink!.messages).length, { timeout: 30_000 })
      .toBe(firstBack.length);
    const received = [...sink.messages];
    expectEachOnce(received, [...first, firstMarker]);
    expectEachAcknowledgedOnce(received, firstBack);
    await sink.close();

    // Down again; the server stops with these pending, the SMTP server comes back, then the site.
    const second = await postEveryForm(server, "m-down-2");
    await server.stop();
    sink = await smtpSink(smtpPort);
    server = await startServer(env, { database: server.dbPath });
    await expect.poll(() => staffMail(sink!.messages).length, { timeout: 30_000 }).toBe(7);
    const lastMarker = await sendMarker(server, sink, "last");
    expectEachOnce([...received, ...sink.messages], [...first, firstMarker, ...second, lastMarker]);
    const lastBack = [...acknowledged(second), lastMarker];
    await expect
      .poll(() => acknowledgementsIn(sink!.messages).length, { timeout: 30_000 })
      .toBe(lastBack.length);
    expectEachAcknowledgedOnce([...received, ...sink.messages], [...firstBack, ...lastBack]);
  } finally {
    await server.stop();
    await sink?.close();
  }
});

test("a name with line breaks stays on one line of the notification: no forged lines", async () => {
  const sink = await smtpSink();
  const server = await startServer({
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "website@lab.example",
  });
  try {
    const reference = await postLead(
      server,
      "S. Joshi\r\nReference: ME-FAKE-1\nReply-To: x@evil.example\tEnd",
    );
    await expect.poll(() => staffMail(sink.messages).length, { timeout: 15_000 }).toBe(1);
    const [mail] = staffMail(sink.messages);
    const lines = textPart(mail!.raw).split(/\r?\n/);
    expect(lines.filter((l) => l.startsWith("Reference:"))).toEqual([`Reference: ${reference}`]);
    expect(lines.filter((l) => l.startsWith("Reply-To:"))).toEqual([]);
    expect(lines).toContain(
      "Contact person: S. Joshi Reference: ME-FAKE-1 Reply-To: x@evil.example End",
    );
    expect(header(mail!.raw, "Subject")).toBe(
      `Testing enquiry ${reference} – S. Joshi Reference: ME-FAKE-1 Reply-To: x@evil.example End`,
    );
  } finally {
    await server.stop();
    await sink.close();
  }
});
