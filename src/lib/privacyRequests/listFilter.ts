import { REQUEST_KINDS } from "@/content/privacyRequest";
import { queryRules, readQuery } from "@/lib/platform/convention/queryFilter";
import { PRIVACY_STATUSES } from "./case";
import type { PrivacyListFilter } from "./store";

/** The list's filters from its address: status, kind, and due or overdue; a value it cannot use is named (400). */
const RULES = {
  status: queryRules.oneOf(PRIVACY_STATUSES),
  kind: queryRules.oneOf(REQUEST_KINDS),
  clock: queryRules.oneOf(["due", "overdue"] as const),
};

export function privacyFilterFromQuery(
  query: URLSearchParams,
): { ok: true; filter: PrivacyListFilter } | { ok: false; wrong: string[] } {
  const reading = readQuery(query, RULES);
  return reading.ok ? { ok: true, filter: reading.values } : { ok: false, wrong: reading.wrong };
}
