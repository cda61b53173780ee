/**
 * The production server (scripts/serve.mjs) with its event loop watched: the
 * longest and the 99th-percentile delay since the last "take" message are
 * sent back over IPC (scripts/bench-hostile.ts). The production server itself
 * records nothing.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on("message", (message) => {
  if (message !== "take") return;
  process.send?.({ maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 });
  delay.reset();
});
await import("../serve.mjs");
