import type { Service } from "../types";

export const ctPtTesting: Service = {
  id: "ct-pt-testing",
  kind: "onSite",
  title: "CT-PT Testing",
  description:
    "Testing and calibration of current and voltage transformers to IS 16227 and IEC 61869, in our laboratory up to 33 kV and on site at substations and metering points. We verify ratio and phase errors, polarity, burden and, for protection CTs, knee-point voltage and excitation characteristics.",
  image: {
    src: "/images/services/transformers.svg",
    width: 800,
    height: 600,
    alt: "Current and voltage transformers on a calibration bench",
  },
  iconPrimary: "/images/icons/transformers.svg",
  iconSecondary: "/images/icons/transformers-light.svg",
  headingImg: {
    src: "/images/services/heading/transformers.svg",
    width: 1600,
    height: 500,
    alt: "Instrument transformer calibration set-up in the laboratory",
  },
  options: ["Metering CT/PT", "Protection CT", "Metering Cubicle", "Other"],
  subServices: [
    {
      id: "ct-pt-accuracy",
      title: "Accuracy Testing of CT and PT",
      description:
        "Ratio error and phase displacement measurement of metering CTs and PTs against a reference standard, at the burdens and currents the standard specifies.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Errors are measured with a transformer test set and a reference instrument transformer traceable to NPL-India, at rated and 25 % burden.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Ratio error and phase displacement at 1 %, 5 %, 20 %, 100 % and 120 % of rated current (class 0.2S and 0.5S CTs)",
            "Voltage error and phase displacement at 80 %, 100 % and 120 % of rated voltage (PTs)",
            "Polarity check",
            "Insulation resistance and power-frequency withstand on secondary windings",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 16227 (Part 1, 2 and 3), IEC 61869-1/-2/-3" },
            { label: "Voltage range", value: "Up to 33 kV" },
            { label: "Turnaround", value: "3-5 working days" },
            { label: "Test report", value: "NABL-accredited calibration certificate" },
          ],
        },
      ],
    },
    {
      id: "protection-ct-tests",
      title: "Protection CT Tests",
      description:
        "Excitation characteristic, knee-point voltage, winding resistance and turns ratio tests on protection and PS-class CTs.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Protection CTs must not saturate during faults. The excitation curve and knee-point voltage confirm the CT will drive the relay correctly.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Excitation (magnetisation) characteristic and knee-point voltage",
            "Secondary winding resistance",
            "Turns ratio and polarity",
            "Composite error for 5P and 10P classes",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 16227 (Part 2), IEC 61869-2" },
            {
              label: "Voltage range",
              value: "CTs for 11 kV to 220 kV systems (site); up to 33 kV (laboratory)",
            },
            { label: "Turnaround", value: "3-5 working days" },
            { label: "Test report", value: "Test report with excitation curve" },
          ],
        },
      ],
    },
  ],
};
