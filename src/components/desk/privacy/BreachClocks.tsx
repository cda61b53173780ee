import { breachDesk } from "@/content/privacyBreaches";
import { hoursAndMinutes, type ClockState } from "@/lib/privacyBreaches/clocks";
import { receivedAt } from "../deskFormat";

const words = breachDesk.clocks;

/** One clock in words: what is left, how late, or when its report went. */
export function clockText(clock: ClockState): string {
  switch (clock.state) {
    case "running":
      return words.left(...hoursAndMinutes(clock.leftMs));
    case "overdue":
      return words.overdue(...hoursAndMinutes(clock.overMs));
    case "done":
      return words.doneAt(receivedAt(clock.at));
    case "late":
      return words.lateAt(receivedAt(clock.at));
  }
}

const tone: Record<ClockState["state"], string> = {
  running: "border-amber-700 bg-amber-50 text-amber-950",
  overdue: "border-red-700 bg-red-50 text-red-900",
  done: "border-green-800 bg-white text-green-900",
  late: "border-slate-500 bg-white text-slate-800",
};

/** A breach's two clocks: CERT-In's 6 hours and the Board's 72, as a short list. */
export function BreachClocks({ certIn, board }: { certIn: ClockState; board: ClockState }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {(
        [
          [words.certIn, certIn],
          [words.board, board],
        ] as const
      ).map(([name, clock]) => (
        <li key={name} className={`rounded-md border px-2 py-1 text-sm ${tone[clock.state]}`}>
          <strong>{name}:</strong> {clockText(clock)}
        </li>
      ))}
    </ul>
  );
}
