import { smtpTransport } from "@/lib/platform/mail/transport";
import { applicationsDue, leadsDue } from "@/lib/attention/followUps";
import { followUpMessage } from "@/lib/attention/followUpMail";
import { claimDigest, ownersWithDue, recordDigest, releaseDigest } from "@/lib/attention/store";
import type { MailTransport } from "@/lib/cases/notifier";
import { labNow, todayInKolkata } from "@/lib/clock";
import { serverEnv } from "@/lib/env/server";
import { indiaMinuteOf } from "@/lib/format";
import { oneLine } from "@/lib/security/oneLine";
import { lookEvery } from "./lookEvery";

/** How many of each kind one e-mail names (the rest are counted). */
const LISTED = 50;
/** How often the server looks whether a day's e-mails are due: the hour comes within this. */
const POLL_MS = 10 * 60_000;
/** How long a claimed e-mail is left to its sender before another may take it (one SMTP exchange fits). */
const CLAIM_MS = 15 * 60_000;

export interface DigestOptions {
  transport: MailTransport;
  from: string;
  siteUrl: string;
  /** From this hour of the India day (0-23) the day's e-mails go. */
  hour: number;
  now?: () => Date;
  log?: (line: string) => void;
}

/**
 * Sends each owner the day's e-mail of their leads and applications due for
 * follow-up, once the India day has reached `hour`: one e-mail per owner and
 * day. Its row in follow_up_digests is claimed before it is sent, so a second
 * server (or a restart) never sends a day's twice; a failure gives the claim
 * up for the next look, and a claim left by a server that stopped mid-send
 * may be taken again once its time has passed.
 * Answers how many were sent. On the store of the work in hand (the server's).
 */
export async function sendFollowUpDigests(options: DigestOptions): Promise<number> {
  const now = (options.now ?? labNow)();
  const log = options.log ?? ((line: string) => console.error(line));
  if (Number(indiaMinuteOf(now).slice(11, 13)) < options.hour) return 0;
  const day = todayInKolkata(now);
  let sent = 0;
  for (const owner of await ownersWithDue(day)) {
    const due = {
      leads: await leadsDue(owner, day, LISTED),
      applications: await applicationsDue(owner, day, LISTED),
    };
    const items = due.leads.total + due.applications.total;
    if (items === 0) continue;
    if (!(await claimDigest(owner, day, now, new Date(now.getTime() + CLAIM_MS)))) continue;
    try {
      await options.transport.sendMail(
        followUpMessage(due, owner, day, { from: options.from, siteUrl: options.siteUrl }),
      );
    } catch (error) {
      await releaseDigest(owner, day);
      log(
        `Follow-up e-mail to ${owner} failed; tried again within 10 minutes: ${oneLine(error instanceof Error ? error.message : String(error))}`,
      );
      continue;
    }
    await recordDigest(owner, day, now, items);
    sent++;
  }
  return sent;
}

/**
 * The daily follow-up e-mails as a server job: a look now and every ten
 * minutes; off (and said so once) without SMTP_URL and LEADS_NOTIFY_FROM.
 */
export function startFollowUpDigests(): (() => void) | void {
  const { SMTP_URL, LEADS_NOTIFY_FROM, SITE_URL, FOLLOW_UP_DIGEST_HOUR } = serverEnv;
  if (!SMTP_URL || !LEADS_NOTIFY_FROM) {
    console.warn(
      "Follow-up e-mails are off: set SMTP_URL and LEADS_NOTIFY_FROM to e-mail each owner what falls due.",
    );
    return;
  }
  const options: DigestOptions = {
    transport: smtpTransport(SMTP_URL),
    from: LEADS_NOTIFY_FROM,
    siteUrl: SITE_URL,
    hour: FOLLOW_UP_DIGEST_HOUR,
  };
  return lookEvery(
    POLL_MS,
    () => sendFollowUpDigests(options),
    "Follow-up e-mails stopped on an error",
  );
}
