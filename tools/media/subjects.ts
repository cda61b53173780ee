/**
 * Reusable subject drawings. Each function draws one piece of equipment in its own local
 * coordinates and returns an SVG group placed by `Place` (anchor + scale).
 *
 * Anchor convention: standing things have their anchor at the bottom centre (ground contact,
 * drawing upwards into negative y); cross-sections and dials are anchored at their centre;
 * hanging things (insulator strings) at their top.
 */
import {
  circle,
  ellipse,
  f,
  g,
  line,
  path,
  polygon,
  polyline,
  rect,
  sinePath,
  subject,
  type Place,
  type Pt,
  type Theme,
  palette,
  bolt,
} from "./svg";

type W = (px: number) => number;

/* ------------------------------------------------------------------ shared parts */

/** A porcelain shed stack (side view) centred on x, from yBottom up to yTop. */
export function shedColumn(
  t: Theme,
  x: number,
  yBottom: number,
  yTop: number,
  rB: number,
  rS: number,
  n: number,
): string {
  let s = rect(x - rB, yTop, rB * 2, yBottom - yTop, { fill: t.fill2 });
  const step = (yBottom - yTop) / n;
  const h = Math.min(5, step * 0.3);
  for (let i = 0; i < n; i++) {
    const y = yBottom - (i + 0.55) * step;
    const r = i % 2 === 1 ? rS * 0.82 : rS;
    s += path(
      `M${f(x - rB)} ${f(y - h)}L${f(x - r)} ${f(y + h * 0.4)}L${f(x - r)} ${f(y + h)}H${f(x + r)}V${f(y + h * 0.4)}L${f(x + rB)} ${f(y - h)}Z`,
      { fill: t.fill2 },
    );
  }
  return s;
}

/** Seven-segment digits (drawn, no font) inside a box starting at x,y with digit height h. */
export function sevenSeg(
  str: string,
  x: number,
  y: number,
  h: number,
  color: string,
  sw: number,
): string {
  const map: Record<string, string> = {
    "0": "abcdef",
    "1": "bc",
    "2": "abged",
    "3": "abgcd",
    "4": "fgbc",
    "5": "afgcd",
    "6": "afgedc",
    "7": "abc",
    "8": "abcdefg",
    "9": "abcdfg",
    "-": "g",
  };
  const wd = h * 0.5;
  const gap = h * 0.22;
  let d = "";
  let cx = x;
  for (const ch of str) {
    if (ch === ".") {
      d += `M${f(cx - gap * 0.5)} ${f(y + h)}h0.1`;
      continue;
    }
    const segs = map[ch] ?? "";
    const x0 = cx;
    const x1 = cx + wd;
    const ym = y + h / 2;
    const y1 = y + h;
    const seg: Record<string, string> = {
      a: `M${f(x0 + 1)} ${f(y)}H${f(x1 - 1)}`,
      b: `M${f(x1)} ${f(y + 1)}V${f(ym - 1)}`,
      c: `M${f(x1)} ${f(ym + 1)}V${f(y1 - 1)}`,
      d: `M${f(x0 + 1)} ${f(y1)}H${f(x1 - 1)}`,
      e: `M${f(x0)} ${f(ym + 1)}V${f(y1 - 1)}`,
      f: `M${f(x0)} ${f(y + 1)}V${f(ym - 1)}`,
      g: `M${f(x0 + 1)} ${f(ym)}H${f(x1 - 1)}`,
    };
    for (const sgm of segs) d += seg[sgm] ?? "";
    cx += wd + gap;
  }
  return path(d, { stroke: color, "stroke-width": sw, fill: "none" });
}

/** Analog meter face: circle, tick arc and needle. */
function meterFace(t: Theme, x: number, y: number, r: number, w: W, value = 0.65): string {
  let ticks = "";
  for (let i = 0; i <= 10; i++) {
    const a = (-135 + i * 27) * (Math.PI / 180);
    const r1 = r * (i % 5 === 0 ? 0.62 : 0.72);
    const r2 = r * 0.82;
    ticks += `M${f(x + Math.sin(a) * r1)} ${f(y - Math.cos(a) * r1)}L${f(x + Math.sin(a) * r2)} ${f(y - Math.cos(a) * r2)}`;
  }
  const na = (-135 + value * 270) * (Math.PI / 180);
  return (
    circle(x, y, r, { fill: t.fill2 }) +
    path(ticks, { "stroke-width": w(1.2), stroke: t.muted }) +
    line(x, y, x + Math.sin(na) * r * 0.78, y - Math.cos(na) * r * 0.78, {
      stroke: t.accent,
      "stroke-width": w(2),
    }) +
    circle(x, y, r * 0.12, { fill: t.line, stroke: "none" })
  );
}

/** Scope-style screen with grid and waveform. */
function scopeScreen(
  t: Theme,
  x: number,
  y: number,
  wd: number,
  ht: number,
  w: W,
  phase = 0,
): string {
  let grid = "";
  for (let i = 1; i < 4; i++) grid += `M${f(x + (wd * i) / 4)} ${f(y)}V${f(y + ht)}`;
  for (let i = 1; i < 3; i++) grid += `M${f(x)} ${f(y + (ht * i) / 3)}H${f(x + wd)}`;
  return (
    rect(x, y, wd, ht, { rx: 4, fill: t.screen }) +
    path(grid, { stroke: palette.blueLift, "stroke-width": w(1), opacity: 0.8 }) +
    path(sinePath(x + 4, x + wd - 4, y + ht * 0.5, ht * 0.3, wd * 0.45, phase), {
      stroke: t.glow,
      "stroke-width": w(2),
    }) +
    path(sinePath(x + 4, x + wd - 4, y + ht * 0.5, ht * 0.16, wd * 0.45, phase + 2.1), {
      stroke: palette.steel,
      "stroke-width": w(1.4),
      opacity: 0.8,
    })
  );
}

/** Tube drawn as a thick outlined stroke (cables, conduits, HV leads). */
export function tube(t: Theme, d: string, width: number, w: W, fill = t.fill2): string {
  return (
    path(d, { stroke: t.line, "stroke-width": width + w(5) }) +
    path(d, { stroke: fill, "stroke-width": width })
  );
}

/* ------------------------------------------------------------------ transformer */

function bushing(t: Theme, x: number, yb: number, h: number, rS: number, n: number, w: W): string {
  return (
    rect(x - rS * 0.9, yb - 6, rS * 1.8, 6, { rx: 2, fill: t.fill3 }) +
    shedColumn(t, x, yb - 6, yb - h + 10, rS * 0.42, rS, n) +
    line(x, yb - h + 10, x, yb - h, { "stroke-width": w(3) }) +
    circle(x, yb - h, rS * 0.32, { fill: t.accent, stroke: t.line })
  );
}

/** Oil-filled distribution transformer. ~240 × 280, anchor bottom centre. */
export function transformer(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let fins = "";
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? -120 : 74;
      fins += rect(side < 0 ? -80 : 70, -146, 10, 8, { fill: t.fill3 });
      fins += rect(side < 0 ? -80 : 70, -50, 10, 8, { fill: t.fill3 });
      for (let i = 0; i < 6; i++) {
        fins += rect(x0 + i * 7.5, -156, 5.5, 122, {
          rx: 2.5,
          fill: t.fill2,
          "stroke-width": w(1.6),
        });
      }
      fins += rect(x0 - 2, -150, 47, 6, { rx: 2, fill: t.fill3, "stroke-width": w(1.6) });
      fins += rect(x0 - 2, -46, 47, 6, { rx: 2, fill: t.fill3, "stroke-width": w(1.6) });
    }
    const plate =
      rect(-32, -128, 64, 42, {
        rx: 3,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(1.8),
      }) +
      path("M-24 -116H24M-24 -106H14M-24 -96H20", { stroke: t.accent, "stroke-width": w(1.5) });
    let hv = "";
    for (const x of [-54, -28, -2]) hv += bushing(t, x, -188, 92, 11, 5, w);
    let lv = "";
    for (const x of [24, 40, 56, 72]) lv += bushing(t, x, -188, 40, 6.5, 2, w);
    return (
      rect(-104, -18, 208, 12, { rx: 3, fill: t.fill3 }) +
      circle(-74, -5, 6, { fill: t.fill }) +
      circle(74, -5, 6, { fill: t.fill }) +
      fins +
      rect(-72, -178, 144, 160, { rx: 6, fill: t.fill }) +
      path("M-72 -150H72M-72 -46H72", { stroke: t.muted, "stroke-width": w(1.5) }) +
      path("M-44 -150V-46M44 -150V-46", { stroke: t.muted, "stroke-width": w(1.2), opacity: 0.7 }) +
      plate +
      circle(-52, -30, 5, { fill: t.fill2 }) +
      line(-52, -30, -52, -18, { "stroke-width": w(2) }) +
      rect(-80, -190, 160, 12, { rx: 3, fill: t.fill2 }) +
      path("M-62 -190V-214M62 -190V-214", { "stroke-width": w(3) }) +
      rect(-94, -244, 188, 32, { rx: 16, fill: t.fill2 }) +
      circle(-80, -228, 7, { fill: t.accentFill, stroke: t.accent, "stroke-width": w(1.8) }) +
      path("M94 -228H108V-204", { "stroke-width": w(2) }) +
      rect(101, -204, 14, 24, { rx: 4, fill: t.accentFill }) +
      hv +
      lv
    );
  });
}

/* ------------------------------------------------------------------ cables */

/** Cable drum seen three-quarter on, cable tail running right. ~300 × 240, anchor bottom centre. */
export function cableDrum(t: Theme, p: Place, tail = true): string {
  return subject(t, p, (w) => {
    const cy = -118;
    let turns = "";
    for (let x = -60; x <= 60; x += 9) turns += `M${x} ${cy - 84}Q${x + 4} ${cy} ${x} ${cy + 84}`;
    let bolts = "";
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      bolts += circle(70 + Math.cos(a) * 12, cy + Math.sin(a) * 44, 3.2, {
        fill: t.fill3,
        "stroke-width": w(1.4),
      });
    }
    const tailPath = tail ? tube(t, `M30 ${cy + 80}C60 -20 120 -14 180 -14`, 14, w, t.accent) : "";
    return (
      ellipse(-70, cy, 34, 116, { fill: t.fill3 }) +
      rect(-70, cy - 86, 140, 172, { fill: t.line, stroke: "none" }) +
      rect(-70, cy - 84, 140, 168, { fill: t.accent, stroke: "none" }) +
      path(turns, {
        stroke: t.kind === "dark" ? palette.navyDeep : palette.navy,
        "stroke-width": w(1.6),
        opacity: 0.55,
      }) +
      line(-70, cy - 86, 70, cy - 86) +
      line(-70, cy + 86, 70, cy + 86) +
      tailPath +
      ellipse(70, cy, 34, 116, { fill: t.fill }) +
      ellipse(70, cy, 26, 96, { fill: "none", stroke: t.muted, "stroke-width": w(1.4) }) +
      bolts +
      ellipse(70, cy, 9, 26, { fill: t.fill2 }) +
      ellipse(72, cy, 3.5, 10, { fill: t.line, stroke: "none" }) +
      path(`M-100 -2H100`, { stroke: t.muted, "stroke-width": w(2) })
    );
  });
}

/** Single-core armoured cable cross-section. Radius ~100, anchor centre. */
export function cableSection(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let armour = "";
    for (let i = 0; i < 30; i++) {
      const a = (i / 30) * Math.PI * 2;
      armour += circle(Math.cos(a) * 84, Math.sin(a) * 84, 8, {
        fill: t.fill3,
        "stroke-width": w(1.3),
      });
    }
    let strands = circle(0, 0, 7.6, { fill: t.accentFill, "stroke-width": w(1.2) });
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      strands += circle(Math.cos(a) * 15.2, Math.sin(a) * 15.2, 7.6, {
        fill: t.accentFill,
        "stroke-width": w(1.2),
      });
    }
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2 + Math.PI / 12;
      strands += circle(Math.cos(a) * 29.5, Math.sin(a) * 29.5, 7.6, {
        fill: t.accentFill,
        "stroke-width": w(1.2),
      });
    }
    return (
      circle(0, 0, 100, { fill: t.kind === "dark" ? palette.navyDeep : palette.navy }) +
      circle(0, 0, 92, { fill: t.fill2 }) +
      armour +
      circle(0, 0, 74, { fill: t.fill }) +
      circle(0, 0, 66, { fill: t.fill3, "stroke-dasharray": `${f(w(6))} ${f(w(4))}` }) +
      circle(0, 0, 60, { fill: t.fill }) +
      circle(0, 0, 40, { fill: t.fill2, stroke: t.accent, "stroke-width": w(2) }) +
      strands
    );
  });
}

/** Cable stripped back in steps to show its layers. ~380 × 110, anchor centre-left (x=0 at sheath end). */
export function cableStripped(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    const layers: { len: number; r: number; fill: string; dash?: boolean }[] = [
      { len: 170, r: 48, fill: t.kind === "dark" ? palette.navyDeep : palette.navy },
      { len: 220, r: 42, fill: t.fill3 },
      { len: 262, r: 35, fill: t.fill },
      { len: 300, r: 30, fill: t.fill3, dash: true },
      { len: 338, r: 26, fill: t.fill2 },
      { len: 372, r: 15, fill: t.accentFill },
    ];
    let s = "";
    for (let i = layers.length - 1; i >= 0; i--) {
      const L = layers[i]!;
      s += path(`M0 ${-L.r}H${L.len}A${f(L.r * 0.32)} ${L.r} 0 0 1 ${L.len} ${L.r}H0Z`, {
        fill: L.fill,
      });
      s += ellipse(L.len, 0, L.r * 0.32, L.r, { fill: L.fill });
    }
    // armour wire hatching and conductor lay
    let hatch = "";
    for (let x = 176; x < 214; x += 7) hatch += `M${x} -40L${x + 8} 40`;
    let lay = "";
    for (let x = 344; x < 366; x += 6) lay += `M${x} -14L${x + 6} 14`;
    return (
      ellipse(-2, 0, 15, 48, { fill: t.kind === "dark" ? palette.navyDeep : palette.navy }) +
      s +
      path(hatch, { stroke: t.muted, "stroke-width": w(1.3) }) +
      path(lay, { stroke: t.accent, "stroke-width": w(1.3) }) +
      path("M20 -30H150", { stroke: t.muted, "stroke-width": w(1.2), opacity: 0.6 })
    );
  });
}

/* ------------------------------------------------------------------ insulators */

/** Suspension string of disc insulators. Anchor at top (hanging point). n discs, pitch 26. */
export function discString(t: Theme, p: Place, n = 6, clamp = true): string {
  return subject(t, p, (w) => {
    let s = rect(-5, 0, 10, 16, { rx: 4, fill: t.fill3 });
    for (let i = 0; i < n; i++) {
      const y = 16 + i * 26;
      s += rect(-9, y, 18, 11, { rx: 3, fill: t.fill3 });
      s += path(
        `M-46 ${y + 21}Q-42 ${y + 11} -12 ${y + 8}H12Q42 ${y + 11} 46 ${y + 21}L44 ${y + 24}H-44Z`,
        { fill: t.fill2 },
      );
      s += path(`M-28 ${y + 24}v3M0 ${y + 24}v4M28 ${y + 24}v3`, {
        "stroke-width": w(1.4),
        stroke: t.muted,
      });
    }
    const ye = 16 + n * 26;
    if (clamp) {
      s += line(0, ye, 0, ye + 12, { "stroke-width": w(3) });
      s += path(`M-16 ${ye + 12}Q0 ${ye + 34} 16 ${ye + 12}`, { fill: t.fill3 });
      s += circle(0, ye + 20, 5, { fill: t.accent, stroke: t.line });
    }
    return s;
  });
}

/** Pin insulator on its spindle. ~90 × 100, anchor bottom (spindle base). */
export function pinInsulator(t: Theme, p: Place, conductor = true): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-4, -30, 8, 30, { fill: t.fill3 }) +
      path("M-26 -30Q-22 -44 -10 -48H10Q22 -44 26 -30Z", { fill: t.fill2 }) +
      rect(-10, -56, 20, 10, { fill: t.fill2 }) +
      path("M-38 -50Q-32 -64 -16 -70Q-14 -84 0 -86Q14 -84 16 -70Q32 -64 38 -50Z", {
        fill: t.fill2,
      }) +
      path("M-8 -80H8", { stroke: t.muted, "stroke-width": w(1.4) }) +
      (conductor
        ? line(-60, -84, 60, -84, { stroke: t.accent, "stroke-width": w(4) }) +
          path("M-10 -90l4 10M-4 -90l4 10M2 -90l4 10", { stroke: t.line, "stroke-width": w(1.5) })
        : ""),
  );
}

/** Post insulator with bolted terminal connector on top. ~90 × 220, anchor bottom centre. */
export function postInsulator(t: Theme, p: Place, connector = true): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-28, -14, 56, 14, { rx: 3, fill: t.fill3 }) +
      circle(-18, -7, 2.5, { fill: t.line, stroke: "none" }) +
      circle(18, -7, 2.5, { fill: t.line, stroke: "none" }) +
      rect(-18, -26, 36, 12, { rx: 2, fill: t.fill3 }) +
      shedColumn(t, 0, -26, -164, 10, 30, 8) +
      rect(-20, -182, 40, 18, { rx: 3, fill: t.fill3 }) +
      (connector
        ? rect(-38, -206, 76, 24, { rx: 5, fill: t.fill }) +
          tube(t, "M-80 -194H80", 10, w, t.accent) +
          rect(-38, -206, 76, 10, { rx: 4, fill: t.fill }) +
          circle(-22, -201, 4, { fill: t.fill2, "stroke-width": w(1.6) }) +
          circle(22, -201, 4, { fill: t.fill2, "stroke-width": w(1.6) }) +
          rect(-38, -192, 76, 12, { rx: 4, fill: t.fill })
        : ""),
  );
}

/** Porcelain terminal connector block with brass screws. ~150 × 60, anchor bottom centre. */
export function connectorBlock(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let s = rect(-74, -50, 148, 50, { rx: 10, fill: t.fill2 });
    s += rect(-66, -10, 132, 10, { rx: 3, fill: t.fill3 });
    for (let i = 0; i < 3; i++) {
      const x = -44 + i * 44;
      s += rect(x - 14, -42, 28, 26, {
        rx: 3,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(1.8),
      });
      s += circle(x, -29, 7, { fill: t.fill });
      s += line(x - 4, -33, x + 4, -25, { "stroke-width": w(1.5) });
      if (i < 2) s += line(x + 22, -46, x + 22, -12, { stroke: t.muted, "stroke-width": w(1.5) });
    }
    return s;
  });
}

/* ------------------------------------------------------------------ steel */

/** Extruded H-beam in oblique projection with dimension arrows. ~300 × 230, anchor bottom centre. */
export function hBeam(t: Theme, p: Place, dims = true, len = 1): string {
  return subject(t, p, (w) => {
    const ox = 170 * len;
    const oy = -85 * len;
    const xL = -145;
    const xR = -25;
    const xc = -85;
    const wL = xc - 7;
    const wR = xc + 7;
    const yT = -130;
    const yTI = -114;
    const yBI = -16;
    const yB = 0;
    const q = (a: Pt, b: Pt): Pt[] => [a, b, [b[0] + ox, b[1] + oy], [a[0] + ox, a[1] + oy]];
    const front: Pt[] = [
      [xL, yT],
      [xR, yT],
      [xR, yTI],
      [wR, yTI],
      [wR, yBI],
      [xR, yBI],
      [xR, yB],
      [xL, yB],
      [xL, yBI],
      [wL, yBI],
      [wL, yTI],
      [xL, yTI],
    ];
    let s =
      polygon(q([xL, yBI], [xR, yBI]), { fill: t.fill2 }) +
      polygon(q([xR, yBI], [xR, yB]), { fill: t.fill3 }) +
      polygon(q([wR, yTI], [wR, yBI]), { fill: t.fill3 }) +
      polygon(q([xL, yT], [xR, yT]), { fill: t.fill2 }) +
      polygon(q([xR, yT], [xR, yTI]), { fill: t.fill3 }) +
      polygon(front, { fill: t.fill });
    // mill marking on the top face
    s += path(`M${xL + 40 + ox * 0.35} ${yT + oy * 0.35 - 4}l${f(ox * 0.3)} ${f(oy * 0.3)}`, {
      stroke: t.accent,
      "stroke-width": w(2),
      "stroke-dasharray": `${f(w(8))} ${f(w(6))}`,
    });
    if (dims) {
      const a = { stroke: t.accent, "stroke-width": w(1.8) };
      s +=
        path(`M${xL} 14V26M${xR} 14V26M${xL} 20H${xR}`, a) +
        path(`M${xL + 8} 15L${xL} 20L${xL + 8} 25M${xR - 8} 15L${xR} 20L${xR - 8} 25`, a) +
        path(`M${xL - 14} ${yT}H${xL - 26}M${xL - 14} ${yB}H${xL - 26}M${xL - 20} ${yT}V${yB}`, a) +
        path(
          `M${xL - 25} ${yT + 8}L${xL - 20} ${yT}L${xL - 15} ${yT + 8}M${xL - 25} ${yB - 8}L${xL - 20} ${yB}L${xL - 15} ${yB - 8}`,
          a,
        );
    }
    return s;
  });
}

/** RSJ (rolled steel joist) distribution pole with cross-arm and pin insulators. ~200 × 420. */
export function rsjPole(t: Theme, p: Place, h = 400): string {
  return subject(t, p, (w) => {
    const top = -h;
    const arm = top + 34;
    let barb = "";
    for (let i = 0; i < 6; i++) barb += `M-16 ${-150 - i * 6}L16 ${-147 - i * 6}`;
    return (
      polygon(
        [
          [-34, 0],
          [34, 0],
          [24, -34],
          [-24, -34],
        ],
        { fill: t.fill2 },
      ) +
      rect(9, top + 6, 7, h - 40, { fill: t.fill3 }) +
      rect(-9, top, 18, h - 34, { fill: t.fill }) +
      line(0, top + 10, 0, -40, { stroke: t.muted, "stroke-width": w(1.2) }) +
      path(barb, { stroke: t.muted, "stroke-width": w(1.5) }) +
      rect(-16, -220, 32, 30, {
        rx: 3,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(1.8),
      }) +
      path("M2 -214l-6 10h7l-5 10", { stroke: t.accent, "stroke-width": w(2) }) +
      rect(-86, arm, 172, 10, { fill: t.fill3 }) +
      path(`M-62 ${arm + 10}L-9 ${arm + 58}M62 ${arm + 10}L9 ${arm + 58}`, {
        "stroke-width": w(3),
      }) +
      pinInsulator(t, { x: -70, y: arm, s: 0.5 }, false) +
      pinInsulator(t, { x: 70, y: arm, s: 0.5 }, false) +
      pinInsulator(t, { x: 0, y: top, s: 0.5 }, false)
    );
  });
}

/* ------------------------------------------------------------------ conductors and pipes */

/** ACSR conductor cross-section (7 steel + 12 + 18 aluminium). Radius ~100, anchor centre. */
export function acsrSection(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    const r = 13.5;
    let s = circle(0, 0, 7 * r + 6, { fill: t.fill3, "stroke-dasharray": `${f(w(2))} ${f(w(6))}` });
    const ring = (n: number, R: number, off: number, fill: string) => {
      let o = "";
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + off;
        o += circle(Math.cos(a) * R, Math.sin(a) * R, r, { fill, "stroke-width": w(1.6) });
      }
      return o;
    };
    s += ring(18, 6 * r, 0.1, t.fill2);
    s += ring(12, 4 * r, 0.26, t.fill2);
    s += ring(6, 2 * r, 0, t.accentFill);
    s += circle(0, 0, r, { fill: t.accentFill, "stroke-width": w(1.6) });
    s += circle(0, 0, 3 * r, {
      fill: "none",
      stroke: t.accent,
      "stroke-width": w(2),
      "stroke-dasharray": `${f(w(5))} ${f(w(5))}`,
    });
    return s;
  });
}

/** Stranded conductor side view: cylinder of length len with helical lay lines. Anchor left centre. */
export function strandedConductor(t: Theme, p: Place, len = 300, R = 22, angle = 0): string {
  return g(
    { transform: `rotate(${f(angle)} ${f(p.x)} ${f(p.y)})` },
    subject(t, p, (w) => {
      let lay = "";
      for (let x = 8; x < len - 14; x += 12) lay += `M${x} ${-R}Q${x + 9} 0 ${x + 14} ${R}`;
      let ends = "";
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        ends += circle(len + Math.cos(a) * R * 0.3, Math.sin(a) * R * 0.62, R * 0.3, {
          fill: t.fill2,
          "stroke-width": w(1.2),
        });
      }
      return (
        rect(0, -R, len, R * 2, { fill: t.fill2 }) +
        path(lay, { stroke: t.muted, "stroke-width": w(1.5) }) +
        ellipse(len, 0, R * 0.45, R, { fill: t.fill }) +
        ends +
        circle(len, 0, R * 0.3, { fill: t.accentFill, "stroke-width": w(1.2) })
      );
    }),
  );
}

/** Stack of PVC conduit pipes (3-2-1 pyramid), oblique depth. ~330 × 250, anchor bottom centre. */
export function pvcStack(t: Theme, p: Place, rows = 3): string {
  return subject(t, p, (w) => {
    const R = 34;
    const o: Pt = [150, -62];
    const ol = Math.hypot(o[0], o[1]);
    const n: Pt = [(-o[1] / ol) * R, (o[0] / ol) * R];
    const centres: Pt[] = [];
    const x0 = -110;
    for (let row = 0; row < rows; row++) {
      for (let i = 0; i < rows - row; i++) {
        centres.push([x0 + row * R + i * 2 * R, -R - row * R * Math.sqrt(3)]);
      }
    }
    centres.sort((a, b) => a[0] * o[0] + a[1] * o[1] - (b[0] * o[0] + b[1] * o[1]));
    let s = "";
    let k = 0;
    for (const [cx, cy] of centres) {
      const A: Pt = [cx + n[0], cy + n[1]];
      const B: Pt = [cx + o[0] + n[0], cy + o[1] + n[1]];
      const C: Pt = [cx + o[0] - n[0], cy + o[1] - n[1]];
      const D: Pt = [cx - n[0], cy - n[1]];
      s += path(
        `M${f(A[0])} ${f(A[1])}L${f(B[0])} ${f(B[1])}A${R} ${R} 0 0 0 ${f(C[0])} ${f(C[1])}L${f(D[0])} ${f(D[1])}Z`,
        { fill: t.fill2 },
      );
      s += path(
        `M${f(cx + n[0] * 0.4 + o[0] * 0.2)} ${f(cy + n[1] * 0.4 + o[1] * 0.2)}l${f(o[0] * 0.5)} ${f(o[1] * 0.5)}`,
        {
          stroke: t.accent,
          "stroke-width": w(1.6),
          "stroke-dasharray": `${f(w(10))} ${f(w(7))}`,
        },
      );
      s += circle(cx, cy, R, { fill: k % 3 === 1 ? t.accentFill : t.fill });
      s += circle(cx, cy, R * 0.74, { fill: t.fill3 });
      s += path(
        `M${f(cx - R * 0.74)} ${f(cy)}A${f(R * 0.74)} ${f(R * 0.74)} 0 0 1 ${f(cx + R * 0.74)} ${f(cy)}`,
        {
          stroke: t.muted,
          "stroke-width": w(1.2),
          opacity: 0.7,
        },
      );
      k++;
    }
    return s;
  });
}

/** A bent conduit with a socket coupler. ~220 × 180, anchor bottom-left-ish centre. */
export function conduitBend(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      tube(t, "M-100 -20H-20Q40 -20 40 -80V-170", 34, w, t.fill) +
      rect(-70, -41, 22, 42, { rx: 4, fill: t.accentFill }) +
      rect(19, -140, 42, 22, { rx: 4, fill: t.accentFill }) +
      ellipse(40, -172, 17, 6, { fill: t.fill3 }),
  );
}

/* ------------------------------------------------------------------ transmission */

/** Lattice transmission tower with three cross-arm levels. ~260 × 470, anchor bottom centre. */
export function tower(t: Theme, p: Place, strings = true): string {
  return subject(t, p, (w) => {
    const levels: { y: number; hw: number }[] = [
      { y: 0, hw: 80 },
      { y: -90, hw: 58 },
      { y: -180, hw: 38 },
      { y: -260, hw: 24 },
      { y: -310, hw: 20 },
      { y: -360, hw: 17 },
      { y: -410, hw: 14 },
    ];
    let legs = "";
    let brace = "";
    legs += `M${-80} 0` + levels.map((l) => `L${-l.hw} ${l.y}`).join("") + "L0 -462";
    legs += `M80 0` + levels.map((l) => `L${l.hw} ${l.y}`).join("") + "L0 -462";
    for (let i = 0; i < levels.length - 1; i++) {
      const a = levels[i]!;
      const b = levels[i + 1]!;
      brace += `M${-a.hw} ${a.y}L${b.hw} ${b.y}M${a.hw} ${a.y}L${-b.hw} ${b.y}M${-b.hw} ${b.y}H${b.hw}`;
    }
    brace += "M-14 -410L0 -462L14 -410";
    let arms = "";
    let ins = "";
    let disc = "";
    const armDefs = [
      { y: -260, hw: 24, L: 104 },
      { y: -335, hw: 18.5, L: 124 },
      { y: -410, hw: 14, L: 104 },
    ];
    for (const a of armDefs) {
      for (const sd of [-1, 1]) {
        const tip = sd * a.L;
        arms += `M${sd * a.hw} ${a.y}L${tip} ${a.y}L${sd * a.hw} ${a.y - 22}`;
        // lacing
        const n = 5;
        for (let i = 0; i < n; i++) {
          const x1 = sd * (a.hw + ((a.L - a.hw) * i) / n);
          const x2 = sd * (a.hw + ((a.L - a.hw) * (i + 1)) / n);
          const yt = (x: number) => a.y - 22 * (1 - (Math.abs(x) - a.hw) / (a.L - a.hw));
          arms += `M${f(x1)} ${f(a.y)}L${f(x2)} ${f(yt(x2))}`;
        }
        if (strings) {
          ins += `M${tip} ${a.y}v40`;
          for (let k = 0; k < 4; k++) disc += `M${tip - 8} ${a.y + 9 + k * 8}h16`;
        }
      }
    }
    return (
      path(legs, { "stroke-width": w(3) }) +
      path(brace, { "stroke-width": w(1.5) }) +
      path(arms, { "stroke-width": w(1.8) }) +
      line(0, -462, 0, -474, { "stroke-width": w(2.5) }) +
      path(ins, { "stroke-width": w(1.6) }) +
      path(disc, { "stroke-width": w(6.5) }) +
      path(disc, { stroke: t.fill2, "stroke-width": w(3.5) }) +
      rect(-92, -4, 24, 8, { fill: t.fill3, rx: 2 }) +
      rect(68, -4, 24, 8, { fill: t.fill3, rx: 2 })
    );
  });
}

/** Tip coordinates (local, unscaled) of the tower's conductor attachment points. */
export const towerTips: Pt[] = [
  [-104, -220],
  [104, -220],
  [-124, -295],
  [124, -295],
  [-104, -370],
  [104, -370],
];

/** Small post insulator used on switches (local helper, no group). */
function miniPost(t: Theme, x: number, yb: number, h: number): string {
  return (
    rect(x - 9, yb - 6, 18, 6, { rx: 2, fill: t.fill3 }) +
    shedColumn(t, x, yb - 6, yb - h + 6, 5, 13, 4) +
    rect(x - 8, yb - h, 16, 7, { rx: 2, fill: t.fill3 })
  );
}

/** Three-phase AB switch (air-break isolator) on a steel structure; one phase open. ~300 × 290. */
export function abSwitch(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let ph = "";
    [-86, 0, 86].forEach((x, i) => {
      ph += miniPost(t, x - 24, -206, 52) + miniPost(t, x + 24, -206, 52);
      if (i < 2) {
        ph +=
          rect(x - 30, -266, 60, 8, { rx: 3, fill: t.fill }) +
          circle(x, -262, 4, { fill: t.accent, stroke: t.line });
      } else {
        ph += path(`M${x - 24} -262L${x + 8} -304`, { stroke: t.line, "stroke-width": w(8) });
        ph += path(`M${x - 24} -262L${x + 8} -304`, { stroke: t.fill, "stroke-width": w(4) });
        ph += path(`M${x + 18} -262h14`, { "stroke-width": w(3) });
        ph += path(`M${x + 2} -312q10 2 12 12`, { stroke: t.accent, "stroke-width": w(2) });
      }
      ph += line(x - 60, -270, x - 30, -262, { stroke: t.muted, "stroke-width": w(1.5) });
    });
    return (
      rect(-122, -206, 16, 206, { fill: t.fill3 }) +
      rect(106, -206, 16, 206, { fill: t.fill3 }) +
      path("M-106 -40L106 -190M106 -40L-106 -190", { stroke: t.muted, "stroke-width": w(1.6) }) +
      rect(-140, -214, 280, 12, { rx: 2, fill: t.fill2 }) +
      ph +
      line(-130, -202, -130, -70, { "stroke-width": w(3) }) +
      rect(-146, -80, 32, 26, {
        rx: 4,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(2),
      }) +
      path("M-130 -80v-8", { "stroke-width": w(3) }) +
      line(-146, -67, -160, -96, { stroke: t.accent, "stroke-width": w(4) }) +
      rect(-130, -6, 260, 6, { fill: t.fill2 })
    );
  });
}

/* ------------------------------------------------------------------ meters & instruments */

/** Static energy meter with LCD and pulse LED. ~150 × 230, anchor bottom centre. */
export function energyMeter(t: Theme, p: Place, reading = "04827"): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-75, -230, 150, 230, { rx: 14, fill: t.fill }) +
      rect(-62, -216, 124, 116, { rx: 8, fill: t.fill2 }) +
      rect(-50, -202, 100, 38, { rx: 4, fill: t.screen }) +
      sevenSeg(reading, -42, -194, 22, t.glow, w(2.6)) +
      circle(38, -146, 5.5, { fill: t.accent, stroke: t.line }) +
      path("M14 -146H28", { stroke: t.muted, "stroke-width": w(2) }) +
      circle(-36, -146, 7, { fill: t.fill }) +
      path("M-50 -124H10M-50 -114H-6", { stroke: t.muted, "stroke-width": w(2) }) +
      path("M-75 -84H75", { "stroke-width": w(2) }) +
      circle(-56, -66, 5, { fill: t.fill2 }) +
      circle(56, -66, 5, { fill: t.fill2 }) +
      path("M-56 -61Q-40 -44 -26 -58", { stroke: t.accent, "stroke-width": w(1.6) }) +
      rect(-12, -60, 24, 12, {
        rx: 3,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(1.6),
      }) +
      [-48, -16, 16, 48].map((x) => rect(x - 9, -26, 18, 14, { rx: 3, fill: t.fill3 })).join(""),
  );
}

/** Bench oscilloscope. ~180 × 124, anchor bottom centre. */
export function oscilloscope(t: Theme, p: Place, phase = 0): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-90, -124, 180, 118, { rx: 8, fill: t.fill }) +
      scopeScreen(t, -80, -114, 112, 80, w, phase) +
      circle(52, -98, 8, { fill: t.fill2 }) +
      circle(76, -98, 8, { fill: t.fill2 }) +
      circle(52, -72, 8, { fill: t.fill2 }) +
      circle(76, -72, 6, { fill: t.accentFill, stroke: t.accent }) +
      path("M44 -50h40M-80 -22h112", { stroke: t.muted, "stroke-width": w(1.6) }) +
      circle(-62, -22, 4.5, { fill: t.fill3 }) +
      circle(-40, -22, 4.5, { fill: t.fill3 }) +
      circle(64, -22, 6, { fill: t.accent, stroke: t.line }) +
      rect(-80, -6, 20, 6, { fill: t.fill3 }) +
      rect(60, -6, 20, 6, { fill: t.fill3 }),
  );
}

/** HV test transformer column with corona toroid. ~150 × 300, anchor bottom centre. */
export function hvColumn(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let rings = "";
    for (let y = -62; y > -236; y -= 14) rings += `M-36 ${y}H36`;
    return (
      rect(-60, -50, 120, 50, { rx: 6, fill: t.fill3 }) +
      rect(-60, -50, 120, 10, { rx: 4, fill: t.accent, stroke: t.line }) +
      rect(-38, -246, 76, 196, { fill: t.fill2 }) +
      path(rings, { stroke: t.muted, "stroke-width": w(1.5) }) +
      rect(-46, -256, 92, 12, { rx: 4, fill: t.fill3 }) +
      ellipse(0, -274, 72, 20, { fill: t.fill }) +
      ellipse(0, -278, 44, 9, { fill: t.fill2 }) +
      path("M-28 -280Q0 -300 28 -280", { fill: t.fill }) +
      path("M-50 -284Q-30 -290 -14 -289", { stroke: t.glow, "stroke-width": w(2) })
    );
  });
}

/** HV control desk with meters, scope screen and emergency stop. ~230 × 160, anchor bottom centre. */
export function controlDesk(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-104, -78, 208, 78, { rx: 4, fill: t.fill2 }) +
      path("M-104 -40H104", { stroke: t.muted, "stroke-width": w(1.5) }) +
      rect(-30, -30, 60, 8, { rx: 3, fill: t.fill3 }) +
      polygon(
        [
          [-114, -78],
          [114, -78],
          [100, -160],
          [-100, -160],
        ],
        { fill: t.fill },
      ) +
      meterFace(t, -64, -124, 20, w, 0.55) +
      meterFace(t, -16, -124, 20, w, 0.8) +
      scopeScreen(t, 18, -148, 70, 42, w, 1) +
      circle(-70, -92, 5, { fill: t.fill2 }) +
      circle(-52, -92, 5, { fill: t.fill2 }) +
      circle(-34, -92, 5, { fill: t.accentFill, stroke: t.accent }) +
      circle(70, -92, 9, { fill: t.accent, stroke: t.line }) +
      circle(70, -92, 4, { fill: t.accentFill, stroke: "none" }),
  );
}

/** Multifunction calibrator with display and keypad. ~230 × 150, anchor bottom centre. */
export function calibrator(t: Theme, p: Place, reading = "230.00"): string {
  return subject(t, p, (w) => {
    let keys = "";
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++)
        keys += rect(30 + c * 18, -136 + r * 16, 13, 10, {
          rx: 2.5,
          fill: r === 3 && c === 3 ? t.accentFill : t.fill2,
          stroke: r === 3 && c === 3 ? t.accent : t.line,
          "stroke-width": w(1.4),
        });
    return (
      rect(-114, -150, 228, 150, { rx: 14, fill: t.fill }) +
      rect(-114, -150, 228, 150, {
        rx: 14,
        fill: "none",
        stroke: t.accent,
        "stroke-width": w(1.5),
        "stroke-dasharray": `${f(w(24))} ${f(w(400))}`,
      }) +
      rect(-100, -138, 118, 66, { rx: 5, fill: t.screen }) +
      sevenSeg(reading, -90, -128, 24, t.glow, w(2.6)) +
      path(sinePath(-90, 8, -86, 6, 30), {
        stroke: palette.steel,
        "stroke-width": w(1.5),
        opacity: 0.8,
      }) +
      keys +
      circle(-80, -36, 9, { fill: t.accent, stroke: t.line }) +
      circle(-52, -36, 9, { fill: t.fill3 }) +
      circle(-24, -36, 9, { fill: t.accent, stroke: t.line }) +
      circle(4, -36, 9, { fill: t.fill3 }) +
      circle(-80, -36, 3, { fill: t.line, stroke: "none" }) +
      circle(-52, -36, 3, { fill: t.line, stroke: "none" }) +
      circle(-24, -36, 3, { fill: t.line, stroke: "none" }) +
      circle(4, -36, 3, { fill: t.line, stroke: "none" }) +
      circle(66, -38, 20, { fill: t.fill2 }) +
      line(66, -38, 78, -52, { "stroke-width": w(3) })
    );
  });
}

/** Dial (pressure / test) gauge. Radius 62, anchor dial centre; stem below. */
export function dialGauge(t: Theme, p: Place, value = 0.62): string {
  return subject(t, p, (w) => {
    let ticks = "";
    for (let i = 0; i <= 20; i++) {
      const a = (-135 + i * 13.5) * (Math.PI / 180);
      const r1 = i % 5 === 0 ? 38 : 44;
      ticks += `M${f(Math.sin(a) * r1)} ${f(-Math.cos(a) * r1)}L${f(Math.sin(a) * 50)} ${f(-Math.cos(a) * 50)}`;
    }
    const na = (-135 + value * 270) * (Math.PI / 180);
    return (
      rect(-9, 60, 18, 14, { fill: t.fill3 }) +
      polygon(
        [
          [-16, 74],
          [16, 74],
          [20, 84],
          [16, 94],
          [-16, 94],
          [-20, 84],
        ],
        { fill: t.fill3 },
      ) +
      path("M-7 94v14M0 94v14M7 94v14", { "stroke-width": w(1.5) }) +
      circle(0, 0, 64, { fill: t.fill3 }) +
      circle(0, 0, 56, { fill: t.fill }) +
      path(ticks, { stroke: t.line, "stroke-width": w(1.6) }) +
      path("M35.4 35.4A50 50 0 0 0 48.3 -12.9", {
        stroke: t.accent,
        "stroke-width": w(4),
        opacity: 0.9,
      }) +
      line(0, 0, Math.sin(na) * 44, -Math.cos(na) * 44, {
        stroke: t.accent,
        "stroke-width": w(3),
      }) +
      circle(0, 0, 6, { fill: t.line, stroke: "none" })
    );
  });
}

/** Handheld digital multimeter. ~100 × 180, anchor bottom centre. */
export function multimeter(t: Theme, p: Place, leads = true): string {
  return subject(
    t,
    p,
    (w) =>
      (leads
        ? path("M-16 -18C-40 30 -80 10 -96 -20", { stroke: t.line, "stroke-width": w(3) }) +
          path("M16 -18C40 30 90 20 100 -10", { stroke: t.accent, "stroke-width": w(3) })
        : "") +
      rect(-50, -180, 100, 180, { rx: 16, fill: t.accentFill }) +
      rect(-40, -170, 80, 160, { rx: 10, fill: t.fill }) +
      rect(-32, -162, 64, 34, { rx: 4, fill: t.screen }) +
      sevenSeg("1.000", -26, -155, 18, t.glow, w(2.2)) +
      circle(0, -86, 24, { fill: t.fill2 }) +
      line(0, -86, 14, -104, { "stroke-width": w(3) }) +
      path("M-30 -86h-4M30 -86h4M0 -116v-4", { stroke: t.muted, "stroke-width": w(2) }) +
      circle(-24, -32, 5, { fill: t.fill3 }) +
      circle(-8, -32, 5, { fill: t.fill3 }) +
      circle(8, -32, 5, { fill: t.fill3 }) +
      circle(24, -32, 5, { fill: t.accent, stroke: t.line }),
  );
}

/** Handheld thermal imaging camera showing a hot spot. ~190 × 200, anchor bottom centre. */
export function thermalCamera(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      path("M-34 -64L-26 0H24L32 -64Z", { fill: t.fill2 }) +
      path("M-18 -64l-4 18h8", { stroke: t.muted, "stroke-width": w(2) }) +
      rect(-96, -196, 192, 136, { rx: 18, fill: t.fill }) +
      circle(70, -204, 16, { fill: t.fill3 }) +
      rect(-82, -182, 130, 108, { rx: 6, fill: palette.navyDeep }) +
      ellipse(-10, -128, 50, 36, { fill: palette.deepBlue, stroke: "none" }) +
      ellipse(-4, -126, 32, 24, { fill: palette.orange, stroke: "none", opacity: 0.9 }) +
      ellipse(0, -124, 18, 13, { fill: palette.amber, stroke: "none" }) +
      ellipse(2, -123, 7, 5, { fill: palette.white, stroke: "none" }) +
      path("M-17 -128H-31M17 -128H31M0 -145V-159M0 -111V-97", {
        stroke: palette.white,
        "stroke-width": w(1.5),
      }) +
      rect(-76, -176, 22, 60, { rx: 2, fill: palette.amber, stroke: "none", opacity: 0.9 }) +
      rect(-76, -176, 22, 20, { rx: 2, fill: palette.white, stroke: "none", opacity: 0.85 }) +
      rect(-76, -136, 22, 20, { rx: 2, fill: palette.orange, stroke: "none" }) +
      circle(72, -160, 8, { fill: t.fill2 }) +
      circle(72, -134, 8, { fill: t.fill2 }) +
      circle(72, -108, 8, { fill: t.accentFill, stroke: t.accent }),
  );
}

/* ------------------------------------------------------------------ instrument transformers */

/** Outdoor oil-filled current transformer (head-tank type). ~130 × 300, anchor bottom centre. */
export function currentTransformer(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-40, -10, 80, 10, { rx: 2, fill: t.fill3 }) +
      rect(-32, -40, 64, 30, { rx: 4, fill: t.fill }) +
      rect(-12, -32, 24, 14, {
        rx: 2,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(1.6),
      }) +
      shedColumn(t, 0, -40, -200, 14, 30, 9) +
      rect(-24, -212, 48, 12, { rx: 3, fill: t.fill3 }) +
      rect(-68, -250, 20, 12, { rx: 3, fill: t.accent, stroke: t.line }) +
      rect(48, -250, 20, 12, { rx: 3, fill: t.accent, stroke: t.line }) +
      rect(-48, -272, 96, 62, { rx: 24, fill: t.fill }) +
      path("M-30 -272Q0 -298 30 -272", { fill: t.fill2 }) +
      circle(0, -240, 9, { fill: t.fill2 }) +
      path("M-5 -240h10", { stroke: t.accent, "stroke-width": w(2) }),
  );
}

/** Outdoor potential (voltage) transformer with base tank. ~130 × 300, anchor bottom centre. */
export function potentialTransformer(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let fins = "";
    for (let x = -40; x <= 40; x += 10) fins += `M${x} -74V-22`;
    return (
      rect(-62, -10, 124, 10, { rx: 2, fill: t.fill3 }) +
      rect(-52, -86, 104, 76, { rx: 8, fill: t.fill }) +
      path(fins, { stroke: t.muted, "stroke-width": w(1.4) }) +
      rect(30, -60, 28, 24, {
        rx: 3,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(1.6),
      }) +
      rect(-30, -96, 60, 10, { rx: 3, fill: t.fill3 }) +
      shedColumn(t, 0, -96, -246, 13, 28, 8) +
      rect(-22, -262, 44, 16, { rx: 4, fill: t.fill3 }) +
      path("M-16 -262Q0 -280 16 -262", { fill: t.fill2 }) +
      line(0, -276, 0, -292, { "stroke-width": w(3) }) +
      circle(0, -296, 6, { fill: t.accent, stroke: t.line })
    );
  });
}

/** Window-type (ring) CT with a conductor through it. Radius ~80, anchor centre. */
export function ringCT(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let wind = "";
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2;
      wind += `M${f(Math.cos(a) * 40)} ${f(Math.sin(a) * 40)}L${f(Math.cos(a) * 66)} ${f(Math.sin(a) * 66)}`;
    }
    let strands = "";
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      strands += circle(Math.cos(a) * 10, Math.sin(a) * 10, 5, {
        fill: t.accentFill,
        "stroke-width": w(1.2),
      });
    }
    return (
      rect(-24, -96, 48, 24, { rx: 4, fill: t.fill2 }) +
      circle(-10, -84, 4, { fill: t.accent, stroke: t.line }) +
      circle(10, -84, 4, { fill: t.fill3 }) +
      path(
        "M0 0m-76 0a76 76 0 1 0 152 0a76 76 0 1 0 -152 0ZM0 0m-32 0a32 32 0 1 1 64 0a32 32 0 1 1 -64 0Z",
        {
          fill: t.fill,
          "fill-rule": "evenodd",
        },
      ) +
      path(wind, { stroke: t.accent, "stroke-width": w(1.6), opacity: 0.85 }) +
      circle(0, 0, 22, { fill: t.fill3 }) +
      strands +
      circle(0, 0, 5, { fill: t.accentFill, "stroke-width": w(1.2) })
    );
  });
}

/* ------------------------------------------------------------------ switchgear */

/** Gas-insulated switchgear bay with control cabinet. ~390 × 330, anchor bottom centre. */
export function gisBay(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    const flange = (x: number, y: number, hgt: number) =>
      rect(x - 4, y - hgt / 2, 8, hgt, { rx: 2, fill: t.fill3, "stroke-width": w(1.8) });
    const hflange = (x: number, y: number, wid: number) =>
      rect(x - wid / 2, y - 4, wid, 8, { rx: 2, fill: t.fill3, "stroke-width": w(1.8) });
    let bus = "";
    for (const y of [-306, -272]) {
      bus += rect(-150, y - 13, 340, 26, { rx: 13, fill: t.fill2 });
      for (const x of [-100, -10, 80, 160]) bus += flange(x, y, 34);
    }
    return (
      rect(-196, -18, 392, 18, { rx: 3, fill: t.fill3 }) +
      // control cabinet
      rect(-190, -236, 92, 218, { rx: 5, fill: t.fill }) +
      path("M-176 -210h22v30h22v30M-176 -150h44M-154 -180v60h22", {
        stroke: t.accent,
        "stroke-width": w(2),
      }) +
      circle(-132, -210, 5, { fill: t.accentFill, stroke: t.accent }) +
      circle(-114, -210, 5, { fill: t.fill2 }) +
      path("M-176 -96h64M-176 -84h48M-176 -72h58", { stroke: t.muted, "stroke-width": w(1.6) }) +
      rect(-114, -56, 8, 22, { rx: 3, fill: t.fill3 }) +
      bus +
      // vertical connection and breaker tank
      rect(-6, -262, 30, 40, { fill: t.fill2 }) +
      rect(-26, -226, 70, 208, { rx: 30, fill: t.fill }) +
      hflange(9, -190, 82) +
      hflange(9, -100, 82) +
      circle(9, -150, 11, { fill: t.fill2 }) +
      line(9, -150, 15, -156, { stroke: t.accent, "stroke-width": w(2) }) +
      rect(50, -174, 34, 46, {
        rx: 4,
        fill: t.accentFill,
        stroke: t.accent,
        "stroke-width": w(2),
      }) +
      // outgoing branch to cable sealing end
      rect(44, -78, 96, 26, { rx: 12, fill: t.fill2 }) +
      flange(92, -65, 34) +
      rect(120, -96, 34, 78, { rx: 14, fill: t.fill }) +
      hflange(137, -96, 44) +
      path("M126 -18l11 -22l11 22", { fill: t.fill3 }) +
      rect(150, -160, 34, 40, { rx: 4, fill: t.fill2 }) +
      circle(167, -140, 9, { fill: t.fill }) +
      line(167, -140, 167, -148, { stroke: t.accent, "stroke-width": w(2) }) +
      line(167, -120, 167, -78, { "stroke-width": w(2) })
    );
  });
}

/** Low-tension panel with breakers; optional lockout padlock and tag. ~200 × 300. */
export function switchPanel(t: Theme, p: Place, lockout = false): string {
  return subject(t, p, (w) => {
    let breakers = "";
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 4; c++) {
        const x = -70 + c * 36;
        const y = -250 + r * 60;
        breakers += rect(x, y, 28, 42, { rx: 3, fill: t.fill2, "stroke-width": w(1.8) });
        breakers += rect(x + 9, y + 12, 10, 14, {
          rx: 2,
          fill: r === 1 && c === 2 ? t.accent : t.fill3,
          "stroke-width": w(1.4),
        });
      }
    return (
      rect(-96, -300, 192, 300, { rx: 6, fill: t.fill }) +
      rect(-84, -288, 168, 224, { rx: 4, fill: t.fill3, "stroke-width": w(1.8) }) +
      breakers +
      path("M-84 -50H84", { stroke: t.muted, "stroke-width": w(1.6) }) +
      polygon(
        [
          [-64, -36],
          [-48, -8],
          [-80, -8],
        ],
        { fill: t.accentFill, stroke: t.accent, "stroke-width": w(1.8) },
      ) +
      path("M-63 -30l-4 8h6l-4 8", { stroke: t.accent, "stroke-width": w(1.6) }) +
      (lockout
        ? path("M38 -140a10 10 0 0 1 20 0v12", { "stroke-width": w(3.5) }) +
          rect(32, -130, 32, 28, { rx: 4, fill: t.accent, stroke: t.line }) +
          circle(48, -118, 3, { fill: t.line, stroke: "none" }) +
          path("M48 -102L60 -70", { stroke: t.muted, "stroke-width": w(1.5) }) +
          rect(46, -70, 34, 50, { rx: 3, fill: t.fill, transform: "rotate(-14 63 -45)" }) +
          path("M54 -52l18 -4M55 -44l16 -4", { stroke: t.accent, "stroke-width": w(2) })
        : "")
    );
  });
}

/* ------------------------------------------------------------------ HV lab extras */

/** Impulse voltage generator: stacked stages with sphere gaps and top electrode. ~170 × 360. */
export function impulseGenerator(t: Theme, p: Place, stages = 6): string {
  return subject(t, p, (w) => {
    let s =
      rect(-70, -24, 140, 24, { rx: 4, fill: t.fill3 }) +
      rect(-62, -34, 12, 10, { fill: t.fill3 }) +
      rect(50, -34, 12, 10, { fill: t.fill3 });
    const pitch = 46;
    for (let i = 0; i < stages; i++) {
      const y = -34 - i * pitch;
      s += rect(-56, y - 36, 112, 36, { rx: 5, fill: t.fill2 });
      s += path(`M-40 ${y - 28}v20M-24 ${y - 28}v20M24 ${y - 28}v20M40 ${y - 28}v20`, {
        stroke: t.muted,
        "stroke-width": w(1.5),
      });
      s += rect(-60, y - 46, 120, 10, { fill: t.fill3 });
      s += circle(0, y - 20, 8, { fill: t.fill });
      s += circle(0, y - 41, 5, { fill: t.accent, stroke: t.line });
    }
    const top = -34 - stages * pitch;
    s += ellipse(0, top - 14, 60, 16, { fill: t.fill });
    s += ellipse(0, top - 18, 34, 7, { fill: t.fill2 });
    return s;
  });
}

/** Sphere gap on an insulating stand, sparking. ~120 × 260. */
export function sphereGap(t: Theme, p: Place, spark = true): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-50, -16, 100, 16, { rx: 3, fill: t.fill3 }) +
      rect(-6, -140, 12, 124, { fill: t.fill2 }) +
      circle(0, -160, 24, { fill: t.fill }) +
      path("M-10 -170a14 14 0 0 1 14 -8", { stroke: t.muted, "stroke-width": w(1.5) }) +
      (spark ? path("M0 -184l-7 10l8 4l-6 10", { stroke: t.glow, "stroke-width": w(3) }) : "") +
      circle(0, -232, 24, { fill: t.fill }) +
      rect(-6, -290, 12, 34, { fill: t.fill3 }),
  );
}

/* ------------------------------------------------------------------ people & places */

/** Technician silhouette with hard hat. ~130 × 300, anchor at feet centre. */
export function technician(
  t: Theme,
  p: Place,
  pose: "clipboard" | "tester" | "point" | "stand" = "clipboard",
): string {
  return subject(t, p, (w) => {
    const body = t.kind === "dark" ? palette.blueLift : palette.navy;
    const out = t.kind === "dark" ? palette.steel : palette.navy;
    const arms: Record<typeof pose, string> = {
      clipboard:
        "M-38 -206L-48 -140L-36 -138L-28 -196ZM34 -206L44 -160L70 -176L76 -166L42 -140L30 -150Z",
      tester:
        "M-38 -206L-48 -140L-36 -138L-28 -196ZM34 -206L50 -158L88 -184L94 -174L52 -140L30 -150Z",
      point:
        "M-38 -206L-48 -140L-36 -138L-28 -196ZM32 -210L64 -234L104 -262L110 -252L72 -220L40 -192Z",
      stand: "M-38 -206L-48 -140L-36 -138L-28 -196ZM38 -206L48 -140L36 -138L28 -196Z",
    };
    const parts =
      path("M-30 -120L-26 -6H-6L-2 -104L2 -104L6 -6H26L30 -120Z") +
      path("M-30 -6h26v6h-30zM4 -6h26l4 6h-30z") +
      path("M-34 -122L-38 -200Q-36 -218 -16 -222H16Q36 -218 38 -200L34 -122Z") +
      path(arms[pose]) +
      rect(-8, -234, 16, 14) +
      circle(0, -250, 19);
    const extras: Record<typeof pose, string> = {
      clipboard:
        rect(58, -210, 36, 48, {
          rx: 3,
          fill: t.fill,
          stroke: out,
          "stroke-width": w(2),
          transform: "rotate(12 76 -186)",
        }) +
        path("M66 -196l18 4M65 -186l18 4M64 -176l12 3", {
          stroke: t.accent,
          "stroke-width": w(1.8),
        }),
      tester:
        rect(84, -214, 24, 40, { rx: 5, fill: t.accentFill, stroke: out, "stroke-width": w(2) }) +
        rect(89, -208, 14, 10, { fill: t.screen, stroke: "none" }) +
        path("M96 -174C100 -140 120 -130 130 -112", { stroke: t.accent, "stroke-width": w(2) }),
      point: path("M112 -262l14 -8", { stroke: t.accent, "stroke-width": w(2) }),
      stand: "",
    };
    return (
      g({ fill: out, stroke: out, "stroke-width": w(5) }, parts) +
      g({ fill: body, stroke: "none" }, parts) +
      path("M-35 -176H35M-34 -158H34", { stroke: t.glow, "stroke-width": w(4) }) +
      path("M-18 -222L-14 -124M18 -222L14 -124", { stroke: t.glow, "stroke-width": w(3.5) }) +
      path("M-24 -252Q-24 -280 0 -282Q24 -280 24 -252Z", {
        fill: t.accent,
        stroke: out,
        "stroke-width": w(2),
      }) +
      path("M-30 -252H30", { stroke: out, "stroke-width": w(4) }) +
      path("M0 -282V-262", { stroke: out, "stroke-width": w(1.5) }) +
      extras[pose]
    );
  });
}

/** Seated audience member seen from behind (training scenes). ~70 × 110, anchor bottom centre. */
export function seatedPerson(t: Theme, p: Place, helmet = false): string {
  return subject(t, p, (w) => {
    const body = t.kind === "dark" ? palette.blueLift : palette.navy;
    return (
      rect(-40, -56, 80, 56, { rx: 6, fill: t.fill3 }) +
      path("M-30 -40Q-32 -84 0 -86Q32 -84 30 -40Z", { fill: body, stroke: t.line }) +
      circle(0, -100, 15, { fill: body, stroke: t.line }) +
      (helmet
        ? path("M-17 -104Q-17 -124 0 -125Q17 -124 17 -104Z", {
            fill: t.accent,
            stroke: t.line,
            "stroke-width": w(2),
          })
        : "")
    );
  });
}

/** Two-storey lab building with HV test hall. ~560 × 260, anchor bottom centre. */
export function labBuilding(t: Theme, p: Place, trees = true): string {
  return subject(t, p, (w) => {
    let win = "";
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 6; c++) {
        if (r === 2 && (c === 2 || c === 3)) continue;
        win += rect(-250 + c * 46, -166 + r * 50, 32, 30, {
          rx: 2,
          fill: t.kind === "dark" ? palette.amber : t.fill2,
          opacity: t.kind === "dark" && (r + c) % 3 === 0 ? 0.85 : 1,
          "stroke-width": w(1.8),
        });
      }
    let shutter = "";
    for (let y = -116; y < 0; y += 10) shutter += `M96 ${y}H184`;
    let clere = "";
    for (let i = 0; i < 6; i++)
      clere += rect(48 + i * 36, -150, 24, 14, { rx: 2, fill: t.fill3, "stroke-width": w(1.6) });
    const tree = (x: number, r: number) =>
      trees
        ? line(x, 0, x, -r * 1.4, { "stroke-width": w(3) }) +
          circle(x, -r * 1.6, r, { fill: t.fill2 })
        : "";
    return (
      tree(-300, 26) +
      polygon(
        [
          [30, -170],
          [150, -214],
          [270, -170],
        ],
        { fill: t.fill3 },
      ) +
      rect(30, -170, 240, 170, { fill: t.fill2 }) +
      clere +
      rect(90, -124, 100, 124, { fill: t.fill }) +
      path(shutter, { stroke: t.muted, "stroke-width": w(1.4) }) +
      rect(206, -60, 40, 60, { fill: t.fill }) +
      rect(-276, -210, 312, 12, { fill: t.fill3 }) +
      rect(-270, -198, 300, 198, { fill: t.fill }) +
      rect(-258, -192, 276, 18, { rx: 3, fill: t.accent, stroke: "none" }) +
      circle(-240, -183, 6, { fill: t.fill, stroke: "none" }) +
      path("M-224 -183H-60", { stroke: t.fill, "stroke-width": w(3) }) +
      win +
      rect(-172, -62, 64, 62, { fill: t.kind === "dark" ? palette.navyDeep : t.fill2 }) +
      line(-140, -62, -140, 0) +
      rect(-182, -74, 84, 10, { rx: 2, fill: t.fill3 }) +
      tree(300, 22) +
      line(-330, 0, 330, 0, { "stroke-width": w(2.5) })
    );
  });
}

/* ------------------------------------------------------------------ safety */

/** Danger sign on a post. ~110 × 200, anchor bottom centre. */
export function dangerSign(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-5, -120, 10, 120, { fill: t.fill3 }) +
      rect(-54, -200, 108, 86, { rx: 6, fill: t.fill }) +
      polygon(
        [
          [0, -190],
          [30, -140],
          [-30, -140],
        ],
        { fill: t.accent, stroke: t.line },
      ) +
      path("M3 -178l-8 15h10l-8 15", { stroke: t.fill, "stroke-width": w(3) }) +
      path("M-36 -128H36", { stroke: t.accent, "stroke-width": w(4) }),
  );
}

/** Safety barrier: posts joined by chains. Anchor bottom-left; width len. */
export function barrier(t: Theme, p: Place, len = 400, posts = 4): string {
  return subject(t, p, (w) => {
    let s = "";
    const step = len / (posts - 1);
    for (let i = 0; i < posts - 1; i++) {
      const x = i * step;
      s += path(`M${f(x)} -86Q${f(x + step / 2)} -56 ${f(x + step)} -86`, {
        stroke: t.accent,
        "stroke-width": w(4),
        "stroke-dasharray": `${f(w(10))} ${f(w(8))}`,
      });
    }
    for (let i = 0; i < posts; i++) {
      const x = i * step;
      s += rect(x - 18, -8, 36, 8, { rx: 3, fill: t.fill3 });
      s += rect(x - 5, -94, 10, 86, { rx: 3, fill: t.fill });
      s += rect(x - 5, -76, 10, 12, { fill: t.accent, stroke: "none" });
      s += rect(x - 5, -44, 10, 12, { fill: t.accent, stroke: "none" });
    }
    return s;
  });
}

/** Earthing discharge rod leaning, with its ground lead. ~200 × 300. */
export function dischargeRod(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      path("M-60 0L60 -260", { stroke: t.line, "stroke-width": w(12) }) +
      path("M-60 0L60 -260", { stroke: t.fill2, "stroke-width": w(7) }) +
      path("M-44 -34L-30 -64", { stroke: t.accent, "stroke-width": w(12) }) +
      path("M5 -140L12 -156", { stroke: t.accent, "stroke-width": w(14) }) +
      path("M60 -260l10 -22q6 -12 18 -6", { "stroke-width": w(4) }) +
      path("M-38 -48C-60 -10 10 10 70 -4", { stroke: t.accent, "stroke-width": w(2.5) }) +
      rect(64, -12, 26, 12, { rx: 3, fill: t.fill3 }),
  );
}

/** PPE kit: hard hat, insulating gloves and goggles. ~300 × 140. */
export function ppeKit(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    const glove = (x: number, flip: number) =>
      path(
        `M${x} 0h${flip * 40}v-40q${flip * 6} -14 ${flip * 2} -26l${flip * -2} -30q${flip * -6} -8 ${flip * -10} 0v24l-4 -40q-6 -8 -10 0l-2 38-4 -34q-6 -8 -10 0l2 42-8 -14q${flip * -8} -6 ${flip * -10} 4l10 30z`,
        { fill: t.accentFill, stroke: t.line },
      );
    return (
      path("M-150 0Q-150 -84 -80 -88Q-10 -84 -10 0Z", { fill: t.accent }) +
      path("M-170 0H8", { "stroke-width": w(5) }) +
      path("M-80 -88V-28M-118 -70Q-80 -40 -42 -70", { stroke: t.line, "stroke-width": w(1.8) }) +
      glove(40, 1) +
      glove(120, 1) +
      path("M40 -20h40M120 -20h40", { stroke: t.accent, "stroke-width": w(2) })
    );
  });
}

/** Fire extinguisher. ~70 × 180. */
export function extinguisher(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-28, -140, 56, 140, { rx: 20, fill: t.accent }) +
      rect(-20, -100, 40, 44, { rx: 3, fill: t.fill }) +
      path("M-12 -88h24M-12 -78h16M-12 -68h20", { stroke: t.muted, "stroke-width": w(1.6) }) +
      rect(-8, -158, 16, 18, { fill: t.fill3 }) +
      path("M-6 -164h34M-4 -152l20 -14", { "stroke-width": w(4) }) +
      path("M8 -156C40 -150 44 -110 36 -60", { "stroke-width": w(3.5) }),
  );
}

/* ------------------------------------------------------------------ energy */

/** Tilted solar panel on a stand. ~240 × 170. */
export function solarPanel(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    const A: Pt = [-120, -50];
    const B: Pt = [90, -50];
    const C: Pt = [120, -160];
    const D: Pt = [-90, -160];
    let gridL = "";
    for (let i = 1; i < 6; i++) {
      const u = i / 6;
      gridL += `M${f(A[0] + (B[0] - A[0]) * u)} ${f(A[1])}L${f(D[0] + (C[0] - D[0]) * u)} ${f(D[1])}`;
    }
    for (let j = 1; j < 3; j++) {
      const v = j / 3;
      gridL += `M${f(A[0] + (D[0] - A[0]) * v)} ${f(A[1] + (D[1] - A[1]) * v)}L${f(B[0] + (C[0] - B[0]) * v)} ${f(B[1] + (C[1] - B[1]) * v)}`;
    }
    return (
      path("M-60 0V-50M50 0V-130M-70 0h20M40 0h20", { "stroke-width": w(4) }) +
      polygon([A, B, C, D], { fill: t.kind === "dark" ? palette.navyDeep : palette.deepBlue }) +
      path(gridL, {
        stroke: t.kind === "dark" ? palette.blueLift : palette.steelDark,
        "stroke-width": w(1.4),
      }) +
      path(`M${D[0] + 12} ${D[1] + 8}L${D[0] + 60} ${D[1] + 8}`, {
        stroke: t.glow,
        "stroke-width": w(2),
        opacity: 0.8,
      })
    );
  });
}

/** Wind turbine. ~200 × 400, anchor bottom centre. */
export function windTurbine(t: Theme, p: Place, rot = 10): string {
  return subject(t, p, () => {
    const blade = "M0 0C6 -20 8 -80 2 -150Q0 -156 -3 -150C-10 -90 -8 -30 0 0Z";
    let blades = "";
    for (let i = 0; i < 3; i++)
      blades += path(blade, { fill: t.fill, transform: `rotate(${rot + i * 120})` });
    return (
      polygon(
        [
          [-10, 0],
          [10, 0],
          [4, -300],
          [-4, -300],
        ],
        { fill: t.fill },
      ) +
      rect(-14, -314, 40, 18, { rx: 8, fill: t.fill2 }) +
      g(
        { transform: "translate(-14 -305)" },
        blades,
        circle(0, 0, 7, { fill: t.accent, stroke: t.line }),
      )
    );
  });
}

/** EV / battery charging pillar. ~90 × 200. */
export function chargerPillar(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      rect(-40, -200, 80, 200, { rx: 14, fill: t.fill }) +
      rect(-28, -184, 56, 40, { rx: 4, fill: t.screen }) +
      path("M2 -178l-10 16h10l-8 14", { stroke: t.glow, "stroke-width": w(2.5) }) +
      rect(-20, -124, 40, 8, { rx: 3, fill: t.accent, stroke: "none" }) +
      path("M30 -100C80 -100 80 -20 40 -10", { stroke: t.line, "stroke-width": w(5) }) +
      rect(26, -110, 14, 22, { rx: 4, fill: t.fill3 }),
  );
}

/** City skyline strip for energy scenes. Anchor bottom-left; width ~800. */
export function skyline(t: Theme, p: Place, seed = 3): string {
  return subject(t, p, (w) => {
    const hs = [120, 180, 90, 220, 150, 260, 110, 190, 140, 230, 100, 170, 130];
    let s = "";
    let x = 0;
    hs.forEach((h, i) => {
      const wd = 50 + ((i * 37 + seed * 13) % 30);
      s += rect(x, -h, wd, h, { fill: i % 2 ? t.fill : t.fill2, "stroke-width": w(1.8) });
      for (let yy = -h + 16; yy < -20; yy += 24)
        for (let xx = x + 10; xx < x + wd - 14; xx += 16)
          if ((xx * 7 + yy * 3 + seed) % 5 === 0)
            s += rect(xx, yy, 6, 8, { fill: t.glow, stroke: "none", opacity: 0.85 });
      x += wd + 6;
    });
    return s;
  });
}

/** Portal gantry (substation steel frame). Anchor bottom centre, width wd, height ht. */
export function gantry(t: Theme, p: Place, wd = 400, ht = 260): string {
  return subject(t, p, (w) => {
    const hw = wd / 2;
    let lat = "";
    for (let y = 0; y > -ht; y -= 30)
      lat += `M${-hw} ${y}l12 -30M${hw} ${y}l-12 -30M${-hw + 12} ${y}l-12 -30M${hw - 12} ${y}l12 -30`;
    for (let x = -hw + 12; x < hw - 12; x += 24) lat += `M${x} ${-ht}l12 -20l12 20`;
    return (
      path(
        `M${-hw} 0V${-ht - 20}M${-hw + 12} 0V${-ht - 20}M${hw} 0V${-ht - 20}M${hw - 12} 0V${-ht - 20}M${-hw} ${-ht}H${hw}M${-hw} ${-ht - 20}H${hw}`,
        {
          "stroke-width": w(2.5),
        },
      ) + path(lat, { stroke: t.muted, "stroke-width": w(1.3) })
    );
  });
}

/** Clipboard with checklist. ~130 × 170, anchor bottom centre. */
export function clipboard(t: Theme, p: Place): string {
  return subject(t, p, (w) => {
    let rows = "";
    for (let i = 0; i < 4; i++) {
      const y = -118 + i * 26;
      rows += rect(-44, y - 8, 14, 14, { rx: 3, fill: t.fill2, "stroke-width": w(1.8) });
      if (i < 3) rows += path(`M-41 ${y}l4 4l7 -9`, { stroke: t.accent, "stroke-width": w(2.2) });
      rows += path(`M-20 ${y}H${i % 2 ? 30 : 42}`, { stroke: t.muted, "stroke-width": w(2) });
    }
    return (
      rect(-62, -170, 124, 170, { rx: 8, fill: t.fill3 }) +
      rect(-54, -154, 108, 146, { rx: 3, fill: t.fill }) +
      rect(-24, -178, 48, 20, { rx: 5, fill: t.fill2 }) +
      rows
    );
  });
}

/** Shield with check mark (quality / accreditation). ~140 × 170, anchor centre. */
export function shieldCheck(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      path("M0 -84L68 -60V0C68 44 36 72 0 86C-36 72 -68 44 -68 0V-60Z", { fill: t.fill }) +
      path("M0 -70L54 -50V0C54 36 28 58 0 70C-28 58 -54 36 -54 0V-50Z", {
        fill: t.fill2,
        stroke: t.muted,
        "stroke-width": w(1.5),
      }) +
      path("M-26 2L-6 22L30 -20", { stroke: t.accent, "stroke-width": w(8) }),
  );
}

/** Presentation screen on a stand showing a waveform and bars. ~260 × 230, anchor bottom centre. */
export function presentationScreen(t: Theme, p: Place): string {
  return subject(
    t,
    p,
    (w) =>
      path("M0 -60V0M-40 0L0 -60L40 0", { "stroke-width": w(3) }) +
      rect(-130, -230, 260, 170, { rx: 6, fill: t.fill }) +
      rect(-118, -218, 236, 146, { rx: 3, fill: t.screen }) +
      path(sinePath(-108, 10, -150, 30, 60), { stroke: t.glow, "stroke-width": w(2.5) }) +
      [0, 1, 2, 3]
        .map((i) =>
          rect(30 + i * 20, -100 - i * 22, 12, 18 + i * 22, {
            fill: i === 3 ? t.accent : palette.blueLift,
            stroke: "none",
          }),
        )
        .join("") +
      path("M-108 -100H20", { stroke: palette.blueLift, "stroke-width": w(1.5) }),
  );
}

/** Overhead line conductor as a sagging curve between two points. */
export function sagLine(
  a: Pt,
  b: Pt,
  sag: number,
  stroke: string,
  width: number,
  extra = {},
): string {
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2 + sag * 2;
  return path(`M${f(a[0])} ${f(a[1])}Q${f(mx)} ${f(my)} ${f(b[0])} ${f(b[1])}`, {
    stroke,
    "stroke-width": width,
    fill: "none",
    ...extra,
  });
}

export { bolt, polyline, subject };
