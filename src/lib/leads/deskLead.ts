import type { Contact } from "@/content/forms";
import type { LeadStatus } from "@/lib/leads/listFilter";
import type { StoredLead } from "./leads";

/** A lead as the desk shows it: a row of the list, one lead's page, a line of the CSV export (./desk.ts reads them). */

export interface DeskLeadRow extends Contact {
  reference: string;
  createdAt: string;
  form: string;
  status: LeadStatus;
  notification: string;
  /** Who follows it up (their name, else their address) and by when (YYYY-MM-DD). */
  owner: string | null;
  followUp: string | null;
  /** A test request's newest quotation's total in paise, or null without one. */
  quotationPaise: number | null;
  /** A test request's indicative total as stored ("₹1,21,540.00"), or null. */
  indicative: string | null;
  /** Its newest quotation's state in words ("Accepted, PO 4500123"), or null without one. */
  quotation: string | null;
}

export interface DeskLead extends DeskLeadRow {
  id: number;
  fields: Record<string, unknown>;
  fileName: string | null;
  fileSize: number | null;
  notificationError: string | null;
}

/** A stored lead with what staff made of it: its status and the newest note. */
export interface ExportedLead extends StoredLead {
  status: LeadStatus;
  latestNote: string;
  /** The owner's address, and the follow-up date (YYYY-MM-DD), or "". */
  owner: string;
  followUp: string;
}
