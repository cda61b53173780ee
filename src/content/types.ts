/** Shapes of the lab's content. Content modules are plain typed data; components render them. */

/**
 * A picture in /public, a drawing (SVG) or a photo (JPEG, WebP), with its intrinsic size and the
 * words a screen reader needs ("" when purely decorative).
 */
export type Picture = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * Narrower copies of a photo (same picture, same proportions), for phones: the browser picks
   * one by the size the page shows it at. `src` is the widest. `npx tsx tools/media/photo.ts`
   * writes them.
   */
  srcset?: PictureCopy[];
};

/** One copy of a picture in a srcset: its file and its width in pixels. */
export type PictureCopy = { src: string; width: number };

/** Structured rich text: no HTML strings anywhere in the content. */
export type RichBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "specs"; rows: { label: string; value: string }[] };

export type SubService = {
  id: string;
  title: string;
  description: string;
  /** Detailed specification; null renders as "N/A". */
  subdescription: RichBlock[] | null;
};

/** What a service is: it decides its page's headings, its questions and its enquiry's fields. */
export type ServiceKind = "testing" | "calibration" | "training" | "onSite";

export type Service = {
  id: string;
  kind: ServiceKind;
  /** Exactly as the spec writes it: this is the ?id= value. */
  title: string;
  description: string;
  image: Picture;
  iconPrimary: string;
  iconSecondary: string;
  headingImg: Picture;
  subServices: SubService[];
  /** Choices of the test-request selector; always ends with "Other". */
  options: string[];
  /** The other pages offering the same kind of equipment, as a short choice (cables). */
  doors?: ServiceDoors;
};

/** A short choice between pages that serve the same equipment differently (laboratory or site). */
export type ServiceDoors = {
  label: string;
  /** Said in place of the link to the page the visitor is on. */
  current: string;
  doors: { question: string; text: string; link: string; href: string }[];
};

/** A page's own service enquiry: its heading and the services its select offers, the first chosen. */
export type PageEnquiry = {
  kind: ServiceKind;
  heading: string;
  intro: string;
  serviceId: string;
  options: [string, ...string[]];
};

export type FaqItem = { question: string; answer: string };

export type BlogPost = {
  /** Year, month and subject, e.g. "2025-03-on-site-calibration": the ?id= of /blog-details. */
  id: string;
  /** The cover; an article written on the desk may have none. */
  image?: Picture;
  title: string;
  /** Human-readable, e.g. "19 June 2020". */
  date: string;
  excerpt: string;
};

/** The specification's posts (the seed): each has its drawing. */
export type SeedBlogPost = BlogPost & { image: Picture };

export type NewsCard = {
  id: string;
  image: Picture;
  title: string;
  description: string;
  /** ISO form, e.g. "2025-03-14". */
  date: string;
};

export type Benefit = { title: string; description: string };

export type JobType = "Full-time" | "On-site" | "Contract";

export type JobOpening = {
  id: string;
  title: string;
  experience: string;
  location: string;
  /** ISO date (YYYY-MM-DD); shown in en-IN format. */
  deadline: string;
  /** ISO date (YYYY-MM-DD) the opening was posted. */
  postedOn: string;
  type: JobType;
  summary: string;
  /** One a line on the desk; the seed openings have four each. */
  requirements: string[];
};

export type JobCategory = { id: string; name: string; openings: JobOpening[] };

/** A gallery picture: its alt says what the drawing shows, its caption names the subject under it. */
export type GalleryPicture = Picture & { caption: string };
export type GalleryCategory = { id: string; caption: string; images: GalleryPicture[] };

export type SpecTable = {
  columns: [string, string, string, string];
  rows: [string, string, string, string][];
};

export type Testimonial = { id: string; name: string; position: string; testimonialReview: string };

export type TrainingProgramme = {
  title: string;
  subtitle: string;
  /** Name of an icon in components/ui/Icon. */
  icon: string;
  /** Accent used for the programme card: one of "blue" | "orange" | "green" | "violet" | "teal". */
  color: "blue" | "orange" | "green" | "violet" | "teal";
  modules: { title: string; description: string }[];
  attendees: string[];
};

export type Stat = { value: string; label: string };

export type Publication = { title: string; date: string; href: string };
