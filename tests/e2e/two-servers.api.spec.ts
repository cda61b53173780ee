import { randomInt, randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { zipSync } from "fflate";
import { lims } from "@/content/reports";
import { scopeDesk } from "@/content/scopeDesk";
import { addDays } from "@/lib/portal/instruments";
import { formatUlr } from "@/lib/reports/ulr";
import { makePdf } from "../fixtures/documents";
import { enquiryForm } from "../fixtures/leads";
import { addUser } from "./deskStaff";
import { csvOf, row } from "./importCsv";
import { addApiToken, postReport } from "./limsApi";
import { openingForm, signInRequest } from "./openingsDesk";
import { startServer, type OwnServer } from "./ownServer";
import { record } from "./reportRegister";
import { acknowledgementsIn, header, smtpSink, staffMail } from "./smtpSink";

/**
 * Two app servers on one database file (issue 52): what one server's desk
 * changes shows on the other's public pages, which each keeps rendered in
 * memory, within 5 s (the content version, lib/site/contentChanged.ts); and
 * the e-mail outboxes, which both servers drain, send each e-mail once (each
 * row claimed before it is sent, lib/platform/outbox/store.ts); a customer's
 * reminder is sent once per instrument and due date by the two servers'
 * looks at once (each claimed first, lib/portal/reminders.ts); and what the
 * desk keeps between two posts is in the database, so the second post may
 * reach the other server: the scope import's dry run (migration 0047) and a
 * refused report import's kept files (migration 0048).
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

/** The value of the page's hidden field `name` (a dry run's plan, a kept upload's id). */
const hiddenValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];

test("a scope dry run planned through one server is applied through the other, and its row shows on the other's /scope", async ({
  playwright,
}) => {
  const first = await startServer({});
  const second = await startServer({}, { database: first.dbPath });
  const request = await playwright.request.newContext({ baseURL: first.url });
  try {
    await signInRequest(request, first.url, addUser(first.dbPath, "scope", ["quality"]));
    const word = `Twoserver${randomUUID().slice(0, 6)}`;
    const method = `IEC 60331-21 ${word}`;
    // Whether the server's /scope, searched for the word, lists the row (the search box repeats the word alone).
    const listedOn = async (url: string) =>
      (await (await fetch(`${url}/scope?q=${encodeURIComponent(word)}`)).text()).includes(method);
    // The second server draws its /scope now (and keeps it).
    expect(await listedOn(second.url)).toBe(false);

    // The export with one row added: planned through the first server, nothing written yet.
    const exported = await request.get("/desk/scope/export.csv");
    expect(exported.status()).toBe(200);
    const csv = `${(await exported.text()).trimEnd()}\r\ntesting,Electrical,Cables and cable accessories,Fire survival cables,Circuit integrity under fire,${method},Up to 1 kV,,No,9000,cables\r\n`;
    const planned = await request.post("/desk/scope", {
      multipart: {
        action: "import",
        mode: "update",
        csv: { name: "scope.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
      },
    });
    const page = await planned.text();
    expect(planned.status(), page).toBe(200);
    const plan = hiddenValue(page, "plan");
    expect(plan).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(page).toContain(scopeDesk.dryRun.apply(1, 0, 0));

    // Applied through the second server: the row is on its public page.
    const applied = await request.post(`${second.url}/desk/scope`, {
      form: { action: "apply", plan: plan! },
      maxRedirects: 0,
    });
    expect(applied.status()).toBe(303);
    expect(applied.headers()["location"]).toBe("/desk/scope?done=imported");
    await expect.poll(() => listedOn(second.url)).toBe(true);

    // Applied once: the first server no longer has it either.
    const again = await request.post("/desk/scope", {
      form: { action: "apply", plan: plan! },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain(scopeDesk.dryRun.stale);
  } finally {
    await request.dispose();
    await second.stop();
    await first.stop();
  }
});

test("a report import refused through one server is finished through the other with a corrected CSV and the kept zip", async ({
  playwright,
}) => {
  const first = await startServer({});
  const second = await startServer({}, { database: first.dbPath });
  const request = await playwright.request.newContext({ baseURL: first.url });
  try {
    await signInRequest(request, first.url, addUser(first.dbPath, "held", ["reports"]));
    const good = row("first.pdf");
    const bad = row("", { customer: "" });
    const zip = Buffer.from(zipSync({ "first.pdf": makePdf("kept on one server") }));
    const refused = await request.post("/desk/import-reports", {
      multipart: {
        csv: { name: "lab-reports.csv", mimeType: "text/csv", buffer: csvOf([good, bad]) },
        zip: { name: "pdfs.zip", mimeType: "application/zip", buffer: zip },
      },
    });
    const page = await refused.text();
    expect(refused.status(), page).toBe(400);
    expect(page).toContain(lims.import.refusedRows(1));
    const held = hiddenValue(page, "held");
    expect(held).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // The corrected CSV alone, through the second server: the kept zip is found there.
    const fixed = await request.post(`${second.url}/desk/import-reports`, {
      multipart: {
        held: held!,
        csv: {
          name: "lab-reports-fixed.csv",
          mimeType: "text/csv",
          buffer: csvOf([good, { ...bad, customer: "Malwa Transformers, Dewas" }]),
        },
      },
    });
    const done = await fixed.text();
    expect(fixed.status(), done).toBe(200);
    expect(done).toContain(lims.import.imported(2, 1));

    // Used once: the first server no longer has the kept files either.
    const again = await request.post("/desk/import-reports", { multipart: { held: held! } });
    expect(await again.text()).toContain(lims.import.errors.heldGone);
  } finally {
    await request.dispose();
    await second.stop();
    await first.stop();
  }
});

const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test("two servers with their jobs on, looking at once, send one reminder per instrument and due date", async () => {
  test.setTimeout(180_000);
  // The instruments, registered through a server with no SMTP (no reminders from it).
  const setup = await startServer({});
  const run = randomUUID().slice(0, 8);
  const addresses = Array.from({ length: 12 }, (_, i) => `owner-${i}@works-${run}.example`);
  try {
    const bearer = addApiToken(setup.dbPath, "two-servers", "issue").token;
    const today = indiaToday();
    for (const [i, customerEmail] of addresses.entries())
      await postReport(setup.url, bearer, {
        ...record({ serialNumber: `TWO-${run}-${i}`, issueDate: today }),
        kind: "calibration-certificate",
        ulr: formatUlr({
          kind: "calibration-certificate",
          year: 2026,
          running: randomInt(1, 99_999_999),
          scope: "F",
        }),
        itemDescription: "Digital multimeter",
        make: "Fluke",
        model: "87V",
        // Within a lone address's 30 days.
        dueDate: addDays(today, 10),
        customerEmail,
      } as Record<string, string>);
  } finally {
    await setup.stop();
  }

  // A slow mail server: each server's look takes seconds, so the two looks overlap.
  const sink = await smtpSink(0, { answerAfterMs: 200 });
  const mail = {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
    SITE_URL: "https://www.lab.example",
  };
  // Both servers look when they start: started together, their looks overlap.
  const [first, second] = await Promise.all([
    startServer(mail, { database: setup.dbPath }),
    startServer(mail, { database: setup.dbPath }),
  ]);
  const unsent = () => {
    const db = new DatabaseSync(setup.dbPath, { readOnly: true });
    try {
      const row = db
        .prepare(
          "SELECT COUNT(*) FILTER (WHERE sent_at IS NULL) AS unsent, COUNT(*) AS claimed FROM portal_reminders WHERE email LIKE ?",
        )
        .get(`%@works-${run}.example`) as { unsent: number; claimed: number };
      return `${row.claimed} claimed, ${row.unsent} unsent`;
    } finally {
      db.close();
    }
  };
  try {
    const to = (address: string) => sink.messages.filter((m) => m.to.includes(address));
    // Every reminder claimed and marked sent: no server can send one again.
    await expect
      .poll(unsent, { timeout: 60_000, intervals: [250] })
      .toBe(`${addresses.length} claimed, 0 unsent`);
    await expect
      .poll(() => addresses.filter((a) => to(a).length > 0).length)
      .toBe(addresses.length);
    for (const address of addresses) {
      expect(to(address), address).toHaveLength(1);
      expect(header(to(address)[0]!.raw, "Subject")).toBe(
        "Calibration reminder: 1 instrument due for calibration",
      );
    }
    expect(sink.messages).toHaveLength(addresses.length);
  } finally {
    await second.stop();
    await first.stop();
    await sink.close();
  }
});
