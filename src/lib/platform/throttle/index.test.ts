// @vitest-environment node
import type { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { withStore } from "@/lib/db/store";
import { twoServersOnOneFile } from "../../../../tests/fixtures/twoServers";
import { sharedThrottle, type SharedThrottle } from "./index";

/** Two app servers on one database, each with its own connection and its own throttle object. */
const servers = twoServersOnOneFile("throttle-");

const T0 = Date.parse("2026-11-29T10:00:00Z");
const MINUTE = 60_000;

/** A throttle as one server sees it: every call on that server's connection. */
const on = (db: DatabaseSync, throttle: SharedThrottle): SharedThrottle => ({
  hit: (client, now) => withStore(db, () => throttle.hit(client, now)),
  full: (client, now) => withStore(db, () => throttle.full(client, now)),
});

const lookups = (keptIn: "memory" | "database") =>
  sharedThrottle({ name: "report lookups missed", limit: 3, windowMs: MINUTE, keptIn });

describe("a throttle kept in the database (THROTTLES=database)", () => {
  it("counts a client's attempts through both servers against one limit, per client, for its window", async () => {
    const [a, b] = [on(servers.one, lookups("database")), on(servers.two, lookups("database"))];
    expect(await a.hit("203.0.113.7", T0)).toBe(true);
    expect(await b.hit("203.0.113.7", T0 + 1_000)).toBe(true);
    expect(await a.full("203.0.113.7", T0 + 2_000)).toBe(false);
    expect(await b.hit("203.0.113.7", T0 + 2_000)).toBe(true);
    // The fourth attempt is refused on either server, and not recorded.
    expect(await a.full("203.0.113.7", T0 + 3_000)).toBe(true);
    expect(await b.full("203.0.113.7", T0 + 3_000)).toBe(true);
    expect(await a.hit("203.0.113.7", T0 + 3_000)).toBe(false);
    expect(await b.hit("203.0.113.7", T0 + 3_000)).toBe(false);
    // Another client has its own count; another throttle's name its own too.
    expect(await b.hit("198.51.100.4", T0 + 3_000)).toBe(true);
    const other = on(
      servers.two,
      sharedThrottle({ name: "portal links", limit: 1, keptIn: "database" }),
    );
    expect(await other.hit("203.0.113.7", T0 + 3_000)).toBe(true);
    // A minute after the first attempt it has left the window: one more is let through.
    expect(await a.hit("203.0.113.7", T0 + MINUTE + 1)).toBe(true);
    expect(await b.hit("203.0.113.7", T0 + MINUTE + 2)).toBe(false);
  });

  it("lets exactly the limit through when both servers answer one client at the same moment", async () => {
    const [a, b] = [on(servers.one, lookups("database")), on(servers.two, lookups("database"))];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit("203.0.113.9", T0)),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it("forgets attempts that have left the window, so the table does not grow with old clients", async () => {
    const a = on(servers.one, lookups("database"));
    for (let i = 0; i < 50; i++) await a.hit(`192.0.2.${i}`, T0);
    const rows = () =>
      Number(
        (servers.one.prepare("SELECT COUNT(*) AS n FROM throttle_hits").get() as { n: number }).n,
      );
    expect(rows()).toBe(50);
    await a.hit("192.0.2.200", T0 + 2 * MINUTE);
    expect(rows()).toBe(1);
  });
});

describe("a throttle kept in memory (the default, one server)", () => {
  it("counts only the attempts made through its own server", async () => {
    const [a, b] = [on(servers.one, lookups("memory")), on(servers.two, lookups("memory"))];
    for (let i = 0; i < 3; i++) expect(await a.hit("203.0.113.7", T0 + i)).toBe(true);
    expect(await a.hit("203.0.113.7", T0 + 4)).toBe(false);
    expect(await b.hit("203.0.113.7", T0 + 4)).toBe(true);
    expect(
      Number(
        (servers.one.prepare("SELECT COUNT(*) AS n FROM throttle_hits").get() as { n: number }).n,
      ),
    ).toBe(0);
  });
});
