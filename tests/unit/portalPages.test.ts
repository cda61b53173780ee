import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PORTAL_PAGES, portalPageAccess } from "@/lib/portal/pages";

const pagesDir = join(import.meta.dirname, "../../src/pages/portal");

/** The portal's routes as Astro makes them from the files (index is the folder itself). */
const routes = readdirSync(pagesDir, { recursive: true })
  .map(String)
  .filter((f) => /\.(astro|ts)$/.test(f))
  .map((f) => `/portal/${f.replace(/\.(astro|ts)$/, "")}`.replace(/\/index$/, ""))
  .sort();

describe("the portal's registry of pages", () => {
  it("names every page under src/pages/portal, and no page that is not there", () => {
    expect(Object.keys(PORTAL_PAGES).sort()).toEqual(routes);
  });

  it("opens to anyone only the sign-in pages, the privacy notice, unsubscribe links and the calendar feed (its key)", () => {
    expect(
      Object.entries(PORTAL_PAGES)
        .filter(([, access]) => access === "public")
        .map(([path]) => path)
        .sort(),
    ).toEqual([
      "/portal",
      "/portal/calendar.ics",
      "/portal/privacy",
      "/portal/sign-in",
      "/portal/sign-out",
      "/portal/unsubscribe",
    ]);
  });

  it("knows nothing of a path it does not list, however it is spelt", () => {
    expect(portalPageAccess("/portal/reports")).toBe("customer");
    expect(portalPageAccess("/portal/admin")).toBeUndefined();
    expect(portalPageAccess("/portal/reports/")).toBeUndefined();
    expect(portalPageAccess("/portal/constructor")).toBeUndefined();
    expect(portalPageAccess("/portal/__proto__")).toBeUndefined();
  });
});
