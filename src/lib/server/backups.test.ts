// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RunKind } from "@/lib/backup/runs";
import { recordRun } from "@/lib/backup/store";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { backupLook } from "./backups";

/** The backup job's looks, on a clock of the test's own (India time is UTC+5:30). */
function job(outcomes: { backup: boolean[]; drill: boolean[] }) {
  const db = openDatabase(":memory:");
  const at = { now: new Date() };
  const run = (kind: RunKind, ok: boolean) => async () => {
    await recordRun(
      { kind, startedAt: at.now, finishedAt: at.now, ok, problem: ok ? undefined : "down" },
      { mail: false },
    );
    return {};
  };
  const look = (iso: string) => {
    at.now = new Date(iso);
    return withStore(db, () =>
      backupLook({
        hour: 2,
        now: at.now,
        backup: () => run("backup", outcomes.backup.shift() ?? true)(),
        drill: () => run("drill", outcomes.drill.shift() ?? true)(),
      }),
    );
  };
  return { look };
}

describe("the backup job", () => {
  it("waits for the hour (India time), backs up once a day, and drills once a month after a good backup", async () => {
    const { look } = job({ backup: [], drill: [] });
    expect(await look("2026-11-30T20:00:00Z")).toEqual([]); // 01:30 in India on 1 December
    expect(await look("2026-11-30T20:40:00Z")).toEqual(["backup", "drill"]); // 02:10
    expect(await look("2026-11-30T21:40:00Z")).toEqual([]);
    expect(await look("2026-12-01T20:40:00Z")).toEqual(["backup"]); // the next day: no second drill
    expect(await look("2026-12-31T20:40:00Z")).toEqual(["backup", "drill"]); // 1 January: a new month
  });

  it("tries a failed backup again after an hour, three times a day at most, and drills only after a good one", async () => {
    const { look } = job({ backup: [false, false, false, false], drill: [] });
    expect(await look("2026-11-30T20:40:00Z")).toEqual(["backup"]);
    expect(await look("2026-11-30T21:20:00Z")).toEqual([]);
    expect(await look("2026-11-30T21:41:00Z")).toEqual(["backup"]);
    expect(await look("2026-11-30T22:42:00Z")).toEqual(["backup"]);
    expect(await look("2026-11-30T23:43:00Z")).toEqual([]);
    expect(await look("2026-12-01T20:40:00Z")).toEqual(["backup"]);
    expect(await look("2026-12-01T21:41:00Z")).toEqual(["backup", "drill"]);
  });
});
