/**
 * npm run test:e2e:postgres — the end-to-end suite's PostgreSQL part (issue
 * 53): a throwaway PostgreSQL 15 from Debian's package (the tests' own
 * cluster, tests/fixtures/postgres.ts), the suite's server on it
 * (DATABASE_URL), and the specs of every area run against it: the `api`
 * project (every route, form, desk action, the register, the portal, careers,
 * the scope) and the `desktop` project (the same areas in the browser). Left
 * to the SQLite run, because they are about SQLite itself:
 * background.api (an SQLite file's migration and its old name),
 * backup-restore.api (SQLite's backup and restore drill) and two-servers.api
 * (two servers on one SQLite file). The phone project repeats the desktop's
 * pages at 390 px: layout, not storage. The left-out list is in
 * playwright.config.ts (SQLITE_RUN_ONLY). Extra arguments go to Playwright.
 */
import { spawnSync } from "node:child_process";
import pg from "pg";
import { databaseUrl, startPostgres } from "./postgres/throwaway";

const server = await startPostgres();
let status = 1;
try {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query("CREATE DATABASE e2e");
  await admin.end();
  const run = spawnSync(
    "npx",
    ["playwright", "test", "--project=api", "--project=desktop", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(server.url, "e2e"),
        E2E_REPORT: "test-results/e2e-postgres-report.json",
      },
    },
  );
  status = run.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
