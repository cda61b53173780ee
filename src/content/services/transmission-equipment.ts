import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const transmissionEquipment: CatalogueService = {
  id: "transmission-equipment",
  kind: "testing",
  listName: "transmission equipment",
  title: "Transmission equipment",
  description:
    "Testing of air break (AB) switches and isolators for distribution and sub-transmission networks to IS 9921, IEC 62271-102 and the IEEE C37 series. We verify contact resistance, operation, temperature rise and dielectric withstand, along with the insulators and galvanised parts that make up each set.",
  image: {
    src: "/images/services/transmission-equipment.svg",
    width: 800,
    height: 600,
    alt: "Three-pole air break switch mounted on a steel channel",
  },
  iconPrimary: "/images/icons/transmission-equipment.svg",
  iconSecondary: "/images/icons/transmission-equipment-light.svg",
  headingImg: {
    src: "/images/services/heading/transmission-equipment.svg",
    width: 1600,
    height: 500,
    alt: "Outdoor isolators in a 33 kV substation switchyard",
  },
  options: ["AB Switch 11 kV", "AB Switch 33 kV", "Isolator", "Other"],
  subServices: [
    {
      id: "ab-switch",
      title: "AB SWITCH",
      description:
        "Testing of gang-operated three-pole air break switches for 11 kV and 33 kV lines, with post or pin insulators, arcing horns and operating mechanism, to IS 9921 and the utility's specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "AB switches are operated by linemen in all weather, so smooth mechanical operation and low contact resistance matter as much as insulation. Complete sets are assembled on a test frame exactly as installed on the pole.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual and dimensional check against the approved drawing",
            "Mechanical operation test and alignment of moving contacts",
            "Measurement of main circuit (contact) resistance with DC micro-ohmmeter",
            "Temperature rise test at rated normal current",
            "Power-frequency withstand voltage to earth and across the open gap",
            "Tests on insulators and galvanising of steel parts",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "IS 9921, IEC 62271-102, IEEE C37.30, utility specification",
            },
            { label: "Voltage range", value: "11 kV and 33 kV; rated currents 200 A to 630 A" },
            { label: "Sample size", value: "One complete three-pole set per lot, or as specified" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "isolator",
      title: "ISOLATOR",
      description:
        "Testing of centre-break and double-break isolators, with or without earth switch, used in substations, to IEC 62271-102 and IEEE C37 test practice.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Isolators provide a visible break for safe maintenance. We test them in the laboratory up to 33 kV, and carry out contact resistance and operation checks on site for isolators in switchyards of higher voltage.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Power-frequency withstand voltage to earth and across the isolating distance",
            "Measurement of main circuit resistance",
            "Temperature rise test at rated normal current",
            "Mechanical operation test of main and earth switches, including interlocks",
            "Operating torque measurement",
            "Galvanising test on structural parts",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 62271-102, IS 9921, IEEE C37.30 / C37.34" },
            {
              label: "Voltage range",
              value: "Up to 33 kV in the laboratory; site checks on higher-voltage isolators",
            },
            { label: "Sample size", value: "One complete pole or set per type" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
