import { publishedArticle } from "@/lib/articles/store";
import { openingById } from "@/lib/careers/openings";
import { serverDatabase } from "@/lib/db/server";
import type { SiteLookups } from "./keptQueries";

/** The running server's answers for lib/routes/keptQueries.ts: what its database holds now. */
export const serverSiteLookups: SiteLookups = {
  article: async (id) => {
    const article = await publishedArticle(id, new Date());
    return article && { id: article.slug };
  },
  // A draft was never on the site: its id is not one a visitor's address may keep.
  opening: async (id) => {
    const opening = openingById(serverDatabase(), id);
    return opening?.status === "draft" ? undefined : opening;
  },
};
