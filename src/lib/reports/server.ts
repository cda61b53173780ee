import { serverEnv } from "@/lib/env/server";
import { clientKey, peerAddress } from "@/lib/http/client";
import { within } from "@/lib/platform/storage";
import { serverFileStore } from "@/lib/platform/storage/server";
import { sharedThrottle } from "@/lib/platform/throttle";

/** The register's PDFs: the server's files under reports/ (content-addressed, lib/reports/pdfStore.ts). */
export const reportFiles = () => within(serverFileStore(), "reports");

/** A refused import's files, kept a day for a second check: under held-uploads/ (lib/reports/heldUploads.ts). */
export const heldUploadFiles = () => within(serverFileStore(), "held-uploads");

/** The address the QR code holds. */
export const verifyUrl = (token: string) => new URL(`/verify/${token}`, serverEnv.SITE_URL).href;

/**
 * A guess is a request that names a report by something that can be guessed:
 * a QR token, a reference with a code, a PDF's hash. A miss (no such token, a
 * wrong code, an unknown reference, no such PDF) counts against the client's
 * 20 a minute; once a client has 20 misses in the last minute every guess it
 * makes is refused before it is looked up, a right one too (else the refusal
 * of misses alone would tell the hits apart). A proven view (a valid token,
 * the right code, a file in the register) is possession, not a guess: it uses
 * none of the 20, and is bounded only against floods, at 300 a minute.
 * Clients are counted apart (lib/http/client.ts): one client's misses never
 * refuse another's scans.
 */
export const LOOKUP_LIMITS = { misses: 20, provenViews: 300, windowMs: 60_000 } as const;

const misses = sharedThrottle({
  name: "report lookups missed",
  limit: LOOKUP_LIMITS.misses,
  windowMs: LOOKUP_LIMITS.windowMs,
});
const provenViews = sharedThrottle({
  name: "report views proven",
  limit: LOOKUP_LIMITS.provenViews,
  windowMs: LOOKUP_LIMITS.windowMs,
});

/** A guess the client may make now; say how it went, so it is counted where it belongs. */
export interface LookupPass {
  miss(): Promise<void>;
  proven(): Promise<void>;
}

/**
 * Before a guess is looked up: undefined when the client is over either limit
 * (answer 429 with Retry-After: 60 without looking), else the pass to record
 * its outcome on. The refusal never depends on the guess itself.
 */
export async function lookupGate(context: {
  readonly clientAddress?: string;
  request: Request;
}): Promise<LookupPass | undefined> {
  const key = clientKey(peerAddress(context), context.request.headers, serverEnv.TRUST_PROXY_HOPS);
  if ((await misses.full(key)) || (await provenViews.full(key))) return undefined;
  return {
    miss: async () => void (await misses.hit(key)),
    proven: async () => void (await provenViews.hit(key)),
  };
}

/** The verification pages: never cached, never indexed, and the token never leaks in a Referer. */
export const VERIFY_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** The lookup form's body: a ULR and a code, with plenty of room. */
export const VERIFY_BODY_LIMIT = 16 * 1024;

export const isVerifyPath = (pathname: string) =>
  pathname === "/verify" ||
  pathname.startsWith("/verify/") ||
  pathname === "/hi/verify" ||
  pathname.startsWith("/hi/verify/");
