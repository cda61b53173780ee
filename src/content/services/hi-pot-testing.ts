import type { Service } from "../types";
import { NABL_REPORT } from "./shared";

export const hiPotTesting: Service = {
  id: "hi-pot-testing",
  kind: "onSite",
  title: "HI pot Testing",
  description:
    "High-potential (hipot) withstand testing of cables, switchgear, busducts, motors and panels, in our laboratory up to 150 kV AC / 200 kV DC and on site with portable AC, DC and VLF sets. A hipot test proves that insulation can withstand overvoltage without breakdown before equipment is energised.",
  image: {
    src: "/images/services/cables.svg",
    width: 800,
    height: 600,
    alt: "High-voltage hipot test set with warning beacons",
  },
  iconPrimary: "/images/icons/cables.svg",
  iconSecondary: "/images/icons/cables-light.svg",
  headingImg: {
    src: "/images/services/heading/cables.svg",
    width: 1600,
    height: 500,
    alt: "High-voltage test hall with hipot test in progress",
  },
  options: ["AC Hipot", "DC Hipot", "VLF Hipot", "Other"],
  subServices: [
    {
      id: "ac-dc-hipot",
      title: "AC and DC Withstand Test",
      description:
        "Power-frequency and DC withstand tests on switchgear panels, busducts, motors and cable samples.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Test voltage and duration are taken from the equipment standard. Leakage current is recorded throughout, and the test passes if no disruptive discharge occurs.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Power-frequency withstand voltage test",
            "DC withstand with leakage current measurement",
            "Insulation resistance before and after the withstand test",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 62271-1, IEC 61439, IEC 60034-1, IS 7098" },
            { label: "Voltage range", value: "Up to 150 kV AC / 200 kV DC (laboratory)" },
            { label: "Turnaround", value: "3-5 working days" },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "vlf-hipot",
      title: "VLF Withstand Test",
      description:
        "Very low frequency (0.1 Hz) withstand testing of installed medium-voltage cables, which needs far less power than a 50 Hz test.",
      subdescription: [
        {
          kind: "paragraph",
          text: "VLF testing is the preferred after-laying test for XLPE cables because, unlike DC, it does not leave space charge in the insulation.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "VLF sinusoidal withstand at the IEEE 400.2 test voltage",
            "Leakage and breakdown monitoring",
            "Optional tan delta monitoring during the withstand",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEEE 400.2" },
            { label: "Equipment", value: "VLF source 0.1 Hz, 40 kV" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Site test report per cable circuit" },
          ],
        },
      ],
    },
  ],
};
