/**
 * The production server (scripts/serve.mjs) with each request's server time
 * recorded: from the request's arrival (its headers read) to its answer's last
 * byte handed to the socket. Benches read the times over IPC
 * (measure.ts, takeServerTimes); the production server itself records nothing
 * (a public Server-Timing header would tell a prober a report lookup's time).
 */
import http from "node:http";

/** @type {number[]} */
let times = [];
const createServer = http.createServer;
// serve.mjs passes its options (timeouts) and one request handler; the handler is wrapped so the
// clock starts before it runs.
http.createServer = /** @type {typeof http.createServer} */ (
  (/** @type {http.ServerOptions} */ options, /** @type {http.RequestListener} */ handler) =>
    createServer(options, (req, res) => {
      const started = process.hrtime.bigint();
      res.on("finish", () => times.push(Number(process.hrtime.bigint() - started) / 1e6));
      handler(req, res);
    })
);
process.on("message", (message) => {
  if (message !== "take") return;
  process.send?.(times);
  times = [];
});
await import("../serve.mjs");
