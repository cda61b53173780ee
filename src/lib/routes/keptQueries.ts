import { blogHref } from "@/content/blog";
import { consultationHref } from "@/content/forms";
import { serviceHref, subServiceHref } from "@/content/services";
import type { BlogPost } from "@/content/types";
import { applyHref } from "@/lib/careers/openings";
import { chosenConsultationService } from "./contact";
import { selectService } from "./service";

/** What the database knows: an article on the site, an opening (open or closed), by the id asked for. */
export interface SiteLookups {
  article(id: string): Promise<Pick<BlogPost, "id"> | undefined>;
  opening(id: string): Promise<{ id: string } | undefined>;
}

type SiteLink = (
  params: URLSearchParams,
  lookups: SiteLookups,
) => string | undefined | Promise<string | undefined>;

/**
 * For each route whose query picks the page: the site's own link to what the
 * query names (the link the site's pages write), or undefined when it names
 * nothing that exists. One link per service, sub-service, article,
 * consultation choice and opening.
 */
const siteLinks = new Map<string, SiteLink>([
  [
    "/service-details",
    (params) => {
      const selection = selectService(params);
      return selection.kind === "service" ? serviceHref(selection.service) : undefined;
    },
  ],
  [
    "/service-steps",
    (params) => {
      const selection = selectService(params);
      return selection.kind === "sub"
        ? subServiceHref(selection.service, selection.sub)
        : undefined;
    },
  ],
  [
    "/blog-details",
    async (params, lookups) => {
      const post = await lookups.article(params.get("id") ?? "");
      return post && blogHref(post);
    },
  ],
  [
    "/contact",
    (params) => {
      const service = chosenConsultationService(params);
      return service && consultationHref(service);
    },
  ],
  [
    "/career/apply",
    async (params, lookups) => {
      const opening = await lookups.opening(params.get("opening") ?? "");
      return opening && applyHref(opening.id);
    },
  ],
]);

/**
 * Whether an address with a query is exactly one of the site's own links to
 * something that exists, spelled as the site spells it: the page cache keeps
 * only these (lib/http/pageCache.ts). Another spelling of the same thing (its
 * case, `+` for a space, a letter percent-encoded), a parameter no page reads,
 * a repeated one or a made-up value all fail, so the pages that can be kept
 * are as many as the lab publishes, whatever visitors send.
 */
export async function isSiteLink(url: URL, lookups: SiteLookups): Promise<boolean> {
  const link = await siteLinks.get(url.pathname)?.(url.searchParams, lookups);
  if (!link) return false;
  const own = new URL(link, url);
  return own.pathname === url.pathname && own.search === url.search;
}
