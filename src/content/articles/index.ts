/**
 * Seed data: the Markdown bodies of the eight seed articles (content/blog.ts), by post id.
 * Placeholder until the bodies land; a seed article without a body gets its excerpt.
 */
export const articleBodies: Record<string, string> = {};
