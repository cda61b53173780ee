import { ageWords, backupState as words, readinessWords } from "@/content/backups";
import type { BackupState as State } from "@/lib/backup/state";
import { formatDateTimeIN } from "@/lib/format";
import type { ReadinessCheck } from "@/lib/server/readiness";

/** The colour of the last backup's line by its age: said in words too, never by colour alone. */
const TONE = {
  fresh: "border-emerald-700 bg-emerald-50 text-emerald-950",
  amber: "border-amber-700 bg-amber-50 text-amber-950",
  red: "border-red-700 bg-red-50 text-red-950",
} as const;

function readinessLine(check: ReadinessCheck, minFreeMb: number): string {
  if (check.key === "disk") return readinessWords.disk(check.freeMb ?? 0, minFreeMb);
  return readinessWords[check.key];
}

/**
 * The administrators' part of the start page: the last good backup's age
 * (amber after 26 hours, red after 50), what failed, the last restore drill,
 * and each check of the readiness answer.
 */
export function BackupState({
  state,
  readiness,
  minFreeMb,
}: {
  state: State;
  readiness: ReadinessCheck[];
  minFreeMb: number;
}) {
  const { lastGood, failed, drill } = state;
  return (
    <section aria-labelledby="start-backups" className="mt-8" data-backups={state.freshness}>
      <h2 id="start-backups" className="text-lg font-bold">
        {words.heading}
      </h2>
      <div className={`mt-2 rounded-lg border p-4 ${TONE[state.freshness]}`}>
        {!state.configured && <p className="font-semibold">{words.off}</p>}
        <p className="font-semibold" data-backup-age>
          {lastGood
            ? words.lastGood(ageWords(lastGood.hours), formatDateTimeIN(lastGood.at))
            : words.never}
        </p>
        {lastGood && state.freshness === "amber" && <p className="mt-1">{words.late}</p>}
        {lastGood && state.freshness === "red" && <p className="mt-1">{words.veryLate}</p>}
        {failed && (
          <p className="mt-1 break-words" data-backup-failed>
            {words.failed(formatDateTimeIN(failed.startedAt), failed.problem ?? "")}
          </p>
        )}
      </div>
      <p className="mt-2 break-words" data-drill={drill ? (drill.ok ? "ok" : "failed") : "none"}>
        {!drill
          ? words.drillNever
          : drill.ok
            ? words.drillGood(
                formatDateTimeIN(drill.startedAt),
                (drill.snapshot ?? "").slice(0, 8),
                drill.files ?? 0,
              )
            : words.drillFailed(formatDateTimeIN(drill.startedAt), drill.problem ?? "")}
      </p>
      <h3 className="mt-4 font-semibold">{words.readyHeading}</h3>
      <ul className="mt-1 space-y-1">
        {readiness.map((check) => (
          <li key={check.key} data-ready={check.key}>
            <span
              className={check.ok ? "font-semibold text-emerald-800" : "font-semibold text-red-800"}
            >
              {check.ok ? words.readyOk : words.readyNot}
            </span>
            {": "}
            {readinessLine(check, minFreeMb)}
          </li>
        ))}
      </ul>
    </section>
  );
}
