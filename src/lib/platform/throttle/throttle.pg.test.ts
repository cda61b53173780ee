import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../../tests/fixtures/bothEngines";
import { freshPostgres } from "../../../../tests/fixtures/freshPostgres";
import { openPostgres } from "@/lib/db/postgresConnect";
import { withStore } from "@/lib/db/store";
import { sharedThrottle } from "./index";

const T0 = Date.parse("2026-11-27T04:00:00Z");
const lookups = () =>
  sharedThrottle({ name: "report lookups", limit: 3, windowMs: 60_000, keptIn: "database" });

describe("throttles kept in PostgreSQL (THROTTLES=database, issue 53)", () => {
  it("accepts a client's attempts up to the limit in the window, and again once they leave it, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const throttle = lookups();
      const answers: boolean[] = [];
      for (let i = 0; i < 5; i++) answers.push(await throttle.hit("203.0.113.5", T0 + i * 1000));
      const other = await throttle.hit("2001:db8::1", T0 + 5000);
      const full = await throttle.full("203.0.113.5", T0 + 6000);
      const later = await throttle.hit("203.0.113.5", T0 + 61_500);
      const fullLater = await throttle.full("203.0.113.5", T0 + 61_500);
      return { answers, other, full, later, fullLater };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.answers).toEqual([true, true, true, false, false]);
    expect(sqlite.later).toBe(true);
  });

  it("lets through no more than the limit when two servers answer one client at the same moment", async () => {
    const fresh = await freshPostgres();
    const other = openPostgres(fresh.url, { max: 4 });
    try {
      const [one, two] = [lookups(), lookups()];
      // Both servers' pools connected first, so the tries below meet at the database.
      const warm = (store: typeof other) =>
        Promise.all(
          Array.from({ length: 4 }, () => withStore(store, () => one.full("warm-up", T0))),
        );
      await Promise.all([warm(fresh.store), warm(other)]);
      // Several clients, each tried 8 times at once through both servers.
      const clients = ["203.0.113.9", "203.0.113.10", "2001:db8::9", "2001:db8::10"];
      const tries = clients.flatMap((client) =>
        Array.from({ length: 8 }, (_, i) =>
          withStore(i % 2 ? other : fresh.store, () => (i % 2 ? two : one).hit(client, T0 + 1000)),
        ),
      );
      const answers = await Promise.all(tries);
      const accepted = clients.map(
        (_, c) => answers.slice(c * 8, c * 8 + 8).filter(Boolean).length,
      );
      expect(accepted).toEqual([3, 3, 3, 3]);
    } finally {
      await other.destroy();
      await fresh.drop();
    }
  });
});
