import { breachHours } from "@/content/privacyBreaches";
import type { BreachDocument } from "./values";

const HOUR_MS = 3_600_000;

/**
 * Where one of a breach's two clocks stands at `now`: still running (with
 * what is left), run out with its report not sent, or stopped by the report,
 * in time or late. CERT-In's runs 6 hours and the Board's detailed report's
 * 72, both from the moment the lab became aware.
 */
export type ClockState =
  | { state: "running"; deadline: string; leftMs: number }
  | { state: "overdue"; deadline: string; overMs: number }
  | { state: "done"; deadline: string; at: string }
  | { state: "late"; deadline: string; at: string };

export type BreachClock = "certIn" | "board";

const stopsAt: Record<BreachClock, (d: BreachDocument) => string | null> = {
  certIn: (d) => d.certInAt,
  board: (d) => d.boardReportAt,
};

export function clockOf(document: BreachDocument, clock: BreachClock, now: Date): ClockState {
  const deadlineMs = Date.parse(document.awareAt) + breachHours[clock] * HOUR_MS;
  const deadline = new Date(deadlineMs).toISOString();
  const at = stopsAt[clock](document);
  if (at) return { state: Date.parse(at) <= deadlineMs ? "done" : "late", deadline, at };
  const left = deadlineMs - now.getTime();
  return left > 0
    ? { state: "running", deadline, leftMs: left }
    : { state: "overdue", deadline, overMs: -left };
}

/** Both clocks of a breach at `now`. */
export const clocksOf = (document: BreachDocument, now: Date) => ({
  certIn: clockOf(document, "certIn", now),
  board: clockOf(document, "board", now),
});

/** Whether an open breach still owes a report (a clock running or run out): the start page counts these. */
export const owesReport = (document: BreachDocument, now: Date): boolean =>
  Object.values(clocksOf(document, now)).some(
    (c) => c.state === "running" || c.state === "overdue",
  );

/** Whole hours and minutes of a span, for the countdown's words. */
export const hoursAndMinutes = (ms: number): [number, number] => {
  const minutes = Math.floor(ms / 60_000);
  return [Math.floor(minutes / 60), minutes % 60];
};
