/**
 * The end-to-end phase in numbers, from Playwright's JSON report
 * (test-results/e2e-report.json, playwright.config.ts): tests run, passed,
 * flaky and failed, and tests per minute of the phase's own time.
 *
 *   node scripts/e2e-rate.mjs <phases file of scripts/test-all.sh>
 */
import { existsSync, readFileSync } from "node:fs";

const report = new URL("../test-results/e2e-report.json", import.meta.url);
if (!existsSync(report)) process.exit(0);
const { stats } = JSON.parse(readFileSync(report, "utf8"));
const phases = process.argv[2] ? readFileSync(process.argv[2], "utf8") : "";
const e2eSeconds = Number(/^e2e\t(\d+)/m.exec(phases)?.[1] ?? stats.duration / 1000);
const ran = stats.expected + stats.unexpected + stats.flaky;
const perMinute = e2eSeconds > 0 ? (ran / (e2eSeconds / 60)).toFixed(1) : "–";
console.log(
  `  e2e tests: ${ran} run (${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped): ${perMinute} a minute`,
);
