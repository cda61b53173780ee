import { STATUS_CODES } from "node:http";

/** API answers are never documents: nothing in them may load or run. */
export const API_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A short plain-text answer, never cached. */
export function textResponse(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": API_SECURITY_POLICY,
    },
  });
}

/**
 * Sets a page's status with its reason phrase: Astro keeps "OK" in the status
 * line when a page sets only the code ("404 OK").
 */
export function setStatus(response: { status?: number; statusText?: string }, status: number) {
  response.status = status;
  response.statusText = STATUS_CODES[status] ?? "";
}

/**
 * The same answer with these headers set. A copy: some responses (redirects)
 * come with headers that cannot change.
 */
export function withHeaders(response: Response, set: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
