import type { Migration } from "./types";

/**
 * An article's body as HTML, rendered once when it is saved (in the
 * untrusted-work pool, lib/articles/renderBody.ts) and kept with it: a page
 * view never parses Markdown. `body_problem` says why a body has no HTML (a
 * limit of lib/articles/bodyLimits.ts, or the render's time or memory): such
 * an article is off the site until it is saved again. Both are NULL for an
 * article saved before this, the seed's among them: it is rendered in the
 * pool when the site first needs it (lib/articles/unrenderedBodies.ts).
 */
export const migration: Migration = {
  version: 18,
  name: "article_html",
  up: `
ALTER TABLE articles ADD COLUMN body_html TEXT;
ALTER TABLE articles ADD COLUMN body_problem TEXT;
`,
};
