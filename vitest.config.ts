import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src/", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "dist/**", ".astro/**", "tests/e2e/**"],
    setupFiles: ["./vitest.setup.ts"],
    // A test's first task in the untrusted-work pool boots a worker thread through tsx (2 to 3 s
    // on a quiet machine, 10 to 17 s on two cores running the whole suite beside other work; the
    // built server's worker is plain JavaScript). Time is measured by the benchmark scripts, not
    // here: these ceilings only catch a test or a hook (beforeAll's first upload) that hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
