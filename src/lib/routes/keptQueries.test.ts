import { describe, expect, it } from "vitest";
import { blogPosts } from "@/content/blog";
import { consultationHref } from "@/content/forms";
import { allServices, serviceHref, subServiceHref } from "@/content/services";
import { applyHref } from "@/lib/careers/openings";
import { isSiteLink, type SiteLookups } from "./keptQueries";

const post = blogPosts[0]!;
const lookups: SiteLookups = {
  // As the database looks them up: an article by its id in any case, an opening by its exact id.
  article: async (id) => blogPosts.find((p) => p.id.toLowerCase() === id.toLowerCase()),
  opening: async (id) => (id === "transformer-test-engineer" ? { id } : undefined),
};
const kept = (address: string) => isSiteLink(new URL(address, "https://lab.test"), lookups);

describe("the query pages the page cache may keep", () => {
  it("are the site's own links to services, sub-services, articles, consultations and openings", async () => {
    for (const service of allServices) {
      expect(await kept(serviceHref(service)), service.title).toBe(true);
      for (const sub of service.subServices)
        expect(await kept(subServiceHref(service, sub)), sub.title).toBe(true);
    }
    expect(await kept(`/blog-details?id=${post.id}`)).toBe(true);
    expect(await kept(consultationHref("Calibration Services"))).toBe(true);
    expect(await kept(applyHref("transformer-test-engineer"))).toBe(true);
  });

  it("are never a made-up value, another spelling of a real one, or a parameter nobody reads", async () => {
    for (const address of [
      "/service-details?id=Nope",
      "/service-details?id=cables",
      "/service-details?id=%43ables",
      "/service-details?id=Cables%20",
      "/service-details?id=H+BEAM",
      "/service-details?id=Cables&utm_source=x",
      "/service-details?utm_source=x&id=Cables",
      "/service-details?id=Cables&id=Cables",
      "/service-details?id=Cables&subId=HT%20XLPE%20Power%20Cables",
      "/service-details?id=",
      "/service-steps?id=Cables",
      "/service-steps?id=Cables&subId=nope",
      `/blog-details?id=${post.id.toUpperCase()}`,
      `/blog-details?id=${post.id}&x=1`,
      "/blog-details?id=no-such-article",
      "/contact?service=calibration%20services",
      "/contact?service=Anything",
      "/contact?fbclid=abc",
      "/career/apply?opening=nope",
      "/career/apply?opening=transformer-test-engineer&ref=x",
      "/about?id=Cables",
      "/gallery?tab=photos",
    ])
      expect(await kept(address), address).toBe(false);
  });
});
