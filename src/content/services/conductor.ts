import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const conductor: CatalogueService = {
  id: "conductor",
  kind: "testing",
  listName: "conductors",
  title: "Conductor",
  description:
    "Testing of bare overhead conductors (ACSR and AAAC) to IS 398 and of covered conductors, from individual wire tests to the breaking load of the complete stranded conductor. We also calculate current-carrying capacity (ampacity) to IEEE 738 for line design and uprating studies.",
  image: {
    src: "/images/services/conductor.svg",
    width: 800,
    height: 600,
    alt: "Cut end of an ACSR conductor showing aluminium strands around a steel core",
  },
  iconPrimary: "/images/icons/conductor.svg",
  iconSecondary: "/images/icons/conductor-light.svg",
  headingImg: {
    src: "/images/services/heading/conductor.svg",
    width: 1600,
    height: 500,
    alt: "Conductor drums and stringing on a new 33 kV line",
  },
  options: ["AAAC", "ACSR", "COVER CONDUCTOR", "Other"],
  subServices: [
    {
      id: "acsr-conductor",
      title: "ACSR Conductor",
      description:
        "Testing of aluminium conductor steel-reinforced (ACSR) conductors such as Rabbit, Weasel, Dog, Panther and Zebra to IS 398 (Part 2).",
      subdescription: [
        {
          kind: "paragraph",
          text: "ACSR combines EC-grade aluminium wires with a galvanised steel core. We test the aluminium and steel wires separately and the complete conductor for resistance, mass and breaking load.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Diameter, breaking load and wrapping test of aluminium wires",
            "Breaking load, elongation, torsion and wrapping tests of steel wires",
            "Mass and uniformity of zinc coating on steel wires (IS 4826)",
            "Resistivity of aluminium wires and DC resistance of the conductor at 20 °C",
            "Lay ratio and direction of lay, mass per kilometre, surface condition",
            "Ultimate tensile strength (breaking load) of the stranded conductor",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 398 (Part 2), IS 4826, IEC 61089" },
            { label: "Voltage range", value: "Conductors for 11 kV to 400 kV lines" },
            {
              label: "Sample size",
              value:
                "As per IS 398 (Part 2): about 10 % of drums, with a conductor length for the breaking load test",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "aaac-conductor",
      title: "AAAC Conductor",
      description:
        "Testing of all-aluminium alloy conductors (AAAC) made from heat-treated Al-Mg-Si alloy wires to IS 398 (Part 4).",
      subdescription: [
        {
          kind: "paragraph",
          text: "AAAC is widely used by discoms for its higher strength-to-weight ratio and better corrosion resistance than ACSR. Alloy wires are tested for strength and resistivity, which depend on correct heat treatment.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Diameter, breaking load and elongation of alloy wires",
            "Resistivity of alloy wires and DC resistance of the conductor at 20 °C",
            "Wrapping test",
            "Lay ratio, mass per kilometre and surface condition",
            "Breaking load of the stranded conductor",
            "Chemical composition of the alloy (magnesium and silicon content)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 398 (Part 4), IEC 61089" },
            { label: "Voltage range", value: "Conductors for LT to 220 kV lines" },
            {
              label: "Sample size",
              value: "As per IS 398 (Part 4) for the number of drums offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "covered-conductor",
      title: "Covered Conductor",
      description:
        "Testing of XLPE-covered aluminium-alloy conductors used on 11 kV and 33 kV lines through forests and built-up areas, to EN 50397-1 and the utility's specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Covered conductors reduce faults caused by trees, birds and clashing, but the covering is not rated as full insulation. We test the conductor, the covering and their behaviour under voltage.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor DC resistance and breaking load",
            "Thickness of covering, tensile strength and elongation before and after ageing",
            "Hot set test on XLPE covering",
            "Spark test and power-frequency voltage test on the covering",
            "Carbon black content for UV resistance",
            "Longitudinal water-tightness test where specified",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "EN 50397-1, IS 398 (Part 4) for the conductor, utility specification",
            },
            { label: "Voltage range", value: "11 kV and 33 kV covered conductor systems" },
            { label: "Sample size", value: "About 10 m per size per lot" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "ampacity-evaluation",
      title: "Ampacity Evaluation",
      description:
        "Calculation of steady-state and transient current ratings of bare overhead conductors to IEEE 738, using measured conductor data and local weather conditions.",
      subdescription: [
        {
          kind: "paragraph",
          text: "IEEE 738 balances Joule and solar heating against convective and radiative cooling to find the current at which a conductor reaches its design temperature. We combine measured DC resistance and conductor dimensions with summer ambient conditions of Central India.",
        },
        { kind: "heading", text: "What we deliver" },
        {
          kind: "list",
          items: [
            "Steady-state ampacity at the specified maximum conductor temperature",
            "Conductor temperature for a given load current",
            "Transient (short-time emergency) rating",
            "Comparison of ACSR, AAAC and HTLS options for line uprating",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEEE 738" },
            {
              label: "Inputs",
              value:
                "Conductor type, measured resistance, ambient temperature, wind speed, solar radiation",
            },
            {
              label: "Sample size",
              value: "Conductor data sheet; optional resistance measurement on a 10 m sample",
            },
            { label: "Turnaround", value: TURNAROUND },
            {
              label: "Test report",
              value: "Calculation report with all inputs and assumptions stated",
            },
          ],
        },
      ],
    },
  ],
};
