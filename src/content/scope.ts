import type { ServiceId } from "./services/ids";

/**
 * The lab's scope of accreditation as rows, the way NABL's schedule lists it:
 * what a fresh database starts with (lib/db/migrations/0030_scope.ts). After
 * that the table is the source: the quality team imports NABL's schedule or
 * edits a row on the desk (/desk/scope), and every page reads the database.
 *
 * A row's public id is its place in this list (1, 2, 3 …) and never changes.
 * `accredited: false` marks a test the lab offers outside its scope; its
 * report never carries the NABL mark. Prices are indicative, in rupees, per
 * sample (testing) or per instrument (calibration), before GST.
 */
export type ScopeKind = "testing" | "calibration";

export interface ScopeSeedRow {
  kind: ScopeKind;
  discipline: string;
  group: string;
  /** Materials or products tested (testing); measurand or instrument (calibration). */
  product: string;
  /** Component, parameter or the specific test performed. */
  parameter: string;
  /** The test method specification (a standard and its clause, or the lab's procedure). */
  method: string;
  range: string;
  /** Calibration and measurement capability (±), calibration rows only. */
  cmc: string;
  accredited: boolean;
  /** Indicative price in rupees (whole or with paise), or none: "on request". */
  priceRupees: number | null;
  services: readonly ServiceId[];
}

type Shared = Pick<ScopeSeedRow, "kind" | "discipline" | "group" | "product" | "services">;
type Own = Pick<ScopeSeedRow, "parameter" | "method"> &
  Partial<Pick<ScopeSeedRow, "range" | "cmc" | "accredited" | "priceRupees">>;

/** Rows that share their product, group and services, written once. */
const rowsOf = (shared: Shared, own: readonly Own[]): ScopeSeedRow[] =>
  own.map((o) => ({
    ...shared,
    range: "",
    cmc: "",
    accredited: true,
    priceRupees: null,
    ...o,
  }));

const ELECTRICAL = "Electrical";
const MECHANICAL = "Mechanical";
const CHEMICAL = "Chemical";
const CALIBRATION = "Electro-technical";

export const scopeSeed: readonly ScopeSeedRow[] = [
  // Cables
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Cables and cable accessories",
      product: "PVC and XLPE insulated power cables up to 1.1 kV",
      services: ["cables"],
    },
    [
      {
        parameter: "Conductor resistance (DC) at 20 °C",
        method: "IS 8130; IS 10810 (Part 5)",
        range: "1 µΩ to 10 Ω",
        priceRupees: 1500,
      },
      {
        parameter: "High voltage test at room temperature (3.5 kV AC, 5 minutes)",
        method: "IS 1554 (Part 1); IS 10810 (Part 45)",
        range: "Up to 100 kV AC",
        priceRupees: 2500,
      },
      {
        parameter:
          "Insulation resistance and volume resistivity at room temperature and at 70 °C / 90 °C",
        method: "IS 10810 (Part 43)",
        range: "10⁶ Ω to 10¹⁴ Ω",
        priceRupees: 3000,
      },
      {
        parameter: "Thickness of insulation and sheath",
        method: "IS 10810 (Part 6)",
        range: "0.1 mm to 10 mm",
        priceRupees: 1200,
      },
      {
        parameter:
          "Tensile strength and elongation at break of insulation and sheath, before and after ageing",
        method: "IS 10810 (Parts 7 and 11)",
        range: "Up to 5 kN",
        priceRupees: 4500,
      },
      {
        parameter: "Hot set test of XLPE insulation",
        method: "IS 7098 (Part 1); IS 10810 (Part 30)",
        range: "200 °C, 20 N/cm²",
        priceRupees: 2000,
      },
      {
        parameter: "Flammability test on a finished cable",
        method: "IS 10810 (Part 53)",
        range: "Burning time up to 60 s",
        priceRupees: 3500,
      },
      {
        parameter: "Oxygen index and temperature index of FR and FRLS sheath",
        method: "IS 10810 (Parts 58 and 64); ASTM D2863",
        range: "21 % to 60 % oxygen",
        accredited: false,
        priceRupees: 6500,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Cables and cable accessories",
      product: "XLPE insulated power cables from 3.3 kV to 33 kV",
      services: ["cables"],
    },
    [
      {
        parameter: "Partial discharge measurement",
        method: "IS 7098 (Part 2); IEC 60502-2; IEC 60270",
        range: "2 pC to 1000 pC, up to 60 kV",
        priceRupees: 12000,
      },
      {
        parameter: "AC high voltage withstand (2.5 U₀ for 30 minutes)",
        method: "IS 7098 (Part 2); IS 10810 (Part 45)",
        range: "Up to 100 kV AC",
        priceRupees: 8000,
      },
      {
        parameter: "Tan delta as a function of voltage and temperature",
        method: "IS 7098 (Part 2); IEC 60502-2",
        range: "0.0001 to 0.1 (tan δ), up to 40 kV",
        priceRupees: 9500,
      },
      {
        parameter: "Heating cycle test followed by partial discharge measurement",
        method: "IEC 60502-2, clause 18",
        range: "Conductor temperature up to 100 °C",
        accredited: false,
        priceRupees: null,
      },
      {
        parameter: "Impulse withstand followed by a power-frequency voltage test",
        method: "IS 7098 (Part 2); IEC 60230",
        range: "Up to 200 kVp, 1.2/50 µs",
        priceRupees: 18000,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Cables and cable accessories",
      product: "Aerial bunched cables (LT AB cable)",
      services: ["cables", "conductor"],
    },
    [
      {
        parameter: "Breaking load of the bare messenger conductor",
        method: "IS 14255; IS 398 (Part 4)",
        range: "Up to 100 kN",
        priceRupees: 3500,
      },
      {
        parameter: "Insulation resistance after water immersion",
        method: "IS 14255; IS 10810 (Part 43)",
        range: "10⁶ Ω to 10¹⁴ Ω",
        priceRupees: 2500,
      },
      {
        parameter: "Carbon black content of the insulation",
        method: "IS 14255; IS 10810 (Part 32)",
        range: "0.5 % to 5 %",
        accredited: false,
        priceRupees: 1800,
      },
    ],
  ),
  // Insulators
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Insulators",
      product: "Porcelain and glass disc, pin and post insulators for overhead lines",
      services: ["insulators"],
    },
    [
      {
        parameter: "Visual examination and verification of dimensions",
        method: "IS 731, clause 10; IEC 60383-1",
        range: "Up to 1000 mm",
        priceRupees: 800,
      },
      {
        parameter: "Dry power-frequency withstand voltage",
        method: "IS 731; IS 2071 (Part 1)",
        range: "Up to 300 kV AC",
        priceRupees: 3000,
      },
      {
        parameter: "Wet power-frequency withstand voltage",
        method: "IS 731; IS 2071 (Part 1)",
        range: "Up to 300 kV AC, 1 to 2 mm/min rain",
        priceRupees: 4000,
      },
      {
        parameter: "Lightning impulse withstand voltage (dry)",
        method: "IS 731; IEC 60060-1",
        range: "Up to 600 kVp",
        priceRupees: 9000,
      },
      {
        parameter: "Electromechanical failing load of string insulator units",
        method: "IS 731; IEC 60383-1, clause 19",
        range: "Up to 300 kN",
        priceRupees: 5500,
      },
      {
        parameter: "Temperature cycle test",
        method: "IS 731; IEC 60383-1, clause 24",
        range: "Water baths 0 °C to 70 °C",
        priceRupees: 2500,
      },
      {
        parameter: "Porosity test (dye penetration under pressure)",
        method: "IS 731; IEC 60383-1, clause 26",
        range: "Fuchsine in alcohol at 15 MPa",
        priceRupees: 2000,
      },
      {
        parameter: "Galvanising test of the metal parts (uniformity and mass of zinc)",
        method: "IS 2633; IS 6745",
        range: "Up to 2000 g/m²",
        priceRupees: 1500,
      },
      {
        parameter: "Puncture withstand under oil",
        method: "IS 731; IEC 60383-1, clause 16",
        range: "Up to 300 kV AC",
        priceRupees: 4500,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Insulators",
      product: "Composite (polymeric) long rod insulators",
      services: ["insulators"],
    },
    [
      {
        parameter: "Specified mechanical load test",
        method: "IEC 61109, clause 10",
        range: "Up to 300 kN",
        priceRupees: 7500,
      },
      {
        parameter: "Dry power-frequency withstand voltage",
        method: "IEC 61109; IS 2071 (Part 1)",
        range: "Up to 300 kV AC",
        priceRupees: 3500,
      },
      {
        parameter: "Hardness of the housing material (Shore A)",
        method: "IEC 61109; ISO 868",
        range: "20 to 90 Shore A",
        accredited: false,
        priceRupees: 1200,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Insulators",
      product: "Low-voltage shackle, guy strain and stay insulators",
      services: ["insulators"],
    },
    [
      {
        parameter: "Dry and wet one-minute power-frequency withstand",
        method: "IS 1445; IS 5300",
        range: "Up to 50 kV AC",
        priceRupees: 1800,
      },
      {
        parameter: "Mechanical failing load",
        method: "IS 1445; IS 5300",
        range: "Up to 100 kN",
        priceRupees: 1800,
      },
    ],
  ),
  // Porcelain connectors and bushings
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Insulators",
      product: "Porcelain bushings for transformers and hollow insulators",
      services: ["porcelain-connector", "transformers"],
    },
    [
      {
        parameter: "Dry power-frequency withstand voltage",
        method: "IS 2099; IS 7421; IS 3347",
        range: "Up to 300 kV AC",
        priceRupees: 3000,
      },
      {
        parameter: "Verification of dimensions against the drawing",
        method: "IS 3347; IS 5621",
        range: "Up to 2000 mm",
        priceRupees: 900,
      },
      {
        parameter: "Cantilever (bending) strength test",
        method: "IS 5621; IEC 61462",
        range: "Up to 50 kN",
        priceRupees: 4000,
      },
      {
        parameter: "Tightness test of the gasketed joint (oil leakage)",
        method: "IS 2099, clause 9.10",
        range: "Up to 1 bar above atmospheric, 12 hours",
        accredited: false,
        priceRupees: 2500,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Insulators",
      product: "Porcelain connectors and fittings to IS 2544",
      services: ["porcelain-connector"],
    },
    [
      {
        parameter: "Power-frequency dry flashover and withstand",
        method: "IS 2544; IS 2071 (Part 1)",
        range: "Up to 300 kV AC",
        priceRupees: 2500,
      },
      {
        parameter: "Mechanical failing load (torsion and bending)",
        method: "IS 2544",
        range: "Up to 50 kN",
        priceRupees: 2200,
      },
    ],
  ),
  // Conductors
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Conductors",
      product: "Aluminium conductors, galvanised steel reinforced (ACSR)",
      services: ["conductor"],
    },
    [
      {
        parameter: "Ultimate tensile strength of the complete conductor",
        method: "IS 398 (Part 2); IEC 61089",
        range: "Up to 300 kN",
        priceRupees: 9000,
      },
      {
        parameter: "Resistance of the conductor (DC) at 20 °C",
        method: "IS 398 (Part 2)",
        range: "1 µΩ to 10 Ω",
        priceRupees: 1500,
      },
      {
        parameter: "Breaking load and elongation of individual aluminium and steel wires",
        method: "IS 398 (Part 2); IS 1521",
        range: "Up to 20 kN",
        priceRupees: 1800,
      },
      {
        parameter: "Mass of zinc coating and uniformity of galvanising on steel wires",
        method: "IS 4826; IS 2633",
        range: "Up to 500 g/m²",
        priceRupees: 1500,
      },
      {
        parameter: "Lay ratio and surface condition",
        method: "IS 398 (Part 2)",
        range: "Lay ratio 10 to 20",
        priceRupees: 800,
      },
      {
        parameter: "Stress-strain test",
        method: "IEC 61089, Annex B",
        range: "Up to 300 kN",
        accredited: false,
        priceRupees: null,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Conductors",
      product: "All aluminium alloy conductors (AAAC)",
      services: ["conductor"],
    },
    [
      {
        parameter: "Breaking load of individual alloy wires",
        method: "IS 398 (Part 4)",
        range: "Up to 20 kN",
        priceRupees: 1800,
      },
      {
        parameter: "Resistivity of the alloy wire at 20 °C",
        method: "IS 398 (Part 4)",
        range: "25 nΩ·m to 40 nΩ·m",
        priceRupees: 1500,
      },
      {
        parameter: "Wrapping test on alloy wires",
        method: "IS 398 (Part 4)",
        range: "Wire diameter 1.5 mm to 5 mm",
        priceRupees: 600,
      },
    ],
  ),
  // Steel: H beams and RSJ poles
  ...rowsOf(
    {
      kind: "testing",
      discipline: MECHANICAL,
      group: "Metals and steel structures",
      product: "Structural steel sections: H beams and RSJ poles",
      services: ["h-beam", "rsj-poles"],
    },
    [
      {
        parameter: "Tensile test: yield stress, tensile strength and elongation",
        method: "IS 1608 (Part 1); IS 2062",
        range: "Up to 1000 kN",
        priceRupees: 1800,
      },
      {
        parameter: "Bend test",
        method: "IS 1599; IS 2062",
        range: "Up to 180°, mandrel 2t to 3t",
        priceRupees: 900,
      },
      {
        parameter: "Charpy V-notch impact test at room temperature and at 0 °C / −20 °C",
        method: "IS 1757 (Part 1); IS 2062",
        range: "Up to 300 J",
        priceRupees: 2500,
      },
      {
        parameter: "Brinell hardness",
        method: "IS 1500 (Part 1)",
        range: "HBW 80 to 450",
        priceRupees: 900,
      },
      {
        parameter: "Dimensions, mass per metre and tolerances of the section",
        method: "IS 808; IS 1852",
        range: "Sections up to 600 mm deep",
        priceRupees: 1200,
      },
      {
        parameter: "Mass of zinc coating (hot-dip galvanised sections)",
        method: "IS 4759; IS 6745",
        range: "Up to 2000 g/m²",
        priceRupees: 1200,
      },
      {
        parameter: "Uniformity of zinc coating (Preece test)",
        method: "IS 2633",
        range: "Up to 8 dips",
        priceRupees: 800,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: CHEMICAL,
      group: "Metals and steel structures",
      product: "Carbon steel (plates, sections and poles)",
      services: ["h-beam", "rsj-poles"],
    },
    [
      {
        parameter:
          "Carbon, manganese, sulphur, phosphorus and silicon by spark emission spectrometry",
        method: "IS 8811; IS 2062",
        range: "0.005 % to 2 % (each element)",
        priceRupees: 2200,
      },
      {
        parameter: "Carbon equivalent (from the analysis)",
        method: "IS 2062, clause 8.1",
        range: "0.1 to 0.6",
        priceRupees: null,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: MECHANICAL,
      group: "Metals and steel structures",
      product: "RSJ poles for distribution lines",
      services: ["rsj-poles"],
    },
    [
      {
        parameter: "Deflection and permanent set under the specified working load",
        method: "Utility specification; IS 2713 (Part 1), clause 10, by analogy",
        range: "Up to 50 kN at the top, poles up to 13 m",
        accredited: false,
        priceRupees: null,
      },
    ],
  ),
  // PVC conduit
  ...rowsOf(
    {
      kind: "testing",
      discipline: MECHANICAL,
      group: "Plastics and polymers",
      product: "Rigid PVC conduits and fittings for electrical installations",
      services: ["pvc-conduit-pipe"],
    },
    [
      {
        parameter: "Dimensions: outside diameter, wall thickness and length",
        method: "IS 9537 (Part 3)",
        range: "16 mm to 63 mm outside diameter",
        priceRupees: 700,
      },
      {
        parameter: "Compression test",
        method: "IS 9537 (Part 1), clause 9.2; IS 9537 (Part 3)",
        range: "Up to 5 kN",
        priceRupees: 1200,
      },
      {
        parameter: "Impact test at −5 °C",
        method: "IS 9537 (Part 1), clause 9.3",
        range: "Up to 6 J",
        priceRupees: 1500,
      },
      {
        parameter: "Bending and collapse test",
        method: "IS 9537 (Part 3); IS 16205",
        range: "Up to 63 mm outside diameter",
        priceRupees: 1200,
      },
      {
        parameter: "Resistance to heat (ball pressure) and to burning",
        method: "IS 9537 (Part 1), clauses 11 and 12",
        range: "Up to 70 °C; 60 s flame",
        priceRupees: 2000,
      },
      {
        parameter: "Electrical strength and insulation resistance",
        method: "IS 9537 (Part 1), clause 10",
        range: "2 kV AC, 15 minutes; up to 10¹² Ω",
        priceRupees: 1500,
      },
      {
        parameter: "Dimensions and threads of fittings and boxes",
        method: "IS 2508; purchaser's drawing",
        range: "Up to 63 mm",
        accredited: false,
        priceRupees: 900,
      },
    ],
  ),
  // Transformers
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Transformers",
      product: "Oil-immersed distribution transformers up to 2500 kVA, 33 kV",
      services: ["transformers"],
    },
    [
      {
        parameter: "Measurement of winding resistance",
        method: "IS 2026 (Part 1), clause 11.2; IEC 60076-1",
        range: "1 mΩ to 20 kΩ",
        priceRupees: 2500,
      },
      {
        parameter: "Measurement of voltage ratio and check of phase displacement (vector group)",
        method: "IS 2026 (Part 1), clause 11.3",
        range: "Ratio 0.8 to 10,000",
        priceRupees: 2500,
      },
      {
        parameter: "Measurement of short-circuit impedance and load loss",
        method: "IS 2026 (Part 1), clause 11.4; IS 1180 (Part 1)",
        range: "Up to 2500 kVA, 33 kV",
        priceRupees: 6000,
      },
      {
        parameter: "Measurement of no-load loss and current",
        method: "IS 2026 (Part 1), clause 11.5; IS 1180 (Part 1)",
        range: "Up to 2500 kVA, 33 kV",
        priceRupees: 5000,
      },
      {
        parameter: "Total losses at 50 % and 100 % load (energy efficiency level)",
        method: "IS 1180 (Part 1)",
        range: "Up to 2500 kVA",
        priceRupees: 7500,
      },
      {
        parameter: "Separate-source AC withstand voltage test",
        method: "IS 2026 (Part 3); IEC 60076-3",
        range: "Up to 100 kV AC",
        priceRupees: 4000,
      },
      {
        parameter: "Induced over-voltage withstand test",
        method: "IS 2026 (Part 3); IEC 60076-3",
        range: "Up to 2 × rated voltage, 100 Hz to 200 Hz",
        priceRupees: 4500,
      },
      {
        parameter: "Temperature-rise test",
        method: "IS 2026 (Part 2); IEC 60076-2",
        range: "Up to 1000 kVA",
        priceRupees: 35000,
      },
      {
        parameter: "Lightning impulse test on the windings",
        method: "IS 2026 (Part 3); IEC 60076-3",
        range: "Up to 200 kVp",
        accredited: false,
        priceRupees: null,
      },
      {
        parameter: "Pressure and air-leakage test of the tank",
        method: "IS 1180 (Part 1), clause 21.5",
        range: "Up to 1 kg/cm² above atmospheric",
        priceRupees: 2000,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: CHEMICAL,
      group: "Insulating oils",
      product: "Mineral insulating oil from transformers",
      services: ["transformers"],
    },
    [
      {
        parameter: "Breakdown voltage (electric strength)",
        method: "IS 6792; IEC 60156",
        range: "Up to 100 kV",
        priceRupees: 800,
      },
      {
        parameter: "Water content by Karl Fischer titration",
        method: "IS 13567; IEC 60814",
        range: "2 mg/kg to 200 mg/kg",
        priceRupees: 1200,
      },
      {
        parameter: "Dielectric dissipation factor (tan δ) and resistivity at 90 °C",
        method: "IS 6262; IEC 60247",
        range: "0.0001 to 1 (tan δ)",
        priceRupees: 1800,
      },
      {
        parameter: "Dissolved gas analysis",
        method: "IS 9434; IEC 60567",
        range: "Hydrogen to C₂ hydrocarbons, 1 µL/L to 10,000 µL/L",
        accredited: false,
        priceRupees: 4500,
      },
    ],
  ),
  // Transmission equipment
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Switchgear and line equipment",
      product: "Isolators and disconnectors up to 33 kV",
      services: ["transmission-equipment"],
    },
    [
      {
        parameter: "Measurement of the resistance of the main circuit",
        method: "IS 9921; IEC 62271-102",
        range: "1 µΩ to 2 mΩ at 100 A DC",
        priceRupees: 1500,
      },
      {
        parameter:
          "Power-frequency withstand voltage (dry), to earth and across the isolating distance",
        method: "IS 9921; IEC 62271-102",
        range: "Up to 100 kV AC",
        priceRupees: 4000,
      },
      {
        parameter: "Mechanical operation test (1000 operations)",
        method: "IS 9921; IEEE C37.30",
        range: "Up to 1000 operations",
        priceRupees: 6000,
      },
      {
        parameter: "Temperature-rise test at rated current",
        method: "IS 9921; IEC 62271-102",
        range: "Up to 2000 A",
        accredited: false,
        priceRupees: null,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Switchgear and line equipment",
      product: "Line hardware: clamps, connectors and fittings",
      services: ["transmission-equipment", "porcelain-connector"],
    },
    [
      {
        parameter: "Slip strength of suspension and tension clamps",
        method: "IS 2486 (Part 1); IEC 61284",
        range: "Up to 200 kN",
        priceRupees: 3000,
      },
      {
        parameter: "Mechanical failing load of fittings",
        method: "IS 2486 (Part 1 and Part 2)",
        range: "Up to 300 kN",
        priceRupees: 3500,
      },
      {
        parameter: "Heat cycle test on connectors",
        method: "IS 5561; IEC 61284",
        range: "Up to 2000 A, 500 cycles",
        accredited: false,
        priceRupees: null,
      },
    ],
  ),
  // Energy meters
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Energy meters",
      product: "Single-phase and three-phase static watt-hour meters, class 1 and 2",
      services: ["energy-meters"],
    },
    [
      {
        parameter: "Test of meter constant",
        method: "IS 13779, clause 12.15",
        range: "Up to 100 A, 240 V / 415 V",
        priceRupees: 600,
      },
      {
        parameter: "Starting current and running with no load",
        method: "IS 13779, clauses 12.14.2 and 12.14.3",
        range: "0.4 % Ib upward",
        priceRupees: 600,
      },
      {
        parameter: "Limits of error at unity, 0.5 lag and 0.8 lead power factor",
        method: "IS 13779, clause 11; IEC 62053-21",
        range: "0.05 Ib to Imax, 0.5 lag to 0.8 lead",
        priceRupees: 1500,
      },
      {
        parameter: "Power consumption of the voltage and current circuits",
        method: "IS 13779, clause 7.1",
        range: "Up to 10 W / 10 VA",
        priceRupees: 800,
      },
      {
        parameter: "AC high voltage and impulse voltage tests",
        method: "IS 13779, clauses 12.7.6 and 12.7.7; IEC 62052-11",
        range: "Up to 4 kV AC; 6 kVp impulse",
        priceRupees: 2500,
      },
      {
        parameter: "Influence of external magnetic fields (tamper)",
        method: "CBIP Technical Report 325; utility specification",
        range: "Up to 0.5 T (permanent magnet)",
        accredited: false,
        priceRupees: 3000,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Energy meters",
      product: "CT- and PT-operated static meters, class 0.5S and 1.0",
      services: ["energy-meters"],
    },
    [
      {
        parameter: "Limits of error due to current variation",
        method: "IS 14697, clause 11; IEC 62053-22",
        range: "0.01 In to Imax, 63.5 V / 110 V",
        priceRupees: 2500,
      },
      {
        parameter: "Starting current and running with no load",
        method: "IS 14697, clause 12.13",
        range: "0.1 % In upward",
        priceRupees: 800,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "testing",
      discipline: ELECTRICAL,
      group: "Energy meters",
      product: "Smart and prepayment meters",
      services: ["energy-meters"],
    },
    [
      {
        parameter: "Accuracy and functional tests of smart meters",
        method: "IS 16444 (Part 1 and Part 2)",
        range: "Up to 100 A, 240 V / 415 V",
        priceRupees: 4000,
      },
      {
        parameter: "DLMS/COSEM data exchange: objects, profiles and security",
        method: "IS 15959 (Part 1 and Part 2); IEC 62056",
        range: "Optical port and RS-485",
        accredited: false,
        priceRupees: 15000,
      },
    ],
  ),
  // Calibration
  ...rowsOf(
    {
      kind: "calibration",
      discipline: CALIBRATION,
      group: "AC power and energy",
      product: "Reference standard energy meters and meter test benches (source and measure)",
      services: ["energy-meters"],
    },
    [
      {
        parameter: "Active energy at 50 Hz, power factor 1",
        method: "Comparison with a reference standard meter (in-house procedure MET-CP-07)",
        range: "40 V to 300 V; 10 mA to 120 A",
        cmc: "0.02 % of reading",
        priceRupees: 4500,
      },
      {
        parameter: "Active energy at 50 Hz, power factor 0.5 lag to 0.8 lead",
        method: "Comparison with a reference standard meter (in-house procedure MET-CP-07)",
        range: "40 V to 300 V; 10 mA to 120 A",
        cmc: "0.04 % of reading",
        priceRupees: 4500,
      },
      {
        parameter: "Reactive energy at 50 Hz",
        method: "Comparison with a reference standard meter (in-house procedure MET-CP-07)",
        range: "40 V to 300 V; 0.1 A to 120 A",
        cmc: "0.1 % of reading",
        accredited: false,
        priceRupees: 4500,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "calibration",
      discipline: CALIBRATION,
      group: "AC and DC low frequency",
      product: "Multimeters, clamp meters and panel meters (measure)",
      services: ["energy-meters", "transformers"],
    },
    [
      {
        parameter: "DC voltage",
        method: "Direct comparison with a multifunction calibrator (in-house procedure MET-CP-01)",
        range: "1 mV to 1000 V",
        cmc: "0.006 % of reading + 5 µV",
        priceRupees: 1200,
      },
      {
        parameter: "AC voltage at 50 Hz",
        method: "Direct comparison with a multifunction calibrator (in-house procedure MET-CP-02)",
        range: "10 mV to 1000 V",
        cmc: "0.05 % of reading",
        priceRupees: 1200,
      },
      {
        parameter: "AC current at 50 Hz, with a current coil for clamp meters",
        method:
          "Direct comparison with a calibrator and a 50-turn coil (in-house procedure MET-CP-03)",
        range: "1 mA to 1000 A",
        cmc: "0.2 % of reading",
        priceRupees: 1500,
      },
      {
        parameter: "Resistance",
        method: "Direct comparison with a multifunction calibrator (in-house procedure MET-CP-04)",
        range: "1 Ω to 100 MΩ",
        cmc: "0.01 % of reading",
        priceRupees: 1000,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "calibration",
      discipline: CALIBRATION,
      group: "AC and DC low frequency",
      product: "Insulation resistance testers (measure)",
      services: ["cables", "transformers"],
    },
    [
      {
        parameter: "Insulation resistance at 500 V to 5 kV test voltage",
        method: "Decade resistance box (in-house procedure MET-CP-05)",
        range: "1 MΩ to 1 TΩ",
        cmc: "1.5 % of reading",
        priceRupees: 1500,
      },
      {
        parameter: "Test voltage of the tester",
        method: "High-voltage divider and DMM (in-house procedure MET-CP-05)",
        range: "250 V to 10 kV DC",
        cmc: "0.5 % of reading",
        priceRupees: null,
      },
    ],
  ),
  ...rowsOf(
    {
      kind: "calibration",
      discipline: CALIBRATION,
      group: "Instrument transformers",
      product: "Current and voltage transformers (ratio and phase)",
      services: ["transformers", "energy-meters"],
    },
    [
      {
        parameter: "Ratio error and phase displacement of current transformers",
        method: "Comparison with a standard CT on a transformer test set (IS 16227 (Part 2))",
        range: "5 A to 2000 A primary; 1 A and 5 A secondary",
        cmc: "0.02 % ratio; 1 minute phase",
        priceRupees: 3500,
      },
      {
        parameter: "Ratio error and phase displacement of voltage transformers",
        method: "Comparison with a standard VT on a transformer test set (IS 16227 (Part 3))",
        range: "3.3 kV to 33 kV primary; 110 V secondary",
        cmc: "0.03 % ratio; 1.5 minutes phase",
        priceRupees: 4500,
      },
    ],
  ),
];
