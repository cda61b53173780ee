import { cableDoors } from "../cableTesting";
import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const cables: CatalogueService = {
  id: "cables",
  kind: "testing",
  listName: "cables",
  title: "Cables",
  description:
    "Routine, acceptance and type testing of LT and HT power cables, aerial bunched cables and control cables to IEC 60502, IS 7098 and IS 1554. Our high-voltage hall tests cable samples up to 33 kV, and our field teams carry out diagnostic testing on installed cable systems up to 220 kV.",
  image: {
    src: "/images/services/cables.svg",
    width: 800,
    height: 600,
    alt: "Cross-section of an armoured XLPE power cable on a laboratory test bench",
  },
  iconPrimary: "/images/icons/cables.svg",
  iconSecondary: "/images/icons/cables-light.svg",
  headingImg: {
    src: "/images/services/heading/cables.svg",
    width: 1600,
    height: 500,
    alt: "Cable drums lined up in the high-voltage cable testing hall",
  },
  options: ["HIGH VOLTAGE", "LOW VOLTAGE", "AB CABLES", "Other"],
  doors: cableDoors,
  subServices: [
    {
      id: "ht-xlpe-power-cables",
      title: "HT XLPE Power Cables",
      description:
        "Testing of 3.3 kV to 33 kV XLPE-insulated, screened and armoured power cables to IS 7098 (Part 2) and IEC 60502-2, for manufacturers, EPC contractors and distribution utilities.",
      subdescription: [
        {
          kind: "paragraph",
          text: "HT cables are tested as drum-end samples drawn at the manufacturer's works or received at our Indore laboratory. Electrical tests are carried out in a shielded high-voltage hall with a 150 kV AC / 200 kV DC test system and a partial discharge detector calibrated to IEC 60270.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor resistance at 20 °C (IS 8130 / IEC 60228)",
            "Partial discharge test at 1.73 U0 (IEC 60502-2 limit: 10 pC)",
            "High-voltage test: 3.5 U0 AC for 5 minutes",
            "Tan delta (dielectric loss angle) at ambient and conductor operating temperature",
            "Hot set test on XLPE insulation at 200 °C",
            "Insulation resistance and volume resistivity at 27 °C and 90 °C",
            "Thickness of insulation and sheath, tensile strength and elongation before and after ageing",
            "Heating cycle test followed by partial discharge measurement (type test)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 7098 (Part 2), IEC 60502-2, IS 10810" },
            {
              label: "Voltage range",
              value: "3.3 kV to 33 kV (laboratory); field diagnostics up to 220 kV",
            },
            {
              label: "Sample size",
              value: "Drum-end sample of about 10 m per size; sampling as per IS 7098 (Part 2)",
            },
            { label: "Turnaround", value: `${TURNAROUND} (routine and acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "lt-pvc-xlpe-cables",
      title: "LT PVC/XLPE Cables",
      description:
        "Acceptance and type testing of 1.1 kV PVC and XLPE insulated armoured and unarmoured cables, including FR and FRLS variants, to IS 1554 (Part 1), IS 7098 (Part 1) and IEC 60502-1.",
      subdescription: [
        {
          kind: "paragraph",
          text: "LT cables form the bulk of consignments inspected for discoms, builders and panel makers. We verify construction against the purchase order and the standard, then run the electrical, physical and fire-performance tests the standard calls for.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor resistance and annealing test (copper) or wrapping test (aluminium)",
            "High-voltage test at 3 kV AC for 5 minutes",
            "Insulation resistance (volume resistivity) at room temperature and at rated temperature",
            "Thickness of insulation and outer sheath, dimensions of armour wires or strips",
            "Tensile strength and elongation at break of insulation and sheath, before and after ageing",
            "Hot set test (XLPE) and shrinkage, heat shock and thermal stability tests (PVC)",
            "Flammability test; oxygen index, temperature index and smoke density for FRLS sheaths",
            "Galvanising of steel armour: mass and uniformity of zinc coating",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "IS 1554 (Part 1), IS 7098 (Part 1), IEC 60502-1, IS 10810",
            },
            { label: "Voltage range", value: "Up to and including 1.1 kV" },
            {
              label: "Sample size",
              value: "About 5 m per cable size; sampling per IS 1554 (Part 1)",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "aerial-bunched-cables",
      title: "Aerial Bunched Cables",
      description:
        "Testing of LT aerial bunched cables to IS 14255 and HT aerial bunched cables to the utility's specification, covering XLPE phase cores, street-light cores and the aluminium-alloy messenger.",
      subdescription: [
        {
          kind: "paragraph",
          text: "AB cables replace bare conductors in theft-prone and congested areas, so utilities check both electrical integrity and the mechanical strength of the messenger. Samples are tested as complete bunches and as individual cores.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor resistance of phase, street-light and messenger conductors",
            "High-voltage test on cores immersed in water",
            "Breaking load of the messenger conductor and tensile test on individual wires",
            "Hot set test and insulation resistance of XLPE insulation",
            "Carbon black content and dispersion, for resistance to ultraviolet exposure",
            "Thickness of insulation and verification of core identification",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value:
                "IS 14255 (LT AB cable), IS 7098 (Part 2) and utility specification (HT AB cable), IS 398 (Part 4)",
            },
            { label: "Voltage range", value: "1.1 kV LT; 11 kV and 33 kV HT" },
            { label: "Sample size", value: "About 10 m of complete bunched cable per size" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
