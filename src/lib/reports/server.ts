import { dirname, join } from "node:path";
import { resolveDataPath } from "@/lib/db/path";
import { serverEnv } from "@/lib/env/server";
import { clientKey, peerAddress } from "@/lib/http/client";
import { createThrottle } from "@/lib/leads/inbox/throttle";

/** The register's PDFs live beside the database, in reports/ (content-addressed). */
export const reportFilesDir = () =>
  join(dirname(resolveDataPath(serverEnv.LEADS_DB_PATH)), "reports");

/** A refused import's files, kept a day for a second check (lib/reports/heldUploads.ts). */
export const heldUploadsDir = () =>
  join(dirname(resolveDataPath(serverEnv.LEADS_DB_PATH)), "held-uploads");

/** The address the QR code holds. */
export const verifyUrl = (token: string) => new URL(`/verify/${token}`, serverEnv.SITE_URL).href;

/** Lookups (by ULR, by QR token, by a PDF's hash): 20 a minute per client. */
const lookups = createThrottle({ limit: 20, windowMs: 60_000 });

export function allowLookup(context: {
  readonly clientAddress?: string;
  request: Request;
}): boolean {
  return lookups.hit(
    clientKey(peerAddress(context), context.request.headers, serverEnv.TRUST_PROXY_HOPS),
  );
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
  pathname === "/verify" || pathname.startsWith("/verify/");
