import { retention } from "@/content/privacy";
import type { CaseKind } from "@/lib/cases/kind";
import { outboxColumns } from "@/lib/platform/outbox/store";
import { recordAudit } from "@/lib/platform/audit/store";

/** What staff do with a privacy request, in order; the first is a new one's. */
export const PRIVACY_STATUSES = ["open", "answered", "refused"] as const;
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];

/** A privacy request's lines in the audit log (their words: auditActionWords in content/desk.ts). */
export const PRIVACY_ACTIONS = {
  status: "privacy request status changed",
  note: "privacy request note added",
  erased: "privacy request erased",
  file: "privacy request erased", // never written: a privacy request has no file
  owner: "privacy request owner set",
  followUp: "privacy request follow-up set",
} as const;

/**
 * A request about personal data as a case (lib/cases): status, history, notes
 * and follow-up in its own four tables (migration 0053). It has no file, and
 * its e-mails (to the person and to staff) go through the one mail outbox
 * (lib/platform/mail/outbox.ts). It is kept as long as a lead is (the daily
 * purge, lib/server/jobs.ts): the answer shows the lab did what the Act asks.
 */
export const privacyCase: CaseKind<PrivacyStatus> = {
  table: "privacy_requests",
  ref: "request_id",
  tables: {
    status: "privacy_request_status",
    changes: "privacy_request_status_changes",
    notes: "privacy_request_notes",
    followUp: "privacy_request_follow_up",
  },
  statuses: PRIVACY_STATUSES,
  closed: ["answered", "refused"],
  ownerRole: "privacy",
  keepMonths: retention.leadMonths,
  desk: { page: "/desk/privacy/request", list: "/desk/privacy" },
  outbox: outboxColumns("mail_outbox"),
  acknowledgements: outboxColumns("mail_outbox"),
  auditLine: (who, action, detail, now) => recordAudit(who, PRIVACY_ACTIONS[action], detail, now),
};
