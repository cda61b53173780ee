import { retention } from "@/content/privacy";
import type { CaseKind } from "@/lib/cases/kind";
import { outboxColumns } from "@/lib/platform/outbox/store";
import { recordAudit } from "@/lib/platform/audit/store";

/** What HR does with an application, in order. */
export const APPLICATION_STATUSES = [
  "new",
  "shortlisted",
  "interview",
  "offered",
  "rejected",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** An application's lines in the audit log (their words: desk.audit.actions in content/desk.ts). */
const APPLICATION_ACTIONS = {
  status: "application status changed",
  note: "application note added",
  erased: "application erased",
  file: "application file downloaded",
  owner: "application owner set",
  followUp: "application follow-up set",
} as const;

/**
 * A job application as a case (lib/cases): its status in application_status,
 * the changes in application_status_changes, notes in application_notes, the
 * CV and the e-mail to HR in its own row; kept 12 months.
 */
export const applicationCase: CaseKind<ApplicationStatus> = {
  table: "applications",
  ref: "application_id",
  tables: {
    status: "application_status",
    changes: "application_status_changes",
    notes: "application_notes",
    followUp: "application_follow_up",
  },
  statuses: APPLICATION_STATUSES,
  closed: ["rejected"],
  ownerRole: "hr",
  file: { name: "cv_name", type: "cv_type", bytes: "cv" },
  keepMonths: retention.applicationMonths,
  desk: { page: "/desk/applications/view", list: "/desk/applications" },
  outbox: {
    table: "applications",
    id: "id",
    state: "notify_state",
    attempts: "notify_attempts",
    nextAt: "notify_next_at",
    error: "notify_error",
    messageId: "notify_message_id",
    sentAt: "notify_sent_at",
  },
  acknowledgements: outboxColumns("application_acknowledgements", "application_id"),
  auditLine: (who, action, detail, now) =>
    recordAudit(who, APPLICATION_ACTIONS[action], detail, now),
};
