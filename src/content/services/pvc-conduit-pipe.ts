import type { CatalogueService } from "./types";
import { NABL_REPORT, TURNAROUND } from "./shared";

export const pvcConduitPipe: CatalogueService = {
  id: "pvc-conduit-pipe",
  kind: "testing",
  listName: "PVC conduit",
  title: "PVC CONDUIT PIPE",
  description:
    "Testing of rigid PVC conduits and conduit fittings for electrical wiring to IS 9537 (Part 1 and Part 3) and IS 16205, covering dimensions, mechanical strength, resistance to heat and flame, and electrical insulation. Polyethylene films and sheets used to line cable trenches and wrap conduit bundles are tested to IS 2508.",
  image: {
    src: "/images/services/pvc-conduit-pipe.svg",
    width: 800,
    height: 600,
    alt: "Rigid PVC conduit pipes of different diameters with couplers and bends",
  },
  iconPrimary: "/images/icons/pvc-conduit-pipe.svg",
  iconSecondary: "/images/icons/pvc-conduit-pipe-light.svg",
  headingImg: {
    src: "/images/services/heading/pvc-conduit-pipe.svg",
    width: 1600,
    height: 500,
    alt: "Bundles of PVC conduit pipes stacked in a warehouse",
  },
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
