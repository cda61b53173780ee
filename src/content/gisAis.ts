/** Content of /gis-and-ais. */
import type { DiagnosticsContent } from "./diagnostics";

export const gisAis: DiagnosticsContent = {
  path: "/gis-and-ais",
  banner: "gis",
  anchor: "gis",
  metaTitle: "GIS & AIS Switchgear Testing and Diagnostics",
  metaDescription:
    "Condition monitoring and testing of gas-insulated and air-insulated switchgear from 11 kV to 800 kV: UHF partial discharge, SF6 gas analysis, circuit breaker timing, thermal imaging and contact resistance, to IEC 62271.",
  keywords: [
    "GIS partial discharge testing",
    "UHF PD measurement GIS",
    "SF6 gas analysis India",
    "circuit breaker timing test",
    "switchgear thermal imaging",
    "contact resistance test circuit breaker",
    "AIS substation testing Madhya Pradesh",
    "SF6 dew point and purity test",
  ],
  hero: {
    heading: "GIS & AIS Switchgear Diagnostics",
    text: "Gas-insulated and air-insulated switchgear rarely fails without warning. Our engineers detect the warning signs, partial discharge, degraded SF6, slow breakers and hot joints, on switchgear from 11 kV to 800 kV, often without taking it out of service.",
    ctaLabel: "Book Testing Service",
  },
  benefits: [
    {
      title: "Early Defect Detection",
      description:
        "UHF partial discharge measurement finds floating electrodes, free particles and void defects inside GIS long before they lead to a flashover.",
    },
    {
      title: "Testing Without Shutdown",
      description:
        "UHF PD, SF6 gas analysis and thermal imaging are carried out on energised switchgear, so you get condition data without an outage.",
    },
    {
      title: "SF6 Environmental Compliance",
      description:
        "Gas quality checks and leak detection keep SF6, a potent greenhouse gas, inside the equipment and support re-use of gas as per IEC 60480.",
    },
    {
      title: "Longer Asset Life",
      description:
        "Condition-based maintenance replaces fixed-interval overhauls, extending the service life of breakers and GIS bays and reducing maintenance cost.",
    },
    {
      title: "Standards-compliant Reports",
      description:
        "Tests follow IEC 62271, IEC 62478, IEC 60480 and IEEE C37 practice, and reports include trends, limits and clear recommendations.",
    },
    {
      title: "24/7 Emergency Response",
      description:
        "After a trip, alarm or gas-pressure drop, our team can be at your substation quickly to find the cause and help restore supply.",
    },
  ],
  capabilities: [
    {
      title: "UHF Partial Discharge Detection",
      text: "Partial discharges inside GIS radiate electromagnetic signals in the UHF band. Internal or external UHF sensors pick them up, and phase-resolved patterns identify the type of defect.",
      points: [
        "Detection band 300 MHz to 1.5 GHz",
        "Measurement range 1 pC to 50 nC",
        "Phase-resolved PD patterns for defect classification",
        "Time-of-flight localisation to the faulty compartment, supported by acoustic sensors",
      ],
    },
    {
      title: "SF6 Gas Analysis",
      text: "The insulating and arc-quenching performance of SF6 depends on its purity and dryness. We test gas quality on site through the filling valve, with minimal gas loss.",
      points: [
        "Moisture content as dew point",
        "SF6 purity (percentage by volume)",
        "Decomposition products such as SO2",
        "Leak detection and compartment gas-density checks",
      ],
    },
    {
      title: "Circuit Breaker Timing Analysis",
      text: "A breaker that opens slowly or unevenly may fail to clear a fault. Timing analysis measures the speed and synchronism of every operation.",
      points: [
        "Opening, closing and close-open times",
        "Pole discrepancy and contact bounce",
        "Travel, velocity and overtravel with motion transducers",
        "Coil current signatures and minimum operating voltage",
      ],
    },
    {
      title: "Thermal Imaging",
      text: "Loose or corroded connections run hot under load. Infrared thermography finds them on energised AIS equipment and on GIS enclosures and terminations.",
      points: [
        "Thermal imager with a range of 40 °C to 1200 °C",
        "Surveys of busbars, isolators, breakers, CTs, clamps and connectors",
        "Temperature rise assessed against load current and ambient",
        "Prioritised defect list with thermal and visual images",
      ],
    },
    {
      title: "Contact Resistance and Insulation Testing",
      text: "Main circuit resistance and insulation resistance are the basic health checks of every breaker and disconnector, at commissioning and after maintenance.",
      points: [
        "Main circuit resistance measured with high-current DC micro-ohmmeter",
        "Insulation resistance with a 15 kV insulation tester",
        "Polarisation index on insulation where relevant",
        "Comparison with factory values and between phases",
      ],
    },
  ],
  table: {
    columns: ["Parameter/Equipment", "Specification/Range", "Application", "Standard Compliance"],
    rows: [
      [
        "UHF Partial Discharge Detector",
        "300 MHz to 1.5 GHz",
        "Online PD detection in GIS compartments",
        "IEC 62478",
      ],
      [
        "Partial Discharge Magnitude",
        "1 pC to 50 nC",
        "Quantifying and trending PD activity",
        "IEC 60270, IEC 62478",
      ],
      [
        "Acoustic PD Sensors",
        "Contact sensors on enclosures",
        "Locating particle and discharge sources within a compartment",
        "IEC 62478",
      ],
      [
        "SF6 Gas Analyser",
        "Dew point, purity and SO2 content",
        "Gas quality assessment and re-use decisions",
        "IEC 60480",
      ],
      [
        "SF6 Leak Detector",
        "Compartment-wise leak survey",
        "Gas tightness of GIS and breakers",
        "IEC 62271-1, IEC 62271-203",
      ],
      [
        "Circuit Breaker Timing Analyser",
        "Open, close and CO timings; travel and velocity",
        "Breaker mechanism condition and pole synchronism",
        "IEC 62271-100, IEEE C37.09",
      ],
      [
        "Micro-ohmmeter",
        "High-current DC injection, micro-ohm resolution",
        "Main circuit (contact) resistance",
        "IEC 62271-1",
      ],
      [
        "Insulation Resistance Tester",
        "15 kV",
        "Insulation resistance of switchgear and breakers",
        "IEC 62271-1, IEEE C37",
      ],
      [
        "Thermal Imager",
        "40 °C to 1200 °C",
        "Hot-spot detection on AIS and GIS terminations",
        "IEC 62271-1, IEEE C37",
      ],
    ],
  },
  faqs: [
    {
      question: "Can partial discharge in GIS be measured while it is in service?",
      answer:
        "Yes. UHF PD measurement uses built-in sensors or external sensors at barrier windows and works on energised GIS. Signals in the 300 MHz to 1.5 GHz band are far above most external interference, which makes the method sensitive and reliable in a live substation.",
    },
    {
      question: "How often should SF6 gas quality be checked?",
      answer:
        "We recommend checking dew point, purity and decomposition products at commissioning, after any gas handling or internal arcing, and then every few years as part of routine maintenance, or as the manufacturer advises. Results are compared with IEC 60480 limits.",
    },
    {
      question: "Which voltage levels of switchgear do you cover?",
      answer:
        "We test air-insulated and gas-insulated switchgear from 11 kV distribution panels up to 800 kV transmission substations, including circuit breakers, disconnectors, earthing switches, CTs and busbars.",
    },
  ],
  closing: {
    heading: "Know the Condition of Your Switchgear",
    text: "Share your substation details and the equipment you want assessed. We will plan the tests around your operating constraints and send a team with the right instruments.",
    ctaLabel: "Schedule Testing",
  },
  enquiry: {
    kind: "onSite",
    heading: "Book switchgear diagnostics at your site",
    intro:
      "Tell us the substation, the voltage level and the equipment you want assessed. We reply within 24 working hours with a test plan around your outage.",
    serviceId: "gis-and-ais",
    options: [
      "GIS & AIS Switchgear Diagnostics",
      "Partial discharge measurement",
      "SF6 gas analysis",
      "Circuit breaker timing",
      "Thermal imaging",
      "Other",
    ],
  },
};
