import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const insulators: CatalogueService = {
  id: "insulators",
  kind: "testing",
  listName: "insulators",
  title: "INSULATORS",
  description:
    "Type, acceptance and routine testing of porcelain and polymer (composite) insulators for distribution and transmission lines to IEC 60383, IS 731 and IEC 61109. We test pin, disc, shackle and guy insulators for power-frequency withstand, mechanical failing load, porosity, temperature cycle and galvanising.",
  image: {
    src: "/images/services/insulators.svg",
    width: 800,
    height: 600,
    alt: "Porcelain and polymer line insulators arranged for inspection",
  },
  iconPrimary: "/images/icons/insulators.svg",
  iconSecondary: "/images/icons/insulators-light.svg",
  headingImg: {
    src: "/images/services/heading/insulators.svg",
    width: 1600,
    height: 500,
    alt: "Insulator strings on a 33 kV overhead line against the sky",
  },
  options: ["Polymer Insulators", "Porcelain Insulators", "LT Shackle / Guy Insulators", "Other"],
  subServices: [
    {
      id: "polymer-pin-insulator",
      title: "Polymer Pin Insulator",
      description:
        "Testing of 11 kV and 33 kV composite pin and line-post insulators with silicone-rubber housings, to IEC 61952, IEC 62217 and the utility's technical specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Polymer pin insulators are replacing porcelain on 11 kV and 33 kV feeders because they are lighter and resist vandalism. Our tests confirm the electrical withstand of the housing and the cantilever strength of the core and fittings.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions and creepage distance",
            "Dry and wet power-frequency withstand tests",
            "Specified cantilever load (SCL) test and failing load verification",
            "Galvanising test on metal fittings (mass and uniformity of zinc coating)",
            "Dye penetration and water diffusion tests on the core (IEC 62217)",
            "Hardness and hydrophobicity check of the housing material",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 61952, IEC 62217, utility technical specification" },
            {
              label: "Voltage range",
              value: "11 kV and 33 kV systems; power-frequency tests up to 150 kV AC",
            },
            {
              label: "Sample size",
              value: "As per the sampling plan of IEC 61952 for the lot size offered",
            },
            { label: "Turnaround", value: `${TURNAROUND} (acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "polymer-disc-insulator",
      title: "Polymer Disc Insulator",
      description:
        "Testing of composite suspension and tension (long-rod) insulators, commonly called polymer disc insulators, for 11 kV and 33 kV lines to IEC 61109 and IEC 62217.",
      subdescription: [
        {
          kind: "paragraph",
          text: "These insulators carry the full conductor tension at dead-end and angle locations, so the specified mechanical load (SML) and the integrity of the crimped end fittings are the critical checks.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Routine tensile load test at 50 % of SML for 10 seconds",
            "Verification of dimensions, locking system and end-fitting crimping",
            "Verification of the specified mechanical load (SML) on sample insulators",
            "Dry and wet power-frequency withstand tests",
            "Galvanising test on end fittings",
            "Dye penetration and water diffusion tests on the core (design tests)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 61109, IEC 62217" },
            { label: "Voltage range", value: "11 kV and 33 kV lines; typical SML 45 kN and 70 kN" },
            {
              label: "Sample size",
              value: "Sample tests as per IEC 61109 for the lot size offered",
            },
            { label: "Turnaround", value: `${TURNAROUND} (acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "porcelain-insulator",
      title: "Porcelain Insulator",
      description:
        "Testing of porcelain pin and post-type line insulators for 11 kV and 33 kV systems to IS 731 and IEC 60383-1.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Porcelain pin insulators remain the workhorse of rural distribution in Madhya Pradesh. We test them for glaze and body soundness, electrical withstand and mechanical failing load in the sequence IS 731 prescribes.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions",
            "Temperature cycle test",
            "Porosity test (fuchsin dye penetration)",
            "Dry and wet one-minute power-frequency withstand tests",
            "Power-frequency puncture withstand test",
            "Mechanical failing load (bending) test",
            "Galvanising test on pins and metal parts",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 731, IEC 60383-1" },
            { label: "Voltage range", value: "11 kV and 33 kV; test voltages up to 150 kV AC" },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 731 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "porcelain-disc-insulator",
      title: "Porcelain Disc Insulator",
      description:
        "Testing of cap-and-pin porcelain disc insulators (ball-and-socket and tongue-and-clevis) of 45 kN to 160 kN electromechanical strength to IS 731, IEC 60383-1 and IEC 60305.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Disc insulators are tested unit by unit. The electromechanical failing load test applies power-frequency voltage and tensile load together, which reveals weak porcelain or poor cementing that a purely mechanical test can miss.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Verification of dimensions and of the ball-and-socket coupling (IEC 60120)",
            "Temperature cycle test",
            "Electromechanical failing load test",
            "Puncture withstand test",
            "Porosity test on fragments",
            "Galvanising test on caps and pins",
            "Routine mechanical and routine electrical tests",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 731, IEC 60383-1, IEC 60305" },
            {
              label: "Voltage range",
              value: "Disc units for 11 kV to 220 kV strings; test voltages up to 150 kV AC",
            },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 731 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "shackle-insulator",
      title: "Shackle Insulator",
      description:
        "Testing of porcelain shackle (spool) insulators used on LT lines and service connections, in the 90 × 75 mm and 115 × 100 mm sizes, to IS 1445.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Shackle insulators are bought in very large lots by distribution utilities. We run the IS 1445 acceptance tests on samples drawn from each lot and report lot acceptance against the standard's sampling plan.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions",
            "Temperature cycle test",
            "Mechanical failing load test",
            "Porosity test",
            "Dry and wet power-frequency withstand tests",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 1445" },
            { label: "Voltage range", value: "LT lines up to and including 1000 V" },
            {
              label: "Sample size",
              value: "IS 1445 double-sampling plan, from 8 units for lots up to 500",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "guy-insulator",
      title: "Guy Insulator",
      description:
        "Testing of porcelain guy strain (stay) insulators, which keep the lower part of a stay wire dead if a live conductor falls on it, to IS 5300.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Guy insulators are a safety item on every stayed pole. We verify their mechanical strength and power-frequency withstand for designations A and C of IS 5300.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions",
            "Temperature cycle test",
            "Dry and wet one-minute power-frequency withstand tests",
            "Mechanical strength test (44 kN for designation A, 88 kN for designation C)",
            "Porosity test",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 5300" },
            { label: "Voltage range", value: "Stay sets of LT, 11 kV and 33 kV lines" },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 5300 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
