/**
 * 64×64 line icons, by file name (public/images/icons/{name}.svg and {name}-light.svg): one stroke
 * colour, transparent background, 2 px strokes. Drawn as outlines only (no fills that would show
 * as blobs on coloured cards). A service's content module names the icons it shows; one without
 * a drawing here shows another's.
 */
import { circle, ellipse, g, line, path, rect, svgDoc } from "./svg";

const thin = { "stroke-width": 1.5 };

const drawings = {
  cables: () =>
    path("M12.1 32.1L36.1 8.1A14 14 0 0 1 55.9 27.9L31.9 51.9") +
    path("M41 12.5L46 17.5M46 8.5L51 13.5", thin) +
    circle(22, 42, 14) +
    circle(22, 42, 8.5) +
    circle(22, 42, 3.5),
  insulators: () => {
    let s = line(32, 4, 32, 11);
    for (const y of [11, 24, 37]) {
      s += path(`M13 ${y + 8}C16 ${y + 1} 26 ${y} 32 ${y}S48 ${y + 1} 51 ${y + 8}Z`);
      s += line(32, y + 8, 32, y + 13);
    }
    return s + path("M25 50q7 9 14 0") + path("M8 57H56", thin);
  },
  "h-beam": () =>
    path("M8 24H30V29H21V51H30V56H8V51H17V29H8Z") +
    path("M8 24L34 8H56L30 24M56 8V13L30 29M30 51L56 35V40L30 56M21 51L29 46M56 13V35", {}) +
    path("M40 12.5l10 0", thin),
  "rsj-poles": () =>
    path("M28 58V14H36V58") +
    path("M32 16V56", thin) +
    path("M10 22H54M16 22L28 32M48 22L36 32") +
    path("M11 22v-4h6v4M47 22v-4h6v4M29 14v-4h6v4") +
    path("M20 58H44") +
    rect(29.5, 36, 5, 6, thin),
  conductor: () => {
    let s = circle(32, 32, 27, { "stroke-dasharray": "2 3.2", "stroke-width": 1.5 });
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2 + 0.26;
      s += circle(32 + Math.cos(a) * 20, 32 + Math.sin(a) * 20, 5, thin);
    }
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      s += circle(32 + Math.cos(a) * 10, 32 + Math.sin(a) * 10, 5);
    }
    return s + circle(32, 32, 5);
  },
  "pvc-conduit-pipe": () =>
    g(
      { transform: "rotate(-35 32 32)" },
      ellipse(6, 32, 3.2, 7) +
        ellipse(6, 32, 1.5, 3.8, thin) +
        path("M6 25H29M6 39H29") +
        path("M29 23.5H40M29 40.5H40") +
        path("M29 23.5A3.6 8.5 0 0 0 29 40.5") +
        path("M40 25H57M40 39H57") +
        path("M57 25A3.2 7 0 0 1 57 39") +
        path("M46 28H52", thin),
    ),
  transformers: () =>
    rect(18, 24, 28, 30, { rx: 2 }) +
    rect(7, 28, 9, 22, { rx: 1.5 }) +
    rect(48, 28, 9, 22, { rx: 1.5 }) +
    path("M10.5 31V47M13 31V47M51 31V47M53.5 31V47", thin) +
    path("M15 24H49") +
    path("M24 24V9M32 24V9M40 24V9") +
    path("M21 19.5h6M29 19.5h6M37 19.5h6M21.5 14h5M29.5 14h5M37.5 14h5", thin) +
    rect(26, 33, 12, 9, { rx: 1, ...thin }) +
    path("M14 58H50"),
  "transmission-equipment": () =>
    path("M14 60L26 30L29 14L32 4L35 14L38 30L50 60") +
    path("M14 60L44 45M50 60L20 45M20 45L38 30M44 45L26 30M20 45H44M26 30H38", thin) +
    path("M8 30H56M12 30L26 25M52 30L38 25M14 16H50M17 16L29 12M47 16L35 12") +
    path("M9 30v6M55 30v6M15 16v6M49 16v6", thin),
  "porcelain-connector": () => {
    let s = path("M22 58H42V54H22Z") + path("M28 54V50M36 54V50");
    const sheds = [50, 42, 34, 26];
    sheds.forEach((y, i) => {
      const r = i % 2 ? 9 : 12;
      s += path(`M28 ${y - 3}L${32 - r} ${y + 1.5}H${32 + r}L36 ${y - 3}`);
      const next = sheds[i + 1];
      if (next !== undefined)
        s += path(`M28 ${y - 3}V${next + 1.5}M36 ${y - 3}V${next + 1.5}`, thin);
    });
    return (
      s +
      path("M28 23V21M36 23V21", thin) +
      rect(25, 16, 14, 5, { rx: 1 }) +
      rect(19, 7, 26, 9, { rx: 2 }) +
      path("M4 11.5H19M45 11.5H60") +
      circle(26, 11.5, 1.6, thin) +
      circle(38, 11.5, 1.6, thin)
    );
  },
  "energy-meters": () =>
    rect(14, 6, 36, 52, { rx: 5 }) +
    rect(20, 12, 24, 13, { rx: 1.5 }) +
    path("M24 18.5h4M31 18.5h4M38 16v5", thin) +
    circle(41, 31, 2) +
    circle(23, 31, 2.5) +
    path("M14 40H50") +
    path("M20 47h4v5h-4zM30 47h4v5h-4zM40 47h4v5h-4z", thin),
} satisfies Record<string, () => string>;

export type IconId = keyof typeof drawings;
export const iconIds = Object.keys(drawings) as IconId[];

export function iconSvg(id: IconId, color: string): string {
  return svgDoc(
    64,
    64,
    g(
      {
        fill: "none",
        stroke: color,
        "stroke-width": 2,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
      drawings[id](),
    ),
  );
}

/** Favicon: amber lightning bolt in a navy rounded square (32×32). */
export function faviconSvg(): string {
  return svgDoc(
    32,
    32,
    rect(1, 1, 30, 30, { rx: 7, fill: "#0f2a4a" }) +
      rect(3, 3, 26, 26, { rx: 5.5, fill: "none", stroke: "#15406e", "stroke-width": 1.5 }) +
      path("M18.5 4.5L8.5 18H15L12.5 27.5L23.5 13.5H17Z", {
        fill: "#f59e0b",
        stroke: "#f59e0b",
        "stroke-width": 1,
        "stroke-linejoin": "round",
      }),
  );
}
