import { SERVER_TIMEOUTS, UPLOAD_RATE } from "@/lib/fairShare/limits";
import { createUploadRateGuard, type UploadRateGuard } from "@/lib/http/uploadRate";

/**
 * What scripts/serve.mjs applies to every connection (the build writes this
 * module as dist/server/connections.mjs, see src/integrations/background-work.mjs):
 * Node's timeouts and the minimum upload rate, their numbers from
 * lib/fairShare/limits.ts.
 */
export { SERVER_TIMEOUTS };
/** The Node response each request is answered on, for routes that pace a stream by it. */
export { answering } from "@/lib/http/drained";

let guard: UploadRateGuard | undefined;

/** Watches a request's body: one slower than the minimum rate is cut with 408. */
export function watchUploadRate(...args: Parameters<UploadRateGuard["watch"]>): void {
  guard ??= createUploadRateGuard(UPLOAD_RATE);
  guard.watch(...args);
}
