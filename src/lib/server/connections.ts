import { ui } from "@/content/ui";
import { serverEnv } from "@/lib/env/server";
import { REQUESTS_AT_ONCE, SERVER_TIMEOUTS, UPLOAD_RATE } from "@/lib/fairShare/limits";
import { createRequestDoor, type RequestDoor } from "@/lib/http/requestsAtOnce";
import { createUploadRateGuard, type UploadRateGuard } from "@/lib/http/uploadRate";

/**
 * What scripts/serve.mjs applies to every connection (the build writes this
 * module as dist/server/connections.mjs, see src/integrations/background-work.mjs):
 * Node's timeouts, each client's share of the requests answered at once and
 * the minimum upload rate, their numbers from lib/fairShare/limits.ts.
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

let door: RequestDoor | undefined;

/** Whether the request may go in: false when its client has its share of requests in already (answered 429). */
export function admitRequest(...args: Parameters<RequestDoor["admit"]>): boolean {
  door ??= createRequestDoor({
    perClient: REQUESTS_AT_ONCE.perClient * serverEnv.TEST_CLIENT_SHARE_SCALE,
    retryAfterSeconds: REQUESTS_AT_ONCE.retryAfterSeconds,
    trustedHops: serverEnv.TRUST_PROXY_HOPS,
    refusal: ui.tooManyAtOnce,
  });
  return door.admit(...args);
}
