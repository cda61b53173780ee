import { describe, expect, it } from "vitest";
import { sitePaths } from "./paths";

describe("the site's paths", () => {
  it("are the routes of spec section 2, the accessibility statement, the scope of accreditation (issue 39) and the Hindi twins (issue 54), each once", () => {
    expect([...sitePaths].sort()).toEqual(
      [
        "/",
        "/about",
        "/service",
        "/service-details",
        "/service-steps",
        "/contact",
        "/blogs",
        "/blogs-list",
        "/blog-details",
        "/career",
        "/career-benefit",
        "/gallery",
        "/feedback",
        "/privacy-policy",
        "/testing-and-certifications",
        "/gis-and-ais",
        "/cable-testing",
        "/accessibility",
        "/scope",
        "/hi/contact",
        "/hi/career",
        "/hi/privacy-policy",
      ].sort(),
    );
  });
});
