import type { ScopeKind, ScopeSeedRow } from "@/content/scope";

export type { ScopeKind };

/**
 * One row of the scope of accreditation as the site reads it (migration 0030).
 * `id` is the public number (/scope, /request?rows=<id>x<qty>); it never
 * changes and is never given to another row.
 */
export interface ScopeRow extends Omit<ScopeSeedRow, "priceRupees" | "services"> {
  id: number;
  /** Indicative price before GST in paise, or null: "on request". */
  pricePaise: number | null;
  /** The ids of the service pages it belongs to (content/services/ids.ts), sorted. */
  services: string[];
}

/** The values of a row without its id: what an import or an edit writes, and what a version keeps. */
export type ScopeValues = Omit<ScopeRow, "id">;

export interface ScopeFilter {
  /** What a buyer typed: every word must match (lib/scope/searchQuery.ts); trimmed; ignored when empty. */
  q?: string;
  kind?: ScopeKind;
  discipline?: string;
  group?: string;
}

export interface ScopeFacets {
  disciplines: string[];
  groups: string[];
}
