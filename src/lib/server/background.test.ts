// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { retention } from "@/content/privacy";
import { openLeadStore } from "@/lib/leads/openLeadStore";
import { DAY_MS } from "@/lib/cases/retention";

const dir = mkdtempSync(join(tmpdir(), "background-"));
const path = join(dir, "leads.sqlite");
process.env.DATABASE_PATH = path;

afterAll(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date("2026-11-23T06:00:00.000Z");

/** What the purge started has to do, done (its store answers within the turn). */
const settled = () => new Promise((resolve) => setImmediate(resolve));
/** Received `retention.leadMonths` months before `now`, give or take `days`. */
function received(now: Date, days: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - retention.leadMonths);
  return new Date(date.getTime() + days * DAY_MS);
}

it("the server's background work purges expired leads when it starts, then daily", async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  vi.spyOn(console, "warn").mockImplementation(() => {}); // notifications are off here
  const seed = openLeadStore(path);
  const lead = async (createdAt: Date) =>
    (await seed.insert({ template: "contact", form: "hero", fields: {}, client: "x", createdAt }))
      .reference;
  const expired = await lead(received(NOW, -1));
  const tomorrow = await lead(received(NOW, +0.5));

  let now = NOW;
  const { startBackgroundWork } = await import("./background");
  const stop = startBackgroundWork({ now: () => now, log: () => {} });
  await settled();
  expect(await seed.get(expired)).toBeUndefined();
  expect(await seed.get(tomorrow)).toBeDefined();

  now = new Date(NOW.getTime() + DAY_MS);
  vi.advanceTimersByTime(DAY_MS);
  await settled();
  expect(await seed.get(tomorrow)).toBeUndefined();
  stop();
  seed.close();
});
