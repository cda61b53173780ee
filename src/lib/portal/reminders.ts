import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import type { SendMailOptions } from "nodemailer";
import { reminderMail, type ReminderLine } from "@/content/portalReminders";
import { labSignature, site } from "@/content/site";
import { isRemovedAddress } from "@/lib/customers/removal";
import { addressesOwnedBy, organisationOf } from "@/lib/customers/ownership";
import { transaction } from "@/lib/db/connection";
import { formatLongDateIN } from "@/lib/format";
import { addDays, instrumentKey, type Instrument } from "./instruments";
import { instrumentHref, PORTAL_HOME, recalibrateHref } from "./paths";
import { DEFAULT_LEAD_DAYS, effectiveLeadDays } from "./leadTime";
import { unsubscribeToken } from "./settings";
import { escapeHtml } from "@/lib/mail/parts";

type Row = Record<string, SQLOutputValue>;

/** Days before a due date a reminder goes when the organisation has set none (or there is none). */
export { DEFAULT_LEAD_DAYS };
/**
 * An overdue reminder goes for due dates passed within this many days: a first
 * run on an old register does not mail about certificates that ran out years ago.
 */
export const OVERDUE_LOOKBACK_DAYS = 30;

export type ReminderKind = "due-soon" | "overdue";

/** Certificates looked at between two turns of the server's other work. */
const YIELD_EVERY = 50;

/** An instrument as a reminder names it, and why. */
export type ReminderItem = Pick<
  Instrument,
  "key" | "make" | "model" | "serialNumber" | "itemDescription" | "dueDate"
> & { kind: ReminderKind };

export interface ReminderBatch {
  email: string;
  organisationId: number | undefined;
  /** Overdue first, then by due date. */
  items: ReminderItem[];
}

interface Candidate {
  id: number;
  key: string;
  make: string;
  model: string;
  serialNumber: string;
  itemDescription: string;
  issueDate: string;
  dueDate: string;
  serialNorm: string;
}

/** The kind of reminder a due date calls for today with this lead time, if any. */
export function reminderKindOf(
  dueDate: string,
  today: string,
  leadDays: number,
): ReminderKind | undefined {
  if (dueDate < today)
    return dueDate >= addDays(today, -OVERDUE_LOOKBACK_DAYS) ? "overdue" : undefined;
  return dueDate <= addDays(today, leadDays) ? "due-soon" : undefined;
}

const ISSUED_CERTIFICATE =
  "kind = 'calibration-certificate' AND status = 'issued' AND authorised_at IS NOT NULL";

/** Issued certificates by due date: the partial index of migration 0029, named so the plan never drifts. */
export const CERTIFICATES_DUE = `SELECT id, ulr, make, model, serial_number, item_description, issue_date, due_date
  FROM reports INDEXED BY reports_calibration_due
  WHERE ${ISSUED_CERTIFICATE} AND due_date >= ? AND due_date <= ?`;

/** Issued certificates of one serial number (trimmed, in lower case), by their own index. */
export const CERTIFICATES_OF_SERIAL = `SELECT id, ulr, make, model, serial_number, issue_date
  FROM reports INDEXED BY reports_calibration_serial
  WHERE lower(trim(serial_number)) = ? AND ${ISSUED_CERTIFICATE}`;

/**
 * Calibration certificates whose due date falls in the window any reminder may
 * look at (found by the partial index on due_date, not by reading the register),
 * kept when each is its instrument's current certificate: no issued certificate
 * of the same make, model and serial number is newer. One at a time, so that
 * the caller can let other work run between them.
 */
function* candidates(db: DatabaseSync, today: string): Generator<Candidate> {
  const longest = (sql: string) => Number((db.prepare(sql).get() as Row).n ?? 0);
  const maxLead = Math.max(
    DEFAULT_LEAD_DAYS,
    longest("SELECT MAX(reminder_days) AS n FROM customer_organisations"),
    longest("SELECT MAX(reminder_days) AS n FROM portal_addresses"),
  );
  const rows = db
    .prepare(CERTIFICATES_DUE)
    .all(addDays(today, -OVERDUE_LOOKBACK_DAYS), addDays(today, maxLead)) as Row[];
  const sameSerial = db.prepare(CERTIFICATES_OF_SERIAL);
  for (const r of rows) {
    const c = {
      id: Number(r.id),
      make: String(r.make),
      model: String(r.model),
      serialNumber: String(r.serial_number),
      itemDescription: String(r.item_description),
      issueDate: String(r.issue_date),
      dueDate: String(r.due_date),
      serialNorm: String(r.serial_number).trim().toLowerCase(),
      key: "",
    };
    c.key = instrumentKey({ ...c, reference: String(r.ulr) });
    const newer = c.serialNorm
      ? (sameSerial.all(c.serialNorm) as Row[]).some(
          (o) =>
            instrumentKey({
              make: String(o.make),
              model: String(o.model),
              serialNumber: String(o.serial_number),
              reference: String(o.ulr),
            }) === c.key &&
            (String(o.issue_date) > c.issueDate ||
              (String(o.issue_date) === c.issueDate && Number(o.id) > c.id)),
        )
      : false;
    if (!newer) yield c;
  }
}

/**
 * Who may see a report in the portal: the addresses it carries and, for each
 * that belongs to an organisation, every address that organisation owns
 * (lib/customers/ownership.ts), as lib/portal/reports.ts decides visibility.
 * Cached per run.
 */
function viewers(db: DatabaseSync) {
  const onReport = db.prepare("SELECT email FROM report_customer_emails WHERE report_id = ?");
  const orgOf = new Map<string, number | undefined>();
  const members = new Map<number, string[]>();
  const organisation = (email: string) => {
    if (!orgOf.has(email)) orgOf.set(email, organisationOf(db, email));
    return orgOf.get(email);
  };
  const membersOf = (org: number) => {
    let list = members.get(org);
    if (!list) members.set(org, (list = addressesOwnedBy(db, org)));
    return list;
  };
  return {
    organisation,
    of(reportId: number): Set<string> {
      const seen = new Set<string>();
      for (const r of onReport.all(reportId) as Row[]) {
        const email = String(r.email);
        seen.add(email);
        const org = organisation(email);
        if (org !== undefined) for (const m of membersOf(org)) seen.add(m);
      }
      return seen;
    },
  };
}

/**
 * The reminders to send today: for each address, the instruments it may see
 * whose current due date falls within its organisation's lead time (30 days
 * without one) and those overdue, each instrument, due date and kind once
 * (not those recorded already), leaving out addresses that stopped reminders
 * or were removed.
 */
export async function remindersDue(db: DatabaseSync, today: string): Promise<ReminderBatch[]> {
  const who = viewers(db);
  const leadOf = db.prepare("SELECT reminder_days FROM customer_organisations WHERE id = ?");
  const leads = new Map<number, number>();
  const orgLead = (org: number | undefined) => {
    if (org === undefined) return undefined;
    if (!leads.has(org))
      leads.set(
        org,
        Number((leadOf.get(org) as Row | undefined)?.reminder_days ?? DEFAULT_LEAD_DAYS),
      );
    return leads.get(org)!;
  };
  // Each address's own choice (portal settings), within its organisation's (leadTime.ts).
  const ownOf = db.prepare("SELECT reminder_days FROM portal_addresses WHERE email = ?");
  const owns = new Map<string, number | null>();
  const lead = (email: string, org: number | undefined) => {
    if (!owns.has(email)) {
      const row = ownOf.get(email) as Row | undefined;
      owns.set(email, row?.reminder_days == null ? null : Number(row.reminder_days));
    }
    return effectiveLeadDays(owns.get(email)!, orgLead(org));
  };
  const recorded = db.prepare(
    "SELECT 1 FROM portal_reminders WHERE email = ? AND instrument_key = ? AND due_date = ? AND kind = ?",
  );
  const stopped = db.prepare(
    "SELECT 1 FROM portal_addresses WHERE email = ? AND reminders_stopped_at IS NOT NULL",
  );
  const skip = new Map<string, boolean>();
  const skipped = (email: string) => {
    if (!skip.has(email))
      skip.set(email, stopped.get(email) !== undefined || isRemovedAddress(db, email));
    return skip.get(email)!;
  };
  const batches = new Map<string, ReminderBatch>();
  let looked = 0;
  for (const c of candidates(db, today)) {
    // node:sqlite is synchronous: give the server's requests a turn now and then.
    if (++looked % YIELD_EVERY === 0) await new Promise((turn) => setImmediate(turn));
    for (const email of who.of(c.id)) {
      const org = who.organisation(email);
      const kind = reminderKindOf(c.dueDate, today, lead(email, org));
      if (!kind || skipped(email) || recorded.get(email, c.key, c.dueDate, kind)) continue;
      let batch = batches.get(email);
      if (!batch) batches.set(email, (batch = { email, organisationId: org, items: [] }));
      if (batch.items.some((i) => i.key === c.key)) continue;
      batch.items.push({
        key: c.key,
        make: c.make,
        model: c.model,
        serialNumber: c.serialNumber,
        itemDescription: c.itemDescription,
        dueDate: c.dueDate,
        kind,
      });
    }
  }
  for (const batch of batches.values())
    batch.items.sort(
      (a, b) =>
        Number(b.kind === "overdue") - Number(a.kind === "overdue") ||
        a.dueDate.localeCompare(b.dueDate),
    );
  return [...batches.values()].sort((a, b) => a.email.localeCompare(b.email));
}

/** The portal's pages a reminder links to, and the address's unsubscribe link. */
export const reminderLinks = (siteUrl: string, token: string) => ({
  portal: new URL(PORTAL_HOME, siteUrl).toString(),
  instrument: (key: string) => new URL(instrumentHref(key), siteUrl).toString(),
  recalibrate: (key: string) => new URL(recalibrateHref(key), siteUrl).toString(),
  unsubscribe: new URL(
    `/portal/unsubscribe?token=${encodeURIComponent(token)}`,
    siteUrl,
  ).toString(),
});

/**
 * One address's reminder: plain text and escaped HTML, the instruments
 * overdue first, each with its page; `List-Unsubscribe` with One-Click (RFC
 * 8058) so a mail program's own button stops them with a POST.
 */
export function reminderMessage(
  batch: ReminderBatch,
  token: string,
  mail: { from: string; siteUrl: string },
): SendMailOptions {
  const links = reminderLinks(mail.siteUrl, token);
  const w = reminderMail;
  const lineOf = (i: ReminderItem): ReminderLine => ({
    ...i,
    due: formatLongDateIN(i.dueDate),
    link: links.instrument(i.key),
  });
  const sections = [
    [w.overdueHeading, batch.items.filter((i) => i.kind === "overdue")],
    [w.soonHeading, batch.items.filter((i) => i.kind === "due-soon")],
  ] as const;
  const shown = sections.filter(([, items]) => items.length > 0);
  const text = [
    w.greeting,
    "",
    w.intro,
    ...shown.flatMap(([heading, items]) => [
      "",
      `${heading}:`,
      ...items.map(
        (i) =>
          `- ${w.line(lineOf(i))}\n  ${links.instrument(i.key)}\n  ${w.recalibrate}: ${links.recalibrate(i.key)}`,
      ),
    ]),
    "",
    w.portal(links.portal),
    "",
    w.outro,
    "",
    "--",
    ...labSignature,
    "",
    w.unsubscribe(links.unsubscribe),
  ].join("\n");
  const item = (i: ReminderItem) => {
    const l = lineOf(i);
    return `<li style="margin:0 0 12px"><strong>${escapeHtml(w.name(l))}</strong><br>${escapeHtml(
      w.serial(l.serialNumber),
    )}<br>${escapeHtml(i.kind === "overdue" ? w.overdueSince(l.due) : w.due(l.due))}<br><a href="${escapeHtml(
      l.link,
    )}">${escapeHtml(w.open)}</a> · <a href="${escapeHtml(links.recalibrate(i.key))}">${escapeHtml(
      w.recalibrate,
    )}</a></li>`;
  };
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(w.title)}</title></head>`,
    `<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#ffffff"><div style="max-width:600px">`,
    `<p>${escapeHtml(w.greeting)}</p><p>${escapeHtml(w.intro)}</p>`,
    ...shown.map(
      ([heading, items]) =>
        `<h2 style="font-size:18px;margin:20px 0 8px">${escapeHtml(heading)}</h2><ul style="padding-left:20px;margin:0">${items.map(item).join("")}</ul>`,
    ),
    `<p><a href="${escapeHtml(links.portal)}">${escapeHtml(w.portalLink)}</a></p>`,
    `<p>${escapeHtml(w.outro)}</p>`,
    `<p style="color:#475569">${labSignature.map(escapeHtml).join("<br>")}</p>`,
    `<p style="font-size:14px;color:#475569"><a href="${escapeHtml(links.unsubscribe)}" style="color:#475569">${escapeHtml(w.unsubscribeLink)}</a></p>`,
    `</div></body></html>`,
  ].join("\n");
  const soon = sections[1][1].length;
  const overdue = sections[0][1].length;
  return {
    from: mail.from,
    to: batch.email,
    // A reply reaches the lab's own inbox, not the address the site sends from.
    replyTo: site.email,
    subject: w.subject(soon, overdue),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export interface ReminderRun {
  db: DatabaseSync;
  transport: { sendMail(message: SendMailOptions): Promise<unknown> };
  from: string;
  siteUrl: string;
  now: Date;
  today: string;
  log?: (line: string) => void;
}

/**
 * Sends today's reminders, one e-mail per address. Each reminder is claimed
 * first (a row per instrument, due date and kind, UNIQUE) in one transaction,
 * then sent, then marked sent. A refusal by the SMTP server deletes the claim,
 * so the next look tries again; a crash between the claim and the SMTP
 * server's answer leaves the claim unsent and it is never sent again: the job
 * errs towards a lost reminder (shown to staff as not confirmed), never a
 * second one. Answers how many e-mails were sent.
 */
export async function sendReminders(run: ReminderRun): Promise<number> {
  const { db, now } = run;
  const at = now.toISOString();
  const claim = db.prepare(
    `INSERT OR IGNORE INTO portal_reminders
       (email, instrument_key, due_date, kind, organisation_id, make, model, serial_number, claimed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let sent = 0;
  for (const batch of await remindersDue(db, run.today)) {
    const ids: number[] = [];
    const items = transaction(db, () =>
      batch.items.filter((i) => {
        const row = claim.run(
          batch.email,
          i.key,
          i.dueDate,
          i.kind,
          batch.organisationId ?? null,
          i.make,
          i.model,
          i.serialNumber,
          at,
        );
        if (row.changes) ids.push(Number(row.lastInsertRowid));
        return row.changes > 0;
      }),
    );
    if (!items.length) continue;
    const token = unsubscribeToken(db, batch.email, now);
    const marks = `(${ids.map(() => "?").join(",")})`;
    try {
      await run.transport.sendMail(reminderMessage({ ...batch, items }, token, run));
      db.prepare(`UPDATE portal_reminders SET sent_at = ? WHERE id IN ${marks}`).run(at, ...ids);
      sent++;
    } catch (error) {
      db.prepare(`DELETE FROM portal_reminders WHERE id IN ${marks}`).run(...ids);
      (run.log ?? console.error)(
        `Reminder e-mail to ${batch.email} failed; tried again within the hour: ${String(
          error instanceof Error ? error.message : error,
        ).replace(/\s+/g, " ")}`,
      );
    }
  }
  return sent;
}

export interface SentReminder {
  email: string;
  make: string;
  model: string;
  serialNumber: string;
  dueDate: string;
  kind: ReminderKind;
  claimedAt: string;
  sentAt: string | null;
}

const toSent = (r: Row): SentReminder => ({
  email: String(r.email),
  make: String(r.make),
  model: String(r.model),
  serialNumber: String(r.serial_number),
  dueDate: String(r.due_date),
  kind: String(r.kind) as ReminderKind,
  claimedAt: String(r.claimed_at),
  sentAt: r.sent_at === null ? null : String(r.sent_at),
});

/** What was e-mailed to an organisation's addresses, newest first (the desk's organisation page). */
export const remindersOfOrganisation = (db: DatabaseSync, id: number, limit = 200) =>
  (
    db
      .prepare(
        `SELECT * FROM portal_reminders WHERE organisation_id = ?
         ORDER BY claimed_at DESC, id DESC LIMIT ?`,
      )
      .all(id, limit) as Row[]
  ).map(toSent);

/** The addresses of an organisation that stopped its reminders (the desk's organisation page). */
export const stoppedAddresses = (db: DatabaseSync, id: number): string[] =>
  (
    db
      .prepare(
        "SELECT email FROM portal_addresses WHERE reminders_stopped_at IS NOT NULL ORDER BY email",
      )
      .all() as Row[]
  )
    .map((r) => String(r.email))
    .filter((email) => organisationOf(db, email) === id);

/** How long the record of a reminder is kept after its due date (the privacy notice says so). */
export const REMINDER_KEEP_DAYS = 730;

/**
 * Reminders whose due date is more than two years past (the daily purge): a
 * line for the server's log, if any. Never one the selection could still
 * look at, so a purge sends nothing twice.
 */
export function reminderPurgeReport(db: DatabaseSync, today: string): string | undefined {
  const gone = Number(
    db
      .prepare("DELETE FROM portal_reminders WHERE due_date < ?")
      .run(addDays(today, -Math.max(REMINDER_KEEP_DAYS, OVERDUE_LOOKBACK_DAYS + 1))).changes,
  );
  return gone ? `Retention (portal): deleted ${gone} reminders sent over two years ago` : undefined;
}
