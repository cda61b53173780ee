/**
 * The page a report's QR code opens, /verify/{token}: every scan renders only
 * its verdict and facts; the page around them (src/pages/verify/[token].astro)
 * is rendered once and kept (lib/http/pageFrame.ts). A scanned page is the
 * register's busiest page, and its frame was four fifths of its cost.
 */
import type { APIContext } from "astro";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LanguageSwitch } from "@/components/layout/LanguageSwitch";
import { qrScanResultHtml, type QrScanOutcome } from "@/components/reports/QrScanResult";
import { absoluteUrl } from "@/lib/seo";
import { alternateLinks, languageSwitchTarget, localeOfPath } from "@/lib/i18n/pages";
import { verifyWordsOf, type VerifyWords } from "@/lib/reports/verifyWords";
import { todayInKolkata } from "@/lib/clock";
import { createFrameCache } from "@/lib/http/pageFrame";
import { viewByToken } from "@/lib/reports/publicView";
import { lookupGate } from "@/lib/reports/server";
import { isVerifyToken } from "@/lib/reports/tokens";
import { verdictOf } from "@/lib/reports/verdict";

/** The dev server renders the frame every time: its code changes under it. One frame per language. */
const frames = {
  en: createFrameCache({ keep: import.meta.env.PROD }),
  hi: createFrameCache({ keep: import.meta.env.PROD }),
};

const QR_SCAN_PATH = /^\/(?:hi\/)?verify\/([^/]+)\/?$/;

/**
 * A scan's own hreflang pair (its token is in both addresses): sent as a Link header, since the
 * kept frame's <head> is the same for every token (lib/http/pageFrame.ts).
 */
const alternatesHeader = (pathname: string) =>
  alternateLinks(pathname)
    .map((a) => `<${absoluteUrl(a.path)}>; rel="alternate"; hreflang="${a.hreflang}"`)
    .join(", ");

/** The language switch of this scan's page, at the top of its own part. */
function switchHtml(pathname: string): string {
  const target = languageSwitchTarget(pathname, "");
  return target
    ? `<p class="mb-6 print:hidden">${renderToStaticMarkup(createElement(LanguageSwitch, { target, inPage: true }))}</p>`
    : "";
}
export const isQrScanPath = (pathname: string) => QR_SCAN_PATH.test(pathname);

/**
 * A scan is a guess until its token is found: refused before the lookup when
 * the client is over its limits (lib/reports/server.ts), a miss when no report
 * has the token, else a proven view (counted as a check).
 */
async function outcomeOf(
  context: APIContext,
  today: string,
  words: VerifyWords,
): Promise<QrScanOutcome> {
  const gate = await lookupGate(context);
  if (!gate) return { kind: "tooMany" };
  const token = QR_SCAN_PATH.exec(context.url.pathname)?.[1] ?? "";
  const view = isVerifyToken(token) ? await viewByToken(token, words) : undefined;
  if (!view) {
    await gate.miss();
    return { kind: "missing", verdict: verdictOf(undefined, today, undefined, words) };
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
  const { pathname } = context.url;
  const locale = localeOfPath(pathname);
  const words = verifyWordsOf(locale);
  const outcome = await outcomeOf(context, today, words);
  const acceptEncoding = context.request.headers.get("accept-encoding");
  return frames[locale].answer({ today, acceptEncoding }, renderFrame, {
    html: switchHtml(pathname) + qrScanResultHtml(outcome, words),
    status: STATUS[outcome.kind],
    headers: {
      Link: alternatesHeader(pathname),
      ...(outcome.kind === "tooMany" ? { "Retry-After": "60" } : {}),
    },
  });
}
