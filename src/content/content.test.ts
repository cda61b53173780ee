import { describe, expect, it } from "vitest";
import { accreditationBadges, newsCards } from "./about";
import { certificates } from "./certificates";
import { blogDetailSections, blogPosts } from "./blog";
import { cableTesting as cablePage } from "./cableTesting";
import { careerBenefits } from "./careerBenefits";
import { careerAdvantages, jobCategories } from "./careers";
import { expertise } from "./contact";
import { faqs, faqTitles } from "./faqs";
import { galleryCategories } from "./gallery";
import { gisAis as gisPage } from "./gisAis";
import { footerColumns, serviceMenu } from "./navigation";
import {
  allServices,
  findService,
  findSubService,
  onSiteTestingMenu,
  serviceHref,
  services,
  trainingMenu,
} from "./services";
import { portfolio } from "./sidebar";
import { homeStats, serviceStats } from "./stats";
import { testimonials } from "./testimonials";
import { trainingProgrammes } from "./training";

describe("spec §9 counts, from the content modules", () => {
  it("10 services with the spec's titles, in catalogue order", () => {
    expect(services).toHaveLength(10);
    expect(services.slice(0, 9).map((s) => s.title)).toEqual([
      "Cables",
      "INSULATORS",
      "H BEAM",
      "RSJ Poles",
      "Conductor",
      "PVC CONDUIT PIPE",
      "Transformers",
      "Transmission equipment",
      "Porcelain Connector",
    ]);
  });

  it("sub-services and selector options as the spec gives them", () => {
    const sub = (title: string) => findService(title)!.subServices.map((s) => s.title);
    expect(sub("INSULATORS")).toHaveLength(6);
    expect(sub("Transformers")).toEqual(["DTR", "SDTR"]);
    expect(sub("Transmission equipment")).toEqual(["AB SWITCH", "ISOLATOR"]);
    expect(findService("Cables")!.options).toEqual([
      "HIGH VOLTAGE",
      "LOW VOLTAGE",
      "AB CABLES",
      "Other",
    ]);
    expect(findService("Conductor")!.options).toEqual(["AAAC", "ACSR", "COVER CONDUCTOR", "Other"]);
    for (const s of allServices) {
      expect(s.options.at(-1), s.title).toBe("Other");
      expect(s.description.length, s.title).toBeGreaterThan(80);
    }
  });

  it("every service and sub-service is found case-insensitively; unknown ids are not", () => {
    for (const s of allServices) {
      expect(findService(s.title.toLowerCase())).toBe(s);
      expect(findService(s.title.toUpperCase())).toBe(s);
      for (const sub of s.subServices) expect(findSubService(s, sub.title.toLowerCase())).toBe(sub);
    }
    expect(findService("No such service")).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });

  it("the header menu is derived from the catalogue", () => {
    const testing = serviceMenu.find((e) => e.text === "Testing");
    // Named in title case (menuNames.ts); the links keep the titles, the services' ids.
    expect(testing && "children" in testing && testing.children.map((c) => c.href)).toEqual(
      services.map(serviceHref),
    );
    expect(trainingMenu).toEqual(["ISO 9001", "ISO/IEC/IS 17025", "ISO 17020"]);
    expect(onSiteTestingMenu).toHaveLength(7);
    for (const name of [...trainingMenu, ...onSiteTestingMenu])
      expect(findService(name), name).toBeDefined();
    expect(footerColumns.services.map((l) => l.text)).toEqual([
      "Testing and Certifications",
      "Transmission Equipment",
      "Transformers",
      "Insulators", // the service is titled INSULATORS; menus name services in title case
    ]);
  });

  it("the seed: 8 blog posts in one collection, unique ids, human dates, five fixed sections", () => {
    expect(blogPosts).toHaveLength(8);
    expect(new Set(blogPosts.map((p) => p.id)).size).toBe(8);
    for (const p of blogPosts) expect(p.date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(blogDetailSections.map((s) => s.heading)).toEqual([
      "Advanced Electrical Safety Testing",
      "Metrology Lab Capabilities",
      "Regulatory Compliance",
      "Central India's Testing Advantage",
      "Safety & Certification",
    ]);
  });

  // The seed a fresh database starts with (migration 0012); the desk adds and closes openings later.
  it("the seed's job openings: 3, 2, 2, 2 with four requirements each", () => {
    expect(jobCategories.map((c) => [c.name, c.openings.length])).toEqual([
      ["Electrical Testing & Engineering", 3],
      ["Calibration Services", 2],
      ["IT & Digital Solutions", 2],
      ["Quality Assurance", 2],
    ]);
    for (const job of jobCategories.flatMap((c) => c.openings)) {
      expect(job.requirements).toHaveLength(4);
      expect(job.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(["Full-time", "On-site", "Contract"]).toContain(job.type);
    }
    expect(careerAdvantages).toHaveLength(4);
  });

  it("the career FAQ sends applicants to the site's form, with e-mail only for those who cannot use it (issue 54)", () => {
    const howToApply = faqs.career[0]!.answer;
    expect(howToApply).toMatch(/^Apply on this site/);
    expect(howToApply).toContain("/career/apply");
    expect(howToApply).toMatch(/If you cannot use the form, e-mail your resume to \S+@/);
    expect(howToApply.indexOf("/career/apply")).toBeLessThan(howToApply.indexOf("@"));
  });

  it("FAQ counts per page", () => {
    expect(faqs.about).toHaveLength(6);
    expect(faqs.service).toHaveLength(6);
    expect(faqs.serviceDetails).toHaveLength(6);
    expect(faqs.career).toHaveLength(6);
    expect(faqs.careerBenefit).toHaveLength(8);
    expect(faqs.privacy).toHaveLength(6);
    expect(cablePage.faqs).toHaveLength(3);
    expect(gisPage.faqs).toHaveLength(3);
    expect(faqTitles.about).toBe("Frequently Asked Questions");
    expect(faqTitles.careerBenefit).toBe("Career-Related Questions");
  });

  it("the other counts: benefits, news, certificates, publications, testimonials, training, portfolio, stats", () => {
    expect(careerBenefits).toHaveLength(6);
    expect(newsCards).toHaveLength(4);
    expect(certificates).toHaveLength(5);
    expect(accreditationBadges).toHaveLength(3);
    expect(testimonials).toHaveLength(2);
    expect(trainingProgrammes).toHaveLength(5);
    expect(portfolio).toHaveLength(4);
    expect(expertise).toHaveLength(5);
    expect(homeStats.map((s) => s.value)).toEqual(["8+", "60000+", "2+", "100+"]);
    expect(serviceStats).toHaveLength(5);
    expect(galleryCategories.map((c) => c.caption)).toEqual([
      "High Voltage Testing",
      "Calibration Labs",
      "Safety & Compliance",
      "Energy Systems",
    ]);
  });

  it("the cable and GIS tables have the spec's columns and row counts", () => {
    expect(cablePage.table.columns).toEqual([
      "Test Type",
      "Equipment Specification",
      "Measurement/Application",
      "Testing Standard",
    ]);
    expect(cablePage.table.rows).toHaveLength(6);
    expect(gisPage.table.columns).toEqual([
      "Parameter/Equipment",
      "Specification/Range",
      "Application",
      "Standard Compliance",
    ]);
    expect(gisPage.table.rows).toHaveLength(9);
    expect(cablePage.benefits).toHaveLength(6);
    expect(gisPage.benefits).toHaveLength(6);
    expect(cablePage.capabilities).toHaveLength(5);
    expect(gisPage.capabilities).toHaveLength(5);
  });

  it("career claims of spec §9 appear in the benefits", () => {
    const text = JSON.stringify(careerBenefits);
    for (const claim of ["18 paid leaves", "12 public holidays", "10 sick leaves", "80%"])
      expect(text).toContain(claim);
  });
});
