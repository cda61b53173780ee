// @vitest-environment node
import { afterAll, expect, it } from "vitest";
import { retention } from "@/content/privacy";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { purgeDesk } from "./purge";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "./sessions";
import { LOCK_MS } from "./signIn";

const db = openDatabase(":memory:");
afterAll(() => db.close());

const NOW = new Date("2026-11-23T06:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const DAY = 86_400_000;
const column = (sql: string) =>
  db
    .prepare(sql)
    .all()
    .map((r) => Object.values(r)[0]);

it("deletes ended sessions and old failures, blanks old addresses in the audit log", () =>
  withStore(db, async () => {
    db.exec(
      "INSERT INTO desk_users (email, password_hash, created_at) VALUES ('a@lab.example', '!', '2026-01-01')",
    );
    const session = db.prepare(
      "INSERT INTO desk_sessions (token_hash, email, created_at, last_seen_at) VALUES (?, 'a@lab.example', ?, ?)",
    );
    session.run("fresh", ago(60_000), ago(1000));
    session.run("idle", ago(SESSION_IDLE_MS + 120_000), ago(SESSION_IDLE_MS + 60_000));
    session.run("old", ago(SESSION_LIFETIME_MS + 60_000), ago(1000));
    const failure = db.prepare("INSERT INTO desk_failures (key, at) VALUES (?, ?)");
    failure.run("recent", ago(LOCK_MS - 60_000));
    failure.run("stale", ago(LOCK_MS + 60_000));
    const audit = db.prepare(
      "INSERT INTO desk_audit (at, who, action, detail) VALUES (?, ?, ?, ?)",
    );
    const days = retention.clientDays;
    audit.run(ago((days + 1) * DAY), "a@lab.example", "signed in", "203.0.113.9");
    audit.run(ago((days + 1) * DAY), "x@evil.example", "failed sign-in", "198.51.100.7");
    audit.run(ago((days + 1) * DAY), "a@lab.example", "lead deleted", "MET-2026-0001");
    audit.run(ago((days - 1) * DAY), "a@lab.example", "signed in", "203.0.113.10");

    expect(await purgeDesk(NOW)).toEqual({ sessions: 2, failures: 1, addresses: 2, links: 0 });
    expect(column("SELECT token_hash FROM desk_sessions")).toEqual(["fresh"]);
    expect(column("SELECT key FROM desk_failures")).toEqual(["recent"]);
    expect(column("SELECT detail FROM desk_audit ORDER BY id")).toEqual([
      "",
      "",
      "MET-2026-0001",
      "203.0.113.10",
    ]);
    // The rows stay: who did what, when.
    expect(column("SELECT COUNT(*) FROM desk_audit")).toEqual([4]);
    expect(await purgeDesk(NOW)).toEqual({ sessions: 0, failures: 0, addresses: 0, links: 0 });
  }));
