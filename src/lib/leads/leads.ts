import { leadReferencePrefix } from "@/content/forms";
import { todayInKolkata } from "@/lib/clock";
import { outboxColumns } from "@/lib/platform/outbox/store";

/**
 * A lead as the site keeps it (migrations/0001_leads.ts): written in ONE
 * transaction with its reference and its notification row, so nothing is
 * ever stored half-way (./store.ts insertLead), and read back as a
 * StoredLead. What staff do with it (status, notes, erasure, the purge, its
 * file, its e-mail) is a case's (lib/cases, ./case.ts).
 */

export interface LeadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface NewLead {
  template: string;
  form: string;
  /** The validated values (no file). */
  fields: Record<string, unknown>;
  file?: LeadFile | undefined;
  client: string;
  userAgent?: string | null | undefined;
  /** Defaults to now. */
  createdAt?: Date | undefined;
  /** The lead's notification: 'pending' when e-mail notifications are on (default 'off'). */
  notify?: "pending" | "off" | undefined;
  /**
   * When its e-mail may go (default: at once). A lead whose file is made
   * after it is stored (a test request's PDF) is held until attachLeadFile.
   */
  notifyAt?: Date | undefined;
  /** Its acknowledgement to the sender: 'pending' when e-mail is set up (default 'off'). */
  acknowledge?: "pending" | "off" | undefined;
  /** The language of the page it was sent from, as its consent record keeps it (default "en"). */
  language?: "en" | "hi" | undefined;
}

export interface StoredLead {
  id: number;
  reference: string;
  createdAt: string;
  template: string;
  form: string;
  fields: Record<string, unknown>;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  client: string;
  userAgent: string | null;
}

/** Where a new lead is stored (the inbox's and the portal's; ./store.ts insertLead on the server). */
export interface LeadStore {
  insert(lead: NewLead): Promise<{ id: number; reference: string }>;
}

/** The lab's year (India time) of a moment. */
function kolkataYear(date: Date): string {
  return todayInKolkata(date).slice(0, 4);
}

/** LEAD-{year}-{id padded to 6 digits}, REQ- or RECAL- by its form (content/forms/reference.ts). */
export function formatReference(id: number, createdAt: Date, form = ""): string {
  return `${leadReferencePrefix(form)}-${kolkataYear(createdAt)}-${String(id).padStart(6, "0")}`;
}

/** The leads' acknowledgements to their senders (migrations/0037_acknowledgements.ts). */
export const LEAD_ACKNOWLEDGEMENTS = outboxColumns("lead_acknowledgements", "lead_id");
