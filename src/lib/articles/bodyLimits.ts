/**
 * What an article's Markdown may hold. The parser (micromark, under remark)
 * pays far more than a body's size for a few shapes: quotes and lists inside
 * each other (its stack), quotes, lists and underlined headings begun again
 * and again (quadratic: 8,000 of them took 9.6 s), runs of `*`, `_` and `~`
 * (quadratic too, and emphasis nested as deep as the run is long), and links
 * and pictures inside each other (3,000 took 23 s). Each figure is far beyond
 * what the lab's articles use (the seed's longest has 5,700 characters, 10
 * list items and 6 bold phrases) and small enough that a body at the limits
 * renders well within the render's time limit (lib/fairShare/limits.ts).
 */
export const BODY_LIMITS = {
  /** Characters in the body (the form's limit since the desk began). */
  chars: 40_000,
  /** Quotes and lists inside each other; every 2 spaces of indent before a list mark count as one. */
  depth: 8,
  /**
   * Quotes and lists begun: each line whose marks differ from the line
   * before's, each mark after a line's first list mark (a list item's new
   * quotes and lists), and each heading underlined with = or -.
   */
  blocks: 500,
  /** `*` or `_` in a row, touching a word (code blocks, rules across the page and blanks aside). */
  run: 3,
  /** Groups of `*`, `_` or `~` in the body, outside code blocks. */
  marks: 2_000,
  /** `[` in the body, outside code blocks: each link and picture has one. */
  links: 1_000,
} as const;

export type BodyLimit = keyof typeof BODY_LIMITS;

/** The first limit a body goes over, and on which line (1 for its length). */
export type OverLimit = { limit: BodyLimit; line: number };

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const BACKSLASH = 92;
const GT = 62;
const STAR = 42;
const UNDERSCORE = 95;
const TILDE = 126;
const BACKTICK = 96;
const BRACKET = 91;
const DASH = 45;
const PLUS = 43;
const EQUALS = 61;
const DOT = 46;
const PAREN = 41;

const isSpace = (c: number) => c === SPACE || c === TAB;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Where the line's end that holds nothing but one of `-`, `*`, `_` and spaces
 * begins (a rule across the page when it has 3 of them), and that character.
 */
function ruleTail(text: string, start: number, end: number): { from: number; char: number } {
  let i = end - 1;
  while (i >= start && isSpace(text.charCodeAt(i))) i -= 1;
  const char = i >= start ? text.charCodeAt(i) : 0;
  if (char !== DASH && char !== STAR && char !== UNDERSCORE) return { from: end + 1, char };
  while (i >= start && (text.charCodeAt(i) === char || isSpace(text.charCodeAt(i)))) i -= 1;
  return { from: i + 1, char };
}

/** The index after a list mark at `at` (`-`, `+`, `*`, or up to 9 digits and `.` or `)`), or -1. */
function listMarkEnd(text: string, at: number, end: number): number {
  const c = text.charCodeAt(at);
  let next = at + 1;
  if (isDigit(c)) {
    while (next < end && next - at < 9 && isDigit(text.charCodeAt(next))) next += 1;
    const close = text.charCodeAt(next);
    if (close !== DOT && close !== PAREN) return -1;
    next += 1;
  } else if (c !== DASH && c !== PLUS && c !== STAR) return -1;
  return next === end || isSpace(text.charCodeAt(next)) ? next : -1;
}

type Prefix = {
  /** Quote and list marks, and the indent level: "" for a line that begins neither. */
  signature: string;
  depth: number;
  /** Marks after the line's first list mark: quotes and lists that a new list item begins. */
  begun: number;
  /** Where the line's own words begin. */
  content: number;
  /** The rest of the line is a rule across the page. */
  rule: boolean;
};

/** The quote and list marks a line begins with; stops as soon as they are too deep. */
function prefixOf(text: string, start: number, end: number): Prefix {
  const tail = ruleTail(text, start, end);
  let p = start;
  let columns = 0;
  let depth = 0;
  let marks = "";
  let begun = -1;
  let ruleMarksLeft = -1;
  let rule = false;
  for (;;) {
    for (; p < end && isSpace(text.charCodeAt(p)); p += 1)
      columns += text.charCodeAt(p) === TAB ? 4 : 1;
    if (p >= end) break;
    if (p >= tail.from) {
      if (ruleMarksLeft < 0) {
        ruleMarksLeft = 0;
        for (let i = p; i < end; i += 1) if (text.charCodeAt(i) === tail.char) ruleMarksLeft += 1;
      }
      rule = ruleMarksLeft >= 3;
      if (rule) break;
    }
    const c = text.charCodeAt(p);
    let mark = c;
    let next = p + 1;
    if (c === GT) {
      if (next < end && isSpace(text.charCodeAt(next))) next += 1;
    } else {
      next = listMarkEnd(text, p, end);
      if (next < 0) break;
      mark = text.charCodeAt(next - 1);
      while (next < end && isSpace(text.charCodeAt(next))) next += 1;
      if (ruleMarksLeft > 0) ruleMarksLeft -= 1;
    }
    if (begun >= 0) begun += 1;
    else if (c !== GT) begun = 0;
    depth = Math.max(depth, marks.length + 1 + (columns >> 1));
    marks += String.fromCharCode(mark);
    p = next;
    if (depth > BODY_LIMITS.depth) break;
  }
  return {
    signature: marks && `${marks}${columns >> 1}`,
    depth,
    begun: Math.max(begun, 0),
    content: p,
    rule,
  };
}

/** A line of only `=` or only `-` (spaces after): a heading's underline after a paragraph. */
function isUnderline(text: string, from: number, end: number): boolean {
  const c = text.charCodeAt(from);
  if (c !== EQUALS && c !== DASH) return false;
  let i = from;
  while (i < end && text.charCodeAt(i) === c) i += 1;
  while (i < end && isSpace(text.charCodeAt(i))) i += 1;
  return i === end;
}

type Fence = { char: number; length: number };

/** A code fence opened at the line's very start (``` or ~~~, a backtick fence with no backtick after). */
function fenceAt(text: string, start: number, end: number): Fence | undefined {
  const char = text.charCodeAt(start);
  if (char !== BACKTICK && char !== TILDE) return undefined;
  let i = start;
  while (i < end && text.charCodeAt(i) === char) i += 1;
  if (i - start < 3) return undefined;
  if (char === BACKTICK)
    for (let j = i; j < end; j += 1) if (text.charCodeAt(j) === BACKTICK) return undefined;
  return { char, length: i - start };
}

/** The line closes `fence`: up to 3 spaces, as many fence characters or more, nothing after. */
function closesFence(text: string, start: number, end: number, fence: Fence): boolean {
  let i = start;
  while (i < end && i - start < 3 && text.charCodeAt(i) === SPACE) i += 1;
  const from = i;
  while (i < end && text.charCodeAt(i) === fence.char) i += 1;
  if (i - from < fence.length) return false;
  while (i < end && isSpace(text.charCodeAt(i))) i += 1;
  return i === end;
}

type Counts = { blocks: number; marks: number; links: number };

/** Counts a line's groups of `*`, `_` and `~` and its `[`; the first limit they go over. */
function countMarks(text: string, from: number, end: number, counts: Counts) {
  for (let i = from; i < end;) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) {
      i += 2;
      continue;
    }
    if (c === BRACKET && ++counts.links > BODY_LIMITS.links) return "links";
    if (c !== STAR && c !== UNDERSCORE && c !== TILDE) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < end && text.charCodeAt(j) === c) j += 1;
    if (++counts.marks > BODY_LIMITS.marks) return "marks";
    // A run with spaces on both sides is no emphasis at all (a blank to fill in).
    const touchesWord =
      (i > from && !isSpace(text.charCodeAt(i - 1))) || (j < end && !isSpace(text.charCodeAt(j)));
    if (c !== TILDE && j - i > BODY_LIMITS.run && touchesWord) return "run";
    i = j;
  }
  return undefined;
}

/**
 * The first limit `body` goes over, or undefined: one pass over its
 * characters, no regular expression. Where it cannot tell what the parser
 * will make of a line, it counts the more costly reading (code inside a list
 * counts; code fenced at the start of a line does not).
 */
export function bodyOverLimit(body: string): OverLimit | undefined {
  if (body.length > BODY_LIMITS.chars) return { limit: "chars", line: 1 };
  const counts: Counts = { blocks: 0, marks: 0, links: 0 };
  let fence: Fence | undefined;
  let previous = "";
  let previousBlank = true;
  let line = 0;
  for (let start = 0; start <= body.length;) {
    line += 1;
    let end = start;
    while (end < body.length && body.charCodeAt(end) !== LF && body.charCodeAt(end) !== CR)
      end += 1;
    const lineStart = start;
    start = body.charCodeAt(end) === CR && body.charCodeAt(end + 1) === LF ? end + 2 : end + 1;

    if (fence) {
      if (closesFence(body, lineStart, end, fence)) fence = undefined;
      [previous, previousBlank] = ["", false];
      continue;
    }
    const prefix = prefixOf(body, lineStart, end);
    if (prefix.depth > BODY_LIMITS.depth) return { limit: "depth", line };
    if (prefix.content === end && prefix.signature === "") {
      previousBlank = true;
      continue;
    }
    if (prefix.signature !== "" && prefix.signature !== previous) counts.blocks += 1;
    counts.blocks += prefix.begun;
    if (!previousBlank && isUnderline(body, prefix.content, end)) counts.blocks += 1;
    if (counts.blocks > BODY_LIMITS.blocks) return { limit: "blocks", line };
    [previous, previousBlank] = [prefix.signature, false];
    if (prefix.signature === "" && prefix.content === lineStart) {
      fence = fenceAt(body, lineStart, end);
      if (fence) continue;
    }
    if (prefix.rule) continue;
    const over = countMarks(body, prefix.content, end, counts);
    if (over) return { limit: over, line };
  }
  return undefined;
}
