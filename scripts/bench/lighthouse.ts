/** One route's Lighthouse measurement: mobile preset, fresh headless Debian Chromium. */
import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import runLighthouse, { type Result } from "lighthouse";

const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type Metrics = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred while Lighthouse loaded the page (no scrolling, no input). */
  jsKb: number;
  /** Everything the page transferred during the same load. */
  transferKb: number;
};

export type Run = { metrics: Metrics; lighthouse: string; userAgent: string };

/** Lighthouse sometimes fails to catch the navigation start on a loaded machine: try again, then give up. */
export async function measure(url: string, reportFile: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, reportFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

async function measureOnce(url: string, reportFile: string): Promise<Run> {
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  let lhr: Result;
  try {
    // No config: Lighthouse's default is the mobile preset (simulated throttling).
    const result = await runLighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    writeFileSync(reportFile, result.report as string);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code}`);
  return {
    metrics: metrics(lhr),
    lighthouse: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

function metrics(lhr: Result): Metrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsKb: scriptBytes(lhr) / 1024,
    transferKb: value("total-byte-weight") / 1024,
  };
}

/**
 * Bytes of every script the network log of the load holds. Lighthouse stops
 * recording before it takes its full-page screenshot, so islands hydrated on
 * visibility below the first screen do not count.
 */
function scriptBytes(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") throw new Error("Lighthouse result has no network-requests table");
  let bytes = 0;
  for (const item of details.items)
    if (item.resourceType === "Script" && typeof item.transferSize === "number")
      bytes += item.transferSize;
  return bytes;
}
