/**
 * The page a report's QR code opens, /verify/{token}: every scan renders only
 * its verdict and facts; the page around them (src/pages/verify/[token].astro)
 * is rendered once and kept (lib/http/pageFrame.ts). A scanned page is the
 * register's busiest page, and its frame was four fifths of its cost.
 */
import type { APIContext } from "astro";
import { qrScanResultHtml, type QrScanOutcome } from "@/components/reports/QrScanResult";
import { todayInKolkata } from "@/lib/clock";
import { createFrameCache } from "@/lib/http/pageFrame";
import { viewByToken } from "@/lib/reports/publicView";
import { lookupGate } from "@/lib/reports/server";
import { isVerifyToken } from "@/lib/reports/tokens";
import { verdictOf } from "@/lib/reports/verdict";

/** The dev server renders the frame every time: its code changes under it. */
const frames = createFrameCache({ keep: import.meta.env.PROD });

const QR_SCAN_PATH = /^\/verify\/([^/]+)\/?$/;
export const isQrScanPath = (pathname: string) => QR_SCAN_PATH.test(pathname);

/**
 * A scan is a guess until its token is found: refused before the lookup when
 * the client is over its limits (lib/reports/server.ts), a miss when no report
 * has the token, else a proven view (counted as a check).
 */
async function outcomeOf(context: APIContext, today: string): Promise<QrScanOutcome> {
  const gate = await lookupGate(context);
  if (!gate) return { kind: "tooMany" };
  const token = QR_SCAN_PATH.exec(context.url.pathname)?.[1] ?? "";
  const view = isVerifyToken(token) ? await viewByToken(token) : undefined;
  if (!view) {
    await gate.miss();
    return { kind: "missing", verdict: verdictOf(undefined, today) };
  }
  await gate.proven();
  return { kind: "report", view };
}

const STATUS: Record<QrScanOutcome["kind"], number> = { report: 200, missing: 404, tooMany: 429 };

export async function answerQrScan(
  context: APIContext,
  renderFrame: () => Promise<Response>,
): Promise<Response> {
  const today = todayInKolkata();
  const outcome = await outcomeOf(context, today);
  const acceptEncoding = context.request.headers.get("accept-encoding");
  return frames.answer({ today, acceptEncoding }, renderFrame, {
    html: qrScanResultHtml(outcome),
    status: STATUS[outcome.kind],
    headers: outcome.kind === "tooMany" ? { "Retry-After": "60" } : {},
  });
}
