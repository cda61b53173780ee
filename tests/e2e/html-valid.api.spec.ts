import { expect, test } from "@playwright/test";
import { allServices, subServiceHref } from "@/content/services";
import { checkHtml } from "./vnu";

/** The pages as the server sends them, checked by the W3C Nu Html Checker. */

/** Pages outside the sitemap, with the status each answers. */
const unlisted: [path: string, status: number][] = [
  ["/desk/sign-in", 200],
  ["/desk/sign-in?next=%2Fdesk%2Freports", 200],
  ["/desk/forgot-password", 200],
  ["/message-sent?form=enquiry&ref=LEAD-2026-000042", 200],
  ["/message-not-sent?form=hero&problem=invalid", 200],
  ["/missing-page", 404],
  ["/service-details?id=nothing", 404],
  ["/blog-details?id=nope", 404],
  ["/verify", 200],
  ["/verify/AAAAAAAAAAAAAAAAAAAAAAAA", 404],
  ["/scope?q=IS+2026&kind=testing&rows=1x1%2C7x2", 200],
  ["/scope?q=IS", 200],
  ...allServices.flatMap((s) =>
    s.subServices.slice(0, 1).map((sub): [string, number] => [subServiceHref(s, sub), 200]),
  ),
];

/**
 * The checker's CSS parser predates `@property` (registered custom properties),
 * which Tailwind emits with the `@supports` test it wraps the fallback in
 * (`margin-trim` is how it spots a browser without `@property`) and with
 * transitions of its registered properties; nor the scroll-driven animation
 * properties (CSS Scroll-driven Animations) the spec tables' scroll hint uses.
 * Only those messages are set aside.
 */
const unknownToChecker = [
  /^CSS: Unrecognized at-rule “@property”$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
  /^CSS: “(timeline-scope|scroll-timeline|animation-timeline)”: Property “\1” doesn't exist\.$/,
];

test("every page is valid HTML", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m): [string, number] => {
    const url = new URL(m[1]!.replace(/&amp;/g, "&"));
    return [url.pathname + url.search, 200];
  });
  expect(listed.length).toBeGreaterThan(40);

  const pages = [];
  for (const [path, status] of [...listed, ...unlisted]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    pages.push({ path, html: await response.text() });
  }
  const messages = await checkHtml(pages);
  const errors = messages
    .filter((m) => m.type !== "info" && !unknownToChecker.some((known) => known.test(m.message)))
    // Pages are a few long lines: the extract shows where on the line.
    .map((m) => `${m.url}:${m.lastLine}:${m.lastColumn} ${m.message} “${m.extract?.trim() ?? ""}”`);
  expect(errors).toEqual([]);
});
