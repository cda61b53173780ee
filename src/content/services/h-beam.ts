import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const hBeam: CatalogueService = {
  id: "h-beam",
  kind: "testing",
  listName: "H beams",
  title: "H BEAM",
  description:
    "Mechanical, chemical and dimensional testing of hot-rolled H beams and H-beam poles used for 11 kV and 33 kV line supports and substation structures, to IS 2062 and IS 808. Reports confirm steel grade, section properties and the quality of hot-dip galvanising.",
  image: {
    src: "/images/services/h-beam.svg",
    width: 800,
    height: 600,
    alt: "Hot-rolled steel H beam section with dimension markings",
  },
  iconPrimary: "/images/icons/h-beam.svg",
  iconSecondary: "/images/icons/h-beam-light.svg",
  headingImg: {
    src: "/images/services/heading/h-beam.svg",
    width: 1600,
    height: 500,
    alt: "Stacked H-beam poles awaiting inspection in a utility store yard",
  },
  options: ["H Beam Pole (Painted)", "H Beam Pole (Galvanised)", "Structural H Beam", "Other"],
  subServices: [
    {
      id: "tensile-and-mechanical-testing",
      title: "Tensile and Mechanical Testing",
      description:
        "Yield stress, tensile strength, elongation, bend and impact tests on specimens cut from the web and flange, to confirm the IS 2062 grade.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Test pieces are cut from the flange and web as IS 2062 directs and tested on a calibrated universal testing machine. Results are compared with the grade ordered, for example E250 (minimum yield stress 250 MPa, tensile strength 410 MPa, elongation 23 %).",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Tensile test: yield stress, ultimate tensile strength and percentage elongation (IS 1608)",
            "Bend test (IS 1599)",
            "Charpy V-notch impact test for BR, B0 and C quality steel (IS 1757)",
            "Brinell hardness test (IS 1500) where specified",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2062, IS 1608, IS 1599, IS 1757" },
            {
              label: "Grades covered",
              value: "IS 2062 grades E250 to E450, in the quality (A, BR, B0 or C) ordered",
            },
            {
              label: "Sample size",
              value: "One test piece per heat or cast, or as per the purchaser's sampling plan",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "chemical-composition-analysis",
      title: "Chemical Composition Analysis",
      description:
        "Spectrometric analysis of carbon, manganese, sulphur, phosphorus, silicon and micro-alloying elements, with carbon equivalent calculated for weldability.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Chemical composition is checked by optical emission spectrometry on a prepared surface of the sample, and the carbon equivalent is calculated to confirm the steel can be welded without preheating.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Carbon, manganese, silicon, sulphur and phosphorus content",
            "Micro-alloying elements (niobium, vanadium, titanium) where the grade calls for them",
            "Carbon equivalent (CE) calculation",
            "Comparison with the ladle and product analysis limits of IS 2062",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2062, IS 8811 (spectrographic analysis), IS 228" },
            {
              label: "Method",
              value: "Optical emission spectrometry, wet chemical analysis for referee tests",
            },
            { label: "Sample size", value: "One piece of about 50 × 50 mm per heat" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "dimensional-and-galvanising-tests",
      title: "Dimensional and Galvanising Tests",
      description:
        "Verification of section dimensions, mass per metre and straightness against IS 808 and IS 1852, and of hot-dip zinc coating to IS 4759.",
      subdescription: [
        {
          kind: "paragraph",
          text: "H-beam poles are bought by weight and installed in corrosive soil, so an under-weight section or a thin zinc coating shortens the life of the line. Both are checked on the full length supplied.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Depth, flange width, web and flange thickness against IS 808",
            "Mass per metre, length, straightness and camber within IS 1852 tolerances",
            "Mass of zinc coating per unit area (IS 6745)",
            "Uniformity of zinc coating by Preece test (IS 2633)",
            "Adhesion and visual inspection of the coating",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 808, IS 1852, IS 4759, IS 2633, IS 6745" },
            {
              label: "Application",
              value: "H-beam poles for 11 kV and 33 kV lines, substation structures",
            },
            {
              label: "Sample size",
              value: "As per the purchaser's sampling plan; typically one pole per 100",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
