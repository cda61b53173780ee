import { smtpTransport } from "@/lib/platform/mail/transport";
import { labNow, todayInKolkata } from "@/lib/clock";
import { serverEnv } from "@/lib/env/server";
import { sendReminders } from "@/lib/portal/reminders";
import { lookEvery } from "./lookEvery";

/** How often the server looks for instruments falling due. */
const HOUR_MS = 60 * 60_000;

/**
 * Customers' reminders of instruments falling due (lib/portal/reminders.ts) as
 * a server job: a look when the server starts and every hour after; off (and
 * said so once) without SMTP_URL and LEADS_NOTIFY_FROM.
 */
export function startReminders(): (() => void) | void {
  const { SMTP_URL, LEADS_NOTIFY_FROM, SITE_URL } = serverEnv;
  if (!SMTP_URL || !LEADS_NOTIFY_FROM) {
    console.warn(
      "Calibration reminders are off: set SMTP_URL and LEADS_NOTIFY_FROM to e-mail customers their instruments falling due.",
    );
    return;
  }
  const transport = smtpTransport(SMTP_URL);
  return lookEvery(
    HOUR_MS,
    () => {
      const now = labNow();
      return sendReminders({
        transport,
        from: LEADS_NOTIFY_FROM,
        siteUrl: SITE_URL,
        now,
        today: todayInKolkata(now),
      });
    },
    "Calibration reminders stopped on an error",
  );
}
