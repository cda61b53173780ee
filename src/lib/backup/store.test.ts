// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore, writeTogether } from "@/lib/db/store";
import { copyDatabaseTo, inDatabaseFile, lastRuns, recordRun } from "./store";

const dir = mkdtempSync(join(tmpdir(), "backup-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the database's online copy", () => {
  it("waits for another request's open transaction, and copies what it committed", async () => {
    const db = openDatabase(join(dir, "lab.sqlite"));
    const copy = join(dir, "copy.sqlite");
    const at = new Date("2026-11-29T20:40:00Z");
    await withStore(db, async () => {
      let begun!: () => void;
      const written = new Promise<void>((resolve) => (begun = resolve));
      const writing = writeTogether(async () => {
        await recordRun(
          { kind: "backup", startedAt: at, finishedAt: at, ok: true },
          { mail: false },
        );
        begun();
        // Another request's transaction, open across an await (a store call, a check).
        await sleep(100);
      });
      await written;
      await Promise.all([writing, copyDatabaseTo(copy)]);
    });
    db.close();
    const copied = await inDatabaseFile(copy, { readOnly: true }, () => lastRuns("backup"));
    expect(copied.lastGood?.finishedAt).toBe(at.toISOString());
  });
});
