/**
 * How long what the website stores is kept: the policy says it and the server
 * deletes by it (a daily purge, and `npm run leads -- --purge`). Each number
 * has its reason (`retentionReasons`), which the policy states beside it.
 */
export const retention = {
  /** Leads (every form) and their uploaded files. */
  leadMonths: 24,
  /** The IP address and browser name stored with each lead and application. */
  clientDays: 365,
  /** Job applications (sent on the site or by e-mail) and their CVs. */
  applicationMonths: 12,
} as const;

/** Why each retention period is as long as it is, in the policy's words. */
export const retentionReasons: Record<keyof typeof retention, string> = {
  leadMonths:
    "Most enquiries lead to a quotation, a test and a report within a year, and customers come back to the same enquiry for the next year's recalibration.",
  clientDays:
    "The DPDP Rules, 2025 ask us to keep the logs of who sent what for one year so that misuse can be investigated, and the CERT-In Directions of April 2022 ask for at least 180 days; one year covers both.",
  applicationMonths:
    "We consider an application for the opening it was sent for and for similar openings that come up in the following year.",
};
