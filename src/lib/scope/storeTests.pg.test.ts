import { afterAll, vi } from "vitest";
import { dropPostgresStores } from "../../../tests/fixtures/storesOnPostgres";

/**
 * The scope's unit tests that reach the database only through its stores,
 * run again on PostgreSQL (issue 53): their SQLite databases stand for
 * PostgreSQL ones (tests/fixtures/storesOnPostgres.ts).
 */
vi.mock("@/lib/db/store", async (importOriginal) =>
  (await import("../../../tests/fixtures/storesOnPostgres")).storesOnPostgres(
    await importOriginal(),
  ),
);
afterAll(dropPostgresStores);

await import("./deskList.test");
await import("./publicQuery.test");
await import("./records.test");
await import("./csv.test");
await import("./importModes.test");
await import("./search.test");
