import { scopeSearchNoiseWords, standardBodies } from "@/content/scopeSearch";
import type { SearchTerm } from "./searchExpressions";

/**
 * A search of the scope as buyers type it, turned into search terms over the
 * scope's word index (SQLite: FTS5's scope_words, migration 0040; PostgreSQL:
 * scope_rows.search_words, migration 0049; both unicode61's words, accents
 * removed), which lib/scope/searchExpressions.ts writes in each engine's
 * syntax. Nothing typed is syntax: the text is cut into words (letters and
 * digits) and every word is a quoted term.
 *
 * - A standard (a body from content/scopeSearch.ts and its number, with a
 *   part and a year or not) is one term however it is written: IS 2026,
 *   IS:2026, IS-2026 are the words "is" "2026" on both sides (unicode61 splits
 *   on marks), so NEAR("is" "2026", 1) finds them (and IEEE Std C57.12.90);
 *   the glued IS2026 is one word, added with OR. A part (IS 2026 (Part 3),
 *   IEC 60076-3) does not narrow the rows: the standard's rows are found and
 *   the part's come first. A year is left out.
 * - A synonym (the lab's search words, one set a line) becomes an OR of every
 *   member of its sets, each a phrase.
 * - Every other word is needed: a number whole, a word of three letters or
 *   more as a prefix ("transformer" finds transformers; a plural's s is left
 *   off first), shorter ones whole. Words that say nothing in a scope of
 *   tests ("test", "of") are left out when there are others.
 */
export interface ScopeSearchQuery {
  /** Every term: the rows that match. */
  all: SearchTerm;
  /** Any term: the nearest rows when no row matches them all. */
  any: SearchTerm;
  /** Rows matching this come first (the part of a standard named), if any. */
  first?: SearchTerm | undefined;
}

/** The words of a text as unicode61 with remove_diacritics cuts it: letters and digits, accents off, lower case. */
export const wordsOf = (text: string): string[] =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

const phrase = (words: readonly string[], prefix = false): SearchTerm => ({
  words: [...words],
  prefix,
});

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const bodyPattern = [...standardBodies]
  .sort((a, b) => b.length - a.length)
  .map((b) => escapeRegex(b).replace(/\\?\/|\s+/g, "\\s*[/ ]?\\s*"))
  .join("|");
/** A standard: body, number (a letter may lead: ASTM D2863, IEEE C57.12.90), IEC's -part, (Part n), :year. */
const STANDARD = new RegExp(
  `(?<![\\p{L}\\p{N}])(${bodyPattern})\\s*[:\\-/.]?\\s*([a-z]?\\d+(?:\\.\\d+)*)` +
    `(?:\\s*-\\s*(\\d+))?(?:\\s*\\(?\\s*(?:part|pt)\\.?\\s*(\\d+)\\s*\\)?)?` +
    `(?:\\s*[:\\-]\\s*(?:19|20)\\d\\d)?(?![\\p{L}\\p{N}])`,
  "giu",
);

interface Standard {
  body: string;
  number: string[];
  part?: string | undefined;
}

function standardTerm({ body, number }: Standard): SearchTerm {
  const [first, ...rest] = number;
  return {
    any: [{ near: [[body], number], distance: 1 }, phrase([`${body}${first}`, ...rest])],
  };
}

function partTerms({ body, number, part }: Standard): SearchTerm[] {
  const last = number.at(-1)!;
  const glued = [`${body}${number[0]}`, ...number.slice(1)];
  return [
    [last, "part", part!],
    [last, "pt", part!],
    [last, part!],
    [...glued, "part", part!],
    [...glued, part!],
  ].map((words) => phrase(words));
}

/** A word the row must have: whole when a number or short, otherwise a prefix (a plural's s left off). */
function wordTerm(word: string): SearchTerm {
  if (/^\p{N}+$/u.test(word) || word.length < 3) return phrase([word]);
  const stem =
    word.length >= 5 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  return phrase([stem], true);
}

/** A synonym member as a phrase: its last word a prefix when long enough (current transformer finds transformers). */
const memberTerm = (member: readonly string[]) => phrase(member, member.at(-1)!.length >= 4);

/**
 * The expressions for a search, or undefined when it has no word at all
 * (only marks): then nothing matches. `synonyms` are the lab's sets, each a
 * list of members as typed.
 */
export function scopeSearchQuery(
  text: string,
  synonyms: readonly (readonly string[])[],
): ScopeSearchQuery | undefined {
  const standards: Standard[] = [];
  const rest = text.replace(
    STANDARD,
    (_, body: string, number: string, dash?: string, part?: string) => {
      standards.push({ body: wordsOf(body)[0]!, number: wordsOf(number), part: dash ?? part });
      return " ";
    },
  );
  const terms: SearchTerm[] = standards.map(standardTerm);
  const words = wordsOf(rest);
  const sets = synonyms.map((set) => set.map(wordsOf).filter((m) => m.length > 0));
  const members = sets.flat().sort((a, b) => b.length - a.length);
  const plain: string[] = [];
  for (let i = 0; i < words.length;) {
    const found = members.find((m) => m.every((w, j) => words[i + j] === w));
    if (!found) {
      plain.push(words[i]!);
      i += 1;
      continue;
    }
    const key = found.join(" ");
    const same = sets.filter((set) => set.some((m) => m.join(" ") === key)).flat();
    const unique = [...new Map(same.map((m) => [m.join(" "), m])).values()];
    terms.push({ any: unique.map(memberTerm) });
    i += found.length;
  }
  const noise = new Set(scopeSearchNoiseWords);
  const meaningful = plain.filter((w) => !noise.has(w));
  const kept = terms.length || meaningful.length ? meaningful : plain;
  terms.push(...kept.map(wordTerm));
  if (terms.length === 0) return undefined;
  const parted = standards.filter((s) => s.part);
  return {
    all: { all: terms },
    any: { any: terms },
    first: parted.length ? { any: parted.flatMap(partTerms) } : undefined,
  };
}

/** Damerau-Levenshtein distance (adjacent swaps count one), or more than `max` as soon as it must be. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How far a word of this length may be from the one meant: one letter, two from seven letters. */
export const spellingSlack = (word: string) => (word.length >= 7 ? 2 : 1);

/**
 * The words of the index nearest to a search's words of four letters or
 * more that it does not hold (`termsFrom(first letter)`: the index's words
 * starting with it; a slip rarely hits the first letter), any of them, or
 * undefined when none is near.
 */
export function respelt(
  text: string,
  termsFrom: (letter: string) => string[],
): SearchTerm | undefined {
  const near = new Set<string>();
  for (const word of wordsOf(text)) {
    if (word.length < 4 || /^\p{N}+$/u.test(word)) continue;
    const slack = spellingSlack(word);
    const scored = termsFrom(word[0]!)
      .map((term) => ({ term, d: editDistance(word, term, slack) }))
      .filter((t) => t.d <= slack)
      .sort((x, y) => x.d - y.d)
      .slice(0, 3);
    for (const { term } of scored) near.add(term);
  }
  return near.size ? { any: [...near].map((t) => phrase([t])) } : undefined;
}
