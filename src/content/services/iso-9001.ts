import type { Service } from "../types";

export const iso9001: Service = {
  id: "iso-9001",
  kind: "training",
  title: "ISO 9001",
  description:
    "Training on ISO 9001:2015 quality management systems for manufacturers of electrical equipment and their suppliers. Courses cover the process approach, risk-based thinking and internal auditing to ISO 19011, taught by practitioners who run an ISO 9001:2015 certified laboratory.",
  image: {
    src: "/images/services/training.svg",
    width: 800,
    height: 600,
    alt: "Trainer explaining the ISO 9001 process approach to a class of engineers",
  },
  iconPrimary: "/images/icons/transformers.svg",
  iconSecondary: "/images/icons/transformers-light.svg",
  headingImg: {
    src: "/images/services/heading/training.svg",
    width: 1600,
    height: 500,
    alt: "Training room at the Malwa Electrotest laboratory in Indore",
  },
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
