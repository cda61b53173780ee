import { createHash } from "node:crypto";
import { todayInKolkata } from "@/lib/clock";
import { queryRules, readQuery } from "@/lib/platform/convention/queryFilter";
import { portalReportsOfKind, type PortalReport } from "./reports";

/** How many days ahead "Due within 30 days" looks. */
export const DUE_SOON_DAYS = 30;

export const INSTRUMENT_DUE_FILTERS = ["soon", "overdue"] as const;
export type InstrumentDueFilter = (typeof INSTRUMENT_DUE_FILTERS)[number];

/**
 * Where an instrument stands today: its current certificate's due date has
 * passed, falls within DUE_SOON_DAYS, lies further ahead, or it has no current
 * certificate with a due date (withdrawn, or none was given).
 */
export type InstrumentStanding = "overdue" | "soon" | "later" | "none";

export interface Instrument {
  /** Opaque and stable: the same make, model and serial number give the same key. */
  key: string;
  make: string;
  model: string;
  serialNumber: string;
  /** The newest certificate's description of the item. */
  itemDescription: string;
  /** The due date of the newest certificate still issued, "" when there is none. */
  dueDate: string;
  standing: InstrumentStanding;
  /** Every certificate for it the customer may see, newest first. */
  certificates: PortalReport[];
}

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The instrument a calibration certificate is about. Certificates without a
 * serial number cannot be told apart by make and model, so each stands alone.
 */
export function instrumentKey(r: {
  make: string;
  model: string;
  serialNumber: string;
  reference: string;
}): string {
  const identity = norm(r.serialNumber)
    ? `${norm(r.make)}\u0000${norm(r.model)}\u0000${norm(r.serialNumber)}`
    : `report\u0000${r.reference}`;
  return createHash("sha256").update(identity).digest("hex").slice(0, 16);
}

/** "2026-11-27" plus n days, as a calendar date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function standingOf(dueDate: string, today: string): InstrumentStanding {
  if (!dueDate) return "none";
  if (dueDate < today) return "overdue";
  return dueDate <= addDays(today, DUE_SOON_DAYS) ? "soon" : "later";
}

/** Certificates (newest first) grouped into instruments, in the order of their newest certificate. */
export function groupInstruments(certificates: PortalReport[], today: string): Instrument[] {
  const byKey = new Map<string, PortalReport[]>();
  for (const c of certificates) {
    const key = instrumentKey(c);
    const list = byKey.get(key);
    if (list) list.push(c);
    else byKey.set(key, [c]);
  }
  return [...byKey].map(([key, list]) => {
    const newest = list[0]!;
    const current = list.find((c) => c.status === "issued");
    const dueDate = current?.dueDate ?? "";
    return {
      key,
      make: newest.make,
      model: newest.model,
      serialNumber: newest.serialNumber,
      itemDescription: newest.itemDescription,
      dueDate,
      standing: standingOf(dueDate, today),
      certificates: list,
    };
  });
}

/** Every instrument an address may see (the calibration certificates it may see, grouped). */
export async function portalInstruments(
  email: string,
  today: string = todayInKolkata(),
): Promise<Instrument[]> {
  return groupInstruments(await portalReportsOfKind(email, "calibration-certificate"), today);
}

/** One instrument by its key, undefined when the address may not see it (a 404). */
export async function portalInstrument(
  email: string,
  key: string,
  today: string = todayInKolkata(),
): Promise<Instrument | undefined> {
  if (!/^[0-9a-f]{16}$/.test(key)) return undefined;
  return (await portalInstruments(email, today)).find((i) => i.key === key);
}

/** The instruments list's filter from the address (`?due=soon|overdue`); a wrong value is named. */
export function instrumentFilterFromQuery(
  query: URLSearchParams,
): { ok: true; due: InstrumentDueFilter | undefined } | { ok: false; wrong: string[] } {
  const reading = readQuery(query, { due: queryRules.oneOf(INSTRUMENT_DUE_FILTERS) });
  return reading.ok ? { ok: true, due: reading.values.due } : reading;
}

/** Instruments that match the filter, soonest due first when filtered. */
export function filterInstruments(
  instruments: Instrument[],
  due: InstrumentDueFilter | undefined,
): Instrument[] {
  if (!due) return instruments;
  return instruments
    .filter((i) => i.standing === due)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
