import { describe, expect, it } from "vitest";
import { cableTesting } from "./cableTesting";
import { serviceFaqs } from "./faqs";
import { serviceKinds } from "./forms";
import { gisAis } from "./gisAis";
import { allServices, trainingMenu, onSiteTestingMenu } from "./services";
import { trainingEnquiry } from "./training";

describe("every service the site offers has its kind", () => {
  it("the catalogue is laboratory testing, the menu's training and on-site entries are theirs", () => {
    const kindOf = (title: string) => allServices.find((s) => s.title === title)?.kind;
    expect(allServices.slice(0, 10).map((s) => s.kind)).toEqual(Array(10).fill("testing"));
    expect(trainingMenu.map(kindOf)).toEqual(trainingMenu.map(() => "training"));
    expect(onSiteTestingMenu.map(kindOf)).toEqual(onSiteTestingMenu.map(() => "onSite"));
    expect([cableTesting.enquiry.kind, gisAis.enquiry.kind, trainingEnquiry.kind]).toEqual([
      "onSite",
      "onSite",
      "training",
    ]);
  });

  it.each(serviceKinds)("%s: six questions of its own on a service's page", (kind) => {
    expect(serviceFaqs[kind]).toHaveLength(6);
    const others = serviceKinds.filter((k) => k !== kind).flatMap((k) => serviceFaqs[k]);
    for (const item of serviceFaqs[kind]) expect(others).not.toContainEqual(item);
  });
});
