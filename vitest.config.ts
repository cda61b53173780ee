import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const alias = { "@": fileURLToPath(new URL("./src/", import.meta.url)) };
const exclude = ["node_modules/**", "dist/**", ".astro/**", "tests/e2e/**"];
// A test's first task in the untrusted-work pool boots a worker thread through tsx (2 to 3 s
// on a quiet machine, 10 to 17 s on two cores running the whole suite beside other work; the
// built server's worker is plain JavaScript). Time is measured by the benchmark scripts, not
// here: these ceilings only catch a test or a hook (beforeAll's first upload) that hangs.
const ceilings = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["**/*.test.{ts,tsx}"],
          exclude: [...exclude, "**/*.pg.test.ts"],
          setupFiles: ["./vitest.setup.ts"],
          ...ceilings,
        },
      },
      {
        // The stores on PostgreSQL (issue 53): one throwaway server for the run, started only
        // when a *.pg.test.ts file runs; each test gets a database of its own cloned from a
        // migrated template (tests/fixtures/postgres.ts).
        extends: true,
        test: {
          name: "postgres",
          environment: "node",
          include: ["**/*.pg.test.ts"],
          exclude,
          setupFiles: ["./vitest.setup.ts"],
          globalSetup: ["./tests/fixtures/postgresServer.ts"],
          ...ceilings,
        },
      },
    ],
  },
});
