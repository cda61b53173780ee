import type { Migration } from "./types";

/**
 * What an article's page says of it besides its words (issue 37):
 *
 * - `slug`: the article's address (/blog-details?id=slug), editable on the desk;
 *   an article's id stays the key the desk and the revisions use. Every article
 *   starts with its id as its address, so every address in use keeps working.
 * - `article_old_slugs`: the addresses an article that had been on the site was
 *   moved away from, kept for good; each answers 301 to the article's address.
 * - `author`: a name typed on the article for its byline (empty: the writer's
 *   account name, `desk_users.display_name`); `written_by`: the account that
 *   made the article (its first save's author; 'seed' for the spec's eight).
 * - `meta_description`: plain text for search engines, shared links and the feed
 *   (empty: the excerpt, as before).
 * - `spec_article`: one of the specification's eight seed articles (their first
 *   save is the seed's), whose page keeps the spec's byline and five standing
 *   sections; articles written on the desk have neither.
 * - Revisions keep the address, author and description of each save.
 */
export const migration: Migration = {
  version: 24,
  name: "article_page",
  up: `
ALTER TABLE articles ADD COLUMN slug TEXT NOT NULL DEFAULT '';
UPDATE articles SET slug = lower(id);
CREATE UNIQUE INDEX articles_slug ON articles (slug);
ALTER TABLE articles ADD COLUMN author TEXT NOT NULL DEFAULT '';
ALTER TABLE articles ADD COLUMN written_by TEXT NOT NULL DEFAULT '';
UPDATE articles SET written_by = coalesce(
  (SELECT who FROM article_revisions r WHERE r.article_id = articles.id ORDER BY r.id LIMIT 1), '');
ALTER TABLE articles ADD COLUMN meta_description TEXT NOT NULL DEFAULT '';
ALTER TABLE articles ADD COLUMN spec_article INTEGER NOT NULL DEFAULT 0 CHECK (spec_article IN (0, 1));
UPDATE articles SET spec_article = 1 WHERE written_by = 'seed';
ALTER TABLE article_revisions ADD COLUMN slug TEXT NOT NULL DEFAULT '';
UPDATE article_revisions SET slug = lower(article_id);
ALTER TABLE article_revisions ADD COLUMN author TEXT NOT NULL DEFAULT '';
ALTER TABLE article_revisions ADD COLUMN meta_description TEXT NOT NULL DEFAULT '';
CREATE TABLE article_old_slugs (
  slug TEXT PRIMARY KEY,
  article_id TEXT NOT NULL REFERENCES articles (id),
  moved_at TEXT NOT NULL,
  moved_by TEXT NOT NULL
);
CREATE INDEX article_old_slugs_article ON article_old_slugs (article_id);
`,
};
