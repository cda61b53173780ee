import { DOCX_PARTS } from "./documentKinds";
import { readZip, type ZipBudget } from "./zip";

/**
 * Word documents: a DOC (OLE compound file) without VBA storages; a DOCX that
 * is a real OOXML package ([Content_Types].xml and word/document.xml), read
 * within a budget (lib/intake/zip.ts), with no VBA project, no embedded
 * program or web page, and no OLE package wrapping another file.
 */

export type OfficeHazard = "macros" | "embedded" | "unreadable";

/** A CV or a specification: 10 MB on the wire may hold at most this much. */
export const DOCX_BUDGET: ZipBudget = {
  entryBytes: 64 * 1024 * 1024,
  totalBytes: 128 * 1024 * 1024,
  maxRatio: 200,
  maxEntries: 5_000,
};

/** OLE storage names of VBA projects (Word 97-2003 macros). */
const VBA_STORAGES = new Set(["macros", "vba", "_vba_project", "_vba_project_cur"]);
/** An OLE "Package" object carries any file at all (an .exe with an icon). */
const PACKAGE_STREAM = "\u0001ole10native";

/**
 * The names in an OLE compound file's directory. Directory entries are 128
 * bytes, aligned on 128 bytes after the 512-byte header, with a UTF-16LE name
 * (up to 64 bytes), its byte length at +64 and the object type at +66
 * (1 storage, 2 stream, 5 root). Reading every aligned slot that has that shape
 * finds the directory without walking the FAT chains.
 */
export function oleNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let p = 512; p + 128 <= bytes.length; p += 128) {
    const length = view.getUint16(p + 64, true);
    const type = bytes[p + 66];
    if (length < 4 || length > 64 || length % 2 !== 0 || (type !== 1 && type !== 2 && type !== 5))
      continue;
    if (view.getUint16(p + length - 2, true) !== 0) continue; // names end with a NUL
    let name = "";
    for (let i = 0; i < length - 2; i += 2)
      name += String.fromCharCode(view.getUint16(p + i, true));
    names.push(name.toLowerCase());
  }
  return names;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const isOle = (bytes: Uint8Array) => OLE_MAGIC.every((b, i) => bytes[i] === b);

export function docHazard(bytes: Uint8Array): OfficeHazard | undefined {
  const names = oleNames(bytes);
  if (names.some((n) => VBA_STORAGES.has(n))) return "macros";
  if (names.includes(PACKAGE_STREAM)) return "embedded";
  return undefined;
}

const MACRO_PART = /(^|\/)(vbaproject\.bin|vbadata\.xml)$/;
const MACRO_DOCUMENT = /\.(docm|dotm|xlsm|xltm|xlam|pptm|potm|ppsm)$/;
/** Programs, scripts and web pages: nothing a Word document needs to carry. */
const PROGRAM =
  /\.(exe|dll|com|scr|pif|bat|cmd|msi|msp|jar|js|jse|vbs|vbe|wsf|wsh|ps1|hta|lnk|htm|html|mht|mhtml|svg|xht|xhtml)$/;
const isExecutable = (bytes: Uint8Array) =>
  (bytes[0] === 0x4d && bytes[1] === 0x5a) /* MZ: Windows */ ||
  (bytes[0] === 0x7f && bytes[1] === 0x45 && bytes[2] === 0x4c && bytes[3] === 0x46); /* ELF */

const latin1 = new TextDecoder("latin1");

export function docxHazard(bytes: Uint8Array): OfficeHazard | undefined {
  // Defence in depth: the part's name in a local header even if the directory was doctored.
  if (latin1.decode(bytes).includes("vbaProject.bin")) return "macros";
  const zip = readZip(bytes, DOCX_BUDGET);
  if (!zip.ok) return "unreadable";
  const names = zip.entries.map((e) => e.name.toLowerCase());
  if (!DOCX_PARTS.every((part) => names.includes(part))) return "unreadable";
  for (const { name, bytes: part } of zip.entries) {
    const lower = name.toLowerCase();
    if (MACRO_PART.test(lower) || MACRO_DOCUMENT.test(lower)) return "macros";
    if (PROGRAM.test(lower) || isExecutable(part)) return "embedded";
    if (isOle(part)) {
      const inner = docHazard(part);
      if (inner) return inner;
    }
  }
  return undefined;
}
