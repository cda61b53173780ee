/**
 * Text-bearing artwork: our own accreditation badges (round seals) and certificate documents.
 * These are original designs; they deliberately do not imitate any accreditation body's logo.
 */
import { FONT, circle, escapeXml, f, g, line, palette, path, svgDoc, text } from "./svg";
import { bolt } from "./subjects";
import { certificates as contentCertificates } from "../../src/content/certificates.ts";
import {
  certificateSpec,
  certificateSvg,
  type CertSpec,
} from "../../src/lib/certificates/drawing.ts";

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

/**
 * The certificates as drawn, in content order (the drawing itself is src/lib/certificates/drawing.ts,
 * which the server also uses to redraw a certificate whose number or dates the desk changed).
 */
export const certificates: CertSpec[] = contentCertificates.map(certificateSpec);

export { certificateSvg, type CertSpec };
