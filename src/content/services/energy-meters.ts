import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const energyMeters: CatalogueService = {
  id: "energy-meters",
  kind: "testing",
  listName: "energy meters",
  title: "Energy Meters",
  description:
    "Testing of single-phase, three-phase and smart static energy meters the way a distribution utility's materials laboratory does, to IS 13779, IS 16444, IS 15959 and IEC 62053. We check accuracy across load and power factor, starting and no-load behaviour, tamper resistance, and DLMS/COSEM data exchange.",
  image: {
    src: "/images/services/energy-meters.svg",
    width: 800,
    height: 600,
    alt: "Single-phase smart energy meter with its display showing kWh",
  },
  iconPrimary: "/images/icons/energy-meters.svg",
  iconSecondary: "/images/icons/energy-meters-light.svg",
  headingImg: {
    src: "/images/services/heading/energy-meters.svg",
    width: 1600,
    height: 500,
    alt: "Energy meters mounted on a multi-position meter test bench",
  },
  options: ["Single Phase Meter", "Three Phase Meter", "Smart Meter", "Other"],
  subServices: [
    {
      id: "single-phase-static-meters",
      title: "Single-Phase Static Meters",
      description:
        "Accuracy and type testing of single-phase whole-current static watt-hour meters of class 1 and class 2 to IS 13779 and IEC 62053-21.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Meters are tested on a multi-position test bench with a reference standard meter calibrated against national standards at NPL-India. Utilities use our reports for lot acceptance before meters are issued to the field.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "AC voltage test (4 kV for 1 minute) and insulation resistance",
            "Starting current test (0.4 % of Ib for class 1)",
            "Running with no load (creep) test",
            "Limits of error at unity, 0.5 lagging and 0.8 leading power factor",
            "Effect of influence quantities: voltage, frequency and harmonics",
            "Power consumption of voltage and current circuits",
            "Tamper tests: neutral missing, earth load, reverse current and external magnetic field",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 13779, IEC 62053-21, IEC 62052-11" },
            {
              label: "Voltage range",
              value: "240 V reference voltage; currents 5-30 A and 10-60 A",
            },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 13779 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "three-phase-static-meters",
      title: "Three-Phase Static Meters",
      description:
        "Testing of three-phase whole-current meters to IS 13779 and CT/PT-operated meters of class 0.5S and 1.0 to IS 14697, used for commercial, industrial and HT consumer metering.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Three-phase meters are tested with balanced and unbalanced loads. For CT-operated meters we can test the complete metering cubicle, including the CTs and PTs, since our calibration laboratory covers instrument transformers up to 33 kV.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "AC voltage test and insulation resistance",
            "Starting current and running with no load tests",
            "Limits of error with balanced and single-element loads",
            "Reactive and apparent energy accuracy, maximum demand registration",
            "Time-of-day registers and real-time clock accuracy",
            "Tamper and fraud detection: CT bypass, phase sequence reversal, magnetic influence",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 13779, IS 14697, IEC 62053-21, IEC 62053-22" },
            {
              label: "Voltage range",
              value:
                "3 × 240 V direct connected; 3 × 63.5 V PT-operated; -/5 A and -/1 A CT-operated",
            },
            { label: "Sample size", value: "As per the applicable standard's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "smart-meters",
      title: "Smart Meters",
      description:
        "Testing of single-phase and three-phase smart meters with load switch and communication module, to IS 16444 (Part 1 and Part 2), for utilities rolling out prepaid and AMI metering.",
      subdescription: [
        {
          kind: "paragraph",
          text: "A smart meter must measure accurately, disconnect and reconnect on command, and exchange data reliably over RF, cellular or power-line carrier. We test the metrology and the smart functions together.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "All accuracy tests of IS 13779 / IEC 62053-21",
            "Load switch (relay) operation, remote disconnect and reconnect",
            "Import and export (net metering) registration",
            "Prepaid and postpaid mode switching, time-of-day tariff registers",
            "Event and tamper logging with time stamps",
            "Electromagnetic compatibility: electrostatic discharge and fast transient burst (IEC 61000-4 series)",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "IS 16444 (Part 1 and Part 2), IS 15959 (Part 2), IEC 62053-21",
            },
            {
              label: "Voltage range",
              value:
                "Single-phase 240 V and three-phase 3 × 240 V, direct and transformer operated",
            },
            { label: "Sample size", value: "As per IS 16444 or the utility's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "dlms-protocol-conformance",
      title: "DLMS Protocol Conformance",
      description:
        "Verification of meter data exchange against IS 15959, the Indian companion specification of DLMS/COSEM (IEC 62056), so meters from different makers work with one head-end system.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Meters are read through the optical port and the communication module with a DLMS client, and every object required by the meter category is checked for presence, access rights and value.",
        },
        { kind: "heading", text: "Checks performed" },
        {
          kind: "list",
          items: [
            "Association levels and security: public client, low-level and high-level security",
            "OBIS codes of instantaneous, billing, load survey and event profiles",
            "Daily and block load profile capture periods",
            "Clock setting, activity calendar and tariff switching",
            "Firmware version and name plate details",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 15959 (Part 1 and Part 2), IEC 62056" },
            {
              label: "Meter categories",
              value: "Single-phase, three-phase, CT-operated and smart meters",
            },
            {
              label: "Sample size",
              value: "Three meters per model with the maker's read-out software",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};
