import { afterAll, vi } from "vitest";
import { dropPostgresStores } from "../../../tests/fixtures/storesOnPostgres";

/**
 * The register's unit tests that reach the database only through its
 * stores, run again on PostgreSQL (issue 53): their SQLite databases stand
 * for PostgreSQL ones (tests/fixtures/storesOnPostgres.ts).
 */
vi.mock("@/lib/db/store", async (importOriginal) =>
  (await import("../../../tests/fixtures/storesOnPostgres")).storesOnPostgres(
    await importOriginal(),
  ),
);
afterAll(dropPostgresStores);

await import("./apiTokenActions.test");
await import("./bulkAuthoriseActions.test");
await import("./importReports.test");
await import("./nablQr.test");
await import("./nablQrPageAction.test");
await import("./newReportAction.test");
await import("./publicView.test");
await import("./qrCodes.test");
await import("./qrCodesActions.test");
await import("./review.test");
await import("./stamp.test");
