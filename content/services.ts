/**
 * The service catalogue: ten testing services in the order the site lists them, plus the
 * training and on-site entries the header menu links to. Plain typed data; components render it.
 */
import type { Picture, Service, SubService } from "./types";

/* ------------------------------------------------------------------ helpers */

/** Card / listing artwork of a service, drawn by the illustrator as /images/services/{id}.svg. */
const serviceImage = (imageId: string, alt: string): Picture => ({
  src: `/images/services/${imageId}.svg`,
  width: 800,
  height: 600,
  alt,
});

/** Wide banner shown at the top of /service-details. */
const headingImage = (imageId: string, alt: string): Picture => ({
  src: `/images/services/heading/${imageId}.svg`,
  width: 1600,
  height: 500,
  alt,
});

const iconPrimary = (iconId: string): string => `/images/icons/${iconId}.svg`;
const iconSecondary = (iconId: string): string => `/images/icons/${iconId}-light.svg`;

/** Wording shared by every accredited report. */
const NABL_REPORT = "NABL-accredited test report with ULR number, traceable to NPL-India";
const TURNAROUND = "3-5 working days from receipt of samples";

/* ------------------------------------------------------------------ the ten testing services */

const cables: Service = {
  id: "cables",
  title: "Cables",
  description:
    "Routine, acceptance and type testing of LT and HT power cables, aerial bunched cables and control cables to IEC 60502, IS 7098 and IS 1554. Our high-voltage hall tests cable samples up to 33 kV, and our field teams carry out diagnostic testing on installed cable systems up to 220 kV.",
  image: serviceImage(
    "cables",
    "Cross-section of an armoured XLPE power cable on a laboratory test bench",
  ),
  iconPrimary: iconPrimary("cables"),
  iconSecondary: iconSecondary("cables"),
  headingImg: headingImage("cables", "Cable drums lined up in the high-voltage cable testing hall"),
  options: ["HIGH VOLTAGE", "LOW VOLTAGE", "AB CABLES", "Other"],
  subServices: [
    {
      id: "ht-xlpe-power-cables",
      title: "HT XLPE Power Cables",
      description:
        "Testing of 3.3 kV to 33 kV XLPE-insulated, screened and armoured power cables to IS 7098 (Part 2) and IEC 60502-2, for manufacturers, EPC contractors and distribution utilities.",
      subdescription: [
        {
          kind: "paragraph",
          text: "HT cables are tested as drum-end samples drawn at the manufacturer's works or received at our Indore laboratory. Electrical tests are carried out in a shielded high-voltage hall with a 150 kV AC / 200 kV DC test system and a partial discharge detector calibrated to IEC 60270.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor resistance at 20 °C (IS 8130 / IEC 60228)",
            "Partial discharge test at 1.73 U0 (IEC 60502-2 limit: 10 pC)",
            "High-voltage test: 3.5 U0 AC for 5 minutes",
            "Tan delta (dielectric loss angle) at ambient and conductor operating temperature",
            "Hot set test on XLPE insulation at 200 °C",
            "Insulation resistance and volume resistivity at 27 °C and 90 °C",
            "Thickness of insulation and sheath, tensile strength and elongation before and after ageing",
            "Heating cycle test followed by partial discharge measurement (type test)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 7098 (Part 2), IEC 60502-2, IS 10810" },
            {
              label: "Voltage range",
              value: "3.3 kV to 33 kV (laboratory); field diagnostics up to 220 kV",
            },
            {
              label: "Sample size",
              value: "Drum-end sample of about 10 m per size; sampling as per IS 7098 (Part 2)",
            },
            { label: "Turnaround", value: `${TURNAROUND} (routine and acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "lt-pvc-xlpe-cables",
      title: "LT PVC/XLPE Cables",
      description:
        "Acceptance and type testing of 1.1 kV PVC and XLPE insulated armoured and unarmoured cables, including FR and FRLS variants, to IS 1554 (Part 1), IS 7098 (Part 1) and IEC 60502-1.",
      subdescription: [
        {
          kind: "paragraph",
          text: "LT cables form the bulk of consignments inspected for discoms, builders and panel makers. We verify construction against the purchase order and the standard, then run the electrical, physical and fire-performance tests the standard calls for.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor resistance and annealing test (copper) or wrapping test (aluminium)",
            "High-voltage test at 3 kV AC for 5 minutes",
            "Insulation resistance (volume resistivity) at room temperature and at rated temperature",
            "Thickness of insulation and outer sheath, dimensions of armour wires or strips",
            "Tensile strength and elongation at break of insulation and sheath, before and after ageing",
            "Hot set test (XLPE) and shrinkage, heat shock and thermal stability tests (PVC)",
            "Flammability test; oxygen index, temperature index and smoke density for FRLS sheaths",
            "Galvanising of steel armour: mass and uniformity of zinc coating",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "IS 1554 (Part 1), IS 7098 (Part 1), IEC 60502-1, IS 10810",
            },
            { label: "Voltage range", value: "Up to and including 1.1 kV" },
            {
              label: "Sample size",
              value: "About 5 m per cable size; sampling per IS 1554 (Part 1)",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "aerial-bunched-cables",
      title: "Aerial Bunched Cables",
      description:
        "Testing of LT aerial bunched cables to IS 14255 and HT aerial bunched cables to the utility's specification, covering XLPE phase cores, street-light cores and the aluminium-alloy messenger.",
      subdescription: [
        {
          kind: "paragraph",
          text: "AB cables replace bare conductors in theft-prone and congested areas, so utilities check both electrical integrity and the mechanical strength of the messenger. Samples are tested as complete bunches and as individual cores.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor resistance of phase, street-light and messenger conductors",
            "High-voltage test on cores immersed in water",
            "Breaking load of the messenger conductor and tensile test on individual wires",
            "Hot set test and insulation resistance of XLPE insulation",
            "Carbon black content and dispersion, for resistance to ultraviolet exposure",
            "Thickness of insulation and verification of core identification",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value:
                "IS 14255 (LT AB cable), IS 7098 (Part 2) and utility specification (HT AB cable), IS 398 (Part 4)",
            },
            { label: "Voltage range", value: "1.1 kV LT; 11 kV and 33 kV HT" },
            { label: "Sample size", value: "About 10 m of complete bunched cable per size" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const insulators: Service = {
  id: "insulators",
  title: "INSULATORS",
  description:
    "Type, acceptance and routine testing of porcelain and polymer (composite) insulators for distribution and transmission lines to IEC 60383, IS 731 and IEC 61109. We test pin, disc, shackle and guy insulators for power-frequency withstand, mechanical failing load, porosity, temperature cycle and galvanising.",
  image: serviceImage(
    "insulators",
    "Porcelain and polymer line insulators arranged for inspection",
  ),
  iconPrimary: iconPrimary("insulators"),
  iconSecondary: iconSecondary("insulators"),
  headingImg: headingImage(
    "insulators",
    "Insulator strings on a 33 kV overhead line against the sky",
  ),
  options: ["Polymer Insulators", "Porcelain Insulators", "LT Shackle / Guy Insulators", "Other"],
  subServices: [
    {
      id: "polymer-pin-insulator",
      title: "Polymer Pin Insulator",
      description:
        "Testing of 11 kV and 33 kV composite pin and line-post insulators with silicone-rubber housings, to IEC 61952, IEC 62217 and the utility's technical specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Polymer pin insulators are replacing porcelain on 11 kV and 33 kV feeders because they are lighter and resist vandalism. Our tests confirm the electrical withstand of the housing and the cantilever strength of the core and fittings.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions and creepage distance",
            "Dry and wet power-frequency withstand tests",
            "Specified cantilever load (SCL) test and failing load verification",
            "Galvanising test on metal fittings (mass and uniformity of zinc coating)",
            "Dye penetration and water diffusion tests on the core (IEC 62217)",
            "Hardness and hydrophobicity check of the housing material",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 61952, IEC 62217, utility technical specification" },
            {
              label: "Voltage range",
              value: "11 kV and 33 kV systems; power-frequency tests up to 150 kV AC",
            },
            {
              label: "Sample size",
              value: "As per the sampling plan of IEC 61952 for the lot size offered",
            },
            { label: "Turnaround", value: `${TURNAROUND} (acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "polymer-disc-insulator",
      title: "Polymer Disc Insulator",
      description:
        "Testing of composite suspension and tension (long-rod) insulators, commonly called polymer disc insulators, for 11 kV and 33 kV lines to IEC 61109 and IEC 62217.",
      subdescription: [
        {
          kind: "paragraph",
          text: "These insulators carry the full conductor tension at dead-end and angle locations, so the specified mechanical load (SML) and the integrity of the crimped end fittings are the critical checks.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Routine tensile load test at 50 % of SML for 10 seconds",
            "Verification of dimensions, locking system and end-fitting crimping",
            "Verification of the specified mechanical load (SML) on sample insulators",
            "Dry and wet power-frequency withstand tests",
            "Galvanising test on end fittings",
            "Dye penetration and water diffusion tests on the core (design tests)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 61109, IEC 62217" },
            { label: "Voltage range", value: "11 kV and 33 kV lines; typical SML 45 kN and 70 kN" },
            {
              label: "Sample size",
              value: "Sample tests as per IEC 61109 for the lot size offered",
            },
            { label: "Turnaround", value: `${TURNAROUND} (acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "porcelain-insulator",
      title: "Porcelain Insulator",
      description:
        "Testing of porcelain pin and post-type line insulators for 11 kV and 33 kV systems to IS 731 and IEC 60383-1.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Porcelain pin insulators remain the workhorse of rural distribution in Madhya Pradesh. We test them for glaze and body soundness, electrical withstand and mechanical failing load in the sequence IS 731 prescribes.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions",
            "Temperature cycle test",
            "Porosity test (fuchsin dye penetration)",
            "Dry and wet one-minute power-frequency withstand tests",
            "Power-frequency puncture withstand test",
            "Mechanical failing load (bending) test",
            "Galvanising test on pins and metal parts",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 731, IEC 60383-1" },
            { label: "Voltage range", value: "11 kV and 33 kV; test voltages up to 150 kV AC" },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 731 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "porcelain-disc-insulator",
      title: "Porcelain Disc Insulator",
      description:
        "Testing of cap-and-pin porcelain disc insulators (ball-and-socket and tongue-and-clevis) of 45 kN to 160 kN electromechanical strength to IS 731, IEC 60383-1 and IEC 60305.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Disc insulators are tested unit by unit. The electromechanical failing load test applies power-frequency voltage and tensile load together, which reveals weak porcelain or poor cementing that a purely mechanical test can miss.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Verification of dimensions and of the ball-and-socket coupling (IEC 60120)",
            "Temperature cycle test",
            "Electromechanical failing load test",
            "Puncture withstand test",
            "Porosity test on fragments",
            "Galvanising test on caps and pins",
            "Routine mechanical and routine electrical tests",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 731, IEC 60383-1, IEC 60305" },
            {
              label: "Voltage range",
              value: "Disc units for 11 kV to 220 kV strings; test voltages up to 150 kV AC",
            },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 731 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "shackle-insulator",
      title: "Shackle Insulator",
      description:
        "Testing of porcelain shackle (spool) insulators used on LT lines and service connections, in the 90 × 75 mm and 115 × 100 mm sizes, to IS 1445.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Shackle insulators are bought in very large lots by distribution utilities. We run the IS 1445 acceptance tests on samples drawn from each lot and report lot acceptance against the standard's sampling plan.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions",
            "Temperature cycle test",
            "Mechanical failing load test",
            "Porosity test",
            "Dry and wet power-frequency withstand tests",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 1445" },
            { label: "Voltage range", value: "LT lines up to and including 1000 V" },
            {
              label: "Sample size",
              value: "IS 1445 double-sampling plan, from 8 units for lots up to 500",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "guy-insulator",
      title: "Guy Insulator",
      description:
        "Testing of porcelain guy strain (stay) insulators, which keep the lower part of a stay wire dead if a live conductor falls on it, to IS 5300.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Guy insulators are a safety item on every stayed pole. We verify their mechanical strength and power-frequency withstand for designations A and C of IS 5300.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual examination and verification of dimensions",
            "Temperature cycle test",
            "Dry and wet one-minute power-frequency withstand tests",
            "Mechanical strength test (44 kN for designation A, 88 kN for designation C)",
            "Porosity test",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 5300" },
            { label: "Voltage range", value: "Stay sets of LT, 11 kV and 33 kV lines" },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 5300 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const hBeam: Service = {
  id: "h-beam",
  title: "H BEAM",
  description:
    "Mechanical, chemical and dimensional testing of hot-rolled H beams and H-beam poles used for 11 kV and 33 kV line supports and substation structures, to IS 2062 and IS 808. Reports confirm steel grade, section properties and the quality of hot-dip galvanising.",
  image: serviceImage("h-beam", "Hot-rolled steel H beam section with dimension markings"),
  iconPrimary: iconPrimary("h-beam"),
  iconSecondary: iconSecondary("h-beam"),
  headingImg: headingImage(
    "h-beam",
    "Stacked H-beam poles awaiting inspection in a utility store yard",
  ),
  options: ["H Beam Pole (Painted)", "H Beam Pole (Galvanised)", "Structural H Beam", "Other"],
  subServices: [
    {
      id: "tensile-and-mechanical-testing",
      title: "Tensile and Mechanical Testing",
      description:
        "Yield stress, tensile strength, elongation, bend and impact tests on specimens cut from the web and flange, to confirm the IS 2062 grade.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Test pieces are cut from the flange and web as IS 2062 directs and tested on a calibrated universal testing machine. Results are compared with the grade ordered, for example E250 (minimum yield stress 250 MPa, tensile strength 410 MPa, elongation 23 %).",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Tensile test: yield stress, ultimate tensile strength and percentage elongation (IS 1608)",
            "Bend test (IS 1599)",
            "Charpy V-notch impact test for BR, B0 and C quality steel (IS 1757)",
            "Brinell hardness test (IS 1500) where specified",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2062, IS 1608, IS 1599, IS 1757" },
            {
              label: "Grades covered",
              value: "IS 2062 grades E250 to E450, in the quality (A, BR, B0 or C) ordered",
            },
            {
              label: "Sample size",
              value: "One test piece per heat or cast, or as per the purchaser's sampling plan",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "chemical-composition-analysis",
      title: "Chemical Composition Analysis",
      description:
        "Spectrometric analysis of carbon, manganese, sulphur, phosphorus, silicon and micro-alloying elements, with carbon equivalent calculated for weldability.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Chemical composition is checked by optical emission spectrometry on a prepared surface of the sample, and the carbon equivalent is calculated to confirm the steel can be welded without preheating.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Carbon, manganese, silicon, sulphur and phosphorus content",
            "Micro-alloying elements (niobium, vanadium, titanium) where the grade calls for them",
            "Carbon equivalent (CE) calculation",
            "Comparison with the ladle and product analysis limits of IS 2062",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2062, IS 8811 (spectrographic analysis), IS 228" },
            {
              label: "Method",
              value: "Optical emission spectrometry, wet chemical analysis for referee tests",
            },
            { label: "Sample size", value: "One piece of about 50 × 50 mm per heat" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "dimensional-and-galvanising-tests",
      title: "Dimensional and Galvanising Tests",
      description:
        "Verification of section dimensions, mass per metre and straightness against IS 808 and IS 1852, and of hot-dip zinc coating to IS 4759.",
      subdescription: [
        {
          kind: "paragraph",
          text: "H-beam poles are bought by weight and installed in corrosive soil, so an under-weight section or a thin zinc coating shortens the life of the line. Both are checked on the full length supplied.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Depth, flange width, web and flange thickness against IS 808",
            "Mass per metre, length, straightness and camber within IS 1852 tolerances",
            "Mass of zinc coating per unit area (IS 6745)",
            "Uniformity of zinc coating by Preece test (IS 2633)",
            "Adhesion and visual inspection of the coating",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 808, IS 1852, IS 4759, IS 2633, IS 6745" },
            {
              label: "Application",
              value: "H-beam poles for 11 kV and 33 kV lines, substation structures",
            },
            {
              label: "Sample size",
              value: "As per the purchaser's sampling plan; typically one pole per 100",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const rsjPoles: Service = {
  id: "rsj-poles",
  title: "RSJ Poles",
  description:
    "Testing of rolled steel joist (RSJ) poles used on LT and 11 kV distribution lines, made from IS 2062 steel in IS 808 beam sections such as ISMB 125 and ISMB 150. We verify section, weight, mechanical properties and pole deflection under working load.",
  image: serviceImage("rsj-poles", "Rolled steel joist pole section showing the I-shaped profile"),
  iconPrimary: iconPrimary("rsj-poles"),
  iconSecondary: iconSecondary("rsj-poles"),
  headingImg: headingImage(
    "rsj-poles",
    "Row of RSJ poles carrying an LT distribution line along a rural road",
  ),
  options: ["RSJ Pole (Painted)", "RSJ Pole (Galvanised)", "Other"],
  subServices: [
    {
      id: "dimensional-and-mass-verification",
      title: "Dimensional and Mass Verification",
      description:
        "Checks of section depth, flange width, thicknesses, length and mass per metre of RSJ poles against IS 808 and the tolerances of IS 1852.",
      subdescription: [
        {
          kind: "paragraph",
          text: "RSJ poles are priced by weight, so mass per metre is the first thing a utility checks. Each selected pole is measured along its length and weighed.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Depth of section, flange width, web and flange thickness",
            "Overall length and straightness",
            "Mass per metre compared with the IS 808 tabulated value",
            "Paint or zinc coating thickness",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 808, IS 1852, utility specification" },
            { label: "Sections", value: "ISMB 125, ISMB 150 and other IS 808 beam sections" },
            { label: "Sample size", value: "As per the purchaser's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "mechanical-and-chemical-properties",
      title: "Mechanical and Chemical Properties",
      description:
        "Tensile, bend and chemical tests on specimens cut from RSJ poles to confirm they are rolled from IS 2062 steel of the specified grade.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Specimens are taken from a sacrificial length of the pole. Results show whether the steel is the IS 2062 grade ordered or a re-rolled substitute.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Yield stress, tensile strength and elongation (IS 1608)",
            "Bend test (IS 1599)",
            "Carbon, manganese, sulphur and phosphorus content, and carbon equivalent",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2062, IS 1608, IS 1599, IS 8811" },
            { label: "Grades covered", value: "E250 and higher grades of IS 2062" },
            { label: "Sample size", value: "One set of specimens per heat or per lot" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "pole-deflection-test",
      title: "Pole Deflection Test",
      description:
        "Full-scale load test on a complete RSJ pole: the working load is applied near the top and the deflection and permanent set are measured against the utility's specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "The pole is clamped over the planting depth given in the purchaser's specification and loaded horizontally at the specified point below the top. Deflection is recorded under load and again after the load is removed.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Deflection under the specified working load",
            "Permanent set after removal of the load",
            "Visual check for local buckling of flanges",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "Utility technical specification, steel to IS 2062 / IS 808",
            },
            { label: "Pole lengths", value: "8 m to 11 m" },
            { label: "Sample size", value: "One pole per lot, or as specified" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const conductor: Service = {
  id: "conductor",
  title: "Conductor",
  description:
    "Testing of bare overhead conductors (ACSR and AAAC) to IS 398 and of covered conductors, from individual wire tests to the breaking load of the complete stranded conductor. We also calculate current-carrying capacity (ampacity) to IEEE 738 for line design and uprating studies.",
  image: serviceImage(
    "conductor",
    "Cut end of an ACSR conductor showing aluminium strands around a steel core",
  ),
  iconPrimary: iconPrimary("conductor"),
  iconSecondary: iconSecondary("conductor"),
  headingImg: headingImage("conductor", "Conductor drums and stringing on a new 33 kV line"),
  options: ["AAAC", "ACSR", "COVER CONDUCTOR", "Other"],
  subServices: [
    {
      id: "acsr-conductor",
      title: "ACSR Conductor",
      description:
        "Testing of aluminium conductor steel-reinforced (ACSR) conductors such as Rabbit, Weasel, Dog, Panther and Zebra to IS 398 (Part 2).",
      subdescription: [
        {
          kind: "paragraph",
          text: "ACSR combines EC-grade aluminium wires with a galvanised steel core. We test the aluminium and steel wires separately and the complete conductor for resistance, mass and breaking load.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Diameter, breaking load and wrapping test of aluminium wires",
            "Breaking load, elongation, torsion and wrapping tests of steel wires",
            "Mass and uniformity of zinc coating on steel wires (IS 4826)",
            "Resistivity of aluminium wires and DC resistance of the conductor at 20 °C",
            "Lay ratio and direction of lay, mass per kilometre, surface condition",
            "Ultimate tensile strength (breaking load) of the stranded conductor",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 398 (Part 2), IS 4826, IEC 61089" },
            { label: "Voltage range", value: "Conductors for 11 kV to 400 kV lines" },
            {
              label: "Sample size",
              value:
                "As per IS 398 (Part 2): about 10 % of drums, with a conductor length for the breaking load test",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "aaac-conductor",
      title: "AAAC Conductor",
      description:
        "Testing of all-aluminium alloy conductors (AAAC) made from heat-treated Al-Mg-Si alloy wires to IS 398 (Part 4).",
      subdescription: [
        {
          kind: "paragraph",
          text: "AAAC is widely used by discoms for its higher strength-to-weight ratio and better corrosion resistance than ACSR. Alloy wires are tested for strength and resistivity, which depend on correct heat treatment.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Diameter, breaking load and elongation of alloy wires",
            "Resistivity of alloy wires and DC resistance of the conductor at 20 °C",
            "Wrapping test",
            "Lay ratio, mass per kilometre and surface condition",
            "Breaking load of the stranded conductor",
            "Chemical composition of the alloy (magnesium and silicon content)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 398 (Part 4), IEC 61089" },
            { label: "Voltage range", value: "Conductors for LT to 220 kV lines" },
            {
              label: "Sample size",
              value: "As per IS 398 (Part 4) for the number of drums offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "covered-conductor",
      title: "Covered Conductor",
      description:
        "Testing of XLPE-covered aluminium-alloy conductors used on 11 kV and 33 kV lines through forests and built-up areas, to EN 50397-1 and the utility's specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Covered conductors reduce faults caused by trees, birds and clashing, but the covering is not rated as full insulation. We test the conductor, the covering and their behaviour under voltage.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Conductor DC resistance and breaking load",
            "Thickness of covering, tensile strength and elongation before and after ageing",
            "Hot set test on XLPE covering",
            "Spark test and power-frequency voltage test on the covering",
            "Carbon black content for UV resistance",
            "Longitudinal water-tightness test where specified",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "EN 50397-1, IS 398 (Part 4) for the conductor, utility specification",
            },
            { label: "Voltage range", value: "11 kV and 33 kV covered conductor systems" },
            { label: "Sample size", value: "About 10 m per size per lot" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "ampacity-evaluation",
      title: "Ampacity Evaluation",
      description:
        "Calculation of steady-state and transient current ratings of bare overhead conductors to IEEE 738, using measured conductor data and local weather conditions.",
      subdescription: [
        {
          kind: "paragraph",
          text: "IEEE 738 balances Joule and solar heating against convective and radiative cooling to find the current at which a conductor reaches its design temperature. We combine measured DC resistance and conductor dimensions with summer ambient conditions of Central India.",
        },
        { kind: "heading", text: "What we deliver" },
        {
          kind: "list",
          items: [
            "Steady-state ampacity at the specified maximum conductor temperature",
            "Conductor temperature for a given load current",
            "Transient (short-time emergency) rating",
            "Comparison of ACSR, AAAC and HTLS options for line uprating",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEEE 738" },
            {
              label: "Inputs",
              value:
                "Conductor type, measured resistance, ambient temperature, wind speed, solar radiation",
            },
            {
              label: "Sample size",
              value: "Conductor data sheet; optional resistance measurement on a 10 m sample",
            },
            { label: "Turnaround", value: TURNAROUND },
            {
              label: "Test report",
              value: "Calculation report with all inputs and assumptions stated",
            },
          ],
        },
      ],
    },
  ],
};

const pvcConduitPipe: Service = {
  id: "pvc-conduit-pipe",
  title: "PVC CONDUIT PIPE",
  description:
    "Testing of rigid PVC conduits and conduit fittings for electrical wiring to IS 9537 (Part 1 and Part 3) and IS 16205, covering dimensions, mechanical strength, resistance to heat and flame, and electrical insulation. Polyethylene films and sheets used to line cable trenches and wrap conduit bundles are tested to IS 2508.",
  image: serviceImage(
    "pvc-conduit-pipe",
    "Rigid PVC conduit pipes of different diameters with couplers and bends",
  ),
  iconPrimary: iconPrimary("pvc-conduit-pipe"),
  iconSecondary: iconSecondary("pvc-conduit-pipe"),
  headingImg: headingImage(
    "pvc-conduit-pipe",
    "Bundles of PVC conduit pipes stacked in a warehouse",
  ),
  options: ["Light Duty Conduit", "Medium Duty Conduit", "Heavy Duty Conduit", "Other"],
  subServices: [
    {
      id: "rigid-pvc-conduits",
      title: "Rigid PVC Conduits",
      description:
        "Type and acceptance testing of light, medium and heavy duty rigid PVC conduits of 16 mm to 50 mm outside diameter to IS 9537 (Part 3).",
      subdescription: [
        {
          kind: "paragraph",
          text: "Conduits protect wiring in buildings for decades, so they must resist crushing, impact and heat, and must not spread flame. Tests are done on lengths cut from the consignment.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Outside diameter, minimum inside diameter and wall thickness (gauge test)",
            "Compression test for the declared duty class",
            "Impact test at low temperature",
            "Bending and collapse tests",
            "Resistance to heat",
            "Resistance to burning (self-extinguishing test)",
            "Electrical strength (2000 V for 15 minutes) and insulation resistance after water immersion",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 9537 (Part 1), IS 9537 (Part 3), IS 16205" },
            { label: "Sizes", value: "16 mm to 50 mm outside diameter" },
            { label: "Sample size", value: "About 5 lengths of 1 m per size" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "conduit-fittings-and-accessories",
      title: "Conduit Fittings and Accessories",
      description:
        "Dimensional and mechanical checks on couplers, bends, junction boxes and saddles supplied with PVC conduits, to the applicable part of IS 9537 and the purchaser's drawing.",
      subdescription: null,
    },
    {
      id: "polyethylene-films-and-sheets",
      title: "Polyethylene Films and Sheets",
      description:
        "Testing of LDPE, LLDPE and HDPE films and sheets used as moisture barriers in cable trenches and for packing conduits and cable drums, to IS 2508.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Polyethylene sheet laid under and over cables and conduits in trenches keeps moisture and soil chemicals away. Its protective value depends on thickness, strength and freedom from pinholes.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Thickness and width",
            "Tensile strength and elongation at break, in machine and transverse directions",
            "Dart impact strength",
            "Tear resistance",
            "Density and melt flow index of the material",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2508" },
            { label: "Types", value: "LDPE/LLDPE and HDPE films and sheets" },
            { label: "Sample size", value: "About 2 m of full-width film per lot" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const transformers: Service = {
  id: "transformers",
  title: "Transformers",
  description:
    "Routine, acceptance and type testing of oil-immersed distribution transformers and special designed transformers to IEC 60076, IS 1180 and IS 2026. We measure losses, impedance, ratio and vector group, verify dielectric strength and temperature rise, and confirm the energy efficiency level claimed by the manufacturer.",
  image: serviceImage(
    "transformers",
    "Three-phase oil-immersed distribution transformer on a test bay",
  ),
  iconPrimary: iconPrimary("transformers"),
  iconSecondary: iconSecondary("transformers"),
  headingImg: headingImage(
    "transformers",
    "Distribution transformers connected for loss measurement in the transformer test bay",
  ),
  options: [
    "Distribution Transformer (DTR)",
    "Special Designed Transformer (SDTR)",
    "Transformer Oil",
    "Other",
  ],
  subServices: [
    {
      id: "dtr",
      title: "DTR",
      description:
        "Testing of distribution transformers (DTR): outdoor oil-immersed three-phase and single-phase transformers up to 2500 kVA and 33 kV class, to IS 1180 (Part 1) and IEC 60076.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Distribution transformers are bought against guaranteed losses, and IS 1180 (Part 1) sets maximum total losses at 50 % and 100 % load for each energy efficiency level. Our loss measurement system uses precision CTs, PTs and a power analyser calibrated in our own NABL-accredited calibration laboratory.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Measurement of winding resistance",
            "Voltage ratio, polarity and vector group",
            "No-load loss and no-load current",
            "Load loss and impedance voltage; total losses at 50 % and 100 % load",
            "Insulation resistance",
            "Separate-source AC withstand voltage test (28 kV for 11 kV class, 70 kV for 33 kV class)",
            "Induced overvoltage withstand test at double frequency",
            "Temperature rise test (type test)",
            "Pressure and oil-leakage tests on the tank; breakdown voltage of oil (IS 6792)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 1180 (Part 1), IS 2026, IEC 60076-1/-2/-3" },
            { label: "Voltage range", value: "Up to 33 kV class; ratings up to 2500 kVA" },
            {
              label: "Sample size",
              value: "As per the purchaser's sampling plan; routine tests on every unit offered",
            },
            { label: "Turnaround", value: `${TURNAROUND} (routine and acceptance tests)` },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "sdtr",
      title: "SDTR",
      description:
        "Testing of special designed transformers (SDTR) built to a purchaser's specification, such as earthing, rectifier, furnace, dual-ratio, solar inverter-duty and compact substation transformers, to IS 2026 and IEC 60076.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Special designed transformers do not follow a standard rating table, so the test programme is drawn up from the purchaser's technical specification and the relevant parts of IS 2026 and IEC 60076. We agree the test plan before the transformer arrives.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Winding resistance, ratio on all taps and windings, polarity and vector group",
            "No-load and load losses, impedance voltage",
            "Zero-sequence impedance (earthing and zigzag transformers)",
            "Insulation resistance, capacitance and tan delta of windings",
            "Separate-source AC withstand and induced overvoltage withstand tests",
            "Temperature rise test where specified",
            "Oil tests: breakdown voltage, moisture and dissolved gas analysis",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2026, IEC 60076, purchaser's technical specification" },
            { label: "Voltage range", value: "Up to 33 kV class in the laboratory" },
            { label: "Sample size", value: "Each unit offered, or as agreed in the test plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const transmissionEquipment: Service = {
  id: "transmission-equipment",
  title: "Transmission equipment",
  description:
    "Testing of air break (AB) switches and isolators for distribution and sub-transmission networks to IS 9921, IEC 62271-102 and the IEEE C37 series. We verify contact resistance, operation, temperature rise and dielectric withstand, along with the insulators and galvanised parts that make up each set.",
  image: serviceImage(
    "transmission-equipment",
    "Three-pole air break switch mounted on a steel channel",
  ),
  iconPrimary: iconPrimary("transmission-equipment"),
  iconSecondary: iconSecondary("transmission-equipment"),
  headingImg: headingImage(
    "transmission-equipment",
    "Outdoor isolators in a 33 kV substation switchyard",
  ),
  options: ["AB Switch 11 kV", "AB Switch 33 kV", "Isolator", "Other"],
  subServices: [
    {
      id: "ab-switch",
      title: "AB SWITCH",
      description:
        "Testing of gang-operated three-pole air break switches for 11 kV and 33 kV lines, with post or pin insulators, arcing horns and operating mechanism, to IS 9921 and the utility's specification.",
      subdescription: [
        {
          kind: "paragraph",
          text: "AB switches are operated by linemen in all weather, so smooth mechanical operation and low contact resistance matter as much as insulation. Complete sets are assembled on a test frame exactly as installed on the pole.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual and dimensional check against the approved drawing",
            "Mechanical operation test and alignment of moving contacts",
            "Measurement of main circuit (contact) resistance with DC micro-ohmmeter",
            "Temperature rise test at rated normal current",
            "Power-frequency withstand voltage to earth and across the open gap",
            "Tests on insulators and galvanising of steel parts",
          ],
        },
        {
          kind: "specs",
          rows: [
            {
              label: "Standard",
              value: "IS 9921, IEC 62271-102, IEEE C37.30, utility specification",
            },
            { label: "Voltage range", value: "11 kV and 33 kV; rated currents 200 A to 630 A" },
            { label: "Sample size", value: "One complete three-pole set per lot, or as specified" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "isolator",
      title: "ISOLATOR",
      description:
        "Testing of centre-break and double-break isolators, with or without earth switch, used in substations, to IEC 62271-102 and IEEE C37 test practice.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Isolators provide a visible break for safe maintenance. We test them in the laboratory up to 33 kV, and carry out contact resistance and operation checks on site for isolators in switchyards of higher voltage.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Power-frequency withstand voltage to earth and across the isolating distance",
            "Measurement of main circuit resistance",
            "Temperature rise test at rated normal current",
            "Mechanical operation test of main and earth switches, including interlocks",
            "Operating torque measurement",
            "Galvanising test on structural parts",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 62271-102, IS 9921, IEEE C37.30 / C37.34" },
            {
              label: "Voltage range",
              value: "Up to 33 kV in the laboratory; site checks on higher-voltage isolators",
            },
            { label: "Sample size", value: "One complete pole or set per type" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const porcelainConnector: Service = {
  id: "porcelain-connector",
  title: "Porcelain Connector",
  description:
    "Testing of porcelain components that support and connect live parts in substations and transformers: post insulators to IS 2544, bushings to IS 2099 and IS 7421, and hollow insulators. Tests cover power-frequency withstand, mechanical strength, porosity and temperature cycle.",
  image: serviceImage(
    "porcelain-connector",
    "Brown-glazed porcelain post insulator with metal end caps",
  ),
  iconPrimary: iconPrimary("porcelain-connector"),
  iconSecondary: iconSecondary("porcelain-connector"),
  headingImg: headingImage(
    "porcelain-connector",
    "Porcelain post insulators supporting busbars in an outdoor substation",
  ),
  options: ["Post Insulator", "Transformer Bushing", "Hollow Insulator", "Other"],
  subServices: [
    {
      id: "porcelain-post-insulators",
      title: "Porcelain Post Insulators",
      description:
        "Testing of solid-core porcelain post insulators for busbar and isolator supports in systems above 1000 V, to IS 2544.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Post insulators carry busbars and isolator contacts and must withstand short-circuit forces. We test their bending and torsional strength as well as their electrical withstand.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Verification of dimensions and creepage distance",
            "Temperature cycle test",
            "Dry and wet power-frequency withstand tests",
            "Bending (cantilever) failing load test",
            "Torsion failing load test where specified",
            "Porosity test and galvanising test on metal caps",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2544" },
            {
              label: "Voltage range",
              value: "11 kV and 33 kV post insulators; test voltages up to 150 kV AC",
            },
            {
              label: "Sample size",
              value: "As per the sampling plan of IS 2544 for the lot size offered",
            },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "transformer-bushings",
      title: "Transformer Bushings",
      description:
        "Testing of porcelain HV and LV bushings for distribution transformers to IS 2099, IS 7421 and the dimensions of IS 3347.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Bushings are a frequent point of oil leakage and flashover on distribution transformers. We check their dimensions for interchangeability and their electrical and mechanical soundness.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Verification of dimensions against IS 3347",
            "Dry and wet power-frequency withstand tests",
            "Temperature cycle test",
            "Porosity test",
            "Cantilever strength test",
            "Pressure test for oil tightness",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 2099 (above 1000 V), IS 7421 (up to 1000 V), IS 3347" },
            { label: "Voltage range", value: "1 kV, 12 kV, 17.5 kV and 36 kV bushings" },
            { label: "Sample size", value: "As per the purchaser's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
    {
      id: "hollow-porcelain-insulators",
      title: "Hollow Porcelain Insulators",
      description:
        "Testing of hollow porcelain housings used for instrument transformers, surge arresters and circuit breakers, to IS 5621 and the manufacturer's drawing.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Hollow insulators enclose the active parts of outdoor equipment, so they must be free of cracks and porosity and able to hold internal pressure.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Visual and dimensional check",
            "Dry and wet power-frequency withstand tests",
            "Internal pressure test",
            "Bending load test",
            "Temperature cycle and porosity tests",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IS 5621, manufacturer's drawing" },
            { label: "Voltage range", value: "Housings for 11 kV to 33 kV equipment" },
            { label: "Sample size", value: "As per the purchaser's sampling plan" },
            { label: "Turnaround", value: TURNAROUND },
            { label: "Test report", value: NABL_REPORT },
          ],
        },
      ],
    },
  ],
};

const energyMeters: Service = {
  id: "energy-meters",
  title: "Energy Meters",
  description:
    "Testing of single-phase, three-phase and smart static energy meters the way a distribution utility's materials laboratory does, to IS 13779, IS 16444, IS 15959 and IEC 62053. We check accuracy across load and power factor, starting and no-load behaviour, tamper resistance, and DLMS/COSEM data exchange.",
  image: serviceImage(
    "energy-meters",
    "Single-phase smart energy meter with its display showing kWh",
  ),
  iconPrimary: iconPrimary("energy-meters"),
  iconSecondary: iconSecondary("energy-meters"),
  headingImg: headingImage(
    "energy-meters",
    "Energy meters mounted on a multi-position meter test bench",
  ),
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

/** The ten testing services, in the order the site lists them. */
export const services: Service[] = [
  cables,
  insulators,
  hBeam,
  rsjPoles,
  conductor,
  pvcConduitPipe,
  transformers,
  transmissionEquipment,
  porcelainConnector,
  energyMeters,
];

/* ------------------------------------------------------------------ header menus */

/** Training entries of the header's Service dropdown; each links to /service-details?id={name}. */
export const trainingMenu: string[] = ["ISO 9001", "ISO/IEC/IS 17025", "ISO 17020"];

/** On-site testing entries of the header's Service dropdown; each links to /service-details?id={name}. */
export const onSiteTestingMenu: string[] = [
  "Transformer Testing",
  "Relay Testing",
  "Tan Delta Testing",
  "SFRA Testing",
  "HI pot Testing",
  "Cable Fault Locator",
  "CT-PT Testing",
];

/* ------------------------------------------------------------------ supplementary services (menu targets) */

const trainingImage = (alt: string): Picture => serviceImage("training", alt);
const trainingHeading = (alt: string): Picture => headingImage("training", alt);

const iso9001: Service = {
  id: "iso-9001",
  title: "ISO 9001",
  description:
    "Training on ISO 9001:2015 quality management systems for manufacturers of electrical equipment and their suppliers. Courses cover the process approach, risk-based thinking and internal auditing to ISO 19011, taught by practitioners who run an ISO 9001:2015 certified laboratory.",
  image: trainingImage("Trainer explaining the ISO 9001 process approach to a class of engineers"),
  iconPrimary: iconPrimary("transformers"),
  iconSecondary: iconSecondary("transformers"),
  headingImg: trainingHeading("Training room at the Malwa Electrotest laboratory in Indore"),
  options: ["Awareness Training", "Internal Auditor Training", "Implementation Support", "Other"],
  subServices: [
    {
      id: "iso-9001-awareness",
      title: "ISO 9001:2015 Awareness",
      description:
        "A one-day programme on the structure and requirements of ISO 9001:2015 for shop-floor supervisors and staff.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Participants learn what each clause of ISO 9001:2015 asks of them and how their daily records support the quality management system.",
        },
        { kind: "heading", text: "Topics covered" },
        {
          kind: "list",
          items: [
            "High-level structure and clauses 4 to 10",
            "Process approach and the PDCA cycle",
            "Risk-based thinking and quality objectives",
            "Documented information and control of non-conforming output",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "ISO 9001:2015" },
            { label: "Duration", value: "1 day" },
            { label: "Batch size", value: "Up to 20 participants" },
            { label: "Certificate", value: "Certificate of participation" },
          ],
        },
      ],
    },
    {
      id: "iso-9001-internal-auditor",
      title: "ISO 9001:2015 Internal Auditor",
      description:
        "A two-day course to plan, conduct and report internal audits of a quality management system, following ISO 19011:2018.",
      subdescription: [
        {
          kind: "paragraph",
          text: "The course combines clause-by-clause study with audit role-plays based on the processes of an electrical equipment manufacturer.",
        },
        { kind: "heading", text: "Topics covered" },
        {
          kind: "list",
          items: [
            "Audit principles and programme management (ISO 19011:2018)",
            "Preparing checklists and sampling evidence",
            "Writing non-conformities and audit reports",
            "Corrective action and verification of effectiveness",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "ISO 9001:2015, ISO 19011:2018" },
            { label: "Duration", value: "2 days" },
            { label: "Batch size", value: "Up to 20 participants" },
            { label: "Certificate", value: "Certificate on passing the written evaluation" },
          ],
        },
      ],
    },
  ],
};

const iso17025: Service = {
  id: "iso-iec-is-17025",
  title: "ISO/IEC/IS 17025",
  description:
    "Training on ISO/IEC 17025:2017 (adopted in India as IS/ISO/IEC 17025) for testing and calibration laboratories preparing for NABL accreditation. Delivered by the quality team of an NABL-accredited laboratory, with examples from electrical testing and calibration.",
  image: trainingImage("Laboratory quality manager presenting ISO/IEC 17025 requirements"),
  iconPrimary: iconPrimary("energy-meters"),
  iconSecondary: iconSecondary("energy-meters"),
  headingImg: trainingHeading("Training room at the Malwa Electrotest laboratory in Indore"),
  options: [
    "Awareness Training",
    "Internal Auditor Training",
    "NABL Documentation Support",
    "Other",
  ],
  subServices: [
    {
      id: "iso-17025-requirements",
      title: "ISO/IEC 17025:2017 Requirements",
      description:
        "A two-day course on the general, structural, resource, process and management system requirements of ISO/IEC 17025:2017 and the NABL assessment process.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Participants work through each clause with examples of records, procedures and evidence that NABL assessors expect to see in an electrical laboratory.",
        },
        { kind: "heading", text: "Topics covered" },
        {
          kind: "list",
          items: [
            "Impartiality and confidentiality (clause 4)",
            "Personnel competence, equipment and metrological traceability (clause 6)",
            "Method validation, measurement uncertainty and decision rules (clause 7)",
            "Ensuring the validity of results and reporting (clauses 7.7 and 7.8)",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "ISO/IEC 17025:2017, NABL specific criteria" },
            { label: "Duration", value: "2 days" },
            { label: "Batch size", value: "Up to 20 participants" },
            { label: "Certificate", value: "Certificate on passing the written evaluation" },
          ],
        },
      ],
    },
    {
      id: "iso-17025-internal-audit",
      title: "ISO/IEC 17025 Internal Audit",
      description:
        "A course on auditing a laboratory's technical and management requirements, including witnessing of tests and calibrations.",
      subdescription: [
        {
          kind: "paragraph",
          text: "The course prepares quality and technical staff to run the internal audits and management reviews that clauses 8.8 and 8.9 of ISO/IEC 17025:2017 require.",
        },
        { kind: "heading", text: "Topics covered" },
        {
          kind: "list",
          items: [
            "Vertical and horizontal audits of a test report",
            "Witnessing a test or calibration and checking uncertainty budgets",
            "Recording findings and root-cause analysis",
            "Management review inputs and outputs",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "ISO/IEC 17025:2017, ISO 19011:2018" },
            { label: "Duration", value: "2 days" },
            { label: "Batch size", value: "Up to 20 participants" },
            { label: "Certificate", value: "Certificate on passing the written evaluation" },
          ],
        },
      ],
    },
  ],
};

const iso17020: Service = {
  id: "iso-17020",
  title: "ISO 17020",
  description:
    "Training on ISO/IEC 17020:2012 for bodies that inspect electrical installations, equipment and materials, including third-party inspection agencies engaged by utilities. The course covers independence criteria for Type A, B and C bodies, inspection methods and inspection reports.",
  image: trainingImage("Inspector reviewing an inspection checklist during a training session"),
  iconPrimary: iconPrimary("transmission-equipment"),
  iconSecondary: iconSecondary("transmission-equipment"),
  headingImg: trainingHeading("Training room at the Malwa Electrotest laboratory in Indore"),
  options: ["Awareness Training", "Internal Auditor Training", "Accreditation Support", "Other"],
  subServices: [
    {
      id: "iso-17020-requirements",
      title: "ISO/IEC 17020:2012 Requirements",
      description:
        "A two-day course on the requirements for the operation of inspection bodies and the NABCB accreditation route in India.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Examples are drawn from pre-dispatch inspection of cables, transformers and line materials, which is where most electrical inspection bodies work.",
        },
        { kind: "heading", text: "Topics covered" },
        {
          kind: "list",
          items: [
            "Independence requirements for Type A, B and C inspection bodies",
            "Impartiality, confidentiality and competence of inspectors",
            "Inspection methods, handling of items and records",
            "Inspection reports and certificates, complaints and appeals",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "ISO/IEC 17020:2012" },
            { label: "Duration", value: "2 days" },
            { label: "Batch size", value: "Up to 20 participants" },
            { label: "Certificate", value: "Certificate on passing the written evaluation" },
          ],
        },
      ],
    },
  ],
};

const transformerTesting: Service = {
  id: "transformer-testing",
  title: "Transformer Testing",
  description:
    "On-site pre-commissioning and condition-assessment testing of distribution and power transformers to IEC 60076 and IS 2026. Our field teams measure ratio, winding resistance, insulation and oil condition so that you can commission new units or plan maintenance of ageing ones.",
  image: serviceImage(
    "transformers",
    "Engineer connecting test leads to a substation power transformer",
  ),
  iconPrimary: iconPrimary("transformers"),
  iconSecondary: iconSecondary("transformers"),
  headingImg: headingImage(
    "transformers",
    "Power transformer in a substation during on-site testing",
  ),
  options: ["Pre-commissioning Tests", "Condition Assessment", "Oil Testing", "Other"],
  subServices: [
    {
      id: "pre-commissioning-tests",
      title: "Pre-commissioning Tests",
      description:
        "Tests carried out on a newly installed transformer before it is energised, to confirm it was not damaged in transit or erection.",
      subdescription: [
        {
          kind: "paragraph",
          text: "Results are compared with the factory test report so that any change since dispatch is caught before the transformer is charged.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Voltage ratio on all taps, polarity and vector group",
            "Winding resistance on all taps",
            "Insulation resistance and polarisation index",
            "Magnetising current and magnetic balance",
            "Oil breakdown voltage",
            "Operation checks of protection devices: Buchholz, oil and winding temperature indicators",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60076-1, IS 2026, CEA installation guidelines" },
            { label: "Voltage range", value: "Transformers from 11 kV to 220 kV class" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Signed site test report with factory comparison" },
          ],
        },
      ],
    },
    {
      id: "condition-assessment",
      title: "Condition Assessment",
      description:
        "Periodic diagnostic testing of in-service transformers to assess winding, core and insulation condition and to plan maintenance.",
      subdescription: [
        {
          kind: "paragraph",
          text: "We combine electrical diagnostics with oil analysis to rank the condition of a transformer fleet and recommend what to repair, refurbish or replace.",
        },
        { kind: "heading", text: "Tests performed" },
        {
          kind: "list",
          items: [
            "Capacitance and tan delta of windings and bushings",
            "Sweep frequency response analysis (SFRA)",
            "Dissolved gas analysis (IEC 60599) and oil quality tests",
            "Thermal imaging of bushings, tank and radiators",
          ],
        },
        {
          kind: "specs",
          rows: [
            { label: "Standard", value: "IEC 60076, IEC 60599, IEEE C57.152" },
            { label: "Voltage range", value: "Transformers from 11 kV to 220 kV class" },
            { label: "Turnaround", value: "Report within 3-5 working days of the site visit" },
            { label: "Test report", value: "Condition assessment report with recommendations" },
          ],
        },
      ],
    },
  ],
};

const relayTesting: Service = {
  id: "relay-testing",
  title: "Relay Testing",
  description:
    "On-site secondary injection testing of numerical, static and electromechanical protection relays to IEC 60255, for substations, industrial plants and solar parks. We verify settings, operating times and trip logic so that faults are cleared quickly and selectively.",
  image: serviceImage(
    "transmission-equipment",
    "Engineer testing a numerical protection relay with a secondary injection kit",
  ),
  iconPrimary: iconPrimary("transmission-equipment"),
  iconSecondary: iconSecondary("transmission-equipment"),
  headingImg: headingImage(
    "transmission-equipment",
    "Substation control panel with protection relays under test",
  ),
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

const tanDeltaTesting: Service = {
  id: "tan-delta-testing",
  title: "Tan Delta Testing",
  description:
    "On-site capacitance and dissipation factor (tan delta) testing of transformers, bushings, CTs and cables to assess insulation ageing and moisture. Cables are tested with a VLF source at 0.1 Hz up to 40 kV to IEEE 400.2.",
  image: serviceImage("cables", "Tan delta test set connected to a cable termination"),
  iconPrimary: iconPrimary("cables"),
  iconSecondary: iconSecondary("cables"),
  headingImg: headingImage("cables", "VLF tan delta test on an underground cable circuit"),
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

const sfraTesting: Service = {
  id: "sfra-testing",
  title: "SFRA Testing",
  description:
    "Sweep frequency response analysis of power and distribution transformers to detect winding movement, core displacement and other mechanical damage, to IEC 60076-18 and IEEE C57.149. SFRA is recommended after transport, after a through-fault and as a fingerprint at commissioning.",
  image: serviceImage("transformers", "SFRA analyser connected to transformer bushings"),
  iconPrimary: iconPrimary("transformers"),
  iconSecondary: iconSecondary("transformers"),
  headingImg: headingImage(
    "transformers",
    "Transformer in a substation prepared for frequency response analysis",
  ),
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

const hiPotTesting: Service = {
  id: "hi-pot-testing",
  title: "HI pot Testing",
  description:
    "High-potential (hipot) withstand testing of cables, switchgear, busducts, motors and panels, in our laboratory up to 150 kV AC / 200 kV DC and on site with portable AC, DC and VLF sets. A hipot test proves that insulation can withstand overvoltage without breakdown before equipment is energised.",
  image: serviceImage("cables", "High-voltage hipot test set with warning beacons"),
  iconPrimary: iconPrimary("cables"),
  iconSecondary: iconSecondary("cables"),
  headingImg: headingImage("cables", "High-voltage test hall with hipot test in progress"),
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

const cableFaultLocator: Service = {
  id: "cable-fault-locator",
  title: "Cable Fault Locator",
  description:
    "Round-the-clock location of faults in underground LT, HT and EHV cables up to 220 kV. Using time domain reflectometry with a range of 1 m to 50 km, arc reflection and surge pin-pointing, our teams locate faults within 1 m or 0.5 % of cable length, so only one small pit needs to be dug.",
  image: serviceImage("cables", "Cable fault locator van with reflectometer display"),
  iconPrimary: iconPrimary("cables"),
  iconSecondary: iconSecondary("cables"),
  headingImg: headingImage("cables", "Field engineer pin-pointing an underground cable fault"),
  options: ["LT Cable Fault", "HT Cable Fault", "Sheath Fault", "Other"],
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

const ctPtTesting: Service = {
  id: "ct-pt-testing",
  title: "CT-PT Testing",
  description:
    "Testing and calibration of current and voltage transformers to IS 16227 and IEC 61869, in our laboratory up to 33 kV and on site at substations and metering points. We verify ratio and phase errors, polarity, burden and, for protection CTs, knee-point voltage and excitation characteristics.",
  image: serviceImage("transformers", "Current and voltage transformers on a calibration bench"),
  iconPrimary: iconPrimary("transformers"),
  iconSecondary: iconSecondary("transformers"),
  headingImg: headingImage(
    "transformers",
    "Instrument transformer calibration set-up in the laboratory",
  ),
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

/**
 * Entries the header menu links to (training and on-site testing) that are not part of the ten-service
 * catalogue. They render on /service-details like any other service.
 */
export const supplementaryServices: Service[] = [
  iso9001,
  iso17025,
  iso17020,
  transformerTesting,
  relayTesting,
  tanDeltaTesting,
  sfraTesting,
  hiPotTesting,
  cableFaultLocator,
  ctPtTesting,
];

/** Every service that /service-details can show: the catalogue first, then the menu-only entries. */
export const allServices: Service[] = [...services, ...supplementaryServices];

/* ------------------------------------------------------------------ lookups and links */

const normalise = (value: string): string => value.trim().toLowerCase();

/**
 * What a service's page calls the work: "Transformers Testing", but "Relay
 * Testing", "Cable Fault Locator" and "ISO 9001" as they are (no doubled word).
 */
export function serviceWorkName(service: Pick<Service, "title">): string {
  const { title } = service;
  return /\b(testing|locator)$/i.test(title) || /^ISO\b/.test(title) ? title : `${title} Testing`;
}

/** The heading of the enquiry form on a service's page. */
export const serviceEnquiryHeading = (service: Pick<Service, "title">) =>
  `Request ${serviceWorkName(service)}`;

/**
 * The service whose title matches `id` case-insensitively (surrounding spaces ignored).
 * The ten catalogue services are searched before the supplementary ones.
 */
export function findService(id: string | undefined): Service | undefined {
  if (id === undefined) return undefined;
  const wanted = normalise(id);
  if (wanted === "") return undefined;
  return (
    services.find((s) => normalise(s.title) === wanted) ??
    supplementaryServices.find((s) => normalise(s.title) === wanted)
  );
}

/** The sub-service of `service` whose title matches `subId` case-insensitively (surrounding spaces ignored). */
export function findSubService(
  service: Service,
  subId: string | undefined,
): SubService | undefined {
  if (subId === undefined) return undefined;
  const wanted = normalise(subId);
  if (wanted === "") return undefined;
  return service.subServices.find((sub) => normalise(sub.title) === wanted);
}

/** Link to a service's detail page. */
export function serviceHref(s: Service): string {
  return `/service-details?id=${encodeURIComponent(s.title)}`;
}

/** Link to a sub-service's detail view. */
export function subServiceHref(s: Service, sub: SubService): string {
  return `/service-steps?id=${encodeURIComponent(s.title)}&subId=${encodeURIComponent(sub.title)}`;
}
