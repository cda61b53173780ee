// @vitest-environment node
import { withStore } from "@/lib/db/store";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { createSession, SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionUser } from "./sessions";

const db = openDatabase(":memory:");
afterAll(() => db.close());

db.prepare("INSERT INTO desk_users (email, password_hash, created_at) VALUES (?, '!', ?)").run(
  "asha@lab.example",
  "2026-11-01T00:00:00.000Z",
);

const HOUR = 60 * 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe("a desk session", () => {
  it("ends 12 hours after sign-in even when used every hour", () =>
    withStore(db, async () => {
      expect(SESSION_LIFETIME_MS).toBe(12 * HOUR);
      expect(SESSION_LIFETIME_MS).toBeGreaterThan(SESSION_IDLE_MS);
      const t0 = new Date("2026-11-23T03:00:00Z");
      const token = await createSession("asha@lab.example", t0);
      for (let h = 1; h <= 11; h++)
        expect((await sessionUser(token, at(t0, h * HOUR)))?.email).toBe("asha@lab.example");
      expect((await sessionUser(token, at(t0, 12 * HOUR - 1000)))?.email).toBe("asha@lab.example");
      expect(await sessionUser(token, at(t0, 12 * HOUR + 1000))).toBeUndefined();
      // Ended for good: the row is gone, not only refused this once.
      expect(await sessionUser(token, at(t0, HOUR))).toBeUndefined();
    }));
});
