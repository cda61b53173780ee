import type { Service } from "../types";

export const transformerTesting: Service = {
  id: "transformer-testing",
  kind: "onSite",
  title: "Transformer Testing",
  description:
    "On-site pre-commissioning and condition-assessment testing of distribution and power transformers to IEC 60076 and IS 2026. Our field teams measure ratio, winding resistance, insulation and oil condition so that you can commission new units or plan maintenance of ageing ones.",
  image: {
    src: "/images/services/transformers.svg",
    width: 800,
    height: 600,
    alt: "Engineer connecting test leads to a substation power transformer",
  },
  iconPrimary: "/images/icons/transformers.svg",
  iconSecondary: "/images/icons/transformers-light.svg",
  headingImg: {
    src: "/images/services/heading/transformers.svg",
    width: 1600,
    height: 500,
    alt: "Power transformer in a substation during on-site testing",
  },
  options: ["Pre-commissioning Tests", "Condition Assessment", "Oil Testing", "Other"],
  subServices: [
    {
      id: "pre-commissioning-tests",
      title: "Pre-commissioning Tests",
      description:
        "Tests carried out on a newly installed transformer before it is energised, to confirm it was not damaged in transit or erection.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Results are compared with the factory test report so that any change since dispatch is caught before the transformer is charged.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Voltage ratio on all taps, polarity and vector group",
            "Winding resistance on all taps",
            "Insulation resistance and polarisation index",
            "Magnetising current and magnetic balance",
            "Oil breakdown voltage",
            "Operation checks of protection devices: Buchholz, oil and winding temperature indicators",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60076-1, IS 2026, CEA installation guidelines" },
            { label: "Voltage range", value: "Transformers from 11 kV to 220 kV class" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Signed site test report with factory comparison" },
          ],
        },
      ],
    },
    {
      id: "condition-assessment",
      title: "Condition Assessment",
      description:
        "Periodic diagnostic testing of in-service transformers to assess winding, core and insulation condition and to plan maintenance.",
      subdescription: [
        {
          kind: "paragraph",
          text: "We combine electrical diagnostics with oil analysis to rank the condition of a transformer fleet and recommend what to repair, refurbish or replace.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Capacitance and tan delta of windings and bushings",
            "Sweep frequency response analysis (SFRA)",
            "Dissolved gas analysis (IEC 60599) and oil quality tests",
            "Thermal imaging of bushings, tank and radiators",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60076, IEC 60599, IEEE C57.152" },
            { label: "Voltage range", value: "Transformers from 11 kV to 220 kV class" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Condition assessment report with recommendations" },
          ],
        },
      ],
    },
  ],
};
