/**
 * The leads' search, where the leads' desk looks for it: the words in
 * leadSearchWords.ts, the SQL in store.ts (issue 52).
 */
export { MAX_SEARCH_WORDS, parseSearch, type Search } from "./leadSearchWords";
export {
  countSelectedLeads,
  leadQuery,
  leadSelection,
  selectedLeadIds,
  type LeadQuery,
  type LeadSelection,
} from "./store";
