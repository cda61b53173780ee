/**
 * Public pages render on request (so the clock and SITE_URL are read when they
 * are asked for), and depend on nothing but their address, the day and what
 * the lab edits on the desk: such a page is rendered once and then answered
 * from memory, as fast as a prerendered file, until the day changes or the
 * desk changes what visitors see (lib/site/contentChanged.ts). Only GETs
 * answered 200 with HTML and no cookie are kept; a query string only on the
 * routes whose page it chooses (a service, an article), and at most
 * MAX_PAGES pages, the least recently asked for leaving first, so made-up
 * queries cannot fill the memory.
 */
import { onContentChanged } from "@/lib/site/contentChanged";

type Stored = { body: string; status: number; statusText: string; headers: [string, string][] };

export type PageRequest = { method: string; url: URL };

const PRIVATE_PATHS = ["/api", "/desk", "/verify"];
/** Routes whose query only chooses what the page shows. */
const QUERY_ROUTES = new Set([
  "/service-details",
  "/service-steps",
  "/blog-details",
  "/contact",
  "/career/apply",
]);
export const MAX_PAGES = 300;

export function isCacheableRequest({ method, url }: PageRequest): boolean {
  if (method !== "GET" || (url.search !== "" && !QUERY_ROUTES.has(url.pathname))) return false;
  return !PRIVATE_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
}

const keyOf = (url: URL) => url.pathname + url.search;

const isCacheableResponse = (response: Response) =>
  response.status === 200 &&
  (response.headers.get("content-type") ?? "").startsWith("text/html") &&
  !response.headers.has("set-cookie");

const answer = (page: Stored) =>
  new Response(page.body, {
    status: page.status,
    statusText: page.statusText,
    headers: page.headers,
  });

export function createPageCache() {
  let day = "";
  let generation = 0;
  const pages = new Map<string, Stored>();
  // A desk change to what visitors see (lib/site/contentChanged.ts) empties the cache.
  onContentChanged(() => {
    pages.clear();
    generation++;
  });
  return {
    /** The page for this request on `today` (YYYY-MM-DD): from memory, or rendered and kept. */
    async serve(
      request: PageRequest,
      today: string,
      render: () => Promise<Response>,
    ): Promise<Response> {
      if (!isCacheableRequest(request)) return render();
      if (today !== day) {
        pages.clear();
        day = today;
      }
      const key = keyOf(request.url);
      const kept = pages.get(key);
      if (kept) {
        // Most recently asked for: last in the map's order, the last to leave.
        pages.delete(key);
        pages.set(key, kept);
        return answer(kept);
      }
      const renderedFor = generation;
      const response = await render();
      if (!isCacheableResponse(response)) return response;
      const page: Stored = {
        body: await response.text(),
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
      };
      // Rendered for the day it was asked on: a render that straddles midnight is not kept.
      // Nor one that straddles a desk change: it may show what was there before.
      if (today === day && renderedFor === generation) {
        pages.set(key, page);
        if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
      }
      return answer(page);
    },
  };
}
