/**
 * Which engine holds the lab's record (issue 53): SQLite, one file on one
 * machine (DATABASE_PATH, the default), or PostgreSQL when DATABASE_URL names
 * one (postgres://…), for a lab that runs several app servers. With
 * DATABASE_URL set, no SQLite file is opened or written.
 */
export type Engine = "sqlite" | "postgres";

/** Whether a configured database is a PostgreSQL URL rather than an SQLite file. */
export const isPostgresUrl = (configured: string): boolean =>
  /^postgres(ql)?:\/\//.test(configured);

/** The PostgreSQL server DATABASE_URL names, or undefined for SQLite; anything else stops the start. */
export function postgresUrl(env: { DATABASE_URL?: string } = process.env): string | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!isPostgresUrl(url))
    throw new Error(
      "DATABASE_URL must name a PostgreSQL database (postgres://user:password@host:5432/name); leave it unset for SQLite (DATABASE_PATH).",
    );
  return url;
}

/** A PostgreSQL URL as it may be shown in a log line: without its password. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "*****";
    return parsed.toString();
  } catch {
    return "postgres://(a URL that does not parse)";
  }
}
