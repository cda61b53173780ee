import type { SendMailOptions } from "nodemailer";
import { smtpTransport } from "@/lib/platform/mail/transport";
import { backupFailureMail as words } from "@/content/backups";
import type { NotifyAddresses } from "@/lib/cases/mail";
import {
  createNotifier,
  type AsyncOutbox,
  type MailTransport,
  type Notifier,
} from "@/lib/cases/notifier";
import { serverEnv } from "@/lib/env/server";
import { formatDateTimeIN } from "@/lib/format";
import { escapeHtml, rowsTableHtml } from "@/lib/mail/parts";
import { oneLine } from "@/lib/security/oneLine";
import type { BackupRun } from "./runs";
import { administratorEmails, failureMailOutbox, lastRuns, runById } from "./store";

/**
 * A failed backup or drill e-mailed to the administrators (every account with
 * the admin role; LEADS_NOTIFY_TO when there is none), through the usual
 * outbox: the run's own row in backup_runs ('pending' until the SMTP server
 * takes it, retried with a growing pause: lib/cases/notifier.ts).
 */

export interface FailureItem {
  reference: string;
  run: BackupRun;
  to: string[];
  lastGoodAt?: string | undefined;
}

export const backupRunsOutbox: AsyncOutbox<FailureItem> = {
  ...failureMailOutbox,
  async item(id) {
    const run = await runById(id);
    if (!run) return undefined;
    const admins = await administratorEmails();
    return {
      reference: `BACKUP-${id}`,
      run,
      to: admins.length ? admins : serverEnv.LEADS_NOTIFY_TO,
      lastGoodAt: (await lastRuns("backup")).lastGood?.finishedAt,
    };
  },
};

export function failureMessage(item: FailureItem, addresses: NotifyAddresses): SendMailOptions {
  const when = formatDateTimeIN(item.run.startedAt);
  const rows: [string, string][] = [
    [words.rows.when, when],
    [words.rows.problem, item.run.problem ?? ""],
    [words.rows.lastGood, item.lastGoodAt ? formatDateTimeIN(item.lastGoodAt) : words.rows.none],
  ];
  const start = new URL("/desk/start", addresses.siteUrl).href;
  const host = new URL(addresses.siteUrl).hostname || "localhost";
  const intro = words.intro(item.run.kind);
  return {
    from: addresses.from,
    to: item.to,
    subject: oneLine(words.subject(item.run.kind, when)),
    messageId: `<${item.reference}@${host}>`,
    text: [
      intro,
      "",
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      words.next,
      `${words.onDesk} ${start}`,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      rowsTableHtml(rows),
      `<p>${escapeHtml(words.next)}</p>`,
      `<p>${escapeHtml(words.onDesk)} <a href="${escapeHtml(start)}">${escapeHtml(start)}</a></p>`,
    ].join("\n"),
  };
}

/** The failure e-mails' notifier, on the server's database; off without e-mail set up. */
export function startFailureMails(
  transport: MailTransport | undefined = serverEnv.SMTP_URL
    ? smtpTransport(serverEnv.SMTP_URL)
    : undefined,
): Notifier | undefined {
  if (!transport || !serverEnv.LEADS_NOTIFY_FROM) return undefined;
  return createNotifier({
    outbox: () => backupRunsOutbox,
    message: failureMessage,
    transport,
    from: serverEnv.LEADS_NOTIFY_FROM,
    to: [],
    siteUrl: serverEnv.SITE_URL,
    firstRetryMs: serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000,
  });
}
