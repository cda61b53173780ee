// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseLocation } from "./path";

const root = mkdtempSync(join(tmpdir(), "database-location-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the server's database file", () => {
  it("is data/lab.sqlite on a fresh machine", () => {
    expect(databaseLocation({}, root)).toEqual({
      configured: "data/lab.sqlite",
      because: "the default",
    });
  });

  it("is DATABASE_PATH when set, before the old LEADS_DB_PATH", () => {
    expect(
      databaseLocation({ DATABASE_PATH: "/srv/lab.sqlite", LEADS_DB_PATH: "/srv/old.sqlite" }, root)
        .configured,
    ).toBe("/srv/lab.sqlite");
    const old = databaseLocation({ LEADS_DB_PATH: "/srv/old.sqlite" }, root);
    expect(old.configured).toBe("/srv/old.sqlite");
    expect(old.because).toMatch(/LEADS_DB_PATH, the old name of DATABASE_PATH/);
  });

  it("keeps an older version's data/leads.sqlite until data/lab.sqlite exists", () => {
    mkdirSync(join(root, "data"));
    writeFileSync(join(root, "data", "leads.sqlite"), "");
    const kept = databaseLocation({}, root);
    expect(kept.configured).toBe("data/leads.sqlite");
    expect(kept.because).toMatch(/rename it .* to data\/lab.sqlite/);
    writeFileSync(join(root, "data", "lab.sqlite"), "");
    expect(databaseLocation({}, root).configured).toBe("data/lab.sqlite");
  });
});
