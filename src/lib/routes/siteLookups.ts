import { publishedArticle } from "@/lib/articles/articles";
import { openingById } from "@/lib/careers/openings";
import { serverDatabase } from "@/lib/db/server";
import type { SiteLookups } from "./keptQueries";

/** The running server's answers for lib/routes/keptQueries.ts: what its database holds now. */
export const serverSiteLookups: SiteLookups = {
  article: (id) => {
    const article = publishedArticle(serverDatabase(), id, new Date());
    return article && { id: article.slug };
  },
  opening: (id) => openingById(serverDatabase(), id),
};
