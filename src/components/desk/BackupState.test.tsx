import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { backupState as words } from "@/content/backups";
import type { BackupRun } from "@/lib/backup/runs";
import type { BackupState as State } from "@/lib/backup/state";
import type { ReadinessCheck } from "@/lib/server/readiness";
import { BackupState } from "./BackupState";

const run = (extra: Partial<BackupRun>): BackupRun => ({
  id: 1,
  kind: "backup",
  startedAt: "2026-11-27T20:30:00Z",
  finishedAt: "2026-11-27T20:40:00Z",
  ok: true,
  snapshot: "5baf1e85aa",
  files: 25,
  bytes: 1000,
  addedBytes: 10,
  problem: null,
  ...extra,
});
const ready: ReadinessCheck[] = [
  { key: "database", ok: true },
  { key: "disk", ok: false, freeMb: 900 },
  { key: "pool", ok: true },
  { key: "mail", ok: true },
  { key: "backup", ok: false },
];
const show = (state: State) =>
  render(<BackupState state={state} readiness={ready} minFreeMb={2048} />);

describe("the backups on an administrator's start page", () => {
  it("says the last good backup's age, amber after 26 hours with words, and what failed since", () => {
    show({
      configured: true,
      freshness: "amber",
      lastGood: { at: "2026-11-27T20:40:00Z", hours: 30 },
      failed: run({
        ok: false,
        startedAt: "2026-11-28T20:30:00Z",
        problem: "restic failed: no network",
      }),
    });
    const section = screen.getByRole("region", { name: words.heading });
    expect(section).toHaveAttribute("data-backups", "amber");
    expect(section.textContent).toContain("Last good backup 30 hours ago");
    expect(section.textContent).toContain(words.late);
    expect(section.textContent).toContain("failed: restic failed: no network");
    expect(section.textContent).toContain(words.drillNever);
  });

  it("is red with no good backup at all, says when backups are off, and names each readiness check", () => {
    show({ configured: false, freshness: "red" });
    const section = screen.getByRole("region", { name: words.heading });
    expect(section).toHaveAttribute("data-backups", "red");
    expect(section.textContent).toContain(words.never);
    expect(section.textContent).toContain(words.off);
    expect(section.textContent).toContain(
      "not ok: Free disk beside the database: 900 MB (at least 2048 MB wanted)",
    );
    expect(section.textContent).toContain("ok: The database opens for writing");
  });

  it("says the last drill's result", () => {
    show({
      configured: true,
      freshness: "fresh",
      lastGood: { at: "2026-11-28T20:40:00Z", hours: 3 },
      drill: run({ kind: "drill", files: 25 }),
    });
    expect(screen.getByRole("region", { name: words.heading }).textContent).toContain(
      "restored snapshot 5baf1e85; the manifest and 25 report PDFs matched",
    );
  });
});
