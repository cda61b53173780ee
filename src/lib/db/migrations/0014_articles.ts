import type { DatabaseSync } from "node:sqlite";
import { articleBodies } from "@/content/articles";
import { blogPosts } from "@/content/blog";
import type { Migration } from "./types";

/** "19 June 2020" → "2020-06-19" (the seed's human dates). */
const isoDate = (human: string) => new Date(`${human} 00:00 UTC`).toISOString().slice(0, 10);

/**
 * The lab's news articles, written on the desk (role `content`). A fresh
 * database starts with the seed posts of content/blog.ts and their bodies
 * (content/articles); after that the tables are the only source. An article's
 * id is its URL (/blog-details?id=) and never changes. Every save is kept in
 * article_revisions with all its fields.
 */
export const migration: Migration = {
  version: 14,
  name: "articles",
  up: (db: DatabaseSync) => {
    db.exec(`
CREATE TABLE articles (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  date TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  cover TEXT NOT NULL,
  cover_alt TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
  publish_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX articles_public ON articles (status, publish_at);
CREATE TABLE article_revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  article_id TEXT NOT NULL REFERENCES articles (id),
  saved_at TEXT NOT NULL,
  who TEXT NOT NULL,
  title TEXT NOT NULL,
  date TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  cover TEXT NOT NULL,
  cover_alt TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  publish_at TEXT
);
CREATE INDEX article_revisions_article ON article_revisions (article_id, id);
`);
    const insert = db.prepare(`INSERT INTO articles
      (id, title, date, excerpt, cover, cover_alt, body, status, publish_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?)`);
    const revision = db.prepare(`INSERT INTO article_revisions
      (article_id, saved_at, who, title, date, excerpt, cover, cover_alt, body, status, publish_at)
      VALUES (?, ?, 'seed', ?, ?, ?, ?, ?, ?, 'published', ?)`);
    const now = new Date().toISOString();
    for (const post of blogPosts) {
      const date = isoDate(post.date);
      const publishAt = `${date}T00:00:00.000Z`;
      const body = articleBodies[post.id] ?? post.excerpt;
      const fields = [post.title, date, post.excerpt, post.image.src, post.image.alt, body];
      insert.run(post.id, ...fields, publishAt, now, now);
      revision.run(post.id, now, ...fields, publishAt);
    }
  },
};
