import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// On PostgreSQL (DATABASE_URL, scripts/e2e-postgres.ts) the specs about SQLite itself stay with
// the SQLite run (an SQLite file's migration and old name, SQLite's backup and restore drill,
// two servers on one SQLite file), and so does several-servers, which starts a PostgreSQL of its
// own whichever engine the suite's server runs on: it runs once.
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
const SQLITE_RUN_ONLY =
  /\/(background|backup-restore|backup-restore-postgres|two-servers|several-servers)\.api\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium (apt package `chromium`); Playwright's own browser download is not used.
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/globalSetup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report gives npm test its count of tests a minute (scripts/e2e-rate.mjs).
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e-report.json" }],
  ],
  // Ceilings, not waits: a test taking 20 s on a quiet machine takes twice that beside other work.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A trace costs about a third of a browser test's time: recorded only when a failed test is tried again.
  use: { baseURL, trace: "on-first-retry", launchOptions: chromiumLaunch },
  projects: [
    // Tests that only fetch (*.api.spec.ts): no browser viewport involved, so they run once.
    {
      name: "api",
      testMatch: /.*\.api\.spec\.ts/,
      ...(onPostgres ? { testIgnore: SQLITE_RUN_ONLY } : {}),
    },
    {
      name: "desktop",
      testIgnore: /.*\.(api|phone)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "phone",
      testIgnore: /.*\.(api|desktop)\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // Through npm, so the server runs on the project's Node 24.
    command: "npm start",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: process.env.DATABASE_PATH ?? "data/e2e-lab.sqlite",
      LEADS_RATE_PER_MINUTE: process.env.LEADS_RATE_PER_MINUTE ?? "100000",
      // The concurrency test sends 200 leads at once, every test posts from this one address:
      // the caps and each client's share are tested on servers of their own (slow-bodies.api.spec.ts).
      LEADS_MAX_CONCURRENT: "1000",
      TEST_CLIENT_SHARE_SCALE: "100",
      // No spec here is about the pool's time limits: longer ones, so a busy machine passes
      // (scripts/serve.mjs; unit tests and the benches test the limits themselves).
      TEST_UNTRUSTED_TIME_SCALE: "10",
    },
  },
});
