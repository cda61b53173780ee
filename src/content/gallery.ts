import type { GalleryCategory, Picture } from "./types";

export type GalleryIntro = { heading: string; text: string };

export const galleryIntro: GalleryIntro = {
  heading: "Inside Our Laboratory",
  text: "A look at the people, equipment and work behind our reports: the high voltage hall, the calibration laboratory, our safety practice and the field teams who test power equipment at substations and plants across Central India.",
};

export const galleryCollage: Picture = {
  src: "/images/gallery/collage.svg",
  width: 1600,
  height: 700,
  alt: "Collage of the high voltage hall, calibration benches and field testing at a substation",
};

function pictures(id: string, alts: string[]): Picture[] {
  return alts.map((alt, index) => ({
    src: `/images/gallery/${id}-${index + 1}.svg`,
    width: 800,
    height: 600,
    alt,
  }));
}

/** The four gallery tabs, in display order; the first is selected initially. */
export const galleryCategories: GalleryCategory[] = [
  {
    id: "high-voltage",
    caption: "High Voltage Testing",
    images: pictures("high-voltage", [
      "AC test transformer and capacitive voltage divider in the shielded high voltage hall",
      "Impulse voltage generator set up for lightning impulse testing of an insulator string",
      "Power cable sample with water terminations prepared for a 150kV AC withstand test",
      "Engineer monitoring a partial discharge measurement from the high voltage control room",
      "Porcelain disc insulators under a wet power-frequency withstand test",
      "DC high voltage test set connected to a cable for a 200kV DC withstand test",
    ]),
  },
  {
    id: "calibration",
    caption: "Calibration Labs",
    images: pictures("calibration", [
      "Multifunction calibrator and reference multimeter on a calibration bench",
      "Technician calibrating a digital clamp meter against a current coil",
      "Energy meters mounted on a multi-position meter test bench",
      "Current transformer connected to an instrument transformer test set for ratio error measurement",
      "Temperature and humidity logger monitoring conditions in the calibration laboratory",
      "Insulation resistance tester being calibrated with a high-resistance decade box",
    ]),
  },
  {
    id: "safety",
    caption: "Safety & Compliance",
    images: pictures("safety", [
      "Interlocked gate and warning beacon at the entrance to the high voltage test area",
      "Engineer applying a discharge and earthing rod to a test object after a withstand test",
      "Arc-rated personal protective equipment laid out before a field assignment",
      "Permit-to-work board recording the status of each test bay",
      "Quality manager reviewing calibration records during an internal audit",
      "Team safety briefing before energising a transformer test",
    ]),
  },
  {
    id: "energy",
    caption: "Energy Systems",
    images: pictures("energy", [
      "Distribution transformer connected for a no-load and load loss measurement",
      "Field engineer carrying out sweep frequency response analysis on a power transformer",
      "UHF partial discharge sensor fitted to a gas-insulated switchgear bay",
      "SF6 gas analyser connected to a circuit breaker for moisture and purity checks",
      "Thermal imaging camera scanning busbar joints in an outdoor substation",
      "Time-domain reflectometer locating a fault on an underground feeder cable",
    ]),
  },
];

export const galleryWords = { tabsLabel: "Gallery categories" };
