import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const transformers: CatalogueService = {
  id: "transformers",
  kind: "testing",
  listName: "transformers",
  title: "Transformers",
  description:
    "Routine, acceptance and type testing of oil-immersed distribution transformers and special designed transformers to IEC 60076, IS 1180 and IS 2026. We measure losses, impedance, ratio and vector group, verify dielectric strength and temperature rise, and confirm the energy efficiency level claimed by the manufacturer.",
  image: {
    src: "/images/services/transformers.svg",
    width: 800,
    height: 600,
    alt: "Three-phase oil-immersed distribution transformer on a test bay",
  },
  iconPrimary: "/images/icons/transformers.svg",
  iconSecondary: "/images/icons/transformers-light.svg",
  headingImg: {
    src: "/images/services/heading/transformers.svg",
    width: 1600,
    height: 500,
    alt: "Distribution transformers connected for loss measurement in the transformer test bay",
  },
  options: [
    "Distribution Transformer (DTR)",
    "Special Designed Transformer (SDTR)",
    "Transformer Oil",
    "Other",
  ],
  subServices: [
    {
      id: "dtr",
      title: "DTR",
      description:
        "Testing of distribution transformers (DTR): outdoor oil-immersed three-phase and single-phase transformers up to 2500 kVA and 33 kV class, to IS 1180 (Part 1) and IEC 60076.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Distribution transformers are bought against guaranteed losses, and IS 1180 (Part 1) sets maximum total losses at 50 % and 100 % load for each energy efficiency level. Our loss measurement system uses precision CTs, PTs and a power analyser calibrated in our own NABL-accredited calibration laboratory.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Measurement of winding resistance",
            "Voltage ratio, polarity and vector group",
            "No-load loss and no-load current",
            "Load loss and impedance voltage; total losses at 50 % and 100 % load",
            "Insulation resistance",
            "Separate-source AC withstand voltage test (28 kV for 11 kV class, 70 kV for 33 kV class)",
            "Induced overvoltage withstand test at double frequency",
            "Temperature rise test (type test)",
            "Pressure and oil-leakage tests on the tank; breakdown voltage of oil (IS 6792)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 1180 (Part 1), IS 2026, IEC 60076-1/-2/-3" },
            { label: "Voltage range", value: "Up to 33 kV class; ratings up to 2500 kVA" },
            {
              label: "Sample size",
              value: "As per the purchaser's sampling plan; routine tests on every unit offered",
            },
            { label: "Turnaround", value: `${TURNAROUND} (routine and acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "sdtr",
      title: "SDTR",
      description:
        "Testing of special designed transformers (SDTR) built to a purchaser's specification, such as earthing, rectifier, furnace, dual-ratio, solar inverter-duty and compact substation transformers, to IS 2026 and IEC 60076.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Special designed transformers do not follow a standard rating table, so the test programme is drawn up from the purchaser's technical specification and the relevant parts of IS 2026 and IEC 60076. We agree the test plan before the transformer arrives.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Winding resistance, ratio on all taps and windings, polarity and vector group",
            "No-load and load losses, impedance voltage",
            "Zero-sequence impedance (earthing and zigzag transformers)",
            "Insulation resistance, capacitance and tan delta of windings",
            "Separate-source AC withstand and induced overvoltage withstand tests",
            "Temperature rise test where specified",
            "Oil tests: breakdown voltage, moisture and dissolved gas analysis",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2026, IEC 60076, purchaser's technical specification" },
            { label: "Voltage range", value: "Up to 33 kV class in the laboratory" },
            { label: "Sample size", value: "Each unit offered, or as agreed in the test plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
