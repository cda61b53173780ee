/**
 * Words of the article editor's page details (issue 37): the address, the
 * byline's author and the description for search engines, their refusals and
 * their audit lines. Staff-facing, plain. The limits are lib/articles/pageFields.ts's.
 */
export const articlePageDesk = {
  legend: "Address, author and description",
  slug: "Address",
  slugHint: (prefix: string) =>
    `The end of the article's address: ${prefix}… Lowercase letters (a–z), digits and hyphens. Left empty, a new article's is made from its date and title, and a saved one keeps its own.`,
  slugLiveHint:
    "Once the article has been on the site, change it only on purpose: the old address keeps leading to the new one.",
  author: "Author",
  authorHint: (accountName: string) =>
    accountName
      ? `The name in the byline. Leave it empty to use the name on the writer's account: ${accountName}.`
      : "The name in the byline. Leave it empty to use the name on the writer's account; it has none yet, so the lab's name is shown (an administrator enters names on the Accounts page).",
  metaDescription: "Description for search engines",
  metaDescriptionHint: (most: number) =>
    `One or two plain sentences, at most ${most} characters, shown by search engines, in shared links and in the news feed. Leave it empty to use the excerpt.`,
  /** The counter beside the description (updated as the writer types). */
  count: (used: number, most: number) => `${used} of ${most} characters`,
  specArticle: (byline: string) =>
    `This is one of the specification's eight articles: its page keeps the specification's byline (“${byline}”) and the lab's five standing sections below the text.`,
  errors: {
    slugChars: (suggestion: string) =>
      `The address may hold only lowercase letters (a–z), digits and single hyphens between them, for example “${suggestion}”.`,
    slugLong: (most: number) => `The address may be at most ${most} characters long.`,
    slugTaken: "Another article has (or had) this address. Choose another.",
    author: (most: number) => `The author's name may be at most ${most} characters long.`,
    metaDescription: (most: number, used: number) =>
      `The description may be at most ${most} characters long; it has ${used}.`,
  },
  /** The desk's list: the address under each title. */
  listAddress: (slug: string) => `Address: ${slug}`,
  /** The audit log's line for a save that changed these (its action's words are in content/desk.ts). */
  audit: {
    change: (field: "slug" | "author" | "metaDescription", before: string, after: string) =>
      `${{ slug: "address", author: "author", metaDescription: "description" }[field]} “${before}” → “${after}”`,
  },
};
