import type { SendMailOptions } from "nodemailer";
import { reminderMail, type ReminderLine } from "@/content/portalReminders";
import { labSignature, site } from "@/content/site";
import { isRemovedAddress } from "@/lib/customers/removal";
import { addressesOwnedBy, organisationOf } from "@/lib/customers/ownership";
import { longestOrganisationReminderDays, organisationReminderDays } from "@/lib/customers/store";
import { formatLongDateIN } from "@/lib/format";
import { addDays, instrumentKey, type Instrument } from "./instruments";
import { instrumentHref, PORTAL_HOME, recalibrateHref } from "./paths";
import { DEFAULT_LEAD_DAYS, effectiveLeadDays } from "./leadTime";
import { unsubscribeToken } from "./settings";
import { escapeHtml } from "@/lib/mail/parts";
import {
  addressesOnReport,
  addressRow,
  claimReminders,
  deleteReminderClaims,
  deleteRemindersDueBefore,
  dueCertificateRows,
  longestOwnReminderDays,
  markRemindersSent,
  ownReminderDays,
  reminderRecorded,
  remindersOfOrganisationRows,
  serialCertificateRows,
  stoppedAddressList,
  type SentReminderRow,
} from "./store";

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

export { certificatesDue, certificatesOfSerial } from "./store";

/**
 * Calibration certificates whose due date falls in the window any reminder may
 * look at (found by the partial index on due_date, not by reading the register),
 * kept when each is its instrument's current certificate: no issued certificate
 * of the same make, model and serial number is newer. One at a time, so that
 * the caller can let other work run between them.
 */
async function* candidates(today: string): AsyncGenerator<Candidate> {
  const maxLead = Math.max(
    DEFAULT_LEAD_DAYS,
    (await longestOrganisationReminderDays()) ?? 0,
    (await longestOwnReminderDays()) ?? 0,
  );
  const rows = await dueCertificateRows(
    addDays(today, -OVERDUE_LOOKBACK_DAYS),
    addDays(today, maxLead),
  );
  for (const r of rows) {
    const c = {
      id: r.id,
      make: r.make,
      model: r.model,
      serialNumber: r.serial_number,
      itemDescription: r.item_description,
      issueDate: r.issue_date,
      dueDate: r.due_date,
      serialNorm: r.serial_number.trim().toLowerCase(),
      key: "",
    };
    c.key = instrumentKey({ ...c, reference: r.ulr });
    const newer = c.serialNorm
      ? (await serialCertificateRows(c.serialNorm)).some(
          (o) =>
            instrumentKey({
              make: o.make,
              model: o.model,
              serialNumber: o.serial_number,
              reference: o.ulr,
            }) === c.key &&
            (o.issue_date > c.issueDate || (o.issue_date === c.issueDate && o.id > c.id)),
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
function viewers() {
  const orgOf = new Map<string, number | undefined>();
  const members = new Map<number, string[]>();
  const organisation = async (email: string) => {
    if (!orgOf.has(email)) orgOf.set(email, await organisationOf(email));
    return orgOf.get(email);
  };
  const membersOf = async (org: number) => {
    let list = members.get(org);
    if (!list) members.set(org, (list = await addressesOwnedBy(org)));
    return list;
  };
  return {
    organisation,
    async of(reportId: number): Promise<Set<string>> {
      const seen = new Set<string>();
      for (const email of await addressesOnReport(reportId)) {
        seen.add(email);
        const org = await organisation(email);
        if (org !== undefined) for (const m of await membersOf(org)) seen.add(m);
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
export async function remindersDue(today: string): Promise<ReminderBatch[]> {
  const who = viewers();
  const leads = new Map<number, number>();
  const orgLead = async (org: number | undefined) => {
    if (org === undefined) return undefined;
    if (!leads.has(org)) leads.set(org, (await organisationReminderDays(org)) ?? DEFAULT_LEAD_DAYS);
    return leads.get(org)!;
  };
  // Each address's own choice (portal settings), within its organisation's (leadTime.ts).
  const owns = new Map<string, number | null>();
  const lead = async (email: string, org: number | undefined) => {
    if (!owns.has(email)) owns.set(email, await ownReminderDays(email));
    return effectiveLeadDays(owns.get(email)!, await orgLead(org));
  };
  const skip = new Map<string, boolean>();
  const skipped = async (email: string) => {
    if (!skip.has(email))
      skip.set(
        email,
        (await addressRow(email))?.remindersStoppedAt != null || (await isRemovedAddress(email)),
      );
    return skip.get(email)!;
  };
  const batches = new Map<string, ReminderBatch>();
  let looked = 0;
  for await (const c of candidates(today)) {
    // Each query is quick and synchronous underneath: give the server's requests a turn now and then.
    if (++looked % YIELD_EVERY === 0) await new Promise((turn) => setImmediate(turn));
    for (const email of await who.of(c.id)) {
      const org = await who.organisation(email);
      const kind = reminderKindOf(c.dueDate, today, await lead(email, org));
      if (
        !kind ||
        (await skipped(email)) ||
        (await reminderRecorded({ email, instrumentKey: c.key, dueDate: c.dueDate, kind }))
      )
        continue;
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
  const { now } = run;
  const at = now.toISOString();
  let sent = 0;
  for (const batch of await remindersDue(run.today)) {
    const claimed = await claimReminders(
      batch.items.map((i) => ({
        email: batch.email,
        instrumentKey: i.key,
        dueDate: i.dueDate,
        kind: i.kind,
        organisationId: batch.organisationId ?? null,
        make: i.make,
        model: i.model,
        serialNumber: i.serialNumber,
      })),
      at,
    );
    const items = batch.items.filter((_, index) => claimed.has(index));
    const ids = [...claimed.values()];
    if (!items.length) continue;
    const token = await unsubscribeToken(batch.email, now);
    try {
      await run.transport.sendMail(reminderMessage({ ...batch, items }, token, run));
      await markRemindersSent(ids, at);
      sent++;
    } catch (error) {
      await deleteReminderClaims(ids);
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

const toSent = (r: SentReminderRow): SentReminder => ({
  email: r.email,
  make: r.make,
  model: r.model,
  serialNumber: r.serial_number,
  dueDate: r.due_date,
  kind: r.kind as ReminderKind,
  claimedAt: r.claimed_at,
  sentAt: r.sent_at,
});

/** What was e-mailed to an organisation's addresses, newest first (the desk's organisation page). */
export const remindersOfOrganisation = async (id: number, limit = 200) =>
  (await remindersOfOrganisationRows(id, limit)).map(toSent);

/** The addresses of an organisation that stopped its reminders (the desk's organisation page). */
export async function stoppedAddresses(id: number): Promise<string[]> {
  const theirs: string[] = [];
  for (const email of await stoppedAddressList())
    if ((await organisationOf(email)) === id) theirs.push(email);
  return theirs;
}

/** How long the record of a reminder is kept after its due date (the privacy notice says so). */
export const REMINDER_KEEP_DAYS = 730;

/**
 * Reminders whose due date is more than two years past (the daily purge): a
 * line for the server's log, if any. Never one the selection could still
 * look at, so a purge sends nothing twice.
 */
export async function reminderPurgeReport(today: string): Promise<string | undefined> {
  const gone = await deleteRemindersDueBefore(
    addDays(today, -Math.max(REMINDER_KEEP_DAYS, OVERDUE_LOOKBACK_DAYS + 1)),
  );
  return gone ? `Retention (portal): deleted ${gone} reminders sent over two years ago` : undefined;
}
