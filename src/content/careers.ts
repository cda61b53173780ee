import { site } from "./site";
import type { JobCategory } from "./types";

export type CareerIntro = { heading: string; text: string };
export type CareerAdvantage = { title: string; description: string };

export const careerIntro: CareerIntro = {
  heading: "Build Your Career in Electrical Testing and Calibration",
  text: `At ${site.name}, engineers, metrologists and technologists work on the equipment that keeps Central India's power networks and factories running: transformers, cables, insulators, switchgear and the instruments that measure them. You will work to ISO/IEC 17025 procedures in an NABL-accredited laboratory, learn from senior specialists and take responsibility early.`,
};

/** The four advantage tiles on /career, in display order. */
export const careerAdvantages: CareerAdvantage[] = [
  {
    title: "Technical Collaboration",
    description:
      "Test engineers, calibration specialists and quality staff review results together, so every difficult measurement benefits from more than one experienced pair of eyes.",
  },
  {
    title: "Advanced Skill Development",
    description:
      "Structured training on high voltage testing, measurement uncertainty, partial discharge diagnostics and ISO/IEC 17025, with sponsored courses and internal auditor certification.",
  },
  {
    title: "Quality Excellence",
    description:
      "Work within a documented quality system where procedures, traceability and proficiency testing are taken seriously, and where raising a concern is expected, not discouraged.",
  },
  {
    title: "Modern Work Environment",
    description:
      "A temperature-controlled calibration laboratory, a shielded high voltage hall, current test equipment and digital record-keeping instead of paper registers.",
  },
];

/**
 * The job board's four categories in tab order. Their openings are SEED DATA: a fresh database
 * starts with them (migration 0012, 3, 2, 2, 2); after that the desk (/desk/openings) keeps them.
 */
export const jobCategories: JobCategory[] = [
  {
    id: "electrical-testing-engineering",
    name: "Electrical Testing & Engineering",
    openings: [
      {
        id: "senior-high-voltage-test-engineer",
        title: "Senior High Voltage Test Engineer",
        experience: "5+ Years",
        location: "Indore",
        deadline: "2027-01-31",
        postedOn: "2026-10-12",
        type: "Full-time",
        summary:
          "Lead dielectric, impulse and partial discharge testing of cables, insulators and transformer components in our high voltage hall. You will plan test sequences, supervise technicians and sign off test reports within the laboratory's NABL scope.",
        requirements: [
          "B.E./B.Tech in Electrical Engineering with 5+ years in a high voltage test laboratory or manufacturer's test bay",
          "Hands-on experience with AC and DC withstand, lightning impulse and partial discharge measurement",
          "Working knowledge of IEC 60060, IEC 60270, IEC 60502 and IEC 60383",
          "Familiarity with ISO/IEC 17025 documentation and measurement uncertainty",
        ],
      },
      {
        id: "transformer-test-engineer",
        title: "Transformer Test Engineer",
        experience: "3+ Years",
        location: "Pithampur",
        deadline: "2027-02-15",
        postedOn: "2026-10-20",
        type: "Full-time",
        summary:
          "Carry out routine and type tests on distribution and special-design transformers for manufacturers and DISCOMs. You will prepare test set-ups, record results and explain findings to inspecting engineers during witness tests.",
        requirements: [
          "Diploma or B.E. in Electrical Engineering with 3+ years of transformer testing",
          "Experience with winding resistance, ratio, no-load and load loss, and applied and induced voltage tests",
          "Knowledge of IEC 60076, IS 2026 and IS 1180 for distribution transformers",
          "Ability to write clear test reports and handle client witness inspections",
        ],
      },
      {
        id: "field-diagnostics-engineer",
        title: "Field Diagnostics Engineer – Cables & Switchgear",
        experience: "2+ Years",
        location: "Bhopal",
        deadline: "2027-01-15",
        postedOn: "2026-11-02",
        type: "On-site",
        summary:
          "Perform on-site VLF tan delta, partial discharge, cable fault location and GIS/AIS diagnostics at substations and industrial plants. The role involves regular travel across Madhya Pradesh and neighbouring states.",
        requirements: [
          "B.E./B.Tech or Diploma in Electrical Engineering with 2+ years of field testing",
          "Experience with TDR, surge generators or VLF test sets on medium voltage cables",
          "Understanding of substation safety, permit-to-work and earthing practice",
          "Valid two-wheeler or four-wheeler driving licence and willingness to travel",
        ],
      },
    ],
  },
  {
    id: "calibration-services",
    name: "Calibration Services",
    openings: [
      {
        id: "electrical-calibration-engineer",
        title: "Electrical Calibration Engineer",
        experience: "3+ Years",
        location: "Indore",
        deadline: "2027-02-28",
        postedOn: "2026-10-08",
        type: "Full-time",
        summary:
          "Calibrate multimeters, clamp meters, power analysers, insulation testers and energy meters against the laboratory's reference standards. You will also prepare uncertainty budgets and review certificates before release.",
        requirements: [
          "B.Sc. (Physics/Electronics) or B.E. in Electrical/Electronics with 3+ years in an accredited calibration laboratory",
          "Practical use of multifunction calibrators and reference multimeters",
          "Ability to evaluate measurement uncertainty as per the GUM and NABL guidance",
          "Attention to detail in records, traceability and environmental monitoring",
        ],
      },
      {
        id: "on-site-calibration-technician",
        title: "On-site Calibration Technician",
        experience: "1+ Years",
        location: "Pithampur",
        deadline: "2027-01-20",
        postedOn: "2026-11-05",
        type: "On-site",
        summary:
          "Calibrate process and electrical instruments at client plants in the Pithampur and Dewas industrial belts. You will carry portable reference standards, follow site procedures and record conditions for each calibration.",
        requirements: [
          "ITI or Diploma in Electrical, Electronics or Instrumentation with 1+ years of calibration work",
          "Experience with pressure, temperature or electrical calibrators in an industrial setting",
          "Careful handling and transport of reference equipment",
          "Willingness to work at client sites and follow their safety rules",
        ],
      },
    ],
  },
  {
    id: "it-digital-solutions",
    name: "IT & Digital Solutions",
    openings: [
      {
        id: "lims-software-developer",
        title: "LIMS Software Developer",
        experience: "3+ Years",
        location: "Indore",
        deadline: "2027-02-10",
        postedOn: "2026-10-26",
        type: "Full-time",
        summary:
          "Develop and maintain our laboratory information management system, from sample registration to report generation and instrument data capture. You will work closely with test engineers to turn paper procedures into reliable digital workflows.",
        requirements: [
          "B.E./B.Tech or MCA with 3+ years of web application development",
          "Experience with TypeScript, a relational database and REST APIs",
          "Understanding of audit trails, access control and data integrity",
          "Interest in laboratory, measurement or industrial software",
        ],
      },
      {
        id: "it-systems-administrator",
        title: "IT Systems Administrator",
        experience: "2+ Years",
        location: "Indore",
        deadline: "2027-01-10",
        postedOn: "2026-11-09",
        type: "Contract",
        summary:
          "Look after the laboratory's servers, network, backups and user accounts, including the systems that hold test records and client enquiries. The contract is for twelve months with the possibility of extension.",
        requirements: [
          "Graduate in IT or Computer Science with 2+ years of systems administration",
          "Experience with Linux servers, firewalls and backup and restore procedures",
          "Working knowledge of data protection practices and access control",
          "Clear documentation habits and readiness to support users on site",
        ],
      },
    ],
  },
  {
    id: "quality-assurance",
    name: "Quality Assurance",
    openings: [
      {
        id: "quality-manager-iso-17025",
        title: "Quality Manager (ISO/IEC 17025)",
        experience: "8+ Years",
        location: "Indore",
        deadline: "2027-03-15",
        postedOn: "2026-10-05",
        type: "Full-time",
        summary:
          "Own the laboratory's management system, internal audits, management reviews and NABL assessments. You will plan proficiency testing and interlaboratory comparisons and drive corrective actions to closure.",
        requirements: [
          "Postgraduate or B.E. in a technical discipline with 8+ years in testing or calibration laboratories",
          "Trained on ISO/IEC 17025:2017, preferably with NABL assessor experience",
          "Experience facing accreditation assessments and managing nonconformities",
          "Strong written communication and document control skills",
        ],
      },
      {
        id: "quality-assurance-executive",
        title: "Quality Assurance Executive",
        experience: "2+ Years",
        location: "Indore",
        deadline: "2027-02-05",
        postedOn: "2026-11-12",
        type: "Full-time",
        summary:
          "Support the Quality Manager with document control, equipment calibration schedules, internal audits and complaint records. You will also check reports for completeness before they are issued to clients.",
        requirements: [
          "Graduate in Science or Engineering with 2+ years in a quality role",
          "Internal auditor training in ISO/IEC 17025 or ISO 9001",
          "Comfort with spreadsheets and document management systems",
          "Methodical approach and respect for confidentiality",
        ],
      },
    ],
  },
];

/** How to apply: on the site first; the e-mail address only for those who cannot use the form. */
export const careerResumeNote = {
  site: "To apply, press Apply beside the opening and send the form with your CV: you get a reference number at once, and our HR team reads every application. Tell us briefly about the equipment you have tested or calibrated and the standards you have worked with. Shortlisted candidates are contacted for a technical interview.",
  general: "No opening that fits? Send a general application.",
  fallback:
    "If you cannot use the form, send your resume with the job title in the subject line to",
};

export const careerWords = {
  benefits: "Career Benefits",
  contactNow: "Contact Now",
  seeOpenings: (count: number) =>
    count === 0
      ? "How to apply"
      : count === 1
        ? "See the open role"
        : `See the ${count} open roles`,
  boardEyebrow: "Job board",
  openings: "Current Openings",
  categories: "Job categories",
  applyBefore: "Apply before",
  applyNow: "Apply now",
  noOpenings: (category: string) =>
    `No openings in ${category} right now. We keep good resumes on file: send yours to`,
};
