import type { Benefit } from "./types";

/** The six benefit blocks on /career-benefit. */
export const careerBenefits: Benefit[] = [
  {
    title: "Paid Leave and Holidays",
    description:
      "Every permanent employee receives 18 paid leaves, 12 public holidays and 10 sick leaves per year, so time away from the laboratory is planned, not begged for.",
  },
  {
    title: "Growth from Within",
    description:
      "80% of our leadership roles are filled by internal promotion. Technicians grow into engineers, engineers into section heads, and openings are announced internally before they are advertised.",
  },
  {
    title: "Sponsored Training and Certification",
    description:
      "We sponsor courses in ISO/IEC 17025, measurement uncertainty, high voltage testing and internal auditing, and give study leave for relevant professional examinations.",
  },
  {
    title: "Health Cover for Your Family",
    description:
      "Group medical insurance covers you and your family, and group personal accident cover protects staff who travel to substations and client sites.",
  },
  {
    title: "Statutory and Retirement Benefits",
    description:
      "Provident Fund, gratuity and ESIC where applicable are provided as the law requires, with salaries credited on time every month.",
  },
  {
    title: "Safe Workplace and Field Support",
    description:
      "Personal protective equipment, insulated tools and safety training are provided to everyone, and field staff receive travel and site allowances for on-site assignments.",
  },
];

export const careerBenefitWords = { heading: "Benefits" };
