import { site } from "./site";
import type { BlogPost, SeedBlogPost } from "./types";

/**
 * Seed data: the lab's first eight articles, newest first, loaded into a fresh
 * database by migration 0014 (their bodies are in content/articles). After that
 * the lab writes and edits articles on the desk; the site reads the database.
 * Ids are `${year}-${month}-${slug}` and never change.
 */
export const blogPosts: SeedBlogPost[] = [
  {
    id: "2025-03-on-site-calibration",
    image: {
      src: "/images/blog/post-1.svg",
      width: 800,
      height: 500,
      alt: "Calibration engineer checking a panel meter against a portable reference standard on a factory floor",
    },
    title: "On-Site Calibration: Keeping Plant Instruments Traceable Without Downtime",
    date: "12 March 2025",
    excerpt:
      "Removing every meter, relay test kit and process transmitter from a running plant for calibration costs production hours that most factories cannot spare. On-site calibration brings traceable reference standards to the instrument, with the same procedures, uncertainty budgets and certificate format as our Indore laboratory. This article explains which instruments suit site calibration, how we control temperature and supply conditions away from the lab, and what your team should prepare before our engineers arrive.",
  },
  {
    id: "2024-05-gis-partial-discharge",
    image: {
      src: "/images/blog/post-2.svg",
      width: 800,
      height: 500,
      alt: "UHF partial discharge sensor mounted on a gas-insulated switchgear bay in a substation",
    },
    title: "Finding Partial Discharge in GIS Before It Becomes a Flashover",
    date: "27 May 2024",
    excerpt:
      "Gas-insulated switchgear is compact and reliable, but a loose shield, a floating electrode or a metallic particle inside an enclosure can produce partial discharge for months before failure. UHF measurement in the 300 MHz to 1.5 GHz band picks up these signals through barrier windows and spacers while the substation stays energised. We describe how PD patterns are classified, how acoustic measurement helps locate the source, and how SF6 gas analysis completes the picture.",
  },
  {
    id: "2023-08-energy-meter-accuracy",
    image: {
      src: "/images/blog/post-3.svg",
      width: 800,
      height: 500,
      alt: "Row of static energy meters connected to a multi-position meter test bench",
    },
    title: "Energy Meter Accuracy Testing: What Utilities Should Check Beyond the Class Index",
    date: "4 August 2023",
    excerpt:
      "A class 1.0 or class 0.5S label tells you the permitted error at reference conditions, not how a meter behaves at low load, poor power factor or with harmonics on the supply. Acceptance testing to IS 13779 and IS 14697 covers starting current, no-load creep, accuracy across the load range and the influence of voltage and frequency variation. This post walks through a practical sampling and test plan for DISCOM lot inspections and disputed-bill checks.",
  },
  {
    id: "2023-01-insulator-testing",
    image: {
      src: "/images/blog/post-4.svg",
      width: 800,
      height: 500,
      alt: "Polymer and porcelain disc insulators lined up for mechanical load testing",
    },
    title: "Insulator Testing to IEC 60383 and IEC 61109: Porcelain, Glass and Polymer",
    date: "16 January 2023",
    excerpt:
      "Overhead line insulators must survive decades of pollution, rain, heat and mechanical load, so type, sample and routine tests examine both their electrical and mechanical strength. Porcelain and glass units are tested to IEC 60383 and IS 731, while composite insulators follow IEC 61109. We explain the dry and wet power-frequency withstand, lightning impulse, specified mechanical load, temperature cycle and porosity tests, and what a failed result usually points to.",
  },
  {
    id: "2022-04-nabl-iso-17025",
    image: {
      src: "/images/blog/post-5.svg",
      width: 800,
      height: 500,
      alt: "Quality manager reviewing an NABL scope of accreditation document at a laboratory desk",
    },
    title: "NABL Accreditation and ISO/IEC 17025: What It Means for Your Test Report",
    date: "11 April 2022",
    excerpt:
      "An NABL-accredited report is more than a printed result: it shows that the laboratory's competence, impartiality and measurement traceability were independently assessed against ISO/IEC 17025:2017. Only tests and calibrations listed in the laboratory's scope of accreditation can carry the accreditation symbol. This article shows how to read a scope, what a stated measurement uncertainty tells you, and why proficiency testing results matter when you choose a laboratory.",
  },
  {
    id: "2021-09-ct-pt-calibration",
    image: {
      src: "/images/blog/post-6.svg",
      width: 800,
      height: 500,
      alt: "Current transformer connected to an instrument transformer test set for ratio and phase error measurement",
    },
    title: "CT and PT Calibration: Ratio Error, Phase Displacement and Burden",
    date: "23 September 2021",
    excerpt:
      "Metering current and voltage transformers decide how much energy is billed, so a small ratio or phase error multiplies into real money across a feeder. Calibration to IS 16227 (IEC 61869) compares the transformer under test against a reference transformer at defined percentages of rated current or voltage and at rated and reduced burden. We cover accuracy classes 0.2, 0.5, 0.2S and 0.5S, and why testing at the connected burden matters.",
  },
  {
    id: "2021-02-transformer-testing-iec-60076",
    image: {
      src: "/images/blog/post-7.svg",
      width: 800,
      height: 500,
      alt: "Distribution transformer under routine testing with test leads connected to its bushings",
    },
    title: "Transformer Testing per IEC 60076: Routine, Type and Special Tests Explained",
    date: "8 February 2021",
    excerpt:
      "Every power and distribution transformer leaving a factory must pass routine tests, while type tests prove that a design meets its ratings. IEC 60076 and its Indian counterpart IS 2026 define winding resistance, ratio and vector group, no-load and load loss, impedance, applied and induced voltage tests, temperature rise and lightning impulse. This guide explains what each test reveals and how utilities use the results when accepting DTR and special-design transformers.",
  },
  {
    id: "2020-06-hv-cable-diagnostics",
    image: {
      src: "/images/blog/post-8.svg",
      width: 800,
      height: 500,
      alt: "VLF test set connected to the termination of a medium voltage underground cable",
    },
    title: "HV Cable Diagnostics: Tan Delta, Partial Discharge and Fault Location",
    date: "19 June 2020",
    excerpt:
      "Most underground cable failures start as slow insulation ageing, water trees or a poorly made joint long before the breakdown. Very low frequency tan delta at 0.1 Hz and partial discharge measurement show the condition of XLPE and PILC cables without stressing them like a high-potential test. When a fault does occur, time-domain reflectometry and surge location pinpoint it quickly, so crews dig once and restore supply sooner.",
  },
];

/** Fixed body shown on every blog detail page, below the post's excerpt. */
export const blogDetailSections: { heading: string; paragraphs: string[] }[] = [
  {
    heading: "Advanced Electrical Safety Testing",
    paragraphs: [
      "Our high voltage hall performs dielectric withstand testing up to 150kV AC and 200kV DC, covering cables, insulators, bushings, switchgear components and transformer insulation. Every test sequence follows the applicable IEC or IS standard, with voltage applied, held and measured through calibrated dividers so that the recorded value is the value the insulation actually saw.",
      "Safety testing is not only about pass or fail. Leakage current trends, insulation resistance and polarisation index readings, and partial discharge levels are recorded alongside the withstand result, giving manufacturers and utilities an early view of weaknesses that a simple withstand test would not show.",
    ],
  },
  {
    heading: "Metrology Lab Capabilities",
    paragraphs: [
      "The calibration laboratory covers 200+ electrical parameters, from DC and AC voltage, current and resistance to power, energy, phase angle, frequency and insulation resistance. Our reference standards are traceable to national standards through NPL India, and the best measurement uncertainty for our reference DC voltage calibration is below 0.005%, with working standards maintained at 0.01% accuracy.",
      "Instrument transformers are calibrated against reference CTs and PTs up to 33kV, and the laboratory completes 8,000+ calibrations every month. For urgent needs, a fast-track calibration service offers a 4-hour turnaround on common handheld and panel instruments, without skipping any step of the documented procedure.",
    ],
  },
  {
    heading: "Regulatory Compliance",
    paragraphs: [
      "Our laboratory operates under ISO/IEC 17025:2017 and is accredited by NABL for the tests and calibrations listed in its scope. Reports and certificates state the method, the environmental conditions, the measurement uncertainty where relevant and the traceability chain, so they stand up to scrutiny from utilities, auditors and regulators.",
      "We test to the standards our clients are bound by, including IEC 60076 and IS 2026 for transformers, IEC 60502 for cables, IEC 60383 for insulators, IS 16227 for instrument transformers and IS 13779 for energy meters. Where a tender specification differs from the standard, we agree the test plan in writing before testing begins.",
    ],
  },
  {
    heading: "Central India's Testing Advantage",
    paragraphs: [
      "Located on Sanwer Road in Indore, the laboratory is within a short drive of the Pithampur industrial area and well connected to Bhopal, Ujjain, Jabalpur, Nagpur, Raipur and Vadodara. Manufacturers save days of transit and the risk of damage that comes with sending heavy samples to distant laboratories.",
      "Our field teams also travel to substations, factories and project sites across Madhya Pradesh and neighbouring states for on-site testing and calibration. Standard laboratory tests are completed in 3-5 working days, and fast-track reports can be issued within 24-48 hours when a dispatch or commissioning date cannot move.",
    ],
  },
  {
    heading: "Safety & Certification",
    paragraphs: [
      "High voltage work is carried out only by authorised engineers inside interlocked test areas, with earthing procedures, permit-to-work records and emergency stops checked before every energisation. The same discipline applies on site, where our teams follow the client's safety rules in addition to our own.",
      "Each accredited report carries a unique number and can be verified with our laboratory on request. Certificates record the results, the decision rule used for any statement of conformity and the uncertainty of measurement, giving you a document you can present to a utility, a certification body or a customer with confidence.",
    ],
  },
];

/** The author the specification names on its eight articles. */
export const specAuthor = "Senior Calibration Specialist";

/** The byline of the specification's eight articles, as the spec fixes it. */
export const blogByline = `by ${specAuthor} | 8 min read`;

/**
 * The byline of an article written on the desk: its author (typed on the
 * article, else the name on the writer's account, else the lab) and the
 * minutes its body takes to read.
 */
export const articleByline = (author: string, minutes: number) =>
  `by ${author || site.name} | ${minutes} min read`;

/** Posts per page on the blog list: the spec's 8 article rows. Later posts go to ?page=2. */
export const BLOG_PAGE_SIZE = 8;

/** The detail page of a post. */
export const blogHref = (post: Pick<BlogPost, "id">) =>
  `/blog-details?id=${encodeURIComponent(post.id)}`;

export const blogWords = {
  breadcrumb: "Blogs",
  articles: "Articles",
  listLabel: "Article list",
  loadMore: "Load More",
  share: "Share",
  allArticles: "← All articles",
};

/** The news feed (/rss.xml). */
export const blogFeed = {
  path: "/rss.xml",
  title: `${site.name}: testing and calibration articles`,
  description:
    "New articles from our engineers on electrical testing, calibration, standards and accreditation.",
};
