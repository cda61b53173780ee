import { retention } from "@/content/privacy";
import type { CaseKind } from "@/lib/cases/kind";
import { CLOSED_LEAD_STATUSES, LEAD_STATUSES, type LeadStatus } from "@/lib/leads/listFilter";
import { outboxColumns } from "@/lib/platform/outbox/store";
import { LEAD_ACKNOWLEDGEMENTS } from "./leads";
import { recordAudit } from "@/lib/platform/audit/store";

/** A lead's lines in the audit log (their words: desk.audit.actions in content/desk.ts). */
const LEAD_ACTIONS = {
  status: "lead status changed",
  note: "lead note added",
  erased: "lead erased",
  file: "lead file downloaded",
  owner: "lead owner set",
  followUp: "lead follow-up set",
} as const;

/**
 * A lead as a case (lib/cases): its status in lead_status, the changes in
 * lead_status_changes, notes in lead_notes, its uploaded file in its own row,
 * its e-mail in the notifications table; kept 24 months.
 */
export const leadCase: CaseKind<LeadStatus> = {
  table: "leads",
  ref: "lead_id",
  tables: {
    status: "lead_status",
    changes: "lead_status_changes",
    notes: "lead_notes",
    followUp: "lead_follow_up",
  },
  statuses: LEAD_STATUSES,
  closed: CLOSED_LEAD_STATUSES,
  ownerRole: "leads",
  file: { name: "file_name", type: "file_type", bytes: "file" },
  keepMonths: retention.leadMonths,
  desk: { page: "/desk/lead", list: "/desk" },
  outbox: outboxColumns("notifications", "lead_id"),
  acknowledgements: LEAD_ACKNOWLEDGEMENTS,
  auditLine: (who, action, detail, now) => recordAudit(who, LEAD_ACTIONS[action], detail, now),
};
