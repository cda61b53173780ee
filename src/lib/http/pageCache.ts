/**
 * Public pages render on request (so the clock and SITE_URL are read when they
 * are asked for), and depend on nothing but their address, the day and what
 * the lab edits on the desk: such a page is rendered once and then answered
 * from memory, as fast as a prerendered file, until the day changes or the
 * desk changes what visitors see (lib/site/contentChanged.ts). Only GETs
 * answered 200 with HTML and no cookie are kept, never a private path.
 *
 * A page with a query string is kept only when `keepsQuery` says its address
 * is one of the site's own links to something that exists, spelled as the
 * site spells it (lib/routes/keptQueries.ts): any other query (a parameter no
 * page reads, another spelling, a made-up value) is rendered every time and
 * never kept. Query pages live in their own budget (MAX_QUERY_PAGES), apart
 * from the pages without a query (MAX_PAGES), each the least recently asked
 * for leaving first: no query string can push out a plain page, and the
 * query pages are bounded by what the lab publishes.
 */
import { onContentChanged } from "@/lib/site/contentChanged";
import { encodePage, pickEncoding, smallestBrotli, type Encoded } from "./encodings";

type Stored = {
  body: string;
  encoded: Encoded;
  status: number;
  statusText: string;
  headers: [string, string][];
};

export type PageRequest = { method: string; url: URL; acceptEncoding?: string | null };

/** Never kept: the API, the desk, and a report's verification (each check is counted). */
const PRIVATE_PATHS = ["/api", "/desk", "/verify"];
/** Pages without a query string. */
export const MAX_PAGES = 300;
/** Pages with one, apart (a service, a sub-service, an article, an opening …). */
export const MAX_QUERY_PAGES = 200;

export function isCacheableRequest({ method, url }: PageRequest): boolean {
  if (method !== "GET") return false;
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

/** Kept pages, the least recently asked for first in the map's order; at most `max`. */
function shelf(max: number) {
  const pages = new Map<string, Stored>();
  return {
    get(key: string): Stored | undefined {
      const kept = pages.get(key);
      if (kept) {
        // Most recently asked for: last in the map's order, the last to leave.
        pages.delete(key);
        pages.set(key, kept);
      }
      return kept;
    },
    set(key: string, page: Stored) {
      pages.set(key, page);
      if (pages.size > max) pages.delete(pages.keys().next().value!);
    },
    clear: () => pages.clear(),
  };
}

export interface PageCacheOptions {
  /** Whether a page with this query string may be kept (default: none may). */
  keepsQuery?: (url: URL) => boolean | Promise<boolean>;
}

export function createPageCache({ keepsQuery = () => false }: PageCacheOptions = {}) {
  let day = "";
  let generation = 0;
  const plain = shelf(MAX_PAGES);
  const withQuery = shelf(MAX_QUERY_PAGES);
  const clear = () => {
    plain.clear();
    withQuery.clear();
  };
  // A desk change to what visitors see (lib/site/contentChanged.ts) empties the cache.
  onContentChanged(() => {
    clear();
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
        clear();
        day = today;
      }
      const key = keyOf(request.url);
      const pages = request.url.search === "" ? plain : withQuery;
      const kept = pages.get(key);
      if (kept) return answer(kept, request);
      const renderedFor = generation;
      const response = await render();
      if (!isCacheableResponse(response)) return response;
      if (pages === withQuery && !(await keepsQuery(request.url))) return response;
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
        // Its later answers smaller still (a mobile's first round trips hold ~14 KB each).
        void smallestBrotli(body)
          .then((br) => {
            if (br.length < page.encoded.br.length) page.encoded = { ...page.encoded, br };
          })
          .catch(() => undefined);
      }
      return answer(page, request);
    },
  };
}
