/**
 * The customer portal's instruments and recalibration requests (issue 38
 * items 4 and 6): the instruments of a customer's calibration certificates,
 * each with its history and next due date, and a request for recalibration of
 * one or several that reaches the lab as a lead.
 */

/** The portal's own navigation, on each of its pages for a signed-in customer. */
export const portalNav = {
  label: "Customer portal",
  reports: "My reports",
  instruments: "My instruments",
};

/** Where an instrument stands today (lib/portal/instruments.ts InstrumentStanding), in words. */
export const instrumentStandings = {
  overdue: "Overdue",
  soon: "Due within 30 days",
  later: "Not due yet",
  none: "No current certificate",
} as const;

export const instrumentsPage = {
  title: "My instruments",
  heading: "My instruments",
  intro:
    "Every instrument the lab has calibrated for you, found from its calibration certificates by make, model and serial number, with its next due date.",
  /** The list's filters (`?due=`): links, so they work without script. */
  filters: {
    label: "Show",
    all: "All instruments",
    soon: "Due within 30 days",
    overdue: "Overdue",
  },
  count: (n: number) => (n === 1 ? "1 instrument" : `${n} instruments`),
  none: "There are no calibration certificates for your address yet. An instrument appears here once the lab has calibrated it.",
  empty: {
    soon: "No instrument falls due within 30 days.",
    overdue: "No instrument is overdue.",
  },
  badQuery: "This filter was not understood:",
  columns: {
    make: "Make",
    model: "Model",
    serialNumber: "Serial number",
    item: "Item",
    dueDate: "Next due",
    standing: "Standing",
    certificates: "Certificates",
  },
  noDueDate: "No due date",
  /** An instrument as the list and its page name it: make and model. */
  name: (make: string, model: string) => [make, model].filter(Boolean).join(" ") || "Instrument",
  serial: (serialNumber: string) => (serialNumber ? `Serial number ${serialNumber}` : ""),
  certificateCount: (n: number) => (n === 1 ? "1 certificate" : `${n} certificates`),
};

/** One instrument's page: its facts, its next due date, every certificate newest first. */
export const instrumentPage = {
  back: "All my instruments",
  history: "Certificates, newest first",
  historyHint: "Each opens its verification page with the PDF.",
  notFound: {
    title: "No such instrument",
    heading: "No such instrument",
    text: "This instrument is not among the instruments of your address.",
  },
};

/** "Request recalibration": the form on the list and on an instrument's page, and its answers. */
export const recalibrationWords = {
  heading: "Request recalibration",
  listHint: (limit: number) =>
    `Tick the instruments to send for recalibration (up to ${limit}), add a note if you like, and send. The lab receives the instruments' details with your address and replies by e-mail.`,
  oneHint:
    "Send this instrument's details to the lab with your address, and a note if you like. The lab replies by e-mail.",
  /** An instrument's checkbox on the list: the word shown, its name after it for screen readers. */
  choose: "Choose",
  message: "Message (optional)",
  messageHint: (limit: number) =>
    `Up to ${limit.toLocaleString("en-IN")} characters: pick-up or on-site, dates that suit you, a purchase order number.`,
  submitOne: "Request recalibration",
  submitChosen: "Request recalibration of the chosen",
  sent: {
    title: "Recalibration requested",
    heading: "Your recalibration request has reached the lab",
    reference: "Reference",
    referenceHint: "Please quote it if you call or write to the lab about this request.",
    next: "The lab will reply by e-mail within one working day with a quotation and dates for the recalibration.",
    what: "What was sent:",
    back: "Back to my instruments",
  },
  notFound: {
    title: "No such request",
    heading: "No such request",
    text: "This recalibration request is not among the requests of your address.",
  },
  refused: {
    title: "Recalibration not requested",
    heading: "Your recalibration request was not sent",
    back: "Back to my instruments",
  },
  problems: {
    none: "Choose at least one instrument.",
    tooMany: (limit: number) => `At most ${limit} instruments in one request.`,
    message: (limit: number) =>
      `The message is longer than ${limit.toLocaleString("en-IN")} characters.`,
    unknown: "One of the chosen instruments is not among the instruments of your address.",
    tooOften: (limit: number) =>
      `At most ${limit} requests an hour from one address. Please try again later, or call the lab.`,
    notStored: "The request could not be stored just now. Please try again in a minute.",
  },
  /**
   * One instrument as the lab's lead lists it: make, model and serial number,
   * the item, its newest certificate and the due date (already in words).
   */
  leadLine: (i: {
    name: string;
    serialNumber: string;
    item: string;
    lastCertificate: string;
    dueDate: string;
  }) =>
    [
      i.name,
      i.serialNumber ? `serial ${i.serialNumber}` : "no serial number",
      i.item,
      i.lastCertificate ? `last certificate ${i.lastCertificate}` : "",
      i.dueDate ? `due ${i.dueDate}` : "no due date",
    ]
      .filter(Boolean)
      .join(" · "),
};
