/** The seed articles' bodies (Markdown), keyed by the post ids of content/blog.ts. */
import gisPartialDischarge from "./2024-05-gis-partial-discharge";
import onSiteCalibration from "./2025-03-on-site-calibration";

export const articleBodies: Record<string, string> = {
  "2025-03-on-site-calibration": onSiteCalibration,
  "2024-05-gis-partial-discharge": gisPartialDischarge,
};
