import { createNotifier, type Notifier } from "@/lib/cases/notifier";
import { serverEnv } from "@/lib/env/server";
import {
  mailMessage,
  mailOutbox,
  mailServer,
  onMailQueued,
  type MailServer,
  type QueuedMail,
} from "@/lib/platform/mail/outbox";
import { smtpTransport } from "@/lib/platform/mail/transport";

export interface MailOutboxOptions {
  /** Default: the server's settings (mailServer). */
  server?: MailServer | undefined;
  now?: () => Date;
  /** How often due e-mails are looked for (default: the first retry pause). */
  pollMs?: number;
}

/**
 * The mail outbox's job (lib/server/jobs.ts, where JOBS=on): the e-mails
 * their at-once try did not deliver (lib/platform/mail/outbox.ts), and any
 * left by a server that stopped mid-try, sent with the retry rule of every
 * outbox (lib/cases/notifier.ts), each claimed before it is sent; those
 * queued without a try (queueMail) as soon as they are queued. Off
 * without e-mail set up: nothing is queued then.
 */
export function startMailOutbox(options: MailOutboxOptions = {}): Notifier | undefined {
  const server = options.server ?? mailServer();
  if (!server) return undefined;
  const notifier = createNotifier<QueuedMail>({
    outbox: () => mailOutbox,
    message: (mail, to) => mailMessage(mail, to.from, to.siteUrl),
    transport: smtpTransport(server.url),
    from: server.from,
    to: [],
    siteUrl: serverEnv.SITE_URL,
    firstRetryMs: serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000,
    ...(options.now ? { now: options.now } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  // An e-mail queued on this server (a newsletter's) goes now, not at the next look.
  const stopListening = onMailQueued(() => notifier.poke());
  return {
    ...notifier,
    stop: () => {
      stopListening();
      notifier.stop();
    },
  };
}
