/**
 * Text-bearing artwork: our own accreditation badges (round seals) and certificate documents.
 * These are original designs; they deliberately do not imitate any accreditation body's logo.
 */
import {
  FONT,
  circle,
  escapeXml,
  f,
  g,
  line,
  palette,
  path,
  polygon,
  rect,
  svgDoc,
  text,
  type Pt,
} from "./svg";
import { bolt } from "./subjects";
import { certificates as contentCertificates } from "../../src/content/certificates.ts";
import { formatLongDateIN } from "../../src/lib/format.ts";

/* Approximate advance widths (em) of uppercase Arial/Inter glyphs, for laying text on a circle. */
const ADV: Record<string, number> = {
  A: 0.67,
  B: 0.67,
  C: 0.72,
  D: 0.72,
  E: 0.67,
  F: 0.61,
  G: 0.78,
  H: 0.72,
  I: 0.28,
  J: 0.5,
  K: 0.67,
  L: 0.56,
  M: 0.83,
  N: 0.72,
  O: 0.78,
  P: 0.67,
  Q: 0.78,
  R: 0.72,
  S: 0.67,
  T: 0.61,
  U: 0.72,
  V: 0.67,
  W: 0.94,
  X: 0.67,
  Y: 0.67,
  Z: 0.61,
  " ": 0.3,
  "/": 0.3,
  ":": 0.3,
  ".": 0.3,
  "&": 0.72,
  "-": 0.36,
};
const adv = (ch: string) => ADV[ch] ?? 0.56;

/**
 * Lay uppercase text along an arc centred at angle `mid` (degrees, 0 = top, clockwise).
 * Top arcs read clockwise with glyph tops outward; bottom arcs read anticlockwise, upright.
 */
function arcText(
  str: string,
  cx: number,
  cy: number,
  r: number,
  size: number,
  where: "top" | "bottom",
  attrs: Record<string, string | number>,
  tracking = 0.1,
): string {
  const widths = [...str].map((ch) => (adv(ch) + tracking) * size);
  const total = widths.reduce((a, b) => a + b, 0);
  const sweep = (total / r) * (180 / Math.PI);
  const dir = where === "top" ? 1 : -1;
  const mid = where === "top" ? 0 : 180;
  let acc = 0;
  let out = "";
  [...str].forEach((ch, i) => {
    const wch = widths[i] ?? 0;
    const centre = acc + wch / 2;
    acc += wch;
    if (ch === " ") return;
    const ang = mid + dir * (-sweep / 2 + (centre / total) * sweep);
    const rad = (ang * Math.PI) / 180;
    const x = cx + r * Math.sin(rad);
    const y = cy - r * Math.cos(rad);
    const rot = where === "top" ? ang : ang - 180;
    out += `<text x="${f(x)}" y="${f(y)}" transform="rotate(${f(rot)} ${f(x)} ${f(y)})">${escapeXml(ch)}</text>`;
  });
  return g(
    {
      "font-family": FONT,
      "font-size": size,
      "font-weight": 700,
      "text-anchor": "middle",
      ...attrs,
    },
    out,
  );
}

function starburst(cx: number, cy: number, r1: number, r2: number, n: number): Pt[] {
  const p: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const r = i % 2 ? r2 : r1;
    p.push([cx + Math.sin(a) * r, cy - Math.cos(a) * r]);
  }
  return p;
}

/* ------------------------------------------------------------------ badges */

interface BadgeSpec {
  top: string;
  bottom: string;
  ring: string;
  accent: string;
  centre: "bolt-check" | "check" | "dial";
  caption: string;
}

export const badges: Record<"nabl" | "iso-9001" | "iec-17025", BadgeSpec> = {
  nabl: {
    top: "NABL ACCREDITED LAB",
    bottom: "TESTING & CALIBRATION",
    ring: palette.navy,
    accent: palette.orange,
    centre: "bolt-check",
    caption: "ISO/IEC 17025",
  },
  "iso-9001": {
    top: "ISO 9001:2015 CERTIFIED",
    bottom: "QUALITY MANAGEMENT",
    ring: palette.deepBlue,
    accent: palette.amber,
    centre: "check",
    caption: "QMS",
  },
  "iec-17025": {
    top: "ISO/IEC 17025:2017",
    bottom: "LABORATORY COMPETENCE",
    ring: palette.navy,
    accent: palette.amber,
    centre: "dial",
    caption: "17025",
  },
};

export function badgeSvg(spec: BadgeSpec): string {
  const c = 120;
  let centre = "";
  if (spec.centre === "bolt-check") {
    centre =
      circle(c, c - 10, 34, { fill: palette.steel, stroke: spec.ring, "stroke-width": 3 }) +
      bolt(spec.accent, { x: c, y: c - 10, s: 1.2 }, spec.ring);
  } else if (spec.centre === "check") {
    centre =
      circle(c, c - 10, 34, { fill: palette.steel, stroke: spec.ring, "stroke-width": 3 }) +
      path(`M${c - 16} ${c - 10}l11 11l21 -23`, {
        fill: "none",
        stroke: palette.orange,
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      });
  } else {
    let ticks = "";
    for (let i = 0; i <= 8; i++) {
      const a = ((-120 + i * 30) * Math.PI) / 180;
      ticks += `M${f(c + Math.sin(a) * 22)} ${f(c - 10 - Math.cos(a) * 22)}L${f(c + Math.sin(a) * 28)} ${f(c - 10 - Math.cos(a) * 28)}`;
    }
    centre =
      circle(c, c - 10, 34, { fill: palette.steel, stroke: spec.ring, "stroke-width": 3 }) +
      path(ticks, { stroke: spec.ring, "stroke-width": 2.5, "stroke-linecap": "round" }) +
      line(c, c - 10, c + 14, c - 26, {
        stroke: palette.orange,
        "stroke-width": 4,
        "stroke-linecap": "round",
      }) +
      circle(c, c - 10, 4.5, { fill: spec.ring });
  }
  const body =
    circle(c, c, 116, { fill: spec.ring }) +
    circle(c, c, 110, { fill: "none", stroke: spec.accent, "stroke-width": 2 }) +
    circle(c, c, 78, { fill: palette.white }) +
    circle(c, c, 73, {
      fill: "none",
      stroke: spec.ring,
      "stroke-width": 1.5,
      "stroke-dasharray": "3 4",
    }) +
    arcText(spec.top, c, c, 88, 15, "top", { fill: palette.white }) +
    arcText(spec.bottom, c, c, 100, 11.5, "bottom", { fill: palette.white }, 0.14) +
    circle(c - 94, c + 8, 3, { fill: spec.accent }) +
    circle(c + 94, c + 8, 3, { fill: spec.accent }) +
    centre +
    text(c, c + 46, spec.caption, {
      "font-size": spec.caption.length > 8 ? 13 : 15,
      "font-weight": 700,
      "text-anchor": "middle",
      fill: spec.ring,
      "letter-spacing": 0.5,
    });
  return svgDoc(240, 240, body);
}

/* ------------------------------------------------------------------ certificates */

/** What a certificate drawing shows: the content's facts (src/content/certificates.ts) and an accent colour. */
export interface CertSpec {
  title: string;
  kicker: string;
  number: string;
  scope: readonly string[];
  standard: string;
  issued: string;
  valid: string;
  accent: string;
}

/** The certificates as drawn, in content order, dates written as on the certificate ("14 March 2026"). */
export const certificates: CertSpec[] = contentCertificates.map((c, i) => ({
  title: c.title,
  kicker: c.kicker,
  number: c.number,
  scope: c.scope,
  standard: c.standard,
  issued: formatLongDateIN(c.issued),
  valid: formatLongDateIN(c.validUntil),
  accent: i % 2 ? palette.amber : palette.orange,
}));

function guilloche(x0: number, x1: number, y: number, amp: number, color: string): string {
  let d1 = "";
  let d2 = "";
  const n = 120;
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const a = (i / n) * Math.PI * 2 * 14;
    d1 += `${i ? "L" : "M"}${f(x)} ${f(y + Math.sin(a) * amp)}`;
    d2 += `${i ? "L" : "M"}${f(x)} ${f(y + Math.sin(a + Math.PI) * amp)}`;
  }
  return path(d1 + d2, { fill: "none", stroke: color, "stroke-width": 1, opacity: 0.55 });
}

function signature(x: number, y: number, seed: number): string {
  const k = seed % 3;
  const d = [
    `M${x} ${y}c8 -18 14 -22 16 -8s-4 14 4 2 10 -16 14 -4 6 10 12 -2 8 -6 16 2 10 -4 20 -6`,
    `M${x} ${y - 4}c10 -12 6 8 16 -6s4 12 14 0 12 -10 14 2 10 6 18 -8c4 -6 8 8 22 2`,
    `M${x} ${y}c4 -20 18 -20 14 -2s10 -14 16 -6 4 10 14 0 14 -12 18 -2 10 4 22 -4`,
  ][k]!;
  return path(d, {
    fill: "none",
    stroke: palette.deepBlue,
    "stroke-width": 1.6,
    "stroke-linecap": "round",
  });
}

export function certificateSvg(spec: CertSpec, index: number): string {
  const W = 600;
  const H = 850;
  const cx = W / 2;
  const navy = palette.navy;
  let corners = "";
  for (const [x, y] of [
    [40, 40],
    [560, 40],
    [40, 810],
    [560, 810],
  ] as const) {
    corners += polygon(
      [
        [x, y - 12],
        [x + 12, y],
        [x, y + 12],
        [x - 12, y],
      ],
      { fill: spec.accent, stroke: navy, "stroke-width": 1.5 },
    );
  }
  const sx = 482;
  const sy = 700;
  const seal =
    polygon(
      [
        [sx - 23, sy + 30],
        [sx - 35, sy + 88],
        [sx - 17, sy + 78],
        [sx - 7, sy + 94],
        [sx - 1, sy + 38],
      ],
      { fill: spec.accent },
    ) +
    polygon(
      [
        [sx + 23, sy + 30],
        [sx + 35, sy + 88],
        [sx + 17, sy + 78],
        [sx + 7, sy + 94],
        [sx + 1, sy + 38],
      ],
      { fill: palette.deepBlue },
    ) +
    polygon(starburst(sx, sy, 46, 40, 28), { fill: spec.accent }) +
    circle(sx, sy, 36, { fill: navy }) +
    circle(sx, sy, 30, {
      fill: "none",
      stroke: palette.amber,
      "stroke-width": 1.2,
      "stroke-dasharray": "2 3",
    }) +
    bolt(palette.amber, { x: sx, y: sy, s: 0.9 });
  const textAttrs = { "text-anchor": "middle" };
  const body =
    rect(0, 0, W, H, { fill: "#fbfcfe" }) +
    rect(14, 14, W - 28, H - 28, { fill: "none", stroke: navy, "stroke-width": 6 }) +
    rect(26, 26, W - 52, H - 52, { fill: "none", stroke: spec.accent, "stroke-width": 1.5 }) +
    rect(34, 34, W - 68, H - 68, { fill: "none", stroke: navy, "stroke-width": 0.8 }) +
    corners +
    guilloche(60, 540, 60, 6, palette.deepBlue) +
    guilloche(60, 540, 790, 6, palette.deepBlue) +
    // watermark
    circle(cx, 470, 150, { fill: "none", stroke: palette.steel, "stroke-width": 18 }) +
    bolt(palette.steel, { x: cx, y: 470, s: 5.4 }) +
    // header mark
    circle(cx, 118, 30, { fill: navy }) +
    circle(cx, 118, 24, { fill: "none", stroke: spec.accent, "stroke-width": 2 }) +
    bolt(palette.amber, { x: cx, y: 118, s: 0.85 }) +
    text(cx, 182, spec.kicker, {
      ...textAttrs,
      "font-size": 13,
      "font-weight": 700,
      fill: palette.grey,
      "letter-spacing": 3,
    }) +
    text(cx, 222, spec.title, {
      ...textAttrs,
      "font-size": spec.title.length > 34 ? 23 : 28,
      "font-weight": 700,
      fill: navy,
    }) +
    line(cx - 90, 242, cx + 90, 242, {
      stroke: spec.accent,
      "stroke-width": 2.5,
      "stroke-linecap": "round",
    }) +
    text(cx, 292, "This is to certify that", {
      ...textAttrs,
      "font-size": 15,
      "font-style": "italic",
      fill: palette.grey,
    }) +
    text(cx, 334, "Malwa Electrotest Laboratories Pvt. Ltd.,", {
      ...textAttrs,
      "font-size": 21,
      "font-weight": 700,
      fill: palette.deepBlue,
    }) +
    text(cx, 362, "Indore", {
      ...textAttrs,
      "font-size": 21,
      "font-weight": 700,
      fill: palette.deepBlue,
    }) +
    text(cx, 388, "Plot 14, Sector E, Sanwer Road Industrial Area, Indore, Madhya Pradesh", {
      ...textAttrs,
      "font-size": 11,
      fill: palette.grey,
    }) +
    spec.scope
      .map((l, i) => text(cx, 436 + i * 22, l, { ...textAttrs, "font-size": 13.5, fill: navy }))
      .join("") +
    rect(110, 520, 380, 96, { rx: 6, fill: palette.steel, opacity: 0.75 }) +
    g(
      { "font-family": FONT, "font-size": 13, fill: navy },
      text(130, 548, "Certificate No.", { fill: palette.grey }) +
        text(270, 548, spec.number, { "font-weight": 700 }) +
        text(130, 573, "Standard", { fill: palette.grey }) +
        text(270, 573, spec.standard, { "font-weight": 700 }) +
        text(130, 598, "Issued / Valid until", { fill: palette.grey }) +
        text(270, 598, `${spec.issued} – ${spec.valid}`, { "font-weight": 700, "font-size": 12 }),
    ) +
    signature(92, 712, index) +
    line(80, 722, 220, 722, { stroke: navy, "stroke-width": 1 }) +
    text(150, 740, "Authorised Signatory", { ...textAttrs, "font-size": 11, fill: palette.grey }) +
    signature(262, 712, index + 1) +
    line(250, 722, 390, 722, { stroke: navy, "stroke-width": 1 }) +
    text(320, 740, "Technical Director", { ...textAttrs, "font-size": 11, fill: palette.grey }) +
    seal +
    text(cx, 772, "Illustrative rendering; original available on request", {
      ...textAttrs,
      "font-size": 9.5,
      fill: palette.grey,
    });
  return svgDoc(W, H, body);
}
