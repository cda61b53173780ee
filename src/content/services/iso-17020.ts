import type { Service } from "../types";

export const iso17020: Service = {
  id: "iso-17020",
  kind: "training",
  title: "ISO 17020",
  description:
    "Training on ISO/IEC 17020:2012 for bodies that inspect electrical installations, equipment and materials, including third-party inspection agencies engaged by utilities. The course covers independence criteria for Type A, B and C bodies, inspection methods and inspection reports.",
  image: {
    src: "/images/services/training.svg",
    width: 800,
    height: 600,
    alt: "Inspector reviewing an inspection checklist during a training session",
  },
  iconPrimary: "/images/icons/transmission-equipment.svg",
  iconSecondary: "/images/icons/transmission-equipment-light.svg",
  headingImg: {
    src: "/images/services/heading/training.svg",
    width: 1600,
    height: 500,
    alt: "Training room at the Malwa Electrotest laboratory in Indore",
  },
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
