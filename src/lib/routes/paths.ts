import { cableTesting } from "@/content/cableTesting";
import { gisAis } from "@/content/gisAis";
import { pages } from "@/content/pages";
import { scopePage } from "@/content/scopePage";
import { twinPath } from "@/lib/i18n/pages";

const englishPaths: string[] = [
  ...Object.values(pages).map((page) => page.path),
  gisAis.path,
  cableTesting.path,
  scopePage.path,
];

/**
 * Every page a visitor can open without a query: the sitemap, the tests and the benches walk these.
 * The Hindi twins of those pages (lib/i18n/pages.ts) follow the English ones.
 */
export const sitePaths: string[] = [
  ...englishPaths,
  ...englishPaths.flatMap((path) => twinPath(path, "hi") ?? []),
];
