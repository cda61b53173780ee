/**
 * The smallest SVG toolkit: the brand palette, element helpers and the
 * lightning bolt mark. The picture generators in tools/media build on it, and
 * so does the server where it draws a picture itself (a certificate whose
 * number or dates were changed on the desk: lib/certificates/drawing.ts).
 * Everything returns plain strings, so drawings compose by concatenation, and
 * every text passes through escapeXml.
 */

export const palette = {
  navy: "#0f2a4a",
  deepBlue: "#15406e",
  orange: "#c2410c",
  amber: "#f59e0b",
  steel: "#e8eef5",
  grey: "#64748b",
  white: "#ffffff",
  /* tints derived from the palette (used sparingly for shading) */
  navyDeep: "#0a1f38",
  blueLift: "#1d5289",
  blueMid: "#1a4a7c",
  steelDark: "#cdd9e6",
  paper: "#f5f8fb",
  amberSoft: "#fde9c4",
  orangeSoft: "#fbe1d3",
} as const;

export const FONT = "Inter, Arial, sans-serif";

/** Format a number compactly (one decimal at most). */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export type Attrs = Record<string, string | number | undefined | null | false>;

function attrs(a: Attrs = {}): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? f(v) : v}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, children?: string): string {
  return children === undefined || children === ""
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export const g = (a: Attrs, ...children: string[]) => el("g", a, children.join(""));
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) =>
  el("circle", { cx, cy, r, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, ...a });
export const path = (d: string, a: Attrs = {}) => el("path", { d, ...a });

export type Pt = readonly [number, number];
export const pts = (p: readonly Pt[]) => p.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
export const polygon = (p: readonly Pt[], a: Attrs = {}) => el("polygon", { points: pts(p), ...a });

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function text(x: number, y: number, content: string, a: Attrs = {}): string {
  return el("text", { x, y, "font-family": FONT, stroke: "none", ...a }, escapeXml(content));
}

/** Wrap content into a complete SVG document. */
export function svgDoc(w: number, h: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>\n`
  );
}

/** Where and how big a subject is drawn: (x, y) is its anchor, s its scale. */
export interface Place {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
}

/** The lab's lightning bolt, centred on the place. */
export function bolt(color: string, p: Place, outline?: string): string {
  const s = p.s ?? 1;
  return path("M4 -20L-10 3H0L-4 20L10 -3H0Z", {
    fill: color,
    stroke: outline ?? "none",
    "stroke-width": outline ? 1.5 / s : undefined,
    "stroke-linejoin": "round",
    transform: `translate(${f(p.x)} ${f(p.y)}) scale(${+s.toFixed(3)})`,
  });
}
