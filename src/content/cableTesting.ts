/** Content of /cable-testing. */
import type { DiagnosticsContent } from "./diagnostics";
import type { ServiceDoors } from "./types";

/** Cables have two pages: laboratory tests on samples, and diagnostics of installed cables. */
export const cableDoors: ServiceDoors = {
  label: "Cable services",
  current: "You are on this page",
  doors: [
    {
      question: "Looking for laboratory type tests?",
      text: "Type, routine and acceptance tests on cable samples in our NABL-accredited laboratory, with a test report for your tender or dispatch.",
      link: "Laboratory type tests on cables",
      href: "/service-details?id=Cables",
    },
    {
      question: "Need on-site diagnostics?",
      text: "Fault location, tan delta, partial discharge and sheath tests on installed cables, by our field team at your site.",
      link: "On-site diagnostics and fault location",
      href: "/cable-testing",
    },
  ],
};

export const cableTesting: DiagnosticsContent = {
  path: "/cable-testing",
  banner: "cable",
  anchor: "cable",
  metaTitle: "Cable Testing & Fault Location in Indore",
  metaDescription:
    "Underground cable testing and fault location across Central India: TDR, VLF tan delta, partial discharge, insulation resistance and sheath tests on cables up to 220 kV, with faults located within 1 m and 24/7 emergency response.",
  keywords: [
    "cable fault location Indore",
    "underground cable testing Madhya Pradesh",
    "VLF tan delta cable testing",
    "cable partial discharge testing",
    "TDR cable fault finding",
    "HT cable testing services",
    "XLPE cable diagnostics",
    "cable sheath integrity test",
  ],
  hero: {
    heading: "Cable Testing and Fault Location",
    text: "From a new 11 kV feeder awaiting commissioning to a 220 kV cable that has tripped at midnight, our field teams test, diagnose and locate faults in underground cables across Central India. We find faults within 1 m, assess the remaining life of ageing insulation and issue reports your engineers and auditors can rely on.",
    ctaLabel: "Book Cable Testing",
  },
  benefits: [
    {
      title: "Fault Location Within 1 m",
      description:
        "TDR pre-location followed by surge pin-pointing finds the fault within 1 m or 0.5 % of cable length, so a single small pit is dug instead of trenching the route.",
    },
    {
      title: "Predictive Diagnostics",
      description:
        "VLF tan delta and partial discharge measurements reveal water trees, poor joints and ageing insulation years before they cause an outage, so replacement can be planned.",
    },
    {
      title: "Comprehensive Testing",
      description:
        "One visit covers insulation resistance, polarisation index, withstand, tan delta, partial discharge and sheath integrity for LT, HT and EHV cables up to 220 kV.",
    },
    {
      title: "Onsite Convenience",
      description:
        "Our vehicle-mounted test systems come to your substation, plant or site, and testing is planned around your shutdown window to keep downtime short.",
    },
    {
      title: "Regulatory Compliance",
      description:
        "Tests follow IEC 60502, IS 7098 and IEEE 400 series practice, and reports are accepted by utilities, electrical inspectorates and insurers.",
    },
    {
      title: "24/7 Emergency Response",
      description:
        "A fault team is on call round the clock, including Sundays and holidays, to restore supply to critical feeders, hospitals and continuous-process plants.",
    },
  ],
  capabilities: [
    {
      title: "Comprehensive Cable Diagnostics",
      text: "We assess the full cable system, cable, joints and terminations, with a combination of tests chosen for the cable type, age and the question you need answered.",
      points: [
        "After-laying and pre-commissioning tests on new cables",
        "Condition assessment and ranking of ageing cable networks",
        "XLPE, PVC and paper-insulated cables from LT up to 220 kV",
        "Reports with pass/fail results and clear repair or replace recommendations",
      ],
    },
    {
      title: "Time Domain Reflectometry (TDR)",
      text: "TDR sends a low-voltage pulse down the cable and times its reflections. Changes in impedance show the position of opens, shorts, joints and low-resistance faults, from 1 m up to 50 km.",
      points: [
        "Range from 1 m to 50 km",
        "Locates joints, tees and cable ends, and measures cable length",
        "Arc reflection and impulse current methods for high-resistance and intermittent faults",
        "Pre-location followed by acoustic pin-pointing within 1 m",
      ],
    },
    {
      title: "Tan Delta Testing",
      text: "Very low frequency tan delta measures the dielectric losses of cable insulation. Rising loss, or loss that changes with voltage or time, points to water treeing and moisture.",
      points: [
        "VLF source at 0.1 Hz up to 40 kV",
        "Measurements at 0.5 U0, 1.0 U0 and 1.5 U0",
        "Assessment of mean value, stability and tip-up as per IEEE 400.2",
        "Phase-wise comparison to pick out the weakest section",
      ],
    },
    {
      title: "Polarization Index",
      text: "Insulation resistance is measured at 1 minute and 10 minutes with a 15 kV insulation tester. The ratio, the polarisation index, separates clean, dry insulation from contaminated or damp insulation.",
      points: [
        "15 kV insulation resistance tester",
        "Insulation resistance, polarisation index and dielectric absorption ratio",
        "Temperature correction of readings",
        "Quick screening test before and after repairs",
      ],
    },
    {
      title: "Sheath Integrity Testing",
      text: "Damage to the outer sheath lets water reach the metallic screen and armour and eventually the insulation. A DC sheath test finds the damage early, and the step-voltage method pin-points it.",
      points: [
        "DC sheath test as per IEC 60229",
        "Locating sheath faults with the step-voltage (earth gradient) method",
        "Recommended after laying and after any civil work near the route",
        "Checks of sheath voltage limiters and cross-bonding on EHV cables",
      ],
    },
  ],
  table: {
    columns: [
      "Test Type",
      "Equipment Specification",
      "Measurement/Application",
      "Testing Standard",
    ],
    rows: [
      [
        "Time Domain Reflectometry (TDR)",
        "Digital reflectometer, range 1 m to 50 km",
        "Pre-location of opens, shorts and low-resistance faults; joint and length mapping",
        "IEEE 400, IS 7098",
      ],
      [
        "Tan Delta (VLF)",
        "VLF test system, 0.1 Hz, 40 kV",
        "Dielectric loss, water treeing and moisture assessment of MV cables",
        "IEEE 400.2, IEC 60502-2",
      ],
      [
        "Insulation Resistance",
        "15 kV insulation resistance tester",
        "Insulation resistance, polarisation index and dielectric absorption ratio",
        "IS 7098, IEC 60502",
      ],
      [
        "Sheath Integrity",
        "DC sheath test set with step-voltage fault locator",
        "Detection and location of outer sheath damage",
        "IEC 60229",
      ],
      [
        "Partial Discharge",
        "PD detector, 1 pC to 10 nC",
        "Detection and location of PD in cable insulation, joints and terminations",
        "IEEE 400.3, IEC 60270",
      ],
      [
        "Thumping/Surge",
        "Surge generator with acoustic and electromagnetic pin-pointer",
        "Pin-pointing faults within 1 m or 0.5 % of cable length, on cables up to 220 kV",
        "IEEE 400, IS 7098",
      ],
    ],
  },
  faqs: [
    {
      question: "How accurately can you locate a cable fault?",
      answer:
        "We pre-locate the fault from the cable end with TDR or arc reflection, then pin-point it on the route with a surge generator and acoustic detector. The final location is within 1 m or 0.5 % of cable length, so usually a single pit is enough to reach the fault.",
    },
    {
      question: "Why is VLF tan delta preferred over a DC test for XLPE cables?",
      answer:
        "High DC voltage can leave space charge in XLPE insulation that accelerates failure after the cable is returned to service. VLF at 0.1 Hz stresses the insulation like normal AC operation while needing only a portable source, and tan delta measured during the test shows the condition of the insulation as well as whether it withstood the voltage.",
    },
    {
      question: "Do you test cables that are already in service?",
      answer:
        "Yes. Cables are isolated and earthed under your permit-to-work, tested, and returned to you the same day in most cases. Online partial discharge screening is also possible on energised cable terminations where a shutdown is not available.",
    },
  ],
  closing: {
    heading: "Planning a Shutdown or Facing a Cable Fault?",
    text: "Tell us the cable voltage, length and what has happened. Our engineers will recommend the right tests and send a team with the equipment to your site, day or night.",
    ctaLabel: "Schedule Testing",
  },
  enquiry: {
    kind: "onSite",
    heading: "Book cable testing at your site",
    intro:
      "Tell us the cable voltage, length and what has happened; for a fault, call us as well. We reply within 24 working hours with the tests and a date.",
    serviceId: "cable-testing",
    options: [
      "Cable Testing and Fault Location",
      "Cable fault location",
      "After-laying and pre-commissioning tests",
      "Condition assessment (tan delta, partial discharge)",
      "Other",
    ],
  },
  doors: cableDoors,
};
