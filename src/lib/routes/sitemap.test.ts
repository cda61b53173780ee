import { describe, expect, it } from "vitest";
import { absoluteUrl } from "@/lib/seo";
import { sitemapEntries } from "./sitemap";

describe("the sitemap", () => {
  it("lists the Hindi pages, each translated pair with its hreflang alternates", () => {
    const entries = sitemapEntries([]);
    const hindi = entries.find((e) => e.url === absoluteUrl("/hi/career"));
    const english = entries.find((e) => e.url === absoluteUrl("/career"));
    const expected = [
      { hreflang: "en-IN", url: absoluteUrl("/career") },
      { hreflang: "hi-IN", url: absoluteUrl("/hi/career") },
      { hreflang: "x-default", url: absoluteUrl("/career") },
    ];
    expect(hindi?.alternates).toEqual(expected);
    expect(english?.alternates).toEqual(expected);
    expect(entries.find((e) => e.url === absoluteUrl("/about"))?.alternates).toBeUndefined();
  });
});
