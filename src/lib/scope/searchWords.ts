import { scopeSearchWordsDesk } from "@/content/scopeDesk";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { contentChanged } from "@/lib/site/contentChanged";
import { wordsOf } from "./searchQuery";
import { replaceSearchWordLines, searchWordLines } from "./store";

export { searchWordLines };

/**
 * The scope search's abbreviations and synonyms, as the lab keeps them
 * (scope_search_words, migration 0040, seeded from content/scopeSearch.ts):
 * one line a set, "BDV = breakdown voltage". The desk edits the whole list as
 * text; each save is audited with the lines added and removed.
 */

export const MAX_SEARCH_WORD_LINES = 200;
export const MAX_SEARCH_WORD_LINE = 300;

const membersOf = (line: string) =>
  line
    .split("=")
    .map((m) => m.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** The sets as the search reads them: each a list of its members as written. */
export const searchWordSets = async (): Promise<string[][]> =>
  (await searchWordLines()).map(membersOf);

/** A line as kept: its members trimmed, " = " between them. */
const tidy = (line: string) => membersOf(line).join(" = ");

export type SaveSearchWords =
  { ok: true; changed: boolean } | { ok: false; problems: string[]; text: string };

/** Checks and keeps the desk's text (the whole list), audited; empty lines are left out. */
export async function saveSearchWords(text: string, who: string): Promise<SaveSearchWords> {
  const p = scopeSearchWordsDesk.problems;
  const problems: string[] = [];
  const lines: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const n = i + 1;
    if ([...raw].length > MAX_SEARCH_WORD_LINE) problems.push(p.tooLong(n, MAX_SEARCH_WORD_LINE));
    else if (raw.split("=").some((m) => m.trim() && wordsOf(m).length === 0))
      problems.push(p.noWord(n));
    else if (membersOf(raw).length < 2) problems.push(p.single(n));
    else lines.push(tidy(raw));
  });
  if (lines.length > MAX_SEARCH_WORD_LINES) problems.push(p.tooMany(MAX_SEARCH_WORD_LINES));
  if (problems.length) return { ok: false, problems, text };
  const saved = await writeTogether(async (): Promise<SaveSearchWords> => {
    const before = await searchWordLines();
    const added = lines.filter((l) => !before.includes(l));
    const removed = before.filter((l) => !lines.includes(l));
    if (!added.length && !removed.length && before.length === lines.length)
      return { ok: true, changed: false };
    await replaceSearchWordLines(lines);
    await recordAudit(
      who,
      "scope search words changed",
      scopeSearchWordsDesk.audit(added, removed),
    );
    return { ok: true, changed: true };
  });
  if (saved.ok && saved.changed) contentChanged();
  return saved;
}
