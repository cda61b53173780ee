/** Every route of spec section 2, plus the accessibility statement. */
export const routes = [
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
] as const;


