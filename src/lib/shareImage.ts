import sharp from "sharp";
import { site } from "@/content/site";
import { SHARE_IMAGE } from "@/lib/seo";

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The share card's drawing: brand, tagline and accreditations on the site's navy. */
export function shareImageSvg(): string {
  const { width, height } = SHARE_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#081a30"/><stop offset="1" stop-color="#15406e"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect x="72" y="72" width="88" height="88" rx="20" fill="#fbbf24"/>
  <path transform="translate(88 88) scale(2.333)" d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" fill="#0f2a4a"/>
  <text x="184" y="134" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escape(site.name)}</text>
  <text x="72" y="330" font-family="sans-serif" font-size="44" fill="#ffffff">${wrap(
    site.tagline,
    44,
  )
    .map((line, i) => `<tspan x="72" dy="${i ? 58 : 0}">${escape(line)}</tspan>`)
    .join("")}</text>
  <text x="72" y="${height - 72}" font-family="sans-serif" font-size="28" fill="#fbbf24">${site.accreditations
    .map((a) => escape(a.name))
    .join("   ·   ")}</text>
</svg>`;
}

/** Splits text into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

let rendered: Promise<Buffer> | undefined;

/** The share card as PNG, drawn once per server start. */
export function shareImagePng(): Promise<Buffer> {
  rendered ??= sharp(Buffer.from(shareImageSvg())).png().toBuffer();
  return rendered;
}
