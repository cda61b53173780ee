import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { formattedTableTypes } from "./tableTypes";

describe("the stores' table types", () => {
  it("are the migrated schema's (run `npm run db:types` after adding a migration)", async () => {
    const file = resolve("src/lib/db/tables.generated.ts");
    const db = openDatabase(":memory:");
    try {
      expect(readFileSync(file, "utf8")).toBe(await formattedTableTypes(db, file));
    } finally {
      db.close();
    }
  });

  it("leave out the search indexes and mark columns with defaults as optional", async () => {
    const db = openDatabase(":memory:");
    try {
      const source = await formattedTableTypes(db, "x.ts");
      expect(source).not.toMatch(/lead_search\w*:/);
      expect(source).toContain("export interface LeadsTable {");
      expect(source).toMatch(/id: Generated<number>;/);
    } finally {
      db.close();
    }
  });
});
