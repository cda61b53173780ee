import type { SendMailOptions } from "nodemailer";
import { smtpTransport } from "@/lib/platform/mail/transport";
import { serverEnv } from "@/lib/env/server";
import type { NotifyAddresses } from "./mail";
import { createNotifier, type AsyncOutbox, type Outbox } from "./notifier";

/**
 * The server's e-mails to staff about one kind of case, started once per
 * process (lib/server/jobs.ts): on with SMTP_URL, LEADS_NOTIFY_FROM and the
 * kind's recipients, off (and said so once) without.
 */
export interface CaseNotifications {
  /** What a new record's outbox row starts as. */
  readonly state: "pending" | "off";
  /** A record was stored: deliver it now. */
  poke(): void;
}

export interface NotificationPlan<T extends { reference: string }> {
  /** The kind's recipients (already chosen from the settings). */
  to: readonly string[];
  outbox: () => Outbox<T> | AsyncOutbox<T>;
  message: (item: T, to: NotifyAddresses) => SendMailOptions;
  /** The server's line when the e-mails are on (to whom) or off (what to set). */
  words: { on: (to: string) => string; off: string };
}

export function startNotifications<T extends { reference: string }>(
  plan: NotificationPlan<T>,
): CaseNotifications {
  const { SMTP_URL, LEADS_NOTIFY_FROM } = serverEnv;
  if (!SMTP_URL || plan.to.length === 0 || !LEADS_NOTIFY_FROM) {
    console.warn(plan.words.off);
    return { state: "off", poke: () => {} };
  }
  const to = [...plan.to];
  const notifier = createNotifier({
    outbox: plan.outbox,
    message: plan.message,
    transport: smtpTransport(SMTP_URL),
    from: LEADS_NOTIFY_FROM,
    to,
    siteUrl: serverEnv.SITE_URL,
    firstRetryMs: serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000,
  });
  console.info(plan.words.on(to.join(", ")));
  return { state: "pending", poke: () => notifier.poke() };
}
