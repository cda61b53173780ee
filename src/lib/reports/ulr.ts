import { reportKinds, type ReportKind } from "@/content/reports";

/**
 * The Unique Laboratory Report number of NABL 133: 18 characters, the kind's
 * prefix (TC test report, CC calibration certificate), the digits of the lab's
 * accreditation certificate for that kind, the 2-digit year, a zero-padded
 * running number filling the rest, and F (fully within the accredited scope)
 * or P (partly). Shown with "ULR-" in front.
 */
export const ULR_LENGTH = 18;

export interface Ulr {
  kind: ReportKind;
  year: number;
  running: number;
  scope: "F" | "P";
}

const certificateDigits = (kind: ReportKind) =>
  reportKinds[kind].accreditation.number.replace(/\D/g, "");

const runningWidth = (kind: ReportKind) => ULR_LENGTH - 2 - certificateDigits(kind).length - 2 - 1;

/** The ULR as stored: upper case, without the "ULR-" prefix or spaces. */
export const normaliseUlr = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/^ULR-?/, "")
    .replace(/[\s-]/g, "");

export const displayUlr = (ulr: string) => `ULR-${ulr}`;

export function formatUlr({ kind, year, running, scope }: Ulr): string {
  const width = runningWidth(kind);
  if (!Number.isInteger(running) || running < 1 || String(running).length > width)
    throw new RangeError(`The running number must be 1 to ${"9".repeat(width)}`);
  return `${reportKinds[kind].prefix}${certificateDigits(kind)}${String(year % 100).padStart(2, "0")}${String(running).padStart(width, "0")}${scope}`;
}

/** What a ULR says, or why it is not one of this lab's. */
export function parseUlr(text: string): { ok: true; ulr: Ulr } | { ok: false; error: string } {
  const value = normaliseUlr(text);
  if (value.length !== ULR_LENGTH)
    return { ok: false, error: `A ULR has ${ULR_LENGTH} characters after "ULR-".` };
  const kind = (Object.keys(reportKinds) as ReportKind[]).find((k) =>
    value.startsWith(reportKinds[k].prefix),
  );
  if (!kind)
    return {
      ok: false,
      error: "A ULR starts with TC (test report) or CC (calibration certificate).",
    };
  const digits = certificateDigits(kind);
  if (value.slice(2, 2 + digits.length) !== digits)
    return {
      ok: false,
      error: `This lab's ${reportKinds[kind].prefix} ULRs carry its certificate number ${digits}.`,
    };
  const rest = value.slice(2 + digits.length);
  const match = /^(\d{2})(\d+)([FP])$/.exec(rest);
  if (!match)
    return { ok: false, error: "After the year and running number a ULR ends in F or P." };
  const running = Number(match[2]);
  if (running < 1) return { ok: false, error: "The running number starts at 1." };
  return {
    ok: true,
    ulr: { kind, year: 2000 + Number(match[1]), running, scope: match[3] as "F" | "P" },
  };
}
