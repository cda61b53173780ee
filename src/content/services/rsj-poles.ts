import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const rsjPoles: CatalogueService = {
  id: "rsj-poles",
  kind: "testing",
  listName: "RSJ poles",
  title: "RSJ Poles",
  description:
    "Testing of rolled steel joist (RSJ) poles used on LT and 11 kV distribution lines, made from IS 2062 steel in IS 808 beam sections such as ISMB 125 and ISMB 150. We verify section, weight, mechanical properties and pole deflection under working load.",
  image: {
    src: "/images/services/rsj-poles.svg",
    width: 800,
    height: 600,
    alt: "Rolled steel joist pole section showing the I-shaped profile",
  },
  iconPrimary: "/images/icons/rsj-poles.svg",
  iconSecondary: "/images/icons/rsj-poles-light.svg",
  headingImg: {
    src: "/images/services/heading/rsj-poles.svg",
    width: 1600,
    height: 500,
    alt: "Row of RSJ poles carrying an LT distribution line along a rural road",
  },
  options: ["RSJ Pole (Painted)", "RSJ Pole (Galvanised)", "Other"],
  subServices: [
    {
      id: "dimensional-and-mass-verification",
      title: "Dimensional and Mass Verification",
      description:
        "Checks of section depth, flange width, thicknesses, length and mass per metre of RSJ poles against IS 808 and the tolerances of IS 1852.",
      subdescription: [
        {
          kind: "paragraph",
          text: "RSJ poles are priced by weight, so mass per metre is the first thing a utility checks. Each selected pole is measured along its length and weighed.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Depth of section, flange width, web and flange thickness",
            "Overall length and straightness",
            "Mass per metre compared with the IS 808 tabulated value",
            "Paint or zinc coating thickness",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 808, IS 1852, utility specification" },
            { label: "Sections", value: "ISMB 125, ISMB 150 and other IS 808 beam sections" },
            { label: "Sample size", value: "As per the purchaser's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "mechanical-and-chemical-properties",
      title: "Mechanical and Chemical Properties",
      description:
        "Tensile, bend and chemical tests on specimens cut from RSJ poles to confirm they are rolled from IS 2062 steel of the specified grade.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Specimens are taken from a sacrificial length of the pole. Results show whether the steel is the IS 2062 grade ordered or a re-rolled substitute.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Yield stress, tensile strength and elongation (IS 1608)",
            "Bend test (IS 1599)",
            "Carbon, manganese, sulphur and phosphorus content, and carbon equivalent",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2062, IS 1608, IS 1599, IS 8811" },
            { label: "Grades covered", value: "E250 and higher grades of IS 2062" },
            { label: "Sample size", value: "One set of specimens per heat or per lot" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "pole-deflection-test",
      title: "Pole Deflection Test",
      description:
        "Full-scale load test on a complete RSJ pole: the working load is applied near the top and the deflection and permanent set are measured against the utility's specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "The pole is clamped over the planting depth given in the purchaser's specification and loaded horizontally at the specified point below the top. Deflection is recorded under load and again after the load is removed.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Deflection under the specified working load",
            "Permanent set after removal of the load",
            "Visual check for local buckling of flanges",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "Utility technical specification, steel to IS 2062 / IS 808",
            },
            { label: "Pole lengths", value: "8 m to 11 m" },
            { label: "Sample size", value: "One pole per lot, or as specified" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
