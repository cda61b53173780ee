import type { Service } from "../types";

export const tanDeltaTesting: Service = {
  id: "tan-delta-testing",
  kind: "onSite",
  title: "Tan Delta Testing",
  description:
    "On-site capacitance and dissipation factor (tan delta) testing of transformers, bushings, CTs and cables to assess insulation ageing and moisture. Cables are tested with a VLF source at 0.1 Hz up to 40 kV to IEEE 400.2.",
  image: {
    src: "/images/services/cables.svg",
    width: 800,
    height: 600,
    alt: "Tan delta test set connected to a cable termination",
  },
  iconPrimary: "/images/icons/cables.svg",
  iconSecondary: "/images/icons/cables-light.svg",
  headingImg: {
    src: "/images/services/heading/cables.svg",
    width: 1600,
    height: 500,
    alt: "VLF tan delta test on an underground cable circuit",
  },
  options: ["Transformer and Bushings", "Power Cables", "Instrument Transformers", "Other"],
  subServices: [
    {
      id: "tan-delta-apparatus",
      title: "Transformer and Bushing Tan Delta",
      description:
        "Power-frequency capacitance and tan delta measurement of transformer windings, bushings and instrument transformers.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Measurements are taken in UST and GST modes and compared with nameplate and factory values. A rising tan delta indicates moisture, contamination or ageing of the insulation.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Capacitance and tan delta of HV-LV, HV-earth and LV-earth insulation",
            "C1 and C2 measurements on condenser bushings",
            "Tip-up test at stepped voltages",
            "Temperature correction of results",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60076-1, IEEE C57.152, IEC 60137 (bushings)" },
            { label: "Equipment", value: "Automatic capacitance and tan delta bridge" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Test report with trend comparison" },
          ],
        },
      ],
    },
    {
      id: "tan-delta-cables",
      title: "Cable VLF Tan Delta",
      description:
        "Very low frequency tan delta testing of medium-voltage XLPE and paper-insulated cables at 0.1 Hz, up to 40 kV.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Tan delta is measured at 0.5 U0, 1.0 U0 and 1.5 U0. The mean value, its stability and the change with voltage are assessed against IEEE 400.2 criteria.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Tan delta at stepped voltages",
            "Tan delta stability (standard deviation) at each step",
            "Differential tan delta between voltage steps",
            "VLF withstand test where required",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEEE 400.2, IEC 60502-2" },
            { label: "Equipment", value: "VLF source 0.1 Hz, 40 kV" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Cable condition report per phase" },
          ],
        },
      ],
    },
  ],
};
