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
import { encodePage, pickEncoding, type Encoded } from "./encodings";

type Stored = {
  body: string;
  encoded: Encoded;
  status: number;
  statusText: string;
  headers: [string, string][];
};

export type PageRequest = { method: string; url: URL; acceptEncoding?: string | null };

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

/** A kept page in the encoding the request prefers; the server's compression leaves it as it is. */
function answer(page: Stored, request: PageRequest): Response {
  const encoding = pickEncoding(request.acceptEncoding);
  const headers = new Headers(page.headers);
  headers.append("vary", "Accept-Encoding");
  const body = encoding === "identity" ? page.body : page.encoded[encoding];
  if (encoding !== "identity") headers.set("content-encoding", encoding);
  return new Response(body, { status: page.status, statusText: page.statusText, headers });
}

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
        return answer(kept, request);
      }
      const renderedFor = generation;
      const response = await render();
      if (!isCacheableResponse(response)) return response;
      const body = await response.text();
      const page: Stored = {
        body,
        encoded: await encodePage(body),
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
      return answer(page, request);
    },
  };
}
