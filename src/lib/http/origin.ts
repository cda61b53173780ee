/**
 * A browser's post from another site: Sec-Fetch-Site says so, or the Origin is
 * neither this request's host nor the site's public address. Clients that send
 * no Origin (the protocol's own tests, scripts) are not browsers on another site.
 */
export function isCrossSite(request: Request, siteUrl: string | undefined): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, some redirects) or garbage
  }
  if (host === new URL(request.url).host) return false;
  return !siteUrl || new URL(siteUrl).origin !== new URL(origin).origin;
}
