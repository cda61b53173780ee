import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const porcelainConnector: CatalogueService = {
  id: "porcelain-connector",
  kind: "testing",
  listName: "porcelain connectors",
  title: "Porcelain Connector",
  description:
    "Testing of porcelain components that support and connect live parts in substations and transformers: post insulators to IS 2544, bushings to IS 2099 and IS 7421, and hollow insulators. Tests cover power-frequency withstand, mechanical strength, porosity and temperature cycle.",
  image: {
    src: "/images/services/porcelain-connector.svg",
    width: 800,
    height: 600,
    alt: "Brown-glazed porcelain post insulator with metal end caps",
  },
  iconPrimary: "/images/icons/porcelain-connector.svg",
  iconSecondary: "/images/icons/porcelain-connector-light.svg",
  headingImg: {
    src: "/images/services/heading/porcelain-connector.svg",
    width: 1600,
    height: 500,
    alt: "Porcelain post insulators supporting busbars in an outdoor substation",
  },
  options: ["Post Insulator", "Transformer Bushing", "Hollow Insulator", "Other"],
  subServices: [
    {
      id: "porcelain-post-insulators",
      title: "Porcelain Post Insulators",
      description:
        "Testing of solid-core porcelain post insulators for busbar and isolator supports in systems above 1000 V, to IS 2544.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Post insulators carry busbars and isolator contacts and must withstand short-circuit forces. We test their bending and torsional strength as well as their electrical withstand.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Verification of dimensions and creepage distance",
            "Temperature cycle test",
            "Dry and wet power-frequency withstand tests",
            "Bending (cantilever) failing load test",
            "Torsion failing load test where specified",
            "Porosity test and galvanising test on metal caps",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2544" },
            {
              label: "Voltage range",
              value: "11 kV and 33 kV post insulators; test voltages up to 150 kV AC",
            },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 2544 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "transformer-bushings",
      title: "Transformer Bushings",
      description:
        "Testing of porcelain HV and LV bushings for distribution transformers to IS 2099, IS 7421 and the dimensions of IS 3347.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Bushings are a frequent point of oil leakage and flashover on distribution transformers. We check their dimensions for interchangeability and their electrical and mechanical soundness.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Verification of dimensions against IS 3347",
            "Dry and wet power-frequency withstand tests",
            "Temperature cycle test",
            "Porosity test",
            "Cantilever strength test",
            "Pressure test for oil tightness",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2099 (above 1000 V), IS 7421 (up to 1000 V), IS 3347" },
            { label: "Voltage range", value: "1 kV, 12 kV, 17.5 kV and 36 kV bushings" },
            { label: "Sample size", value: "As per the purchaser's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "hollow-porcelain-insulators",
      title: "Hollow Porcelain Insulators",
      description:
        "Testing of hollow porcelain housings used for instrument transformers, surge arresters and circuit breakers, to IS 5621 and the manufacturer's drawing.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Hollow insulators enclose the active parts of outdoor equipment, so they must be free of cracks and porosity and able to hold internal pressure.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual and dimensional check",
            "Dry and wet power-frequency withstand tests",
            "Internal pressure test",
            "Bending load test",
            "Temperature cycle and porosity tests",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 5621, manufacturer's drawing" },
            { label: "Voltage range", value: "Housings for 11 kV to 33 kV equipment" },
            { label: "Sample size", value: "As per the purchaser's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
