import type { Service } from "../types";

export const iso17025: Service = {
  id: "iso-iec-is-17025",
  kind: "training",
  title: "ISO/IEC/IS 17025",
  description:
    "Training on ISO/IEC 17025:2017 (adopted in India as IS/ISO/IEC 17025) for testing and calibration laboratories preparing for NABL accreditation. Delivered by the quality team of an NABL-accredited laboratory, with examples from electrical testing and calibration.",
  image: {
    src: "/images/services/training.svg",
    width: 800,
    height: 600,
    alt: "Laboratory quality manager presenting ISO/IEC 17025 requirements",
  },
  iconPrimary: "/images/icons/energy-meters.svg",
  iconSecondary: "/images/icons/energy-meters-light.svg",
  headingImg: {
    src: "/images/services/heading/training.svg",
    width: 1600,
    height: 500,
    alt: "Training room at the Malwa Electrotest laboratory in Indore",
  },
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
