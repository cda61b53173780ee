/**
 * Public pages render on request (so the clock and SITE_URL are read when they
 * are asked for), and most depend on nothing but their path and the day: such a
 * page is rendered once a day and then answered from memory, as fast as a
 * prerendered file. Only plain GETs without a query string, answered 200 with
 * HTML and no cookie, are kept, so the cache holds at most one copy per route.
 */
import { onContentChanged } from "@/lib/site/contentChanged";

type Stored = { body: string; status: number; statusText: string; headers: [string, string][] };

export type PageRequest = { method: string; url: URL };

const PRIVATE_PATHS = ["/api", "/desk", "/verify"];

export function isCacheableRequest({ method, url }: PageRequest): boolean {
  if (method !== "GET" || url.search !== "") return false;
  return !PRIVATE_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
}

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
      const kept = pages.get(request.url.pathname);
      if (kept) return answer(kept);
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
      if (today === day && renderedFor === generation) pages.set(request.url.pathname, page);
      return answer(page);
    },
  };
}
