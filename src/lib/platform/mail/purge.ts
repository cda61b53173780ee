import { deleteMailEndedBefore, endUnsentMail } from "./store";

/** How long an ended e-mail's row (to whom, what, when sent; no body) is kept: to answer "did it go?". */
export const MAIL_KEPT_MS = 7 * 86_400_000;

export interface MailPurge {
  /** E-mails whose link ended unsent: bodies erased. */
  ended: number;
  /** Rows of e-mails ended over a week ago: deleted. */
  deleted: number;
}

/**
 * The mail outbox's part of the daily purge (also where no job drains it,
 * e-mail having been turned off since): an e-mail still waiting at its end
 * loses its body, and a week after its end its row goes.
 */
export async function purgeMail(now = new Date()): Promise<MailPurge> {
  const ended = await endUnsentMail(now);
  const deleted = await deleteMailEndedBefore(new Date(now.getTime() - MAIL_KEPT_MS));
  return { ended, deleted };
}

/** A line for the server's log, or undefined when nothing was purged. */
export function mailPurgeReport({ ended, deleted }: MailPurge): string | undefined {
  if (!(ended || deleted)) return undefined;
  return `Retention (mail): erased ${ended} e-mails whose link ended unsent; deleted ${deleted} records of e-mails ended over a week ago`;
}
