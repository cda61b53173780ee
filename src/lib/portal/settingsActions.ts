import { calendarSettingsWords } from "@/content/portalCalendar";
import { portalSettings } from "@/content/portalReminders";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import { DeskError } from "@/lib/platform/convention/errors";
import { calendarFeedUrl } from "./calendar";
import { createCalendarFeed, revokeCalendarFeed } from "./calendarFeeds";
import { setLeadTime } from "./leadTime";
import { setRemindersStopped, setRemovalRequested } from "./settings";

/**
 * The portal's settings page's actions (a signed-in customer, for their own
 * address): reminders off or on, asking the lab to remove the address or
 * withdrawing that, the reminders' lead time, and the calendar link made,
 * replaced or revoked. The route (src/pages/portal/settings.astro) only
 * reads the address, calls these and draws. A refusal is a DeskError.
 */

const PATH = "/portal/settings";

/** What the page says after a change's redirect (`?done=`). */
const DONE_WORDS = { ...portalSettings.done, ...calendarSettingsWords.done };
export type SettingsDone = keyof typeof DONE_WORDS;

/** The words for what the page's address says was done, when it is one the page knows. */
export const settingsDoneText = (url: URL): string | undefined => {
  const done = doneOf(url, DONE_WORDS);
  return done && DONE_WORDS[done];
};

/** What a button answers: where to go (what was done), or a calendar link just made, shown this once. */
export type SettingsResult = { location: string } | { calendarUrl: string };

const CHANGES: Record<string, (email: string, form: FormData, now: Date) => Promise<SettingsDone>> =
  {
    stop: async (email, _, now) => (await setRemindersStopped(email, true, now), "stopped"),
    start: async (email, _, now) => (await setRemindersStopped(email, false, now), "started"),
    remove: async (email, _, now) => (await setRemovalRequested(email, true, now), "asked"),
    withdraw: async (email, _, now) => (await setRemovalRequested(email, false, now), "withdrawn"),
    "calendar-revoke": async (email) => (await revokeCalendarFeed(email), "revoked"),
    "lead-time": async (email, form) => {
      if (await setLeadTime(email, String(form.get("days") ?? "").slice(0, 4))) return "lead-time";
      throw new DeskError(portalSettings.leadTimeInvalid, { field: "days" });
    },
  };

/**
 * One of the settings page's buttons, posted for `email`: a change (answered
 * with where to go), or a new calendar link (the old one stops; the link is
 * answered to this post only, never kept or put in an address). A lead time
 * not among the choices is refused on its field (`days`); a button the page
 * does not know, or a body that is no form, is refused too.
 */
export async function settingsPageAction(
  request: Request,
  email: string,
  now: Date,
): Promise<SettingsResult> {
  const form = await request.formData().catch(() => new FormData());
  const action = String(form.get("action") ?? "");
  if (action === "calendar-create" || action === "calendar-replace")
    return { calendarUrl: calendarFeedUrl(await createCalendarFeed(email, now)) };
  const change = Object.hasOwn(CHANGES, action) ? CHANGES[action] : undefined;
  if (!change) throw new DeskError(portalSettings.unknownAction);
  return { location: doneHref(PATH, await change(email, form, now)) };
}
