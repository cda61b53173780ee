import type { Service } from "../types";

export const relayTesting: Service = {
  id: "relay-testing",
  kind: "onSite",
  title: "Relay Testing",
  description:
    "On-site secondary injection testing of numerical, static and electromechanical protection relays to IEC 60255, for substations, industrial plants and solar parks. We verify settings, operating times and trip logic so that faults are cleared quickly and selectively.",
  image: {
    src: "/images/services/transmission-equipment.svg",
    width: 800,
    height: 600,
    alt: "Engineer testing a numerical protection relay with a secondary injection kit",
  },
  iconPrimary: "/images/icons/transmission-equipment.svg",
  iconSecondary: "/images/icons/transmission-equipment-light.svg",
  headingImg: {
    src: "/images/services/heading/transmission-equipment.svg",
    width: 1600,
    height: 500,
    alt: "Substation control panel with protection relays under test",
  },
  options: ["Numerical Relays", "Electromechanical Relays", "Protection Scheme Testing", "Other"],
  subServices: [
    {
      id: "relay-secondary-injection",
      title: "Secondary Injection Testing",
      description:
        "Testing of overcurrent, earth fault, differential, distance and other protection functions with a three-phase relay test set.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Each protection element is tested at its pick-up, drop-off and timing points against the approved setting sheet.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Pick-up and drop-off of overcurrent and earth fault elements",
            "Operating time against the IDMT characteristic",
            "Differential bias characteristic and harmonic restraint",
            "Distance zone reach and timing",
            "Trip circuit and breaker fail logic",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60255, utility protection philosophy" },
            { label: "Relays covered", value: "Numerical, static and electromechanical" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Relay test report with setting comparison" },
          ],
        },
      ],
    },
    {
      id: "protection-scheme-testing",
      title: "Protection Scheme Testing",
      description:
        "End-to-end testing of complete protection schemes, including CT and PT circuits, interlocks and tripping of circuit breakers.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Scheme tests confirm that the relay, wiring, CTs, PTs and circuit breaker work together as designed.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Primary injection to verify CT polarity and relay stability",
            "Trip and close circuit checks to the breaker",
            "Interlock and intertrip verification",
            "Annunciation and SCADA signal checks",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60255, IEC 61869 (instrument transformers)" },
            { label: "Voltage range", value: "11 kV to 220 kV substations" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Scheme test report" },
          ],
        },
      ],
    },
  ],
};
