import type { GalleryCategory, GalleryPicture, Picture } from "./types";

export type GalleryIntro = { heading: string; text: string };

export const galleryIntro: GalleryIntro = {
  heading: "Inside Our Laboratory",
  text: "A look at the people, equipment and work behind our reports: the high voltage hall, the calibration laboratory, our safety practice and the field teams who test power equipment at substations and plants across Central India.",
};

export const galleryCollage: Picture = {
  src: "/images/gallery/collage.svg",
  width: 1600,
  height: 700,
  alt: "Collage of eight drawings: a power transformer, a high-voltage test column arcing to a sphere gap, a stack of conduit pipes, wind turbines beside transmission towers, a multimeter with a checklist, line insulators, a calibrator with a dial gauge, and a transmission tower",
};

/** The drawings of one category, numbered as their files: [caption, alt]. */
function pictures(id: string, items: [caption: string, alt: string][]): GalleryPicture[] {
  return items.map(([caption, alt], index) => ({
    src: `/images/gallery/${id}-${index + 1}.svg`,
    width: 800,
    height: 600,
    alt,
    caption,
  }));
}

/** The four gallery tabs, in display order; the first is selected initially. The pictures are drawings. */
export const galleryCategories: GalleryCategory[] = [
  {
    id: "high-voltage",
    caption: "High Voltage Testing",
    images: pictures("high-voltage", [
      [
        "AC withstand test with a sphere gap",
        "Drawing of a high-voltage test transformer column with a spark jumping to a sphere gap on a stand",
      ],
      [
        "Impulse voltage generator",
        "Drawing of a stacked impulse voltage generator and an engineer in a hard hat and safety vest pointing at it",
      ],
      [
        "Overhead transmission line",
        "Drawing of three lattice transmission towers carrying overhead lines into the distance",
      ],
      [
        "Transformer and instrument transformers",
        "Drawing of a power transformer beside a current transformer and a voltage transformer under a substation gantry",
      ],
      [
        "Flashover on an insulator string",
        "Drawing of two suspension disc insulator strings hanging from a beam, a spark running down the left one",
      ],
      [
        "Gas-insulated switchgear bay",
        "Drawing of a gas-insulated switchgear bay: a control cabinet beside enclosed busbars and a breaker tank",
      ],
    ]),
  },
  {
    id: "calibration",
    caption: "Calibration Labs",
    images: pictures("calibration", [
      [
        "Calibrator and dial gauge",
        "Drawing of a multifunction calibrator with a digital display beside a round dial gauge",
      ],
      [
        "Calibration bench",
        "Drawing of a bench holding an oscilloscope showing a sine wave, a calibrator and a handheld meter",
      ],
      [
        "Current transformer calibration",
        "Drawing of a ring-type current transformer wired to a calibrator",
      ],
      [
        "Gauges on a test manifold",
        "Drawing of three dial gauges mounted on a manifold beside a calibrator",
      ],
      [
        "Multimeter and checklist",
        "Drawing of a digital multimeter reading 1000 next to a clipboard with a ticked checklist",
      ],
      [
        "Thermal imaging of a panel",
        "Drawing of a switch panel with rows of breakers beside a thermal imaging camera showing a hot spot",
      ],
    ]),
  },
  {
    id: "safety",
    caption: "Safety & Compliance",
    images: pictures("safety", [
      [
        "Work permit and warning sign",
        "Drawing of a worker in a hard hat and high-visibility vest holding a permit beside a high-voltage warning sign",
      ],
      [
        "Barrier around the test area",
        "Drawing of a high-voltage test column fenced off by posts and a chain, with a warning sign",
      ],
      [
        "Discharge and earthing rod",
        "Drawing of a worker in a hard hat standing beside an insulated discharge and earthing rod",
      ],
      [
        "Helmet and insulating gloves",
        "Drawing of a safety helmet and a pair of insulating gloves",
      ],
      [
        "Fire extinguisher and first aid",
        "Drawing of a fire extinguisher, a first-aid kit and a high-voltage warning sign",
      ],
      [
        "Lock-out and tag-out",
        "Drawing of a worker holding a permit beside a breaker panel with a padlock and a tag on one switch",
      ],
    ]),
  },
  {
    id: "energy",
    caption: "Energy Systems",
    images: pictures("energy", [
      ["Solar panels and energy meter", "Drawing of two solar panels connected to an energy meter"],
      ["Wind power to the grid", "Drawing of two wind turbines beside lattice transmission towers"],
      [
        "Power lines to the city",
        "Drawing of transmission towers carrying lines over a city skyline",
      ],
      [
        "Substation transformer",
        "Drawing of a distribution transformer under a gantry beside instrument transformers",
      ],
      [
        "Rooftop solar and metering",
        "Drawing of a house with solar panels on its roof and an energy meter beside it",
      ],
      [
        "Solar charging for vehicles",
        "Drawing of a solar panel and a battery unit beside an electric vehicle charging station",
      ],
    ]),
  },
];

export const galleryWords = {
  tabsLabel: "Gallery categories",
  /** The larger view's close button. */
  close: "Close",
  /** The accessible name of the larger view. */
  viewer: "Larger view",
};
