import { cableDoors } from "../cableTesting";
import type { Service } from "../types";

export const cableFaultLocator: Service = {
  id: "cable-fault-locator",
  kind: "onSite",
  title: "Cable Fault Locator",
  description:
    "Round-the-clock location of faults in underground LT, HT and EHV cables up to 220 kV. Using time domain reflectometry with a range of 1 m to 50 km, arc reflection and surge pin-pointing, our teams locate faults within 1 m or 0.5 % of cable length, so only one small pit needs to be dug.",
  image: {
    src: "/images/services/cables.svg",
    width: 800,
    height: 600,
    alt: "Cable fault locator van with reflectometer display",
  },
  iconPrimary: "/images/icons/cables.svg",
  iconSecondary: "/images/icons/cables-light.svg",
  headingImg: {
    src: "/images/services/heading/cables.svg",
    width: 1600,
    height: 500,
    alt: "Field engineer pin-pointing an underground cable fault",
  },
  options: ["LT Cable Fault", "HT Cable Fault", "Sheath Fault", "Other"],
  doors: cableDoors,
  subServices: [
    {
      id: "fault-pre-location",
      title: "Fault Pre-location",
      description:
        "Pre-location of low-resistance, high-resistance and intermittent faults with TDR, arc reflection and impulse current methods.",
      subdescription: [
        {
          kind: "paragraph",
          text: "The fault is first classified by insulation resistance and then pre-located from the cable end. Pre-location narrows the search to a short stretch of route.",
        },
        { kind: "heading", text: "Methods used" },
        {
          kind: "list",
          items: [
            "Time domain reflectometry for opens and low-resistance faults",
            "Arc reflection method (ARM) for high-resistance faults",
            "Impulse current method for intermittent faults",
            "Route tracing and depth measurement",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "TDR range", value: "1 m to 50 km" },
            { label: "Cable voltage", value: "LT to 220 kV" },
            { label: "Response", value: "24/7 emergency response" },
            { label: "Test report", value: "Fault location report with route sketch" },
          ],
        },
      ],
    },
    {
      id: "fault-pin-pointing",
      title: "Fault Pin-pointing",
      description:
        "Exact location of the fault on the route using surge (thumping) with acoustic and electromagnetic detection.",
      subdescription: [
        {
          kind: "paragraph",
          text: "A surge generator discharges into the faulted core. The time between the electromagnetic pulse and the ground-borne sound of the flashover tells the operator how far away the fault is.",
        },
        { kind: "heading", text: "Methods used" },
        {
          kind: "list",
          items: [
            "Surge (thumper) discharge at controlled energy",
            "Acoustic and electromagnetic coincidence detection",
            "Step-voltage method for sheath faults",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Accuracy", value: "Within 1 m or 0.5 % of cable length" },
            { label: "Cable voltage", value: "LT to 220 kV" },
            { label: "Response", value: "24/7 emergency response" },
            { label: "Test report", value: "Fault location report with photographs" },
          ],
        },
      ],
    },
  ],
};
