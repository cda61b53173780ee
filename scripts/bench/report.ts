/** The budget and the table of medians checked against it. */
import type { Metrics } from "./lighthouse";

export const budget = {
  score: 100, // performance, accessibility, best practices and SEO
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  jsKb: 20,
} as const;

/**
 * Routes whose first screen holds a form. The form is a React island
 * (React, react-hook-form, zod) that hydrates as soon as it is on screen, so
 * its code is fetched during the load Lighthouse measures and cannot fit in
 * the JS limit. That limit is the only one they are exempt from.
 */
export const FORM_ROUTES: readonly string[] = ["/", "/contact", "/feedback"];

export const REFERENCE = "(reference)";

export type Row = { route: string; median: Metrics };

type Column = {
  label: string;
  key: keyof Metrics;
  format: (value: number) => string;
  /** Undefined when the column is for information only. */
  ok?: (value: number, route: string) => boolean;
};

const score = (value: number) => value >= budget.score;
const cls = (value: number) => (value === 0 ? "0" : value < 0.001 ? "<0.001" : value.toFixed(3));

const columns: Column[] = [
  { label: "perf", key: "perf", format: String, ok: score },
  { label: "a11y", key: "a11y", format: String, ok: score },
  { label: "best pr.", key: "bp", format: String, ok: score },
  { label: "SEO", key: "seo", format: String, ok: score },
  { label: "LCP ms", key: "lcpMs", format: (v) => v.toFixed(0), ok: (v) => v <= budget.lcpMs },
  { label: "TBT ms", key: "tbtMs", format: (v) => v.toFixed(0), ok: (v) => v <= budget.tbtMs },
  { label: "CLS", key: "cls", format: cls, ok: (v) => v <= budget.cls },
  {
    label: "JS KB",
    key: "jsKb",
    format: (v) => v.toFixed(1),
    ok: (v, route) => FORM_ROUTES.includes(route) || v <= budget.jsKb,
  },
  { label: "transfer KB", key: "transferKb", format: (v) => v.toFixed(0) },
];

/** The reference page is measured but not checked. */
const missed = (c: Column, { route, median }: Row) =>
  route !== REFERENCE && c.ok !== undefined && !c.ok(median[c.key], route);

/** What a route misses, as "LCP ms 1350". */
export function misses(row: Row): string[] {
  return columns
    .filter((c) => missed(c, row))
    .map((c) => `${c.label} ${c.format(row.median[c.key])}`);
}

/** A markdown table, padded so that it also reads as plain text. */
export function table(rows: Row[]): string[] {
  const cells = rows.map((row) => [
    row.route,
    ...columns.map((c) => {
      const text = c.format(row.median[c.key]);
      if (missed(c, row)) return `${text} ✗`;
      if (c.key === "jsKb" && FORM_ROUTES.includes(row.route)) return `${text} *`;
      return text;
    }),
  ]);
  const header = ["route", ...columns.map((c) => c.label)];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i ? "-".repeat(w - 1) + ":" : "-".repeat(w))).join(" | ")} |`;
  return [line(header), rule, ...cells.map(line)];
}

export const legend = [
  `✗ misses the budget. * first screen holds a form: exempt from the JS limit only.`,
  `Budget on every route: performance, accessibility, best practices and SEO ${budget.score}; ` +
    `LCP <= ${budget.lcpMs} ms; TBT <= ${budget.tbtMs} ms; CLS ${budget.cls}; ` +
    `JS transferred during the load <= ${budget.jsKb} KB (except ${FORM_ROUTES.join(", ")}).`,
  `JS KB: scripts transferred while Lighthouse loads the page (no scrolling, no input). ` +
    `transfer KB: everything transferred in that load.`,
  `${REFERENCE}: a static page served by the bench itself, not checked; ` +
    `when it scores below ${budget.score} the machine was noisy.`,
];
