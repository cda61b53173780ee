/**
 * What each toolbar button does to the Body: the text, the selection's start
 * and end in, and the new text and selection out. Pure, so it is tested alone.
 */
export type TextState = { text: string; start: number; end: number };

const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;

/** Puts `before` and `after` around the selection (or around `sample`, selected, when nothing is). */
export function wrap(state: TextState, before: string, after: string, sample: string): TextState {
  const chosen = state.text.slice(state.start, state.end) || sample;
  const text =
    state.text.slice(0, state.start) + before + chosen + after + state.text.slice(state.end);
  const start = state.start + before.length;
  return { text, start, end: start + chosen.length };
}

/**
 * Starts every selected line with `prefix` (a numbered list counts 1., 2., …);
 * with nothing selected, adds one line with `sample`.
 */
export function prefixLines(
  state: TextState,
  prefix: (index: number) => string,
  sample: string,
): TextState {
  const from = lineStart(state.text, state.start);
  const selected = state.text.slice(from, state.end);
  const lines = (selected.trim() ? selected : sample).split("\n");
  const block = lines
    .map((line, i) => `${prefix(i)}${line.replace(/^(#+|[-*]|\d+\.)\s+/, "")}`)
    .join("\n");
  // A list or heading needs a blank line before it to be one.
  const gap = from > 0 && !state.text.slice(0, from).endsWith("\n\n") ? "\n" : "";
  const text = state.text.slice(0, from) + gap + block + state.text.slice(from + selected.length);
  const start = from + gap.length;
  return { text, start, end: start + block.length };
}

/** Inserts a block (a table, a picture) on its own lines after the selection. */
export function insertBlock(state: TextState, block: string): TextState {
  const head = state.text.slice(0, state.end);
  const before =
    head === "" ? "" : head.endsWith("\n\n") ? "" : head.endsWith("\n") ? "\n" : "\n\n";
  const text = `${head}${before}${block}\n\n${state.text.slice(state.end).replace(/^\n+/, "")}`;
  const start = head.length + before.length;
  return { text, start, end: start + block.length };
}

/** A small table: a header row, its rule and one row of cells. */
export function tableMarkdown(headers: readonly string[], cells: readonly string[]): string {
  const row = (values: readonly string[]) => `| ${values.join(" | ")} |`;
  return [row(headers), row(headers.map(() => "---")), row(cells)].join("\n");
}
