// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { databaseWrites, READY_ANSWER_MS, sharedReadiness } from "./readiness";

describe("readiness' database check", () => {
  it("is ok when the write lock is taken and given back, and not ok while another holds it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "readiness-"));
    try {
      const path = join(dir, "lab.sqlite");
      openDatabase(path).close();
      const db = new DatabaseSync(path, { timeout: 50 });
      const other = new DatabaseSync(path);
      expect(await withStore(db, () => databaseWrites())).toBe(true);
      expect(db.isTransaction).toBe(false);
      other.exec("BEGIN IMMEDIATE");
      expect(await withStore(db, () => databaseWrites())).toBe(false);
      expect(db.isTransaction).toBe(false);
      other.exec("ROLLBACK");
      expect(await withStore(db, () => databaseWrites())).toBe(true);
      db.close();
      other.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("readiness for anonymous callers", () => {
  it("checks once for any number of callers within its time, then again", async () => {
    let now = 1_000_000;
    let checks = 0;
    let healthy = true;
    const ready = sharedReadiness(
      async () => {
        checks++;
        return healthy;
      },
      () => now,
    );
    const answers = await Promise.all(Array.from({ length: 100 }, () => ready()));
    expect(answers.every(Boolean)).toBe(true);
    expect(checks).toBe(1);

    healthy = false;
    now += READY_ANSWER_MS - 1;
    expect(await ready()).toBe(true);
    now += 1;
    expect(await ready()).toBe(false);
    expect(checks).toBe(2);
  });
});
