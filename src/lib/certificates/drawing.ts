/**
 * A certificate's drawing (600 x 850 SVG): the lab's own rendering of the
 * document, with its number, standard and dates. The picture generator draws
 * the files in public/images/certificates with it (tools/media/documents.ts),
 * and the server draws a certificate again when the desk changes its number or
 * dates (lib/certificates/pictures.ts). Relative imports only: the generator's
 * own tsconfig (tools/) reads this file too.
 */
import { certificateDrawingWords as words, type Certificate } from "../../content/certificates";
import { formatLongDateIN } from "../format";
import {
  FONT,
  bolt,
  circle,
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
} from "../drawing/svg";

function starburst(cx: number, cy: number, r1: number, r2: number, n: number): Pt[] {
  const p: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const r = i % 2 ? r2 : r1;
    p.push([cx + Math.sin(a) * r, cy - Math.cos(a) * r]);
  }
  return p;
}

/** What a certificate's drawing shows: its facts, its dates as written on it, and an accent colour. */
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
    text(cx, 292, words.certify, {
      ...textAttrs,
      "font-size": 15,
      "font-style": "italic",
      fill: palette.grey,
    }) +
    text(cx, 334, words.holder.name, {
      ...textAttrs,
      "font-size": 21,
      "font-weight": 700,
      fill: palette.deepBlue,
    }) +
    text(cx, 362, words.holder.city, {
      ...textAttrs,
      "font-size": 21,
      "font-weight": 700,
      fill: palette.deepBlue,
    }) +
    text(cx, 388, words.address, {
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
      text(130, 548, words.number, { fill: palette.grey }) +
        text(270, 548, spec.number, { "font-weight": 700 }) +
        text(130, 573, words.standard, { fill: palette.grey }) +
        text(270, 573, spec.standard, { "font-weight": 700 }) +
        text(130, 598, words.dates, { fill: palette.grey }) +
        text(270, 598, words.dateRange(spec.issued, spec.valid), {
          "font-weight": 700,
          "font-size": 12,
        }),
    ) +
    signature(92, 712, index) +
    line(80, 722, 220, 722, { stroke: navy, "stroke-width": 1 }) +
    text(150, 740, words.signatory, { ...textAttrs, "font-size": 11, fill: palette.grey }) +
    signature(262, 712, index + 1) +
    line(250, 722, 390, 722, { stroke: navy, "stroke-width": 1 }) +
    text(320, 740, words.director, { ...textAttrs, "font-size": 11, fill: palette.grey }) +
    seal +
    text(cx, 772, words.illustrative, {
      ...textAttrs,
      "font-size": 9.5,
      fill: palette.grey,
    });
  return svgDoc(W, H, body);
}

/** A certificate's facts as drawn: its dates written as on the certificate ("14 March 2026"). */
export function certificateSpec(
  certificate: Pick<
    Certificate,
    "title" | "kicker" | "number" | "scope" | "standard" | "issued" | "validUntil"
  >,
  index: number,
): CertSpec {
  return {
    title: certificate.title,
    kicker: certificate.kicker,
    number: certificate.number,
    scope: certificate.scope,
    standard: certificate.standard,
    issued: formatLongDateIN(certificate.issued),
    valid: formatLongDateIN(certificate.validUntil),
    accent: index % 2 ? palette.amber : palette.orange,
  };
}
