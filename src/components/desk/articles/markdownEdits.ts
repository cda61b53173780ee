/**
 * What each toolbar button does to the Body: the text, the selection's start
 * and end in, and the new text and selection out. Pure, so it is tested alone.
 *
 * The rules the writer can count on: an insert puts a placeholder at the caret
 * and selects only the words to replace, never a Markdown mark, so typing keeps
 * the mark; what is already there is wrapped or changed only when the writer
 * selected it; after an insert the selection is the placeholder alone (or a
 * caret after what was inserted), so the next button never swallows it.
 */
export type TextState = { text: string; start: number; end: number };

const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const found = text.indexOf("\n", at);
  return found === -1 ? text.length : found;
};

/** Puts `before` and `after` around the selection (or around `sample`, selected, when nothing is). */
export function wrap(state: TextState, before: string, after: string, sample: string): TextState {
  const chosen = state.text.slice(state.start, state.end) || sample;
  const text =
    state.text.slice(0, state.start) + before + chosen + after + state.text.slice(state.end);
  const start = state.start + before.length;
  return { text, start, end: start + chosen.length };
}

/**
 * Puts `block` on lines of its own, a blank line before and after it: at the
 * caret when it is on an empty line, else after the caret's line (a block never
 * splits a sentence). Selects `select` ([from, to] inside the block), or puts
 * the caret after the block. `open`: at the very end of the text, no blank line
 * follows (a heading or a list item, which the writer goes on typing after).
 */
export function insertBlock(
  state: TextState,
  block: string,
  { select, open = false }: { select?: [number, number]; open?: boolean } = {},
): TextState {
  const at = lineEnd(state.text, state.end);
  const head = state.text.slice(0, at).replace(/\n+$/, "");
  const tail = state.text.slice(at).replace(/^\n+/, "");
  const before = head === "" ? "" : "\n\n";
  const after = tail === "" && open ? "" : "\n\n";
  const text = `${head}${before}${block}${after}${tail}`;
  const from = head.length + before.length;
  if (select) return { text, start: from + select[0], end: from + select[1] };
  const caret = from + block.length + after.length;
  return { text, start: caret, end: caret };
}

/** A line that is a row of a table (starts with `|`): lists and headings leave it alone. */
const isTableRow = (line: string) => /^\s*\|/.test(line);
/** A heading's or list item's mark at the start of a line. */
const MARK = /^\s*(#{1,6}\s+|[-*+]\s+|\d+[.)]\s+)/;

/** The whole lines the selection touches: [from, to) (a selection ending at a line's start leaves that line out). */
function selectedLines(state: TextState): [number, number] {
  const from = lineStart(state.text, state.start);
  const last =
    state.end > state.start && state.text[state.end - 1] === "\n" ? state.end - 1 : state.end;
  return [from, Math.max(from, lineEnd(state.text, last))];
}

/** A change of selected lines: the new text and the changed lines selected. */
function replaceLines(state: TextState, from: number, to: number, lines: string[]): TextState {
  const block = lines.join("\n");
  // A list or heading needs a blank line before it to be one.
  const gap = from > 0 && !state.text.slice(0, from).endsWith("\n\n") ? "\n" : "";
  const text = state.text.slice(0, from) + gap + block + state.text.slice(to);
  const start = from + gap.length;
  return { text, start, end: start + block.length };
}

/** An edit that may be refused: the state unchanged and why. */
export type LineEdit = TextState & { refused?: "tableRows" };

/**
 * Heading: with nothing selected, a new line "## " + the sample, the sample
 * selected; with lines selected, each plain one becomes a heading (its list or
 * heading mark replaced), table rows and blank lines left as they are.
 */
export function heading(state: TextState, sample: string): LineEdit {
  return markLines(state, () => "## ", sample);
}

/** Bullet list (or numbered, `numbered`), as `heading` does: table rows never become list items. */
export function list(state: TextState, sample: string, numbered = false): LineEdit {
  return markLines(state, (n) => (numbered ? `${n + 1}. ` : "- "), sample);
}

function markLines(state: TextState, mark: (n: number) => string, sample: string): LineEdit {
  if (state.start === state.end || !state.text.slice(state.start, state.end).trim()) {
    const first = mark(0);
    return insertBlock(state, first + sample, {
      select: [first.length, first.length + sample.length],
      open: true,
    });
  }
  const [from, to] = selectedLines(state);
  let n = 0;
  let fenced = false;
  let rows = 0;
  const lines = state.text
    .slice(from, to)
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || /^\s*(```|~~~)/.test(line) || !line.trim()) return line;
      if (isTableRow(line)) {
        rows += 1;
        return line;
      }
      const marked = `${mark(n)}${line.replace(MARK, "")}`;
      n += 1;
      return marked;
    });
  if (n === 0) return { ...state, ...(rows > 0 ? { refused: "tableRows" as const } : {}) };
  return replaceLines(state, from, to, lines);
}

/** A table: a header row, its rule and one row of cells; the first header cell's words selected. */
export function table(
  state: TextState,
  headers: readonly string[],
  cells: readonly string[],
): TextState {
  const block = tableMarkdown(headers, cells);
  return insertBlock(state, block, { select: [2, 2 + (headers[0] ?? "").length] });
}

/** A small table: a header row, its rule and one row of cells. */
export function tableMarkdown(headers: readonly string[], cells: readonly string[]): string {
  const row = (values: readonly string[]) => `| ${values.join(" | ")} |`;
  return [row(headers), row(headers.map(() => "---")), row(cells)].join("\n");
}

/** The words the link dialog starts with: the selection, when it is a few words on one line. */
export function linkTextOf(state: TextState): string {
  const chosen = state.text.slice(state.start, state.end);
  return chosen.includes("\n") || chosen.length > 200 ? "" : chosen.trim();
}

/**
 * An address a link may have: https:// or http:// with a host, mailto: with
 * an address, or a page of this site (/…, not //…); no spaces, no backslash.
 * Answers it as written in Markdown (brackets encoded), or undefined.
 */
export function linkAddress(value: string): string | undefined {
  const address = value.trim();
  if (!address || /[\s\\<>"`]/.test(address)) return undefined;
  const ok =
    /^https?:\/\/[^/?#@:]+(:\d+)?([/?#].*)?$/i.test(address) ||
    /^mailto:[^@/?#]+@[^@/?#]+\.[^@/?#]+(\?.*)?$/i.test(address) ||
    /^\/(?![/])/.test(address);
  return ok ? address.replace(/\(/g, "%28").replace(/\)/g, "%29") : undefined;
}

/**
 * `[text](address)` in place of the selection when the writer selected a few
 * words on one line (the dialog started with them), else at the caret; the
 * caret after it. `address` comes from linkAddress.
 */
export function insertLink(state: TextState, text: string, address: string): TextState {
  const words = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[[\]\\]/g, "\\$&");
  const link = `[${words}](${address})`;
  const replace = linkTextOf(state) !== "";
  const from = replace ? state.start : state.end;
  const to = state.end;
  const result = state.text.slice(0, from) + link + state.text.slice(to);
  const caret = from + link.length;
  return { text: result, start: caret, end: caret };
}

/** A picture's Markdown (from the library or an upload) on its own lines at the caret; the caret after it. */
export function insertPicture(state: TextState, markdown: string): TextState {
  return insertBlock(state, markdown);
}

/**
 * The least replacement that turns `before` into `after`: the textarea is
 * changed there only, so the browser's undo takes the toolbar's edit back.
 */
export function difference(
  before: string,
  after: string,
): { from: number; to: number; insert: string } {
  let from = 0;
  const most = Math.min(before.length, after.length);
  while (from < most && before[from] === after[from]) from += 1;
  let tail = 0;
  while (tail < most - from && before[before.length - 1 - tail] === after[after.length - 1 - tail])
    tail += 1;
  return { from, to: before.length - tail, insert: after.slice(from, after.length - tail) };
}
