import type { JobOpening } from "@/content/types";
import type { OpeningStatus } from "./openingStates";

/**
 * An opening as the desk keeps it: the public fields, its category, its state
 * (draft, published, closed: openingStates.ts) and when it was closed; stored
 * and read by ./store.ts.
 */
export type Opening = JobOpening & {
  categoryId: string;
  status: OpeningStatus;
  closedAt: string | null;
};

/** On the site on `today` (YYYY-MM-DD, India): published, and its deadline day not over. */
export const isOnBoard = (opening: Opening, today: string): boolean =>
  opening.status === "published" && opening.deadline >= today;

/** Where a visitor applies for an opening (the page is the applications' part of the site). */
export const applyHref = (id: string) => `/career/apply?${new URLSearchParams({ opening: id })}`;
