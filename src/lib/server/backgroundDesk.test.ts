// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/connection";

const dir = mkdtempSync(join(tmpdir(), "background-desk-"));
const path = join(dir, "leads.sqlite");
process.env.DATABASE_PATH = path;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("the server's daily purge also clears ended desk sessions and old sign-in failures", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const seed = openDatabase(path);
  seed.exec(
    "INSERT INTO desk_users (email, password_hash, created_at) VALUES ('a@lab.example', '!', '2026-01-01');" +
      "INSERT INTO desk_sessions VALUES ('h', 'a@lab.example', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z');" +
      "INSERT INTO desk_failures (key, at) VALUES ('k', '2026-11-01T00:00:00Z');",
  );
  const logs: string[] = [];
  const { startBackgroundWork } = await import("./background");
  const stop = startBackgroundWork({
    now: () => new Date("2026-11-23T06:00:00Z"),
    log: (m) => logs.push(m),
  });
  stop();
  // The purges run in turn, the cases' first (async, in the store): all done within the turn.
  await new Promise((resolve) => setImmediate(resolve));
  expect(seed.prepare("SELECT COUNT(*) AS n FROM desk_sessions").get()).toEqual({ n: 0 });
  expect(seed.prepare("SELECT COUNT(*) AS n FROM desk_failures").get()).toEqual({ n: 0 });
  expect(logs.join("\n")).toMatch(/1 ended desk session/);
  seed.close();
});
