import type { Service } from "../types";

export const sfraTesting: Service = {
  id: "sfra-testing",
  kind: "onSite",
  title: "SFRA Testing",
  description:
    "Sweep frequency response analysis of power and distribution transformers to detect winding movement, core displacement and other mechanical damage, to IEC 60076-18 and IEEE C57.149. SFRA is recommended after transport, after a through-fault and as a fingerprint at commissioning.",
  image: {
    src: "/images/services/transformers.svg",
    width: 800,
    height: 600,
    alt: "SFRA analyser connected to transformer bushings",
  },
  iconPrimary: "/images/icons/transformers.svg",
  iconSecondary: "/images/icons/transformers-light.svg",
  headingImg: {
    src: "/images/services/heading/transformers.svg",
    width: 1600,
    height: 500,
    alt: "Transformer in a substation prepared for frequency response analysis",
  },
  options: [
    "Fingerprint (New Transformer)",
    "Post-fault Assessment",
    "Post-transport Check",
    "Other",
  ],
  subServices: [
    {
      id: "sfra-measurement",
      title: "SFRA Measurement and Analysis",
      description:
        "Open-circuit, short-circuit and inter-winding frequency response measurements with expert comparison against reference traces.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Responses are compared with the factory fingerprint, a sister unit or between phases. Deviations in different frequency bands point to core, winding or lead problems.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "End-to-end open-circuit response of each winding",
            "End-to-end short-circuit response",
            "Capacitive and inductive inter-winding responses",
            "Band-wise comparison and correlation analysis",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60076-18, IEEE C57.149" },
            { label: "Frequency range", value: "20 Hz to 2 MHz" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "SFRA report with traces and interpretation" },
          ],
        },
      ],
    },
  ],
};
