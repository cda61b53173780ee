/**
 * The production server: Astro's built Node handler (prerendered pages and
 * files, on-demand pages, the lead inbox) behind one plain HTTP server that
 * adds the security headers to every answer, files and API answers included.
 * Pages carry their own Content-Security-Policy (with the hashes of their
 * scripts); everything else gets the strict base policy. Text answers are
 * compressed (brotli or gzip, as the browser accepts): a page is a fifth of its
 * size on the wire. Before it listens, the database is opened and migrated;
 * once the port is bound, the server's background work starts (lead
 * notifications, reminders, the daily retention purge): a server started on a
 * busy port ends without sending anything.
 *
 *   npm start          # PORT (default 3000) and HOST (default 0.0.0.0); SITE_URL, the public origin
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import compression from "compression";

process.env.ASTRO_NODE_AUTOSTART = "disabled";
// React renders pages with its production build (the development one took 3 times the CPU of a desk page).
process.env.NODE_ENV ??= "production";
const dist = new URL("../dist/server/", import.meta.url);
const { handler } = await import(new URL("entry.mjs", dist).href);
/** @type {{ openServerDatabase: () => Promise<void>, startBackgroundWork: () => void, useWorkerScript: (href: string) => void, setUntrustedTimeScaleForTests: (factor: number) => number, setUntrustedPriorityForTests: (increment: number) => void }} */
const background = await import(new URL("background.mjs", dist).href);
// Uploads are parsed in worker threads running this script (src/lib/workers).
background.useWorkerScript(new URL("untrusted-worker.mjs", dist).href);
// The end-to-end tests' servers only (playwright.config.ts, tests/e2e/ownServer.ts): the pool's
// time limits that many times longer and its threads at the server's priority, so a machine kept
// busy by other work does not turn an honest upload away. Never set on the lab's server.
const testTimeScale = Number(process.env.TEST_UNTRUSTED_TIME_SCALE ?? "");
if (testTimeScale > 1) {
  background.setUntrustedTimeScaleForTests(testTimeScale);
  background.setUntrustedPriorityForTests(0);
}
await background.openServerDatabase();
/** @type {{ SERVER_TIMEOUTS: { headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number, connectionsCheckingIntervalMs: number }, watchUploadRate: (req: http.IncomingMessage, res: http.ServerResponse) => void, admitRequest: (req: http.IncomingMessage, res: http.ServerResponse) => boolean, answering: import("node:async_hooks").AsyncLocalStorage<http.ServerResponse> }} */
const connections = await import(new URL("connections.mjs", dist).href);
/** @type {{ securityHeaders: Record<string, string>, basePolicy: string, openerIsolation: { header: string, value: string, paths: string[] } }} */
const { securityHeaders, basePolicy, openerIsolation } = JSON.parse(
  readFileSync(new URL("server-headers.json", dist), "utf8"),
);

if (!process.env.SITE_URL?.trim())
  console.warn(
    "SITE_URL is not set: pages name http://localhost:3000 as their address (canonical links, social cards, sitemap). Set SITE_URL to the public origin, e.g. SITE_URL=https://www.example.com",
  );

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const compress = compression();
// Set by the tests' own servers (tests/e2e/ownServer.ts), which check that the server answering is the one they started.
const instance = process.env.SERVER_INSTANCE;

/** The desk and the API (lib/csp.ts, openerIsolation). */
function isolated(/** @type {string} */ url) {
  const path = url.split("?")[0] ?? "";
  return openerIsolation.paths.some((p) => path === p || path.startsWith(`${p}/`));
}

// Timeouts from lib/fairShare/limits.ts (SERVER_TIMEOUTS, with their reasons); a body slower than the
// minimum upload rate is cut with 408 (lib/http/uploadRate.ts), requestTimeout is only the backstop.
const timeouts = connections.SERVER_TIMEOUTS;
const limits = {
  headersTimeout: timeouts.headersTimeoutMs,
  requestTimeout: timeouts.requestTimeoutMs,
  keepAliveTimeout: timeouts.keepAliveTimeoutMs,
  connectionsCheckingInterval: timeouts.connectionsCheckingIntervalMs,
};

const server = http.createServer(limits, (req, res) => {
  connections.watchUploadRate(req, res);
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (isolated(req.url ?? "/")) res.setHeader(openerIsolation.header, openerIsolation.value);
  if (instance) res.setHeader("X-Server-Instance", instance);
  // Replaced by the page's own policy where Astro sends one.
  res.setHeader("Content-Security-Policy", basePolicy);
  // A client with its share of posts in already is answered 429 here, before the site's code.
  if (!connections.admitRequest(req, res)) return;
  // Routes that stream (the portal zip) wait on this response to drain before reading more.
  connections.answering.run(res, () => compress(req, res, () => handler(req, res)));
});
// PORT=0 takes a port the kernel chooses; the line names the one taken.
server.listen(port, host, () => {
  background.startBackgroundWork();
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(
    `Malwa Electrotest site on http://${host === "0.0.0.0" ? "localhost" : host}:${listening}`,
  );
});

// A stop lets answers in flight finish, and the e-mails already claimed be sent or marked
// failed (not left to wait out their lease), but not forever: a client that keeps a
// connection busy is cut after 5 s, and the process ends within 10 s.
const GRACE_MS = 5_000;
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), GRACE_MS).unref();
    setTimeout(() => process.exit(0), 2 * GRACE_MS).unref();
    Promise.allSettled([closed, background.settleNotifiers()]).then(() => process.exit(0));
  });
