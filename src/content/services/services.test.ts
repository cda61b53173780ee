import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "../pages";
import { allServices, serviceIds, services } from "./index";

const publicDir = join(import.meta.dirname, "..", "..", "..", "public");
const inPublic = (src: string) => existsSync(join(publicDir, src));

describe("the service catalogue, one module per service", () => {
  it("lists the ten services in the order of serviceIds, each in the module named after it", () => {
    expect(services.map((s) => s.id)).toEqual([...serviceIds]);
    const modules = readdirSync(import.meta.dirname).map((f) => f.replace(/\.ts$/, ""));
    for (const s of allServices) expect(modules, s.id).toContain(s.id);
  });

  it("every service has its card picture, banner and both icons", () => {
    const missing = allServices.flatMap((s) =>
      [s.image.src, s.headingImg.src, s.iconPrimary, s.iconSecondary]
        .filter((src) => !inPublic(src))
        .map((src) => `${s.id}: ${src}`),
    );
    expect(missing).toEqual([]);
    for (const s of allServices) {
      expect(s.image.alt, s.id).not.toBe("");
      expect(s.headingImg.alt, s.id).not.toBe("");
    }
  });

  it("every sub-service shows its service's pictures and has words of its own", () => {
    for (const s of allServices) {
      for (const sub of s.subServices) {
        expect(inPublic(s.headingImg.src), `${s.id} / ${sub.title}`).toBe(true);
        expect(sub.description.length, `${s.id} / ${sub.title}`).toBeGreaterThan(20);
      }
    }
  });

  it("the /service page's description names every service", () => {
    for (const s of services) expect(pages.service.description).toContain(s.listName);
  });
});
