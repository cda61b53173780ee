/**
 * The customer's calendar of due dates (issue 49 item 5): the feed's events,
 * and the part of the portal's Settings that makes, shows and replaces its
 * private link.
 */
import { site } from "./site";

export interface CalendarInstrument {
  make: string;
  model: string;
  serialNumber: string;
  itemDescription: string;
}

/** The calendar a customer subscribes to: its name and each due date's event. */
export const calendarFeedWords = {
  name: `Calibration due dates (${site.name})`,
  description: `When the instruments ${site.name} calibrated for you fall due for calibration.`,
  summary: (i: CalendarInstrument) =>
    `Calibration due: ${[i.make, i.model].filter(Boolean).join(" ") || i.itemDescription}${
      i.serialNumber ? `, serial ${i.serialNumber}` : ""
    }`,
  event: (i: CalendarInstrument, reference: string, href: string) =>
    [
      `${i.itemDescription}.`,
      `Current certificate: ${reference}.`,
      `The instrument in the customer portal (request recalibration there): ${href}`,
    ].join("\n"),
  /** The alarm a week before the due date. */
  alarm: (i: CalendarInstrument) =>
    `Calibration due in a week: ${[i.make, i.model].filter(Boolean).join(" ")}`,
};

/** Settings: "Subscribe in your calendar". */
export const calendarSettingsWords = {
  heading: "Subscribe in your calendar",
  intro:
    "A private link to a calendar of your instruments' due dates, for Google Calendar, Outlook or your phone's calendar. It keeps itself up to date as the lab issues new certificates.",
  create: "Make a calendar link",
  shown: "Your calendar link. Copy it now: it is shown only this once.",
  urlLabel: "Calendar link",
  webcal: "Open in my calendar app",
  howTo:
    "In Google Calendar: Other calendars, From URL. In Outlook: Add calendar, Subscribe from web. Anyone with the link sees your instruments' due dates: keep it to yourself.",
  exists: (on: string) => `A calendar link exists (made on ${on}).`,
  lost: "Lost it, or someone else has it? Make a new one: the old link stops at once.",
  replace: "Revoke and make a new one",
  revoke: "Revoke the link",
  done: {
    revoked: "The calendar link is revoked: calendars that used it no longer update.",
  },
};

/** The desk's organisation page: how many of its addresses subscribe. */
export const calendarDeskWords = {
  heading: "Calendar links",
  count: (n: number) =>
    n === 0
      ? "None of its addresses has a calendar link to its due dates."
      : `${n} of its addresses ${n === 1 ? "has a calendar link" : "have calendar links"} to its due dates (made in the portal's settings).`,
};
