/** The e-mail HR receives for every job application made on the site. */
export const applicationMail = {
  subject: (reference: string, name: string, opening: string | null) =>
    `Job application ${reference} – ${name} – ${opening ?? "General application"}`,
  reference: "Reference",
  opening: "Opening",
  general: "General application (no opening)",
  received: "Received",
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  currentRole: "Current role",
  experience: "Years of experience",
  noticePeriod: "Notice period",
  note: "Note",
  cv: "CV (attached)",
  replyHint: "Reply to this e-mail to write to the applicant.",
  onDesk: "On the desk:",
  off: "Job application e-mails are off: set SMTP_URL, LEADS_NOTIFY_FROM and CAREERS_NOTIFY_TO (or LEADS_NOTIFY_TO) to send each application to HR.",
  on: (to: string) => `Job application e-mails on: every application is e-mailed to ${to}`,
};
