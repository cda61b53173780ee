/**
 * How menus and navigation name a service. Some catalogue titles are written in
 * capitals ("INSULATORS", "PVC CONDUIT PIPE"): the titles stay as they are, since
 * they are the ids in the services' URLs, and menus read them in title case.
 */

/** Abbreviations that stay in capitals. */
const ABBREVIATIONS = new Set([
  "AAAC",
  "AB",
  "ACSR",
  "AIS",
  "CT",
  "DLMS",
  "DTR",
  "GIS",
  "HT",
  "IEC",
  "IS",
  "ISO",
  "LT",
  "PT",
  "PVC",
  "RSJ",
  "SDTR",
  "SFRA",
  "VLF",
  "XLPE",
]);
const MINOR_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to"]);

function word(text: string, first: boolean): string {
  const upper = text.toUpperCase();
  if (ABBREVIATIONS.has(upper) || text.length === 1 || /\d/.test(text)) return upper;
  const lower = text.toLowerCase();
  if (!first && MINOR_WORDS.has(lower)) return lower;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** "PVC CONDUIT PIPE" reads "PVC Conduit Pipe", "H BEAM" "H Beam", "CT-PT Testing" as it is. */
export function menuName(title: string): string {
  return title
    .split(" ")
    .map((part, index) =>
      part
        .split(/([-/])/)
        .map((piece) => (piece === "-" || piece === "/" ? piece : word(piece, index === 0)))
        .join(""),
    )
    .join(" ");
}
