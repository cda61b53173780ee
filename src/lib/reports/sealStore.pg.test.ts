import { afterAll, vi } from "vitest";
import { dropPostgresStores } from "../../../tests/fixtures/storesOnPostgres";

/**
 * The digital seal's unit tests (seal.test.ts), which reach the database only
 * through the stores, run again on PostgreSQL (issue 53) as storeTests.pg.test.ts
 * runs the register's: in a file of their own, as their test certificates'
 * times clash with the other files' in one.
 */
vi.mock("@/lib/db/store", async (importOriginal) =>
  (await import("../../../tests/fixtures/storesOnPostgres")).storesOnPostgres(
    await importOriginal(),
  ),
);
afterAll(dropPostgresStores);

await import("./seal.test");
