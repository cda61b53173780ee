import { site } from "./site";

/**
 * The desk's register of personal data breaches (/desk/privacy/breaches, role
 * `privacy`): what staff write about an incident, the clocks that run from the
 * moment the lab became aware of it, and the two texts it produces. The
 * elements are those rule 7 of the Digital Personal Data Protection Rules,
 * 2025 names; the 6 hours are those of the CERT-In Directions of 28 April 2022.
 */

/** Hours from becoming aware to each report. */
export const breachHours = { certIn: 6, board: 72 } as const;

/** What staff write about an incident, in the order the form asks it. */
export const breachTextFields = [
  "title",
  "occurred",
  "location",
  "nature",
  "extent",
  "impact",
  "mitigation",
  "safety",
  "causes",
  "culprit",
  "remedies",
  "peopleTold",
] as const;
export type BreachTextField = (typeof breachTextFields)[number];

/** The moments a breach's clocks run from and stop at (India time on the form). */
export const breachMoments = [
  "awareAt",
  "certInAt",
  "boardToldAt",
  "boardReportAt",
  "peopleToldAt",
] as const;
export type BreachMoment = (typeof breachMoments)[number];

export const breachDesk = {
  nav: "Data breaches",
  title: "Personal data breaches",
  intro: `Every incident in which personal data the lab holds was read, changed, lost or made unavailable without authority. Record it as soon as you know: CERT-In must hear within ${breachHours.certIn} hours and the Data Protection Board's detailed report is due within ${breachHours.board} hours of that moment. The affected people and the Board are told without delay; the texts below each incident are built from what you record.`,
  empty: "No breach has been recorded.",
  caption: "Breaches, newest first",
  columns: {
    reference: "Reference",
    title: "What happened",
    aware: "Aware since",
    clocks: "Reports",
  },
  newHeading: "Record a breach",
  newHint:
    "What happened, its nature and when the lab became aware are enough to start; add the rest as it becomes known.",
  formHeading: "The record",
  errors: "The breach was not saved:",
  clocksHeading: "Reports due",
  none: "—",
  create: "Record the breach",
  save: "Save changes",
  close: "Close the incident",
  reopen: "Open it again",
  back: "All breaches",
  notFoundTitle: "Breach not found",
  notFound: "No breach has that reference. It may have been mistyped.",
  closed: (at: string) => `Closed ${at}`,
  fields: {
    title: { label: "What happened, in a line", max: 200 },
    occurred: {
      label: "When it happened",
      hint: "As far as is known: a date, a time, or a period.",
      max: 300,
    },
    location: {
      label: "Where it happened",
      hint: "The system, server, mailbox or place (rule 7: its location of occurrence).",
      max: 500,
    },
    nature: {
      label: "Its nature",
      hint: "What was read, changed, lost or made unavailable, and how.",
      max: 4000,
    },
    extent: {
      label: "Its extent",
      hint: "Which personal data (names, e-mail addresses, CVs …) and about how many people.",
      max: 4000,
    },
    impact: { label: "Likely impact on the people affected", max: 4000 },
    mitigation: { label: "What the lab has done and is doing to limit the harm", max: 4000 },
    safety: { label: "What the people affected can do to protect themselves", max: 4000 },
    causes: {
      label: "The events and reasons that led to it",
      hint: "For the Board's detailed report.",
      max: 4000,
    },
    culprit: { label: "Findings about who caused it", hint: "Leave empty if none yet.", max: 4000 },
    remedies: { label: "What is done so that it does not happen again", max: 4000 },
    peopleTold: {
      label: "How the affected people were told",
      hint: "Whom, how and when (the Board's report must say).",
      max: 4000,
    },
  } satisfies Record<BreachTextField, { label: string; hint?: string; max: number }>,
  moments: {
    awareAt: {
      label: "When the lab became aware of it (India time)",
      hint: "The clocks run from this moment.",
    },
    certInAt: { label: "CERT-In told at (India time)", hint: "Empty until it is done." },
    boardToldAt: {
      label: "Board first told at (India time)",
      hint: "Without delay: the description and likely impact.",
    },
    boardReportAt: {
      label: "Board's detailed report sent at (India time)",
      hint: "Empty until it is done.",
    },
    peopleToldAt: {
      label: "Affected people told at (India time)",
      hint: "Empty until it is done.",
    },
  } satisfies Record<BreachMoment, { label: string; hint: string }>,
  clocks: {
    certIn: "CERT-In",
    board: "Board's report",
    left: (hours: number, minutes: number) => `${hours} h ${minutes} min left`,
    overdue: (hours: number, minutes: number) => `overdue by ${hours} h ${minutes} min`,
    doneAt: (at: string) => `sent ${at}`,
    lateAt: (at: string) => `sent late, ${at}`,
  },
  problems: {
    required: "Please fill this in",
    tooLong: (max: number) => `Please keep this under ${max} characters`,
    moment: "Please give a date and time, such as 30/11/2026 14:30",
    future: "This moment is still to come: please check the date and time",
    beforeAware: "This is before the lab became aware of the breach",
    stale:
      "Someone else saved this breach after you opened it. Their changes are shown; your changes were not saved.",
    unchanged: "Nothing was changed.",
    form: "The form could not be read. Please try again.",
  },
  done: {
    created: "The breach is recorded and its clocks are running.",
    saved: "Saved.",
    restored: "The earlier version is back.",
    closed: "The incident is closed.",
    reopened: "The incident is open again.",
    undo: "Undo",
  },
  history: {
    heading: "Versions",
    intro: "Every save, newest first, with what it changed. Put an earlier version back to undo.",
    version: (n: number) => `Version ${n}`,
    by: (who: string) => `by ${who}`,
    restoredFrom: (n: number) => `(version ${n} put back)`,
    changed: (labels: string) => `Changed: ${labels}`,
    first: "Recorded",
    restore: "Put this version back",
    restoreLabel: (n: number) => `Put this version back (version ${n})`,
    current: "Current",
    columns: { saved: "Saved", action: "Put back" },
  },
  documents: {
    heading: "Texts to send",
    people: {
      heading: "Notice to the people affected (rule 7(1))",
      subject: (reference: string) => `${site.name}: a breach of your personal data (${reference})`,
      intro: `We are writing to tell you about a breach of personal data held by ${site.legalName}, which includes data about you.`,
      description: "What happened",
      nature: "Its nature",
      extent: "Its extent",
      timing: "When",
      location: "Where",
      impact: "What this may mean for you",
      mitigation: "What we have done and are doing",
      safety: "What you can do",
      contact: "Whom to contact",
      contactLine: (name: string, email: string) =>
        `${name}, Grievance Officer, ${email}, who can answer on our behalf.`,
      notYet: "(not yet known)",
    },
    board: {
      heading: "Report to the Data Protection Board (rule 7(2))",
      to: "To: the Data Protection Board of India",
      reference: "Our reference",
      aware: "Became aware",
      first: "(a) Description of the breach",
      nature: "Nature",
      extent: "Extent",
      timing: "Timing",
      location: "Location of occurrence",
      impact: "Likely impact",
      detailed: "(b) Detailed information",
      updated: "(i) The description in (a) is as it stands today, brought up to date.",
      causes: "(ii) Events, circumstances and reasons leading to the breach",
      mitigation: "(iii) Measures implemented or proposed to mitigate the risk",
      culprit: "(iv) Findings regarding the person who caused the breach",
      remedies: "(v) Remedial measures taken to prevent recurrence",
      peopleTold: "(vi) Intimations given to the affected Data Principals",
      fiduciary: `Data Fiduciary: ${site.legalName}`,
      contact: (name: string, email: string) => `Contact: ${name}, Grievance Officer, ${email}`,
    },
  },
};
