/**
 * Tiny SVG toolkit for the illustration generator: palette, themes, element helpers,
 * deterministic randomness and the shared backgrounds (soft grid + circuit traces).
 *
 * Everything returns plain strings so drawings compose by concatenation.
 */

import {
  el,
  f,
  g,
  palette,
  pts,
  rect,
  circle,
  path,
  type Attrs,
  type Place,
  type Pt,
} from "../../src/lib/drawing/svg.ts";

/* The palette, the element helpers and the bolt live in src/lib/drawing/svg.ts: the server draws
   with them too (a certificate redrawn after the desk changed its dates). */
export {
  FONT,
  bolt,
  circle,
  el,
  escapeXml,
  f,
  g,
  line,
  palette,
  path,
  polygon,
  pts,
  rect,
  svgDoc,
  text,
  type Attrs,
  type Place,
  type Pt,
} from "../../src/lib/drawing/svg.ts";

/** Colours a subject drawing uses; one set per background kind. */
export interface Theme {
  kind: "light" | "dark" | "mono";
  /** outline */
  line: string;
  /** main body fill */
  fill: string;
  /** secondary / shaded fill */
  fill2: string;
  /** deepest fill (holes, screens) */
  fill3: string;
  /** accent strokes and small fills */
  accent: string;
  /** soft accent fill */
  accentFill: string;
  /** faint detail lines */
  muted: string;
  /** screens / glass */
  screen: string;
  /** waveform / glowing detail */
  glow: string;
}

export const light: Theme = {
  kind: "light",
  line: palette.navy,
  fill: palette.white,
  fill2: palette.steel,
  fill3: palette.steelDark,
  accent: palette.orange,
  accentFill: palette.orangeSoft,
  muted: palette.grey,
  screen: palette.navy,
  glow: palette.amber,
};

export const dark: Theme = {
  kind: "dark",
  line: palette.steel,
  fill: palette.deepBlue,
  fill2: palette.blueLift,
  fill3: palette.navyDeep,
  accent: palette.amber,
  accentFill: palette.orange,
  muted: "#7f96b2",
  screen: palette.navyDeep,
  glow: palette.amber,
};

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...a });
export const polyline = (p: readonly Pt[], a: Attrs = {}) =>
  el("polyline", { points: pts(p), ...a });

/** Deterministic PRNG (mulberry32) so regenerated files are byte-identical. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Open a subject group: translate/scale to the place and set shared stroke styling so that the
 * rendered outline stays `sw` px wide whatever the scale. `w(n)` converts a px width to local units.
 */
export function subject(
  t: Theme,
  p: Place,
  draw: (w: (px: number) => number) => string,
  sw = 2.5,
): string {
  const s = p.s ?? 1;
  const w = (px: number) => px / s;
  const tr =
    `translate(${f(p.x)} ${f(p.y)})` +
    (s !== 1 || p.flip ? ` scale(${p.flip ? "-" : ""}${+s.toFixed(3)} ${+s.toFixed(3)})` : "");
  return g(
    {
      transform: tr,
      fill: "none",
      stroke: t.line,
      "stroke-width": +(sw / s).toFixed(3),
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    },
    draw(w),
  );
}

/* ------------------------------------------------------------------ backgrounds */

/** Random right-angle/45° circuit traces ending in pads, kept inside [x0,x1]×[y0,y1]. */
export function traces(
  seed: number,
  count: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  stroke: string,
  opacity: number,
  step = 40,
): string {
  const r = rng(seed);
  let d = "";
  let pads = "";
  for (let i = 0; i < count; i++) {
    let x = box.x0 + Math.round((r() * (box.x1 - box.x0)) / step) * step;
    let y = box.y0 + Math.round((r() * (box.y1 - box.y0)) / step) * step;
    const start: Pt = [x, y];
    d += `M${f(x)} ${f(y)}`;
    const segs = 2 + Math.floor(r() * 3);
    let dir = r() < 0.5 ? 1 : -1;
    for (let s = 0; s < segs; s++) {
      if (s % 2 === 0) {
        const len = step * (1 + Math.floor(r() * 4));
        x = Math.max(box.x0, Math.min(box.x1, x + dir * len));
        d += `H${f(x)}`;
      } else {
        const len = step * (1 + Math.floor(r() * 2)) * 0.5;
        const dy = r() < 0.5 ? len : -len;
        if (y + dy < box.y0 || y + dy > box.y1) continue;
        x += dir * Math.abs(dy);
        y += dy;
        d += `L${f(x)} ${f(y)}`;
      }
      if (r() < 0.2) dir = -dir;
    }
    pads += circle(start[0], start[1], 3.5) + circle(x, y, 3.5);
  }
  return (
    path(d, { fill: "none", stroke, "stroke-width": 1.5, opacity, "stroke-linejoin": "round" }) +
    g({ fill: "none", stroke, "stroke-width": 1.5, opacity }, pads)
  );
}

export interface DarkBgOptions {
  seed: number;
  /** fraction of the width, from the left, that stays calm (for overlaid text) */
  calm?: number;
  glowX?: number;
  glowY?: number;
  glowR?: number;
  grid?: number;
  base?: string;
}

/** Dark navy backdrop: gradient, soft glow behind the subject, faint grid, circuit traces. */
export function darkBackground(
  w: number,
  h: number,
  o: DarkBgOptions,
): { defs: string; body: string } {
  const calm = o.calm ?? 0;
  const grid = o.grid ?? 40;
  const gx = (o.glowX ?? 0.7) * w;
  const gy = (o.glowY ?? 0.5) * h;
  const gr = (o.glowR ?? 0.45) * Math.max(w, h);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${o.base ?? palette.navy}"/><stop offset="1" stop-color="${palette.navyDeep}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${f(gx)}" cy="${f(gy)}" r="${f(gr)}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${palette.blueLift}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.blueLift}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="grid" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse">` +
    `<path d="M${grid} 0H0V${grid}" fill="none" stroke="${palette.blueLift}" stroke-width="1" opacity=".35"/></pattern>` +
    (calm > 0
      ? `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0">` +
        `<stop offset="0" stop-color="${palette.navyDeep}" stop-opacity=".92"/>` +
        `<stop offset="${f(calm * 0.75)}" stop-color="${palette.navyDeep}" stop-opacity=".7"/>` +
        `<stop offset="${f(Math.min(0.95, calm + 0.12))}" stop-color="${palette.navyDeep}" stop-opacity="0"/></linearGradient>`
      : "");
  const tx0 = calm > 0 ? w * (calm + 0.02) : 0;
  const body =
    rect(0, 0, w, h, { fill: "url(#bg)" }) +
    rect(0, 0, w, h, { fill: "url(#glow)" }) +
    rect(0, 0, w, h, { fill: "url(#grid)" }) +
    traces(
      o.seed,
      Math.round((w - tx0) / 160),
      { x0: tx0, y0: 20, x1: w - 20, y1: h - 20 },
      palette.blueLift,
      0.7,
      grid,
    ) +
    (calm > 0 ? rect(0, 0, w, h, { fill: "url(#calm)" }) : "");
  return { defs, body };
}

export interface LightBgOptions {
  seed: number;
  blobX?: number;
  blobY?: number;
  blobR?: number;
  base?: string;
}

/** Light steel backdrop: paper tone, faint grid, a soft disc behind the subject, a few traces. */
export function lightBackground(
  w: number,
  h: number,
  o: LightBgOptions,
): { defs: string; body: string } {
  const bx = (o.blobX ?? 0.5) * w;
  const by = (o.blobY ?? 0.48) * h;
  const br = (o.blobR ?? 0.36) * Math.min(w, h);
  const defs =
    `<pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse">` +
    `<path d="M32 0H0V32" fill="none" stroke="${palette.steelDark}" stroke-width="1" opacity=".55"/></pattern>` +
    `<radialGradient id="blob" cx=".5" cy=".5" r=".5"><stop offset=".6" stop-color="${palette.steel}"/><stop offset="1" stop-color="${palette.steel}" stop-opacity="0"/></radialGradient>`;
  const body =
    rect(0, 0, w, h, { fill: o.base ?? palette.paper }) +
    rect(0, 0, w, h, { fill: "url(#grid)" }) +
    traces(
      o.seed,
      Math.round(w / 130),
      { x0: 16, y0: 16, x1: w - 16, y1: h - 16 },
      "#b9c9da",
      0.7,
      32,
    ) +
    circle(bx, by, br * 1.25, { fill: "url(#blob)" });
  return { defs, body };
}

/** Soft contact shadow under a standing subject. */
export function shadow(t: Theme, x: number, y: number, rx: number, ry = rx * 0.12): string {
  return ellipse(x, y, rx, ry, {
    fill: t.kind === "dark" ? palette.navyDeep : palette.navy,
    opacity: t.kind === "dark" ? 0.6 : 0.08,
  });
}

/** Smooth sine wave polyline path from x0 to x1. */
export function sinePath(
  x0: number,
  x1: number,
  y: number,
  amp: number,
  period: number,
  phase = 0,
): string {
  const n = Math.max(8, Math.round((x1 - x0) / (period / 12)));
  let d = "";
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const yy = y - amp * Math.sin(((x - x0) / period) * Math.PI * 2 + phase);
    d += `${i === 0 ? "M" : "L"}${f(x)} ${f(yy)}`;
  }
  return d;
}

/** A small zig-zag spark/arc between two points (lightning look). */
export function sparkPath(seed: number, a: Pt, b: Pt, kinks = 5, jitter = 10): string {
  const r = rng(seed);
  let d = `M${f(a[0])} ${f(a[1])}`;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  for (let i = 1; i < kinks; i++) {
    const t = i / kinks;
    const j = (r() - 0.5) * 2 * jitter;
    d += `L${f(a[0] + dx * t + nx * j)} ${f(a[1] + dy * t + ny * j)}`;
  }
  return d + `L${f(b[0])} ${f(b[1])}`;
}
