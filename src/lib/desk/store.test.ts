// @vitest-environment node
import type { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { writeTogether } from "@/lib/db/store";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { recordAudit } from "@/lib/platform/audit/store";

const lines = (db: DatabaseSync) =>
  db.prepare("SELECT at, first_at, who, action, detail, count FROM desk_audit ORDER BY id").all();

const NOON = new Date("2026-11-26T06:30:00Z");
const minutesLater = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);

describe("an audit line through the async store", () => {
  it(
    "is one row per action, a repeated sign-in of one hour counted on one",
    onFreshStore(async (db) => {
      for (const [action, detail, minutes] of [
        ["published article", "one", 0],
        ["signed in", "10.0.0.1", 1],
        ["signed in", "10.0.0.1", 2],
        ["signed in", "10.0.0.2", 3],
        ["published article", "one", 4],
        // 13:01 in India: the next hour, a line of its own.
        ["signed in", "10.0.0.1", 61],
      ] as const) {
        await recordAudit("ed@lab.example", action, detail, minutesLater(minutes));
      }
      expect(lines(db).map((l) => [l.action, l.detail, l.count])).toEqual([
        ["published article", "one", 1],
        ["signed in", "10.0.0.1", 2],
        ["signed in", "10.0.0.2", 1],
        ["published article", "one", 1],
        ["signed in", "10.0.0.1", 1],
      ]);
    }),
  );

  it(
    "is stored with the change it records, or not at all",
    onFreshStore(async (db) => {
      await expect(
        writeTogether(async () => {
          await recordAudit("ed@lab.example", "photo removed from site", "x");
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      expect(lines(db)).toEqual([]);
    }),
  );
});
