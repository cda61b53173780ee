/**
 * Generates every site illustration (SVG) under public/images plus the favicon, public/icon.svg.
 *
 *   npx tsx tools/media/illustrations.ts          # write all files, then verify them
 *   npx tsx tools/media/illustrations.ts --check  # only verify that every file exists and is sane
 *
 * Original artwork: flat technical line art built from the subject library in ./subjects.ts,
 * tinted to the brand palette in ./svg.ts. Output is deterministic (seeded randomness).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as S from "./subjects";
import {
  circle,
  dark,
  darkBackground,
  ellipse,
  f,
  g,
  light,
  lightBackground,
  line,
  palette,
  path as p,
  polygon,
  rect,
  shadow,
  sparkPath,
  svgDoc,
  type Place,
  type Pt,
  type Theme,
} from "./svg";
import { badgeSvg, badges, certificateSvg, certificates } from "./documents";
import { faviconSvg, iconIds, iconSvg } from "./icons";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/* ------------------------------------------------------------------ composition helpers */

/** Maps art-local offsets (relative to the art's bottom-centre anchor) to absolute places. */
type P = (dx: number, dy: number, ss?: number) => Place;

interface Art {
  /** nominal bounding box, anchored at bottom centre */
  w: number;
  h: number;
  draw: (t: Theme, at: P, s: number) => string;
}

function placer(x: number, y: number, s: number): P {
  return (dx, dy, ss = 1) => ({ x: x + dx * s, y: y + dy * s, s: ss * s });
}

/** Contact shadow in art-local coordinates. */
function sh(t: Theme, at: P, s: number, dx: number, rx: number, dy = 0): string {
  const q = at(dx, dy);
  return shadow(t, q.x, q.y, rx * s);
}

/** Fit an art into a box (horizontally and vertically centred); returns the drawing and its ground y. */
function fitArt(
  art: Art,
  t: Theme,
  box: { x0: number; y0: number; x1: number; y1: number },
  maxS = 3,
): { svg: string; y: number; s: number } {
  const s = Math.min((box.x1 - box.x0) / art.w, (box.y1 - box.y0) / art.h, maxS);
  const x = (box.x0 + box.x1) / 2;
  const spare = box.y1 - box.y0 - art.h * s;
  const y = box.y1 - spare / 2;
  return { svg: art.draw(t, placer(x, y, s), s), y, s };
}

function fit(
  art: Art,
  t: Theme,
  box: { x0: number; y0: number; x1: number; y1: number },
  maxS = 3,
): string {
  return fitArt(art, t, box, maxS).svg;
}

/** Glow dot (amber halo) for highlights on dark scenes. */
function halo(x: number, y: number, r: number, color: string = palette.amber): string {
  return (
    circle(x, y, r, { fill: color, opacity: 0.12 }) +
    circle(x, y, r * 0.55, { fill: color, opacity: 0.18 }) +
    circle(x, y, r * 0.18, { fill: color, opacity: 0.9 })
  );
}

/** Ground line with small tick marks (light scenes) or floor band (dark scenes). */
function ground(t: Theme, x0: number, x1: number, y: number): string {
  return t.kind === "dark"
    ? rect(x0, y, x1 - x0, 4, { fill: palette.blueLift, opacity: 0.5, rx: 2 })
    : line(x0, y, x1, y, {
        stroke: palette.steelDark,
        "stroke-width": 3,
        "stroke-linecap": "round",
      });
}

/* ------------------------------------------------------------------ service arts */

/**
 * The service pictures drawn here, by file name: each becomes a card
 * (public/images/services/{name}.svg) and a banner (public/images/services/heading/{name}.svg).
 * A service's content module names the files it shows, so a service with a photo, or one
 * that shows another's picture, needs no drawing. Add new drawings at the end: the order
 * seeds each picture's background.
 */
const serviceArts = {
  cables: {
    w: 520,
    h: 270,
    draw: (t, at, s) =>
      sh(t, at, s, -120, 150) +
      S.cableDrum(t, at(-150, 0)) +
      S.cableStripped(t, at(30, -40, 0.62)) +
      S.cableSection(t, at(150, -190, 0.72)),
  },
  insulators: {
    w: 500,
    h: 330,
    draw: (t, at, s) => {
      return (
        sh(t, at, s, -236, 30) +
        S.subject(
          t,
          at(0, 0),
          () =>
            rect(-244, -330, 16, 330, { fill: t.fill3 }) +
            rect(-244, -334, 170, 14, { fill: t.fill3 }) +
            p("M-228 -268L-170 -320", { "stroke-width": 3 }) +
            rect(-258, -8, 44, 8, { rx: 2, fill: t.fill3 }),
        ) +
        S.discString(t, at(-130, -320), 6) +
        sh(t, at, s, 20, 60) +
        S.subject(
          t,
          at(20, 0),
          () =>
            rect(-34, -100, 68, 100, { rx: 6, fill: t.fill2 }) +
            p("M-22 -70H22M-22 -56H10", { stroke: t.muted }) +
            rect(-56, -112, 112, 12, { rx: 3, fill: t.fill3 }),
        ) +
        S.pinInsulator(t, at(20, -112, 1.05)) +
        sh(t, at, s, 175, 60) +
        S.postInsulator(t, at(175, 0, 1.1))
      );
    },
  },
  "h-beam": {
    w: 400,
    h: 300,
    draw: (t, at, s) => sh(t, at, s, 0, 190, -20) + S.hBeam(t, at(10, -31, 1.2), true, 1.05),
  },
  "rsj-poles": {
    w: 460,
    h: 360,
    draw: (t, at, s) => {
      const A = at(-110, 0, 0.85);
      const B = at(110, -40, 0.62);
      const tipsA: Pt[] = [
        [-70, -400 + 34 - 43],
        [70, -400 + 34 - 43],
        [0, -400 - 43],
      ];
      let lines = "";
      tipsA.forEach(([dx, dy]) => {
        const a: Pt = [A.x + dx * (A.s ?? 1), A.y + dy * (A.s ?? 1)];
        const b: Pt = [B.x + dx * (B.s ?? 1), B.y + dy * (B.s ?? 1)];
        lines += S.sagLine(a, b, 10 * s, t.line, 2);
      });
      const card = at(150, -330);
      return (
        sh(t, at, s, 110, 40, -40) +
        S.rsjPole(t, B) +
        sh(t, at, s, -110, 50) +
        S.rsjPole(t, A) +
        lines +
        S.subject(
          t,
          { ...card, s },
          () =>
            circle(0, 0, 54, { fill: t.fill }) +
            polygon(
              [
                [-26, -32],
                [26, -32],
                [26, -22],
                [5, -22],
                [5, 22],
                [26, 22],
                [26, 32],
                [-26, 32],
                [-26, 22],
                [-5, 22],
                [-5, -22],
                [-26, -22],
              ],
              { fill: t.accentFill, stroke: t.accent },
            ),
        ) +
        p(`M${f(card.x - 54 * s)} ${f(card.y)}L${f(A.x + 14 * s)} ${f(A.y - 280 * s)}`, {
          stroke: t.accent,
          "stroke-width": 1.5,
          "stroke-dasharray": "6 5",
          fill: "none",
        })
      );
    },
  },
  conductor: {
    w: 520,
    h: 260,
    draw: (t, at) =>
      S.strandedConductor(t, at(-150, -130), 380, 40) + S.acsrSection(t, at(-150, -130, 1.15)),
  },
  "pvc-conduit-pipe": {
    w: 520,
    h: 270,
    draw: (t, at, s) =>
      sh(t, at, s, -40, 200, 2) +
      S.pvcStack(t, at(-60, 0, 1.05)) +
      S.conduitBend(t, at(170, 0, 0.85)),
  },
  transformers: {
    w: 480,
    h: 320,
    draw: (t, at, s) =>
      sh(t, at, s, -60, 140) +
      S.transformer(t, at(-60, 0, 1.12)) +
      sh(t, at, s, 150, 40) +
      S.currentTransformer(t, at(150, 0, 0.8)) +
      S.potentialTransformer(t, at(215, 0, 0.7)),
  },
  "transmission-equipment": {
    w: 520,
    h: 350,
    draw: (t, at, s) => {
      const T = at(-130, 0, 0.72);
      let lines = "";
      S.towerTips.forEach(([dx, dy], i) => {
        const a: Pt = [T.x + dx * (T.s ?? 1), T.y + dy * (T.s ?? 1)];
        const far = i % 2 === 0 ? T.x - 220 * s : T.x + 420 * s;
        lines += S.sagLine(a, [far, a[1] + 30 * s], 12 * s, t.line, 1.6, { opacity: 0.7 });
      });
      return lines + S.tower(t, T) + sh(t, at, s, 140, 120) + S.abSwitch(t, at(140, 0, 0.82));
    },
  },
  "porcelain-connector": {
    w: 420,
    h: 300,
    draw: (t, at, s) =>
      sh(t, at, s, -90, 80) +
      S.postInsulator(t, at(-90, 0, 1.4)) +
      sh(t, at, s, 120, 100) +
      S.connectorBlock(t, at(120, 0, 1.4)),
  },
  "energy-meters": {
    w: 560,
    h: 300,
    draw: (t, at) => {
      const board = S.subject(
        t,
        at(0, 0),
        () =>
          rect(-250, -300, 500, 290, { rx: 10, fill: t.fill2 }) +
          rect(-262, -12, 524, 12, { rx: 3, fill: t.fill3 }) +
          p("M-232 -40H232", { stroke: t.accent, "stroke-width": 3 }) +
          p("M-150 -52V-40M0 -52V-40M150 -52V-40", { stroke: t.accent, "stroke-width": 3 }),
      );
      return (
        board +
        S.energyMeter(t, at(-150, -52, 0.95), "04827") +
        S.energyMeter(t, at(0, -52, 0.95), "04826") +
        S.energyMeter(t, at(150, -52, 0.95), "04827")
      );
    },
  },
  training: {
    w: 560,
    h: 330,
    draw: (t, at, s) =>
      S.presentationScreen(t, at(-90, -60, 1.1)) +
      sh(t, at, s, 150, 50) +
      S.technician(t, at(150, 0, 0.95), "point") +
      S.seatedPerson(t, at(-220, 0), true) +
      S.seatedPerson(t, at(-130, 0)) +
      S.seatedPerson(t, at(-40, 0), true) +
      S.seatedPerson(t, at(50, 0)),
  },
} satisfies Record<string, Art>;

const arts = {
  ...serviceArts,
  /* ---- non-service compositions ---- */
  hvbay: {
    w: 620,
    h: 330,
    draw: (t, at, s) => {
      const col = at(-210, 0, 1.05);
      const tr = at(60, 0, 1.0);
      const topX = col.x;
      const topY = col.y - 290 * (col.s ?? 1);
      const bx = tr.x - 54 * (tr.s ?? 1);
      const by = tr.y - 280 * (tr.s ?? 1);
      return (
        sh(t, at, s, -210, 80) +
        S.hvColumn(t, col) +
        sh(t, at, s, 60, 130) +
        S.transformer(t, tr) +
        p(`M${f(topX)} ${f(topY)}Q${f((topX + bx) / 2)} ${f(topY - 50 * s)} ${f(bx)} ${f(by)}`, {
          stroke: t.glow,
          "stroke-width": 2.5,
          fill: "none",
        }) +
        sh(t, at, s, 250, 80) +
        S.controlDesk(t, at(250, 0, 0.72))
      );
    },
  },
  lab: {
    w: 620,
    h: 260,
    draw: (t, at) => S.labBuilding(t, at(0, 0, 0.98)),
  },
  team: {
    w: 440,
    h: 300,
    draw: (t, at, s) =>
      sh(t, at, s, -150, 50) +
      S.technician(t, at(-150, 0), "tester") +
      sh(t, at, s, 0, 50) +
      S.technician(t, at(0, 0), "stand") +
      sh(t, at, s, 150, 50) +
      S.technician(t, at(150, 0, 1), "clipboard"),
  },
  bench: {
    w: 520,
    h: 300,
    draw: (t, at, s) =>
      sh(t, at, s, 0, 250) +
      S.subject(
        t,
        at(0, 0),
        () =>
          rect(-250, -132, 500, 14, { rx: 3, fill: t.fill3 }) +
          rect(-236, -118, 14, 118, { fill: t.fill2 }) +
          rect(222, -118, 14, 118, { fill: t.fill2 }) +
          rect(-222, -60, 444, 10, { fill: t.fill2 }),
      ) +
      S.oscilloscope(t, at(-130, -132, 1.05)) +
      S.calibrator(t, at(90, -132, 0.82)) +
      S.multimeter(t, at(205, -132, 0.55), false),
  },
  gallerywall: {
    w: 620,
    h: 300,
    draw: (t, at) => {
      const frame = (dx: number, dy: number, w: number, h: number, inner: string) => {
        const q = at(dx, dy);
        return (
          S.subject(
            t,
            { ...q, s: q.s },
            () =>
              rect(-w / 2, -h, w, h, { rx: 6, fill: t.fill }) +
              rect(-w / 2 + 10, -h + 10, w - 20, h - 20, { rx: 3, fill: t.fill3 }),
          ) + inner
        );
      };
      return (
        frame(-200, -40, 190, 220, S.tower(t, at(-200, -60, 0.36), false)) +
        frame(10, 0, 200, 290, S.transformer(t, at(10, -20, 0.82))) +
        frame(215, -60, 170, 200, S.energyMeter(t, at(215, -80, 0.65)))
      );
    },
  },
  contact: {
    w: 620,
    h: 320,
    draw: (t, at, s) => {
      const m = at(0, 0);
      let roads = "";
      for (let i = -3; i <= 3; i++)
        roads += `M${f(m.x + i * 90 * s)} ${f(m.y - 300 * s)}L${f(m.x + i * 110 * s)} ${f(m.y)}`;
      for (let j = 0; j < 4; j++)
        roads += `M${f(m.x - 320 * s)} ${f(m.y - j * 80 * s)}H${f(m.x + 320 * s)}`;
      const pin = at(40, -170);
      return (
        p(roads, {
          stroke: t.kind === "dark" ? palette.blueLift : palette.steelDark,
          "stroke-width": 3,
          fill: "none",
          opacity: 0.8,
        }) +
        S.labBuilding(t, at(-40, -10, 0.5)) +
        S.subject(
          t,
          { ...pin, s },
          () =>
            ellipse(0, 150, 24, 8, { fill: t.accent, opacity: 0.3, stroke: "none" }) +
            p("M0 150C-40 90 -56 60 -56 30A56 56 0 0 1 56 30C56 60 40 90 0 150Z", {
              fill: t.accent,
              stroke: t.line,
            }) +
            circle(0, 30, 22, { fill: t.fill }) +
            S.bolt(t.accent, { x: 0, y: 30, s: 0.8 }),
        ) +
        S.subject(
          t,
          at(230, -210, 1),
          () => rect(-44, -30, 88, 60, { rx: 6, fill: t.fill }) + p("M-44 -26L0 6L44 -26", {}),
        ) +
        S.subject(
          t,
          at(-250, -220, 1),
          () =>
            circle(0, 0, 34, { fill: t.fill }) +
            p(
              "M-14 -16c4 -4 8 -4 10 0l4 8c1 3 0 5 -2 7l-3 2c3 6 7 10 13 13l2 -3c2 -2 4 -3 7 -2l8 4c4 2 4 6 0 10c-6 6 -16 6 -26 -2c-8 -6 -14 -14 -16 -22c-2 -8 0 -12 3 -15z",
              { fill: t.accentFill, stroke: t.accent },
            ),
        )
      );
    },
  },
  feedback: {
    w: 560,
    h: 320,
    draw: (t, at) => {
      const star = (cx: number, cy: number, r: number, fill: string) => {
        const pts: Pt[] = [];
        for (let i = 0; i < 10; i++) {
          const a = (i / 10) * Math.PI * 2;
          const rr = i % 2 ? r * 0.45 : r;
          pts.push([cx + Math.sin(a) * rr, cy - Math.cos(a) * rr]);
        }
        return polygon(pts, { fill });
      };
      return (
        S.subject(
          t,
          at(-60, -180),
          () =>
            p(
              "M-150 -110H150A20 20 0 0 1 170 -90V30A20 20 0 0 1 150 50H-60L-110 96V50H-150A20 20 0 0 1 -170 30V-90A20 20 0 0 1 -150 -110Z",
              { fill: t.fill },
            ) +
            [0, 1, 2, 3, 4]
              .map((i) => star(-120 + i * 60, -40, 24, i < 4 ? t.accent : t.fill2))
              .join("") +
            p("M-130 12H110", { stroke: t.muted, "stroke-width": 3 }),
        ) +
        S.subject(
          t,
          at(200, -60),
          () =>
            p(
              "M-80 -70H80A16 16 0 0 1 96 -54V20A16 16 0 0 1 80 36H40L60 70L10 36H-80A16 16 0 0 1 -96 20V-54A16 16 0 0 1 -80 -70Z",
              { fill: t.fill2 },
            ) +
            p("M-60 -34H60M-60 -10H30", { stroke: t.muted, "stroke-width": 3 }) +
            p("M40 -12l10 10l22 -24", { stroke: t.accent, "stroke-width": 5 }),
        )
      );
    },
  },
  privacy: {
    w: 520,
    h: 320,
    draw: (t, at) =>
      S.subject(
        t,
        at(120, -170),
        () =>
          rect(-110, -150, 220, 290, { rx: 10, fill: t.fill2 }) +
          p("M-80 -110H60M-80 -80H80M-80 -50H40M-80 -20H70M-80 10H20M-80 40H60", {
            stroke: t.muted,
            "stroke-width": 4,
          }),
      ) +
      S.shieldCheck(t, at(-90, -150, 1.6)) +
      S.subject(
        t,
        at(-90, -60, 1),
        () =>
          p("M-20 -6v-14a20 20 0 0 1 40 0v14", { "stroke-width": 6 }) +
          rect(-32, -6, 64, 50, { rx: 8, fill: t.accent }) +
          circle(0, 14, 7, { fill: t.line, stroke: "none" }) +
          rect(-3, 16, 6, 14, { fill: t.line, stroke: "none" }),
      ),
  },
  blogdesk: {
    w: 560,
    h: 300,
    draw: (t, at, s) =>
      S.presentationScreen(t, at(-110, -20, 1.05)) +
      sh(t, at, s, 170, 70) +
      S.clipboard(t, at(170, 0, 1.2)) +
      S.subject(
        t,
        at(40, -20),
        () =>
          rect(-36, -70, 72, 70, { rx: 4, fill: t.fill }) +
          p("M-24 -50H24M-24 -36H24M-24 -22H10", { stroke: t.muted }),
      ),
  },
} satisfies Record<string, Art>;

/* ------------------------------------------------------------------ scene wrappers */

interface Files {
  [rel: string]: string;
}
const files: Files = {};
const put = (rel: string, svg: string) => {
  files[rel] = svg;
};

/** Light card scene with the art centred. */
function lightScene(w: number, h: number, seed: number, art: Art, pad = 0.12, extra = ""): string {
  const bg = lightBackground(w, h, { seed, blobY: 0.5 });
  const box = { x0: w * pad, x1: w * (1 - pad), y0: h * pad, y1: h * (1 - pad * 0.8) };
  const a = fitArt(art, light, box);
  return svgDoc(
    w,
    h,
    bg.body + ground(light, w * 0.06, w * 0.94, a.y + 2) + a.svg + extra,
    bg.defs,
  );
}

/** Dark banner: calm left, art on the right. */
function darkBanner(w: number, h: number, seed: number, art: Art, calm = 0.45, extra = ""): string {
  const bg = darkBackground(w, h, { seed, calm, glowX: 0.74, glowY: 0.55, glowR: 0.4 });
  const box = { x0: w * (calm + 0.08), x1: w * 0.96, y0: h * 0.1, y1: h * 0.92 };
  const a = fitArt(art, dark, box);
  return svgDoc(
    w,
    h,
    bg.body + ground(dark, w * (calm + 0.02), w - 24, a.y + 3) + a.svg + extra,
    bg.defs,
  );
}

/** Dark card scene, art centred. */
function darkScene(
  w: number,
  h: number,
  seed: number,
  art: Art,
  pad = 0.12,
  extra = "",
  pre = "",
): string {
  const bg = darkBackground(w, h, { seed, glowX: 0.5, glowY: 0.55, glowR: 0.6 });
  const box = { x0: w * pad, x1: w * (1 - pad), y0: h * pad, y1: h * (1 - pad * 0.8) };
  const a = fitArt(art, dark, box);
  return svgDoc(
    w,
    h,
    bg.body + pre + ground(dark, w * 0.06, w * 0.94, a.y + 3) + a.svg + extra,
    bg.defs,
  );
}

/** Build an ad-hoc art from a draw function. */
const mk = (w: number, h: number, draw: Art["draw"]): Art => ({ w, h, draw });

/* ------------------------------------------------------------------ hero */

function hero(): string {
  const W = 1600;
  const H = 900;
  const bg = darkBackground(W, H, { seed: 7, calm: 0.45, glowX: 0.72, glowY: 0.55, glowR: 0.42 });
  const t = dark;
  const floorY = 770;
  // perspective floor grid, vanishing towards the test bay
  let floor = "";
  for (let i = -14; i <= 10; i++) floor += `M${1150 + i * 44} ${floorY}L${1150 + i * 150} ${H}`;
  for (const y of [792, 822, 862]) floor += `M0 ${y}H${W}`;
  const defs =
    bg.defs +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.blueLift}" stop-opacity=".3"/><stop offset="1" stop-color="${palette.navyDeep}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.navyDeep}"/><stop offset=".3" stop-color="${palette.navyDeep}" stop-opacity=".85"/><stop offset=".56" stop-color="${palette.navyDeep}" stop-opacity="0"/></linearGradient>`;
  const cs = 1.7;
  const col: Place = { x: 965, y: floorY, s: cs };
  const ts = 1.18;
  const tr: Place = { x: 1290, y: floorY, s: ts };
  const top: Pt = [965, floorY - 290 * cs];
  const bush: Pt = [1290 - 54 * ts, floorY - 280 * ts];
  const lead = `M${top[0]} ${f(top[1])}Q${f((top[0] + bush[0]) / 2)} ${f(top[1] - 60)} ${f(bush[0])} ${f(bush[1])}`;
  const body =
    bg.body +
    S.gantry(t, { x: 1130, y: floorY }, 640, 600) +
    rect(0, floorY, W, H - floorY, { fill: "url(#floor)" }) +
    p(floor, { stroke: palette.blueLift, "stroke-width": 1.5, opacity: 0.4, fill: "none" }) +
    rect(0, floorY - 2, W, H - floorY + 2, { fill: "url(#fade)" }) +
    shadow(t, 965, floorY + 4, 140, 14) +
    S.hvColumn(t, col) +
    shadow(t, 1290, floorY + 4, 160, 16) +
    S.transformer(t, tr) +
    p(lead, { stroke: palette.navyDeep, "stroke-width": 9, fill: "none" }) +
    p(lead, { stroke: palette.amber, "stroke-width": 3.5, fill: "none" }) +
    [170, 250, 330]
      .map((r, i) =>
        ellipse(top[0], top[1] + 14, r, r * 0.26, {
          fill: "none",
          stroke: palette.amber,
          "stroke-width": 1.5,
          opacity: 0.28 - i * 0.07,
          "stroke-dasharray": "2 9",
          "stroke-linecap": "round",
        }),
      )
      .join("") +
    halo(top[0], top[1], 64) +
    halo(bush[0], bush[1], 40) +
    halo(1290 + 24 * ts, floorY - 228 * ts, 18) +
    shadow(t, 1500, floorY + 34, 90, 10) +
    S.controlDesk(t, { x: 1500, y: floorY + 32, s: 0.78 }) +
    S.dangerSign(t, { x: 790, y: floorY + 40, s: 0.72 }) +
    S.barrier(t, { x: 850, y: floorY + 108, s: 0.9 }, 560, 5);
  return svgDoc(W, H, body, defs);
}

/* ------------------------------------------------------------------ blog / news / gallery arts */

const blogArts: Art[] = [
  // 1 HV cable diagnostics
  mk(
    560,
    270,
    (t, at, s) =>
      sh(t, at, s, -140, 140) +
      S.cableDrum(t, at(-150, 0, 0.95)) +
      S.oscilloscope(t, at(150, -110, 1.1)) +
      S.subject(t, at(150, -110), () => rect(-110, 0, 220, 110, { fill: t.fill2, rx: 4 })) +
      p(
        `M${f(at(-60, -30).x)} ${f(at(-60, -30).y)}C${f(at(20, -10).x)} ${f(at(20, -10).y)} ${f(at(60, -40).x)} ${f(at(60, -40).y)} ${f(at(70, -126).x)} ${f(at(70, -126).y)}`,
        { stroke: t.accent, "stroke-width": 3, fill: "none" },
      ),
  ),
  // 2 transformer testing
  mk(
    540,
    300,
    (t, at, s) =>
      sh(t, at, s, -90, 140) +
      S.transformer(t, at(-90, 0, 1.05)) +
      sh(t, at, s, 170, 110) +
      S.calibrator(t, at(170, 0, 0.95)) +
      p(
        `M${f(at(-147, -300).x)} ${f(at(-147, -300).y)}C${f(at(-150, -340).x)} ${f(at(-150, -340).y)} ${f(at(120, -260).x)} ${f(at(120, -260).y)} ${f(at(95, -36).x)} ${f(at(95, -36).y)}`,
        { stroke: t.accent, "stroke-width": 2.5, fill: "none" },
      ) +
      p(
        `M${f(at(-63, -300).x)} ${f(at(-63, -300).y)}C${f(at(-60, -330).x)} ${f(at(-60, -330).y)} ${f(at(160, -240).x)} ${f(at(160, -240).y)} ${f(at(146, -36).x)} ${f(at(146, -36).y)}`,
        { stroke: t.line, "stroke-width": 2.5, fill: "none" },
      ),
  ),
  // 3 CT/PT calibration
  mk(
    560,
    300,
    (t, at, s) =>
      sh(t, at, s, -200, 50) +
      S.currentTransformer(t, at(-200, 0, 0.95)) +
      S.ringCT(t, at(0, -150, 0.95)) +
      sh(t, at, s, 190, 110) +
      S.calibrator(t, at(190, 0, 0.9)),
  ),
  // 4 accreditation
  mk(
    520,
    300,
    (t, at, s) =>
      S.subject(
        t,
        at(-90, 0),
        () =>
          rect(-100, -290, 200, 280, { rx: 6, fill: t.fill }) +
          rect(-88, -278, 176, 256, {
            rx: 3,
            fill: "none",
            stroke: t.accent,
            "stroke-width": 1.5,
          }) +
          p("M-60 -240H60M-40 -220H40M-60 -180H60M-60 -164H60M-60 -148H30", {
            stroke: t.muted,
            "stroke-width": 3,
          }) +
          circle(50, -70, 30, { fill: t.accent }) +
          circle(50, -70, 22, { fill: "none", stroke: t.fill, "stroke-dasharray": "3 3" }) +
          p("M-70 -70H0M-70 -50H-10", { stroke: t.muted, "stroke-width": 3 }),
      ) +
      S.shieldCheck(t, at(150, -150, 1.4)) +
      sh(t, at, s, 0, 200, 0),
  ),
  // 5 insulator testing
  mk(
    520,
    330,
    (t, at, s) =>
      S.subject(t, at(-140, -330), () => rect(-80, -6, 160, 14, { fill: t.fill3 })) +
      S.discString(t, at(-140, -322), 7) +
      p(
        sparkPath(
          5,
          [at(-190, -290).x, at(-190, -290).y],
          [at(-192, -120).x, at(-192, -120).y],
          8,
          14 * s,
        ),
        { stroke: t.glow, "stroke-width": 3, fill: "none" },
      ) +
      sh(t, at, s, 120, 100) +
      S.hvColumn(t, at(40, 0, 0.95)) +
      S.sphereGap(t, at(210, 0, 0.95)),
  ),
  // 6 energy meter accuracy
  mk(
    520,
    290,
    (t, at, s) =>
      sh(t, at, s, -120, 90) +
      S.energyMeter(t, at(-130, 0, 1.2)) +
      sh(t, at, s, 140, 110) +
      S.calibrator(t, at(140, 0, 0.9)) +
      S.dialGauge(t, at(140, -200, 0.6)) +
      p(
        `M${f(at(-80, -20).x)} ${f(at(-80, -20).y)}C${f(at(-20, 20).x)} ${f(at(-20, 20).y)} ${f(at(30, 0).x)} ${f(at(30, 0).y)} ${f(at(66, -30).x)} ${f(at(66, -30).y)}`,
        { stroke: t.accent, "stroke-width": 2.5, fill: "none" },
      ),
  ),
  // 7 GIS partial discharge
  mk(600, 330, (t, at, s) => {
    const scr = at(200, -190);
    let spikes = `M${f(scr.x - 70 * s)} ${f(scr.y)}`;
    for (let i = 0; i < 14; i++)
      spikes += `l${f(5 * s)} 0l${f(2 * s)} ${f((i % 3 === 0 ? -34 : -12) * s)}l${f(2 * s)} ${f((i % 3 === 0 ? 34 : 12) * s)}`;
    return (
      sh(t, at, s, -90, 190) +
      S.gisBay(t, at(-90, 0, 0.95)) +
      S.subject(
        t,
        at(200, -190),
        () =>
          rect(-84, -70, 168, 120, { rx: 8, fill: t.fill }) +
          rect(-74, -60, 148, 100, { rx: 4, fill: t.screen }),
      ) +
      p(spikes, { stroke: t.glow, "stroke-width": 2, fill: "none" }) +
      S.subject(t, at(200, 0), () => p("M0 -140V-10M-30 0H30", { "stroke-width": 4 }))
    );
  }),
  // 8 on-site calibration
  mk(
    540,
    320,
    (t, at, s) =>
      sh(t, at, s, -140, 90) +
      S.switchPanel(t, at(-150, 0, 1.0)) +
      sh(t, at, s, 40, 50) +
      S.technician(t, at(40, 0, 1.0), "tester") +
      sh(t, at, s, 200, 80) +
      S.calibrator(t, at(200, 0, 0.62)),
  ),
];

const newsArts: Art[] = [
  mk(640, 300, (t, at) => {
    let flags = "";
    const n = 11;
    for (let i = 0; i < n; i++) {
      const u = (i + 0.5) / n;
      const x = -250 + 500 * u;
      const y = -262 + 40 * 4 * u * (1 - u);
      flags += polygon(
        [
          [x - 12, y],
          [x + 12, y + 1],
          [x, y + 22],
        ],
        { fill: i % 2 ? t.glow : t.accent, stroke: t.line, "stroke-width": 1.5 },
      );
    }
    return (
      S.labBuilding(t, at(0, 0, 1.05)) +
      S.subject(t, at(0, 0), () => p("M-262 -262Q0 -182 262 -262", { "stroke-width": 2 }) + flags)
    );
  }),
  mk(520, 320, (t, at, s) => blogArts[3]!.draw(t, at, s)),
  mk(520, 330, (t, at, s) => arts.training.draw(t, at, s)),
  mk(
    520,
    340,
    (t, at, s) =>
      sh(t, at, s, -120, 90) +
      S.impulseGenerator(t, at(-120, 0, 0.95)) +
      sh(t, at, s, 120, 50) +
      S.technician(t, at(110, 0, 1.05), "clipboard"),
  ),
];

function towerLine(
  t: Theme,
  at: P,
  s: number,
  xs: number[],
  sc: number[],
  ys: number[] = [],
): string {
  let out = "";
  const placed = xs.map((x, i) => at(x, ys[i] ?? 0, sc[i] ?? 1));
  // conductors first (behind), then towers
  for (let k = 0; k < S.towerTips.length; k++) {
    const tip = S.towerTips[k]!;
    let d = "";
    placed.forEach((pl, i) => {
      const x = pl.x + tip[0] * (pl.s ?? 1);
      const y = pl.y + tip[1] * (pl.s ?? 1);
      if (i === 0) d += `M${f(x)} ${f(y)}`;
      else {
        const prev = placed[i - 1]!;
        const px = prev.x + tip[0] * (prev.s ?? 1);
        const py = prev.y + tip[1] * (prev.s ?? 1);
        d += `Q${f((px + x) / 2)} ${f((py + y) / 2 + 26 * s)} ${f(x)} ${f(y)}`;
      }
    });
    out += p(d, { stroke: t.line, "stroke-width": 1.4, fill: "none", opacity: 0.75 });
  }
  return placed.map((pl) => S.tower(t, pl)).join("") + out;
}

interface GalleryItem {
  theme: "light" | "dark";
  art: Art;
  pre?: (w: number, h: number) => string;
}

const gallery: Record<"high-voltage" | "calibration" | "safety" | "energy", GalleryItem[]> = {
  "high-voltage": [
    {
      theme: "dark",
      art: mk(
        520,
        340,
        (t, at, s) =>
          sh(t, at, s, -100, 80) +
          S.hvColumn(t, at(-100, 0, 1.1)) +
          S.sphereGap(t, at(120, 0, 1.15)) +
          p(
            sparkPath(
              3,
              [at(-60, -318).x, at(-60, -318).y],
              [at(96, -270).x, at(96, -270).y],
              7,
              12 * s,
            ),
            { stroke: palette.amber, "stroke-width": 3, fill: "none" },
          ) +
          halo(at(96, -270).x, at(96, -270).y, 40 * s),
      ),
    },
    {
      theme: "dark",
      art: mk(
        480,
        350,
        (t, at, s) =>
          sh(t, at, s, -80, 90) +
          S.impulseGenerator(t, at(-80, 0, 1)) +
          sh(t, at, s, 150, 50) +
          S.technician(t, at(150, 0, 1.0), "point"),
      ),
    },
    {
      theme: "dark",
      art: mk(700, 340, (t, at, s) =>
        towerLine(t, at, s, [-260, 20, 250], [0.72, 0.58, 0.46], [0, -20, -36]),
      ),
    },
    {
      theme: "dark",
      art: mk(
        600,
        330,
        (t, at, s) =>
          S.gantry(t, at(0, 0), 560, 280) +
          sh(t, at, s, -110, 130) +
          S.transformer(t, at(-110, 0, 1)) +
          S.currentTransformer(t, at(120, 0, 0.9)) +
          S.potentialTransformer(t, at(210, 0, 0.9)),
      ),
    },
    {
      theme: "dark",
      art: mk(
        460,
        340,
        (t, at, s) =>
          S.subject(t, at(0, -340), () => rect(-200, -6, 400, 14, { fill: t.fill3 })) +
          S.discString(t, at(-90, -332), 7) +
          S.discString(t, at(90, -332), 7) +
          p(
            sparkPath(
              9,
              [at(-142, -300).x, at(-142, -300).y],
              [at(-138, -130).x, at(-138, -130).y],
              9,
              16 * s,
            ),
            { stroke: palette.amber, "stroke-width": 3, fill: "none" },
          ) +
          halo(at(-140, -135).x, at(-140, -135).y, 40 * s),
      ),
    },
    {
      theme: "dark",
      art: mk(420, 330, (t, at, s) => sh(t, at, s, 0, 190) + S.gisBay(t, at(0, 0, 1))),
    },
  ],
  calibration: [
    {
      theme: "light",
      art: mk(
        480,
        260,
        (t, at, s) =>
          sh(t, at, s, -90, 120) +
          S.calibrator(t, at(-90, 0, 1.05)) +
          S.dialGauge(t, at(150, -130, 1.05)) +
          sh(t, at, s, 150, 30),
      ),
    },
    { theme: "light", art: arts.bench },
    {
      theme: "light",
      art: mk(
        500,
        280,
        (t, at, s) =>
          S.ringCT(t, at(-120, -140, 1.1)) +
          sh(t, at, s, 140, 110) +
          S.calibrator(t, at(140, 0, 0.9)) +
          p(
            `M${f(at(-120, -248).x)} ${f(at(-120, -248).y)}C${f(at(-100, -300).x)} ${f(at(-100, -300).y)} ${f(at(120, -260).x)} ${f(at(120, -260).y)} ${f(at(68, -32).x)} ${f(at(68, -32).y)}`,
            { stroke: t.accent, "stroke-width": 2.5, fill: "none" },
          ),
      ),
    },
    {
      theme: "light",
      art: mk(
        540,
        280,
        (t, at, s) =>
          sh(t, at, s, -60, 260) +
          S.subject(
            t,
            at(0, 0),
            () =>
              rect(-250, -40, 340, 22, { rx: 11, fill: t.fill2 }) +
              rect(-240, -18, 20, 18, { fill: t.fill3 }) +
              rect(60, -18, 20, 18, { fill: t.fill3 }),
          ) +
          [-180, -80, 20]
            .map((x, i) => S.dialGauge(t, at(x, -40 - 81, 0.75), [0.62, 0.6, 0.64][i]))
            .join("") +
          sh(t, at, s, 190, 80) +
          S.calibrator(t, at(190, 0, 0.75)),
      ),
    },
    {
      theme: "dark",
      art: mk(
        440,
        260,
        (t, at, s) =>
          sh(t, at, s, -80, 70) +
          S.multimeter(t, at(-80, 0, 1.2)) +
          sh(t, at, s, 130, 70) +
          S.clipboard(t, at(130, 0, 1.3)),
      ),
    },
    {
      theme: "dark",
      art: mk(
        480,
        320,
        (t, at, s) =>
          sh(t, at, s, -110, 90) +
          S.switchPanel(t, at(-110, 0, 1.0)) +
          S.thermalCamera(t, at(130, -40, 1.05)),
      ),
    },
  ],
  safety: [
    {
      theme: "light",
      art: mk(
        400,
        300,
        (t, at, s) =>
          sh(t, at, s, -70, 50) +
          S.technician(t, at(-70, 0), "clipboard") +
          sh(t, at, s, 130, 40) +
          S.dangerSign(t, at(130, 0, 1.2)),
      ),
    },
    {
      theme: "dark",
      art: mk(
        600,
        320,
        (t, at, s) =>
          sh(t, at, s, 60, 90) +
          S.hvColumn(t, at(60, -20, 0.95)) +
          S.barrier(t, at(-260, 0, 1.1), 480, 5) +
          S.dangerSign(t, at(220, 0, 1)),
      ),
    },
    {
      theme: "light",
      art: mk(
        420,
        300,
        (t, at, s) =>
          sh(t, at, s, -60, 50) +
          S.technician(t, at(-60, 0), "stand") +
          S.dischargeRod(t, at(100, 0, 1.05)),
      ),
    },
    {
      theme: "light",
      art: mk(380, 180, (t, at, s) => sh(t, at, s, 0, 200) + S.ppeKit(t, at(20, 0, 1.1))),
    },
    {
      theme: "dark",
      art: mk(
        420,
        240,
        (t, at, s) =>
          sh(t, at, s, -110, 40) +
          S.extinguisher(t, at(-110, 0, 1.2)) +
          S.subject(
            t,
            at(60, 0),
            () =>
              rect(-60, -90, 120, 90, { rx: 10, fill: t.fill }) +
              rect(-18, -112, 36, 22, { rx: 6, fill: "none" }) +
              p("M-8 -60h16v-16h12v16h16v12h-16v16h-12v-16h-16z", { fill: t.accent }),
          ) +
          S.dangerSign(t, at(180, 0, 1.05)),
      ),
    },
    {
      theme: "light",
      art: mk(
        460,
        320,
        (t, at, s) =>
          sh(t, at, s, -90, 100) +
          S.switchPanel(t, at(-90, 0, 1.05), true) +
          sh(t, at, s, 140, 50) +
          S.technician(t, at(140, 0, 1.02), "clipboard"),
      ),
    },
  ],
  energy: [
    {
      theme: "light",
      art: mk(
        600,
        260,
        (t, at, s) =>
          sh(t, at, s, -60, 230) +
          S.solarPanel(t, at(-180, 0, 1)) +
          S.solarPanel(t, at(40, 0, 1)) +
          sh(t, at, s, 240, 50) +
          S.energyMeter(t, at(240, 0, 0.85)),
      ),
    },
    {
      theme: "dark",
      art: mk(
        640,
        360,
        (t, at) =>
          S.windTurbine(t, at(-220, 0, 0.95), 20) +
          S.windTurbine(t, at(-60, -20, 0.7), 70) +
          towerLine(t, at, 1, [140, 290], [0.6, 0.45], [0, -24]),
      ),
    },
    {
      theme: "dark",
      art: mk(
        760,
        330,
        (t, at, s) =>
          g({ opacity: 0.55 }, S.skyline(t, at(-380, 0, 0.75))) +
          towerLine(t, at, s, [-230, 240], [0.62, 0.62]),
      ),
    },
    {
      theme: "dark",
      art: mk(
        620,
        330,
        (t, at, s) =>
          S.gantry(t, at(-60, 0), 440, 260) +
          S.gantry(t, at(220, 0, 0.7), 200, 200) +
          sh(t, at, s, -60, 130) +
          S.transformer(t, at(-60, 0, 1)) +
          S.currentTransformer(t, at(185, 0, 0.62)) +
          S.potentialTransformer(t, at(255, 0, 0.62)) +
          halo(at(-114, -280).x, at(-114, -280).y, 30 * s),
      ),
    },
    {
      theme: "light",
      art: mk(560, 300, (t, at, s) => {
        let cells = "";
        for (let i = 1; i < 5; i++) cells += `M${-150 + i * 36} -214L${-130 + i * 36} -282`;
        cells += "M-140 -248H40";
        return (
          sh(t, at, s, -40, 230) +
          S.subject(
            t,
            at(0, 0),
            () =>
              polygon(
                [
                  [-220, -180],
                  [-40, -300],
                  [140, -180],
                ],
                { fill: t.fill3 },
              ) +
              polygon(
                [
                  [-160, -214],
                  [30, -214],
                  [50, -282],
                  [-140, -282],
                ],
                { fill: palette.deepBlue },
              ) +
              p(cells, { stroke: palette.steelDark, "stroke-width": 1.5 }) +
              rect(-190, -180, 300, 180, { fill: t.fill }) +
              rect(-150, -130, 70, 60, { rx: 3, fill: t.fill2 }) +
              p("M-115 -130V-70M-150 -100H-80", { "stroke-width": 2 }) +
              rect(-40, -110, 60, 110, { rx: 3, fill: t.fill2 }) +
              circle(8, -55, 4, { fill: t.line, stroke: "none" }) +
              rect(40, -150, 50, 66, { rx: 5, fill: t.fill }) +
              rect(48, -140, 34, 14, { rx: 2, fill: t.screen }) +
              circle(76, -110, 4, { fill: t.accent }),
          ) +
          S.energyMeter(t, at(210, 0, 0.8)) +
          S.subject(t, at(0, 0), () =>
            p("M90 -118C120 -118 130 -140 150 -140", { stroke: t.accent, "stroke-width": 2.5 }),
          )
        );
      }),
    },
    {
      theme: "light",
      art: mk(
        520,
        260,
        (t, at, s) =>
          S.solarPanel(t, at(-130, -60, 1.1)) +
          sh(t, at, s, 170, 60) +
          S.chargerPillar(t, at(170, 0, 1.2)) +
          S.subject(
            t,
            at(-130, 0),
            () =>
              rect(-110, -44, 220, 44, { rx: 8, fill: t.fill }) +
              p("M-90 -22h40M-30 -22h40", { stroke: t.accent, "stroke-width": 6 }) +
              rect(60, -32, 34, 20, { rx: 3, fill: t.accentFill }),
          ),
      ),
    },
  ],
};

/* ------------------------------------------------------------------ collage / portfolio */

function collage(): string {
  const W = 1600;
  const H = 700;
  const bg = darkBackground(W, H, { seed: 21, glowX: 0.5, glowY: 0.5, glowR: 0.7 });
  const tiles: { art: Art; theme: Theme }[] = [
    {
      art: mk(320, 300, (t, at, s) => sh(t, at, s, 0, 140) + S.transformer(t, at(0, 0, 1.05))),
      theme: light,
    },
    { art: gallery["high-voltage"][0]!.art, theme: dark },
    { art: arts["pvc-conduit-pipe"], theme: light },
    { art: gallery.energy[1]!.art, theme: dark },
    { art: gallery.calibration[4]!.art, theme: dark },
    { art: arts.insulators, theme: light },
    { art: gallery.calibration[0]!.art, theme: dark },
    {
      art: mk(300, 480, (t, at, s) => sh(t, at, s, 0, 90) + S.tower(t, at(0, 0, 1))),
      theme: light,
    },
  ];
  const gap = 20;
  const tw = (W - gap * 5) / 4;
  const th = (H - gap * 3) / 2;
  let body = bg.body;
  let defs = bg.defs;
  tiles.forEach((tile, i) => {
    const c = i % 4;
    const r = Math.floor(i / 4);
    const x = gap + c * (tw + gap);
    const y = gap + r * (th + gap);
    defs += `<clipPath id="c${i}"><rect x="${f(x)}" y="${f(y)}" width="${f(tw)}" height="${f(th)}" rx="14"/></clipPath>`;
    const fill = tile.theme.kind === "light" ? palette.paper : palette.deepBlue;
    body += g(
      { "clip-path": `url(#c${i})` },
      rect(x, y, tw, th, { fill }) +
        circle(x + tw / 2, y + th * 0.5, th * 0.42, {
          fill: tile.theme.kind === "light" ? palette.steel : palette.blueMid,
        }) +
        fit(tile.art, tile.theme, { x0: x + 26, x1: x + tw - 26, y0: y + 26, y1: y + th - 22 }),
    );
    body += rect(x, y, tw, th, {
      rx: 14,
      fill: "none",
      stroke: palette.blueLift,
      "stroke-width": 2,
    });
  });
  return svgDoc(W, H, body, defs);
}

/* ------------------------------------------------------------------ build */

function build(): void {
  put("public/images/hero/hero-lab.svg", hero());

  const bannerArts: Record<string, Art> = {
    services: arts.hvbay,
    about: arts.lab,
    blog: arts.blogdesk,
    career: arts.team,
    gallery: arts.gallerywall,
    contact: arts.contact,
    cable: arts.cables,
    gis: mk(420, 330, (t, at, s) => sh(t, at, s, 0, 190) + S.gisBay(t, at(0, 0, 1))),
    training: arts.training,
    feedback: arts.feedback,
    privacy: arts.privacy,
  };
  Object.entries(bannerArts).forEach(([id, art], i) =>
    put(`public/images/banners/${id}.svg`, darkBanner(1600, 500, 100 + i, art)),
  );

  Object.entries(serviceArts).forEach(([name, art], i) => {
    put(`public/images/services/${name}.svg`, lightScene(800, 600, 200 + i, art));
    put(`public/images/services/heading/${name}.svg`, darkBanner(1600, 500, 300 + i, art));
  });

  for (const id of iconIds) {
    put(`public/images/icons/${id}.svg`, iconSvg(id, palette.orange));
    put(`public/images/icons/${id}-light.svg`, iconSvg(id, palette.white));
  }

  put(
    "public/images/shortcuts/transformer.svg",
    lightScene(
      600,
      400,
      401,
      mk(320, 300, (t, at, s) => sh(t, at, s, 0, 140) + S.transformer(t, at(0, 0, 1.05))),
      0.1,
    ),
  );
  put(
    "public/images/shortcuts/ct.svg",
    lightScene(
      600,
      400,
      402,
      mk(
        380,
        310,
        (t, at, s) =>
          sh(t, at, s, -90, 50) +
          S.currentTransformer(t, at(-90, 0, 1.02)) +
          S.ringCT(t, at(100, -120, 0.95)),
      ),
      0.1,
    ),
  );
  put(
    "public/images/shortcuts/pt.svg",
    lightScene(
      600,
      400,
      403,
      mk(
        340,
        310,
        (t, at, s) =>
          sh(t, at, s, -70, 60) +
          S.potentialTransformer(t, at(-70, 0, 1.03)) +
          sh(t, at, s, 100, 40) +
          S.multimeter(t, at(100, 0, 0.8), false),
      ),
      0.1,
    ),
  );

  for (const [id, spec] of Object.entries(badges))
    put(`public/images/accreditations/${id}.svg`, badgeSvg(spec));
  certificates.forEach((spec, i) =>
    put(`public/images/certificates/certificate-${i + 1}.svg`, certificateSvg(spec, i)),
  );

  blogArts.forEach((art, i) =>
    put(`public/images/blog/post-${i + 1}.svg`, lightScene(800, 500, 500 + i, art, 0.1)),
  );
  newsArts.forEach((art, i) =>
    put(`public/images/news/news-${i + 1}.svg`, darkScene(800, 500, 600 + i, art, 0.1)),
  );

  let gi = 0;
  for (const [cat, items] of Object.entries(gallery)) {
    items.forEach((item, i) => {
      gi++;
      put(
        `public/images/gallery/${cat}-${i + 1}.svg`,
        item.theme === "light"
          ? lightScene(800, 600, 700 + gi, item.art, 0.1)
          : darkScene(800, 600, 700 + gi, item.art, 0.1),
      );
    });
  }
  put("public/images/gallery/collage.svg", collage());

  const portfolio: { art: Art; theme: "light" | "dark" }[] = [
    {
      art: mk(320, 300, (t, at, s) => sh(t, at, s, 0, 140) + S.transformer(t, at(0, 0, 1.05))),
      theme: "dark",
    },
    {
      art: mk(300, 480, (t, at, s) => sh(t, at, s, 0, 90) + S.tower(t, at(0, 0, 1))),
      theme: "light",
    },
    {
      art: mk(340, 250, (t, at, s) => sh(t, at, s, 0, 150) + S.cableDrum(t, at(-30, 0, 1))),
      theme: "dark",
    },
    {
      art: mk(200, 240, (t, at, s) => sh(t, at, s, 0, 80) + S.energyMeter(t, at(0, 0, 1))),
      theme: "light",
    },
  ];
  portfolio.forEach((it, i) =>
    put(
      `public/images/portfolio/portfolio-${i + 1}.svg`,
      it.theme === "light"
        ? lightScene(400, 400, 800 + i, it.art, 0.12)
        : darkScene(400, 400, 800 + i, it.art, 0.12),
    ),
  );

  put(
    "public/images/about/lab-intro.svg",
    lightScene(
      800,
      600,
      901,
      mk(720, 320, (t, at, s) => {
        let fence = "";
        for (let x = 196; x <= 350; x += 14) fence += `M${x} 0V-40`;
        return (
          g({ opacity: 0.75 }, S.tower(t, at(250, -6, 0.66))) +
          S.labBuilding(t, at(-50, 0, 0.95), false) +
          sh(t, at, s, 275, 70) +
          S.transformer(t, at(275, 0, 0.42)) +
          S.subject(t, at(0, 0), () =>
            p(fence + "M190 -34H356M190 -6H356", { stroke: t.muted, "stroke-width": 1.6 }),
          )
        );
      }),
      0.06,
    ),
  );
  put("public/images/about/team.svg", lightScene(800, 600, 902, arts.team, 0.1));
  put(
    "public/images/home/intro-lab.svg",
    lightScene(
      800,
      600,
      903,
      mk(
        560,
        320,
        (t, at, s) =>
          arts.bench.draw(t, placer(at(-40, 0).x, at(-40, 0).y, s * 0.9), s * 0.9) +
          sh(t, at, s, 220, 50) +
          S.technician(t, at(225, 0, 1.02), "tester"),
      ),
      0.1,
    ),
  );

  put("public/icon.svg", faviconSvg());

  for (const [rel, svg] of Object.entries(files)) {
    const abs = path.join(ROOT, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, svg);
  }
  console.log(`wrote ${Object.keys(files).length} files`);
}

/* ------------------------------------------------------------------ verification */

function expected(): { rel: string; w: number; h: number; max: number }[] {
  const out: { rel: string; w: number; h: number; max: number }[] = [];
  const KB = 1024;
  out.push({ rel: "public/images/hero/hero-lab.svg", w: 1600, h: 900, max: 40 * KB });
  for (const id of [
    "services",
    "about",
    "blog",
    "career",
    "gallery",
    "contact",
    "cable",
    "gis",
    "training",
    "feedback",
    "privacy",
  ])
    out.push({ rel: `public/images/banners/${id}.svg`, w: 1600, h: 500, max: 15 * KB });
  for (const id of Object.keys(serviceArts)) {
    out.push({ rel: `public/images/services/${id}.svg`, w: 800, h: 600, max: 15 * KB });
    out.push({ rel: `public/images/services/heading/${id}.svg`, w: 1600, h: 500, max: 15 * KB });
  }
  for (const id of iconIds) {
    out.push({ rel: `public/images/icons/${id}.svg`, w: 64, h: 64, max: 4 * KB });
    out.push({ rel: `public/images/icons/${id}-light.svg`, w: 64, h: 64, max: 4 * KB });
  }
  for (const id of ["transformer", "ct", "pt"])
    out.push({ rel: `public/images/shortcuts/${id}.svg`, w: 600, h: 400, max: 15 * KB });
  for (const id of ["nabl", "iso-9001", "iec-17025"])
    out.push({ rel: `public/images/accreditations/${id}.svg`, w: 240, h: 240, max: 15 * KB });
  for (let i = 1; i <= 5; i++)
    out.push({
      rel: `public/images/certificates/certificate-${i}.svg`,
      w: 600,
      h: 850,
      max: 15 * KB,
    });
  for (let i = 1; i <= 8; i++)
    out.push({ rel: `public/images/blog/post-${i}.svg`, w: 800, h: 500, max: 15 * KB });
  for (let i = 1; i <= 4; i++)
    out.push({ rel: `public/images/news/news-${i}.svg`, w: 800, h: 500, max: 15 * KB });
  for (const cat of ["high-voltage", "calibration", "safety", "energy"])
    for (let i = 1; i <= 6; i++)
      out.push({ rel: `public/images/gallery/${cat}-${i}.svg`, w: 800, h: 600, max: 15 * KB });
  out.push({ rel: "public/images/gallery/collage.svg", w: 1600, h: 700, max: 40 * KB });
  for (let i = 1; i <= 4; i++)
    out.push({ rel: `public/images/portfolio/portfolio-${i}.svg`, w: 400, h: 400, max: 15 * KB });
  out.push({ rel: "public/images/about/lab-intro.svg", w: 800, h: 600, max: 15 * KB });
  out.push({ rel: "public/images/about/team.svg", w: 800, h: 600, max: 15 * KB });
  out.push({ rel: "public/images/home/intro-lab.svg", w: 800, h: 600, max: 15 * KB });
  out.push({ rel: "public/icon.svg", w: 32, h: 32, max: 2 * KB });
  return out;
}

function check(): boolean {
  let ok = true;
  let warn = 0;
  const rows: string[] = [];
  for (const e of expected()) {
    const abs = path.join(ROOT, e.rel);
    if (!existsSync(abs)) {
      console.error(`MISSING  ${e.rel}`);
      ok = false;
      continue;
    }
    const svg = readFileSync(abs, "utf8");
    const size = statSync(abs).size;
    const head = svg.slice(0, 200);
    const problems: string[] = [];
    if (!head.includes(`viewBox="0 0 ${e.w} ${e.h}"`)) problems.push("viewBox");
    if (!head.includes(`width="${e.w}"`) || !head.includes(`height="${e.h}"`))
      problems.push("width/height");
    if (
      /(?:xlink:)?href="(?!#)/.test(svg) ||
      /url\((?!#)/.test(svg) ||
      /@import|<image|<script/.test(svg)
    )
      problems.push("external reference");
    const isTextual = /accreditations|certificates/.test(e.rel);
    if (!isTextual && svg.includes("<text")) problems.push("unexpected <text>");
    if (problems.length) {
      ok = false;
      console.error(`BAD      ${e.rel}: ${problems.join(", ")}`);
    }
    if (size > e.max) {
      warn++;
      console.warn(
        `LARGE    ${e.rel}: ${(size / 1024).toFixed(1)} KB > ${(e.max / 1024).toFixed(0)} KB`,
      );
    }
    rows.push(`${(size / 1024).toFixed(1).padStart(6)} KB  ${e.rel}`);
  }
  if (process.argv.includes("--list")) console.log(rows.join("\n"));
  console.log(
    `${expected().length} files checked: ${ok ? "all present and valid" : "PROBLEMS FOUND"}${warn ? `, ${warn} over size budget` : ""}`,
  );
  return ok;
}

if (!process.argv.includes("--check")) build();
if (!check()) process.exitCode = 1;
