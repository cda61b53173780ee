/**
 * Reminders of instruments falling due and the portal's privacy (issue 38
 * items 5 and 7): the reminder e-mail, the unsubscribe page, the customer's
 * settings, the privacy notice, and what the desk shows of them.
 */

export interface ReminderLine {
  make: string;
  model: string;
  serialNumber: string;
  itemDescription: string;
  /** Already in words ("27 December 2026"). */
  due: string;
  link: string;
}

const instrumentName = (i: ReminderLine) =>
  [i.make, i.model].filter(Boolean).join(" ") || i.itemDescription;

/** The reminder e-mail: one per address, listing what falls due and what is overdue. */
export const reminderMail = {
  subject: (soon: number, overdue: number) => {
    const parts = [];
    if (overdue)
      parts.push(overdue === 1 ? "1 instrument overdue" : `${overdue} instruments overdue`);
    if (soon)
      parts.push(
        soon === 1 ? "1 instrument due for calibration" : `${soon} instruments due for calibration`,
      );
    return `Calibration reminder: ${parts.join(", ")}`;
  },
  greeting: "Hello,",
  intro:
    "This is a reminder from the lab's customer portal about instruments we calibrated for you.",
  overdueHeading: "Overdue for calibration",
  soonHeading: "Falling due for calibration",
  line: (i: ReminderLine) => `${instrumentName(i)}, serial number ${i.serialNumber}: due ${i.due}`,
  name: instrumentName,
  serial: (serial: string) => `Serial number ${serial}`,
  due: (due: string) => `Due ${due}`,
  overdueSince: (due: string) => `Was due ${due}`,
  open: "See it in the portal",
  portal: (link: string) => `All your instruments and reports: ${link}`,
  portalLink: "All your instruments and reports",
  recalibrate: "Request recalibration",
  outro:
    "To book a recalibration, press Request recalibration beside the instrument, reply to this e-mail or call the lab.",
  unsubscribe: (link: string) => `Stop these reminders: ${link}`,
  unsubscribeLink: "Stop these reminders",
  /** The HTML part's title (not shown by most mail programs). */
  title: "Calibration reminder",
};

/** /portal/unsubscribe?token=…: a button that posts, so a mail scanner opening the link stops nothing. */
export const unsubscribePage = {
  title: "Calibration reminders",
  heading: "Stop calibration reminders",
  intro: (masked: string) =>
    `Press the button to stop the e-mails about instruments falling due that the lab sends to ${masked}.`,
  stop: "Stop reminders",
  stopped: (masked: string) =>
    `Reminders to ${masked} are stopped. You can start them again here or in the portal's settings.`,
  start: "Start reminders again",
  started: (masked: string) => `Reminders to ${masked} are on again.`,
  unknown:
    "This link is not valid (it may have been copied incompletely, or the address was removed). Sign in to the portal to change your reminders.",
  portal: "Go to the customer portal",
};

/** /portal/settings: reminders on or off, and a request to remove the address. */
export const portalSettings = {
  title: "Settings",
  heading: "Settings",
  remindersHeading: "Reminders",
  remindersOn:
    "The lab e-mails you when instruments it calibrated for you fall due for calibration, and once more when they are overdue.",
  remindersOff: "Reminders are stopped: the lab does not e-mail you about instruments falling due.",
  stop: "Stop reminders",
  start: "Start reminders",
  removalHeading: "Remove my address",
  removalIntro:
    "Ask the lab to remove your address from its reports and customer list. The reports themselves stay in the lab's register (the lab must keep them), but you will no longer be able to sign in here, and no more reminders are sent.",
  removalButton: "Ask the lab to remove my address",
  removalAsked: (on: string) =>
    `You asked on ${on} for your address to be removed. The lab's administrator will do it, and you will then be signed out.`,
  withdraw: "Withdraw my request",
  privacy: "How the portal keeps your data",
  leadTimeHeading: "When reminders come",
  leadTimeLabel: "E-mail me this long before a due date",
  leadTimeHint: (days: number, organisation: boolean) =>
    organisation
      ? `Your organisation asked for ${days} days; you may choose a shorter time for yourself.`
      : `Up to ${days} days before.`,
  leadTimeDefault: (days: number) => `${days} days (the usual)`,
  leadTimeOption: (days: number) => `${days} days`,
  leadTimeSave: "Save",
  leadTimeInvalid: "Choose one of the times in the list.",
  unknownAction: "This page did not understand that button. Reload the page and try again.",
  done: {
    "lead-time": "Your reminders' lead time is saved.",
    stopped: "Reminders are stopped.",
    started: "Reminders are on.",
    asked: "Your request is sent to the lab.",
    withdrawn: "Your request is withdrawn.",
  },
};

/** The portal's privacy notice (/portal/privacy, and in short on /portal). */
export const portalPrivacy = {
  title: "Customer portal: privacy",
  heading: "What the customer portal keeps, and why",
  short:
    "We keep your e-mail address (as the lab wrote it on your reports), a hash of each sign-in link and session, and the reminders we send you: to show you your reports and remind you of due dates.",
  more: "How the portal keeps your data",
  sections: [
    {
      heading: "Your e-mail address",
      text: "The lab writes its customers' addresses on the reports it issues, and keeps a list of the addresses and domains of each organisation. They decide which reports you see here. They are kept as long as the reports (the lab must keep its reports for its accreditation), unless you ask for your address to be removed.",
    },
    {
      heading: "Sign-in links and sessions",
      text: "A sign-in link works once, within 15 minutes; a session lasts 30 days on one browser, and ends after a week without a page. We keep only a hash of each (not the link or the cookie itself), and delete them when they end (every day at the latest). Each reminder's stop link is kept only as a hash too.",
    },
    {
      heading: "Reminders",
      text: "When an instrument's calibration falls due (30 days ahead unless your organisation asked for another lead time, or you chose a shorter one in the portal's settings) and again when it is overdue, we e-mail you once. We keep which reminders were sent to which address and when, so that none is sent twice and the lab's staff can answer your questions, for two years after the due date. Every e-mail has a link to stop them; you can also stop and restart them in the portal's settings.",
    },
    {
      heading: "Your calendar link",
      text: "If you make a calendar link in the portal's settings, we keep only a hash of it and when it was made, until you revoke it or make a new one. Anyone with the link sees your instruments' due dates, nothing else.",
    },
    {
      heading: "Removing your address",
      text: "In the portal's settings you can ask for your address to be removed. An administrator of the lab removes it from the reports and the customer list, ends your sessions and deletes the reminders sent to it; the reports themselves stay. We then keep only a one-way hash of the address, so that it is not let back in by your organisation's domain; it is never shown again.",
    },
    {
      heading: "Who sees it",
      text: "The lab's staff who look after reports and customers. Every change they make is written in the lab's audit log. Nothing is sold or shared.",
    },
  ],
  back: "Back to the customer portal",
};

/** What the desk shows and says: an organisation's lead time and reminders, removal of an address. */
export const remindersDesk = {
  leadTime: "Reminder lead time (days)",
  leadTimeHint:
    "How many days before a calibration falls due its customers are e-mailed (1 to 365; 30 unless changed).",
  leadTimeError: "Write a whole number of days from 1 to 365.",
  leadAudit: (days: number) => `reminders ${days} days ahead`,
  leadShown: (days: number) => `Reminders ${days} days before a calibration falls due.`,
  sentHeading: "Reminders sent",
  sentIntro: "Reminders e-mailed to this organisation's addresses, newest first (the latest 200).",
  noneSent: "No reminders sent yet.",
  columns: { address: "Address", instrument: "Instrument", dueDate: "Due" },
  kinds: { "due-soon": "Falling due", overdue: "Overdue" } as Record<string, string>,
  notConfirmed: "Not confirmed (the server stopped while sending; not sent again)",
  stoppedHeading: "Addresses that stopped reminders",
  removalHeading: "Requests to remove an address",
  removalIntro:
    "Customers who asked in the portal for their address to be removed. Removing it deletes it from every report's customer addresses and from the organisations, ends its sessions and sign-in links and deletes its reminders; the reports stay in the register. Only an administrator can remove an address.",
  noRequests: "No requests.",
  requestedOn: (on: string) => `asked on ${on}`,
  removeAddress: "Remove an address",
  removeAddressLabel: "E-mail address to remove",
  removeButton: "Remove this address",
  notRemoved: "The address was not removed:",
  confirmHeading: (email: string) => `Remove ${email}?`,
  confirmText:
    "It is taken off every report and organisation at once, its sessions end, and it cannot be undone. The reports stay in the register.",
  confirmButton: "Yes, remove the address",
  cancel: "Cancel",
  removeHint: "Only administrators. The reports stay; the address can no longer sign in.",
  done: { "address-removed": "The address is removed; its reports stay in the register." },
  errors: {
    invalid: "Type an e-mail address, such as qa@utility.example.",
    unknown: "The portal does not know this address.",
    adminOnly: "Only an administrator can remove an address.",
  },
  audit: {
    removed: (email: string, reports: number) =>
      `${email}: taken off ${reports === 1 ? "1 report" : `${reports} reports`}, its sessions ended`,
  },
};
