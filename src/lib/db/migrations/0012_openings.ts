import type { DatabaseSync } from "node:sqlite";
import { jobCategories } from "@/content/careers";
import type { Migration } from "./types";

/**
 * The lab's job openings, edited on the desk (role `hr`). A fresh database
 * starts with the seed openings of content/careers.ts; after that the table is
 * the only source. An opening is never deleted: closing it sets closed_at, and
 * it leaves the site by itself after its deadline day (Asia/Kolkata).
 */
export const migration: Migration = {
  version: 12,
  name: "openings",
  up: (db: DatabaseSync) => {
    db.exec(`
CREATE TABLE job_openings (
  id TEXT PRIMARY KEY,
  category_id TEXT NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL,
  location TEXT NOT NULL,
  experience TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  requirements TEXT NOT NULL,
  deadline TEXT NOT NULL,
  posted_on TEXT NOT NULL,
  closed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX job_openings_board ON job_openings (closed_at, deadline);
`);
    const insert = db.prepare(`INSERT INTO job_openings
      (id, category_id, title, type, location, experience, summary, requirements, deadline, posted_on, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const now = new Date().toISOString();
    for (const category of jobCategories)
      for (const o of category.openings)
        insert.run(
          o.id,
          category.id,
          o.title,
          o.type,
          o.location,
          o.experience,
          o.summary,
          JSON.stringify(o.requirements),
          o.deadline,
          o.postedOn,
          now,
          now,
        );
  },
};
