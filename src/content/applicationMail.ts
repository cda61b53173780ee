import { applicationFields } from "./applicationsDesk";

/** The e-mail HR receives for every job application made on the site. */
export const applicationMail = {
  subject: (reference: string, name: string, opening: string | null) =>
    `Job application ${reference} – ${name} – ${opening ?? "General application"}`,
  reference: "Reference",
  received: "Received",
  ...applicationFields,
  cv: "CV (attached)",
  replyHint: "Reply to this e-mail to write to the applicant.",
  onDesk: "On the desk:",
  off: "Job application e-mails are off: set SMTP_URL, LEADS_NOTIFY_FROM and CAREERS_NOTIFY_TO (or LEADS_NOTIFY_TO) to send each application to HR.",
  on: (to: string) => `Job application e-mails on: every application is e-mailed to ${to}`,
};
