import { cableTesting } from "@/content/cableTesting";
import { gisAis } from "@/content/gisAis";
import { pages } from "@/content/pages";
import { scopePage } from "@/content/scopePage";

/** Every page a visitor can open without a query: the sitemap, the tests and the benches walk these. */
export const sitePaths: string[] = [
  ...Object.values(pages).map((page) => page.path),
  gisAis.path,
  cableTesting.path,
  scopePage.path,
];
