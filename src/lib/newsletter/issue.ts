import { newsletterDesk as words, newsletterLimits as limits } from "@/content/newsletter";

/** An issue as staff wrote it, checked on the server: a one-line subject and a plain-text body. */
export interface Issue {
  subject: string;
  body: string;
}

export type IssueCheck =
  | { ok: true; issue: Issue }
  | { ok: false; errors: Partial<Record<keyof Issue, string>>; typed: Issue };

const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

export function checkIssue(form: FormData): IssueCheck {
  const subject = text(form.get("subject")).trim();
  const body = text(form.get("body")).replace(/\r\n?/g, "\n").trim();
  const errors: Partial<Record<keyof Issue, string>> = {};
  if (!subject) errors.subject = words.subjectRequired;
  else if (/[\r\n]/.test(subject)) errors.subject = words.subjectOneLine;
  else if (subject.length > limits.subjectMax) errors.subject = words.subjectTooLong;
  if (!body) errors.body = words.bodyRequired;
  else if (body.length > limits.bodyMax) errors.body = words.bodyTooLong;
  const typed = {
    subject: subject.slice(0, limits.subjectMax * 2),
    body: body.slice(0, limits.bodyMax * 2),
  };
  return Object.keys(errors).length ? { ok: false, errors, typed } : { ok: true, issue: typed };
}
