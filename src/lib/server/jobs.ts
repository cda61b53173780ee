import { renderUnrendered } from "@/lib/articles/unrenderedBodies";
import { quotationMails } from "@/lib/quotation/mail";
import { startScheduleWake } from "@/lib/articles/scheduleWake";
import { cases } from "@/content/cases";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { applicationNotifications } from "@/lib/careers/applicationsServer";
import { dailyPurgeOf } from "@/lib/cases/retention";
import { deskPurgeReport, purgeDesk } from "@/lib/desk/purge";
import { leadCase } from "@/lib/leads/case";
import { privacyCase } from "@/lib/privacyRequests/case";
import { privacyDesk } from "@/content/privacyRequest";
import { leadNotifications } from "@/lib/leads/server/notifications";
import { mailPurgeReport, purgeMail } from "@/lib/platform/mail/purge";
import { todayInKolkata } from "@/lib/clock";
import { portalPurgeReport } from "@/lib/portal/links";
import { reminderPurgeReport } from "@/lib/portal/reminders";
import { heldPurgeReport, sweepHeld } from "@/lib/reports/heldUploads";
import { startCheckFlush } from "@/lib/reports/register";
import { heldUploadFiles } from "@/lib/reports/server";
import { closeUntrustedPool, startUntrustedPool } from "@/lib/workers/pool";
import { CONTENT_LOOK_MS, lookForContentChange } from "@/lib/site/contentChanged";
import { startDailyPurge, type PurgeSchedule } from "./dailyPurge";
import { lookEvery } from "./lookEvery";
import { startMailOutbox } from "./mailOutbox";
import { startBackups } from "./backups";
import { startFollowUpDigests } from "./followUpDigest";
import { startReminders } from "./reminders";

/** Work the server runs beside its requests: started in this order, stopped in reverse. */
export interface Job {
  readonly name: string;
  /** Work for the whole lab rather than for this server's own requests: only where JOBS=on. */
  readonly labWide?: true;
  /** Starts the job; answers how to stop it (nothing when it needs no stopping). */
  start(): (() => void) | void;
}

/**
 * Every job of the server, in one list: the one place to add background work.
 * `schedule` lets tests run the daily purge on their own clock.
 */
export const serverJobs = (schedule: PurgeSchedule = {}): readonly Job[] => [
  {
    name: "untrusted-work pool",
    start: () => {
      startUntrustedPool();
      return () => void closeUntrustedPool();
    },
  },
  {
    // Articles kept from before bodies were rendered at save: rendered in the pool now, not at a first view.
    name: "articles kept unrendered",
    start: () => {
      renderUnrendered().catch((error: unknown) =>
        console.error("articles kept from before could not be rendered:", error),
      );
    },
  },
  // The e-mails' outboxes: any left pending by a restart are delivered now, then retried.
  { name: "lead e-mails", labWide: true, start: () => void leadNotifications() },
  { name: "application e-mails", labWide: true, start: () => void applicationNotifications() },
  { name: "quotation e-mails", labWide: true, start: () => void quotationMails() },
  {
    // Set-password and sign-in links, the wrong-codes warning: those their at-once try did not deliver.
    name: "link e-mails",
    labWide: true,
    start: () => {
      const job = startMailOutbox();
      return job && (() => job.stop());
    },
  },
  // Each owner's e-mail of the day: their leads and applications due for follow-up.
  { name: "follow-up e-mails", labWide: true, start: startFollowUpDigests },
  // Customers' reminders of instruments falling due: a look at start and every hour after.
  { name: "calibration reminders", labWide: true, start: startReminders },
  {
    // What the privacy policy promises: a purge now and every 24 hours after.
    name: "daily purge",
    labWide: true,
    start: () =>
      startDailyPurge(
        [
          dailyPurgeOf(leadCase, cases.purged.leads),
          dailyPurgeOf(applicationCase, cases.purged.applications),
          dailyPurgeOf(privacyCase, privacyDesk.purged),
          async (now) => deskPurgeReport(await purgeDesk(now)),
          async (now) => heldPurgeReport(await sweepHeld(heldUploadFiles(), now)),
          (now) => portalPurgeReport(now),
          async (now) => mailPurgeReport(await purgeMail(now)),
          (now) => reminderPurgeReport(todayInKolkata(now)),
        ],
        schedule,
      ),
  },
  // Pages kept in memory are drawn afresh the moment a scheduled article's time comes.
  { name: "scheduled articles", start: startScheduleWake },
  // The day's backup from BACKUP_HOUR (India time), and the month's restore drill after it.
  { name: "backups", labWide: true, start: startBackups },
  // Verification counts are kept in memory and written every 2 s (and at exit).
  { name: "report check counts", start: () => startCheckFlush() },
  // A desk change made through another server on this database: the kept pages go here too.
  {
    name: "content version",
    start: () =>
      lookEvery(CONTENT_LOOK_MS, lookForContentChange, "the content version could not be read:"),
  },
];
