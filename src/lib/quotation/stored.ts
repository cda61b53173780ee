import { indiaDateOf } from "@/lib/format";
import { newToken } from "@/lib/platform/tokens";
import type { TaxLine } from "@/lib/request/quote";
import type { QuotationLine } from "./lines";

/**
 * A sent version of a quotation as the store keeps it (migrations 0041-0042),
 * and when the customer may answer it.
 */
export interface StoredQuotation {
  id: number;
  leadId: number;
  version: number;
  number: string;
  email: string;
  placeOfSupply: string;
  lines: QuotationLine[];
  subtotalPaise: number;
  taxes: TaxLine[];
  totalPaise: number;
  terms: string;
  sentBy: string;
  sentAt: string;
  validUntil: string;
  fileName: string;
  answer: "accepted" | "changes" | null;
  answeredAt: string | null;
  poNumber: string | null;
  poFileName: string | null;
  changes: string | null;
}

/** A quotation found by its key: with its lead's reference and the newest version's number. */
export type KeyedQuotation = StoredQuotation & { reference: string; newest: number };

export type Answer =
  | {
      answer: "accepted";
      poNumber: string;
      poFile?: { name: string; type: string; bytes: Uint8Array };
    }
  | { answer: "changes"; changes: string };

/** A new private key (base64url, 43 characters): 32 random bytes. */
export const newQuotationKey = (): string => newToken();

/** Why a quotation cannot be answered now, or undefined when it can. */
export function unanswerable(
  q: Pick<StoredQuotation, "answer" | "validUntil" | "version"> & { newest: number },
  now: Date,
): "answered" | "superseded" | "expired" | undefined {
  if (q.answer) return "answered";
  if (q.version < q.newest) return "superseded";
  if (indiaDateOf(now) > q.validUntil) return "expired";
  return undefined;
}
