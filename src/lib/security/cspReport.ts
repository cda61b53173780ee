/**
 * Content-Security-Policy violation reports, in both shapes browsers send:
 * `application/csp-report` ({"csp-report": {...}}, report-uri) and
 * `application/reports+json` ([{type: "csp-violation", body: {...}}], report-to).
 * Each becomes one short line for the server log; query strings are dropped
 * (they may carry a visitor's data), control characters become spaces (a
 * reporter's line break would otherwise write a line of its own).
 */
import { oneLine } from "./oneLine";

export interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

const text = (value: unknown) => (typeof value === "string" ? oneLine(value) : "");

/** A URL without its query and fragment; "inline", "eval" and the like as they are. */
function withoutQuery(value: string): string {
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    return value.slice(0, 100);
  }
}

function violation(body: Record<string, unknown>): Violation {
  return {
    directive: text(
      body["effective-directive"] ?? body.effectiveDirective ?? body["violated-directive"],
    ).slice(0, 60),
    blocked: withoutQuery(text(body["blocked-uri"] ?? body.blockedURL)),
    page: withoutQuery(text(body["document-uri"] ?? body.documentURL)),
  };
}

export function parseCspReports(body: string): Violation[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return [];
  }
  if (Array.isArray(data))
    return data
      .filter(
        (r): r is { type: string; body: Record<string, unknown> } =>
          typeof r === "object" && r !== null && (r as { type?: unknown }).type === "csp-violation",
      )
      .filter((r) => typeof r.body === "object" && r.body !== null)
      .slice(0, 20)
      .map((r) => violation(r.body));
  const report = (data as { "csp-report"?: unknown } | null)?.["csp-report"];
  return typeof report === "object" && report !== null
    ? [violation(report as Record<string, unknown>)]
    : [];
}

/** At most `limit` lines a minute, so a flood of reports cannot flood the log. */
export function createReportLog(limit = 60, log: (line: string) => void = console.warn) {
  let windowStart = 0;
  let count = 0;
  return (violations: Violation[], now = Date.now()) => {
    if (now - windowStart > 60_000) {
      windowStart = now;
      count = 0;
    }
    for (const v of violations) {
      if (count >= limit) return;
      count++;
      log(
        `CSP violation: ${v.directive} blocked ${v.blocked || "(none)"} on ${v.page || "(unknown page)"}`,
      );
    }
  };
}
