import { publishedArticle } from "@/lib/articles/store";
import { openingById } from "@/lib/careers/store";
import type { SiteLookups } from "./keptQueries";

/** The running server's answers for lib/routes/keptQueries.ts: what its database holds now. */
export const serverSiteLookups: SiteLookups = {
  article: async (id) => {
    const article = await publishedArticle(id, new Date());
    return article && { id: article.slug };
  },
  // A draft was never on the site: its id is not one a visitor's address may keep.
  opening: async (id) => {
    const opening = await openingById(id);
    return opening?.status === "draft" ? undefined : opening;
  },
};
