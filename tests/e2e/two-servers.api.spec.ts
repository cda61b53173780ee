import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { enquiryForm } from "../fixtures/leads";
import { addUser } from "./deskStaff";
import { openingForm, signInRequest } from "./openingsDesk";
import { startServer, type OwnServer } from "./ownServer";
import { acknowledgementsIn, header, smtpSink, staffMail } from "./smtpSink";

/**
 * Two app servers on one database file (issue 52): what one server's desk
 * changes shows on the other's public pages, which each keeps rendered in
 * memory, within 5 s (the content version, lib/site/contentChanged.ts); and
 * the e-mail outboxes, which both servers drain, send each e-mail once (each
 * row claimed before it is sent, lib/platform/outbox/store.ts).
 */
test("an opening published through one server shows on the other server's /career within 5 s", async ({
  playwright,
}) => {
  const first = await startServer({});
  const second = await startServer({}, { database: first.dbPath });
  const request = await playwright.request.newContext({ baseURL: first.url });
  try {
    const title = `Two Servers Engineer ${randomUUID().slice(0, 6)}`;
    const careerOn = async (url: string) => (await fetch(`${url}/career`)).text();
    // The second server draws /career now and keeps it.
    expect(await careerOn(second.url)).not.toContain(title);
    expect(await careerOn(second.url)).not.toContain(title);

    await signInRequest(request, first.url, addUser(first.dbPath, "hr", ["hr"]));
    const published = await request.post("/desk/openings/edit", {
      form: openingForm(title),
      maxRedirects: 0,
    });
    expect(published.status()).toBe(303);
    expect(await careerOn(first.url)).toContain(title);
    await expect
      .poll(() => careerOn(second.url), { timeout: 5_000, intervals: [250] })
      .toContain(title);
  } finally {
    await request.dispose();
    await second.stop();
    await first.stop();
  }
});

test("leads sent through both servers are e-mailed to the lab once each, and acknowledged once each", async () => {
  const sink = await smtpSink();
  const mail = {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
    LEADS_RATE_PER_MINUTE: "1000",
  };
  const first = await startServer(mail);
  const second = await startServer(mail, { database: first.dbPath });
  const post = async (server: OwnServer, name: string) => {
    const answer = await fetch(`${server.url}/api/v1.0/email/send-form`, {
      method: "POST",
      body: enquiryForm(name),
    });
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    return text.slice(3);
  };
  const pending = () => {
    const db = new DatabaseSync(first.dbPath, { readOnly: true });
    try {
      const row = db
        .prepare(
          "SELECT (SELECT COUNT(*) FROM notifications WHERE state <> 'sent') + (SELECT COUNT(*) FROM lead_acknowledgements WHERE state <> 'sent') AS n",
        )
        .get() as { n: number };
      return Number(row.n);
    } finally {
      db.close();
    }
  };
  try {
    const references: string[] = [];
    // Four at a time, alternating servers: both notifiers drain the one outbox at once.
    for (let round = 0; round < 8; round++)
      references.push(
        ...(await Promise.all(
          [first, second, first, second].map((server, i) => post(server, `Two ${round}-${i}`)),
        )),
      );
    await expect.poll(pending, { timeout: 30_000, intervals: [250] }).toBe(0);
    // Every row is marked sent: nothing more can go. A moment for the last exchange to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const staff = staffMail(sink.messages).map((m) => header(m.raw, "Subject"));
    const acknowledgements = acknowledgementsIn(sink.messages).map((m) => header(m.raw, "Subject"));
    for (const reference of references) {
      expect(
        staff.filter((s) => s.includes(reference)),
        reference,
      ).toHaveLength(1);
      expect(
        acknowledgements.filter((s) => s.includes(reference)),
        reference,
      ).toHaveLength(1);
    }
    expect(staff).toHaveLength(references.length);
    expect(acknowledgements).toHaveLength(references.length);
  } finally {
    await second.stop();
    await first.stop();
    await sink.close();
  }
});

test("a server with JOBS=off leaves the lab's e-mails to the server with JOBS=on, which sends each once", async () => {
  const sink = await smtpSink();
  const mail = {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_TO: "leads@lab.example",
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
    // The server with the jobs looks for rows stored elsewhere every second.
    LEADS_NOTIFY_RETRY_SECONDS: "1",
  };
  const first = await startServer(mail);
  const second = await startServer({ ...mail, JOBS: "off" }, { database: first.dbPath });
  try {
    await expect
      .poll(() => second.output.join("\n"))
      .toContain("Jobs: off on this server (JOBS=off); lead e-mails");
    expect(first.output.join("\n")).not.toContain("Jobs: off");
    const references: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${second.url}/api/v1.0/email/send-form`, {
        method: "POST",
        body: enquiryForm(`Jobs Off ${i}`),
      });
      expect(answer.status).toBe(200);
      references.push((await answer.text()).slice(3));
    }
    const subjects = () => staffMail(sink.messages).map((m) => header(m.raw, "Subject"));
    await expect.poll(() => subjects().length, { timeout: 15_000 }).toBe(3);
    for (const reference of references)
      expect(
        subjects().filter((s) => s.includes(reference)),
        reference,
      ).toHaveLength(1);
  } finally {
    await second.stop();
    await first.stop();
    await sink.close();
  }
});

test("with THROTTLES=database the lead forms' limit counts the posts made through both servers", async () => {
  const limits = { THROTTLES: "database", LEADS_RATE_PER_MINUTE: "4" };
  const first = await startServer(limits);
  const second = await startServer(limits, { database: first.dbPath });
  const post = async (server: OwnServer, name: string) =>
    (
      await fetch(`${server.url}/api/v1.0/email/send-form`, {
        method: "POST",
        body: enquiryForm(name),
      })
    ).status;
  try {
    // One client (127.0.0.1), four posts a minute in all: two through each server, then none.
    expect(await post(first, "Shared 1")).toBe(200);
    expect(await post(second, "Shared 2")).toBe(200);
    expect(await post(first, "Shared 3")).toBe(200);
    expect(await post(second, "Shared 4")).toBe(200);
    expect(await post(second, "Shared 5")).toBe(429);
    expect(await post(first, "Shared 6")).toBe(429);
  } finally {
    await second.stop();
    await first.stop();
  }
});
