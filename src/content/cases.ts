/**
 * Words every case on the desk shares (a lead, a job application: lib/cases),
 * beside each kind's own (content/desk.ts `lead`, content/applicationsDesk.ts).
 */
export const cases = {
  /** A case page's status history: who changed it, when, from what to what. */
  history: {
    heading: "Status history",
    none: "The status has not been changed yet.",
    change: (from: string | undefined, to: string) => (from ? `${from} → ${to}` : `Set to ${to}`),
    /** A change the audit log did not name the author of (made before history was kept). */
    unknownWho: "not recorded",
  },
  /** Who follows a case up and when (lib/cases/followUp.ts), on its page and in the audit log. */
  followUp: {
    ownerLabel: "Owner",
    ownerHint: "The colleague who follows this up.",
    nobody: "nobody",
    nobodyOption: "Nobody yet",
    dateLabel: "Follow-up date",
    dateHint: "Leave empty for none. It is due from that day until the case is closed.",
    noDate: "none",
    /** A list's boxes: the cases I own; those whose date has come. */
    mine: "Mine only",
    dueToday: "Follow-up due",
    savedOwner: "Owner saved.",
    savedDate: "Follow-up date saved.",
    /** On the page, under the form: who has it and when it is due. */
    summary: (owner: string | undefined, due: string | undefined, overdue: boolean) =>
      [
        owner ? `Owner: ${owner}.` : "No owner yet.",
        due ? `Follow up ${overdue ? "was due" : "on"} ${due}.` : "No follow-up date.",
      ].join(" "),
  },
  /** What a case page refused, above its forms. */
  errors: {
    heading: "Nothing was saved:",
    status: "Choose one of the statuses in the list.",
    noteTooLong: (max: number, length: number) =>
      `A note can have at most ${max.toLocaleString("en-IN")} characters; this one has ${length.toLocaleString("en-IN")}. Shorten it, or save it as two notes.`,
    confirm: "Tick the box to confirm the erasure.",
    owner: "Choose the owner from the list of colleagues, or nobody.",
    followUp:
      "Write the follow-up date as a real day (for example 8 December 2026), or leave it empty.",
    unknownAction: "This page does not know that action. Reload the page and try again.",
  },
  /** The server's log after a daily purge that removed something. */
  purged: {
    leads: (deleted: number, anonymised: number) =>
      `Retention (leads): deleted ${deleted} leads with their files, blanked the address of ${anonymised}`,
    applications: (deleted: number, anonymised: number) =>
      `Retention (applications): deleted ${deleted} applications with their CVs, blanked the address of ${anonymised}`,
  },
};
