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

/**
 * The one name a visitor reads for a service, wherever it appears (menus, cards,
 * headings, titles, structured data); its title stays the id in links and leads.
 */
export const serviceName = (service: { title: string }): string => menuName(service.title);

/**
 * A name as a visitor reads it when it may be written all in capitals (a
 * sub-service "AB SWITCH", a choice "HIGH VOLTAGE"): those read in title case;
 * the others are written as they should read ("AC and DC Withstand Test").
 */
export const choiceName = (text: string): string =>
  text === text.toUpperCase() ? menuName(text) : text;

/** A sub-service's name (its title stays the `subId` in links and the value a lead records). */
export const subServiceName = (sub: { title: string }): string => choiceName(sub.title);
