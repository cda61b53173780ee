/** Training programmes shown on /testing-and-certifications (menu label: Calibration). */
import type { PageEnquiry, TrainingProgramme } from "./types";

export const trainingIntro: { heading: string; text: string } = {
  heading: "Training Programmes for Laboratories, Inspection Bodies and Utilities",
  text: "Malwa Electrotest runs practical training for engineers and quality staff who test, calibrate and inspect electrical equipment. Every programme is taught by people who work to these standards daily in our NABL-accredited laboratory in Indore, and uses real test reports, uncertainty budgets and proficiency testing results as case material.",
};

export const trainingProgrammes: TrainingProgramme[] = [
  {
    title: "ISO/IEC 17025:2017 Laboratory Competence",
    subtitle: "General requirements for the competence of testing and calibration laboratories",
    icon: "shield",
    color: "blue",
    modules: [
      {
        title: "Structure and Impartiality",
        description:
          "Clauses 4 and 5: impartiality risk assessment, confidentiality, legal identity and the responsibilities of laboratory management.",
      },
      {
        title: "Resources and Metrological Traceability",
        description:
          "Clause 6: competence and authorisation of personnel, environmental conditions, equipment calibration and intermediate checks, and traceability to SI units through NPL-India.",
      },
      {
        title: "Process Requirements",
        description:
          "Clause 7: review of requests, method verification and validation, sampling, handling of test items, technical records, decision rules and reporting of results.",
      },
      {
        title: "Management System and NABL Assessment",
        description:
          "Clause 8: control of documents and records, risks and opportunities, corrective action, internal audits and management review, and how to prepare for an NABL assessment.",
      },
    ],
    attendees: [
      "Quality managers and technical managers of testing and calibration laboratories",
      "Laboratory engineers and analysts",
      "Internal auditors",
      "In-house laboratories of cable, transformer and switchgear manufacturers",
    ],
  },
  {
    title: "ISO/IEC 17020:2012 Inspection Body Requirements",
    subtitle: "Requirements for the operation of various types of bodies performing inspection",
    icon: "clipboard",
    color: "orange",
    modules: [
      {
        title: "Types of Inspection Bodies",
        description:
          "Independence criteria for Type A, Type B and Type C inspection bodies (Annex A) and how they apply to third-party and in-house inspection of electrical equipment.",
      },
      {
        title: "Impartiality and Competence of Inspectors",
        description:
          "Identifying threats to impartiality, qualification and authorisation of inspectors, and monitoring of inspectors through on-site witnessing.",
      },
      {
        title: "Inspection Methods and Records",
        description:
          "Documented inspection methods, sampling, use of checklists, handling of inspection items and records for pre-dispatch inspection of cables, transformers and line materials.",
      },
      {
        title: "Inspection Reports and Certificates",
        description:
          "Content of inspection reports and certificates, complaints and appeals, and the management system options of clause 8.",
      },
    ],
    attendees: [
      "Third-party inspection agencies",
      "Utility and EPC quality inspection engineers",
      "Vendor quality and pre-dispatch inspection staff",
      "Consultants supporting NABCB accreditation",
    ],
  },
  {
    title: "Measurement Uncertainty Estimation",
    subtitle: "Evaluating and expressing uncertainty to the GUM (JCGM 100:2008) and NABL 141",
    icon: "gauge",
    color: "green",
    modules: [
      {
        title: "Concepts and Vocabulary",
        description:
          "Measurand, error and uncertainty, Type A and Type B evaluation, and the terms of the International Vocabulary of Metrology (VIM).",
      },
      {
        title: "Building an Uncertainty Budget",
        description:
          "Modelling the measurement, identifying contributions from reference standards, resolution, repeatability and environment, and assigning probability distributions.",
      },
      {
        title: "Combined and Expanded Uncertainty",
        description:
          "Sensitivity coefficients, combined standard uncertainty, effective degrees of freedom (Welch-Satterthwaite) and the coverage factor for about 95 % confidence.",
      },
      {
        title: "Worked Examples and Reporting",
        description:
          "Complete budgets for DC resistance, AC voltage, energy meter error and CT ratio error, and stating uncertainty and decision rules on certificates as NABL 141 requires.",
      },
    ],
    attendees: [
      "Calibration engineers",
      "Testing laboratory analysts and technical managers",
      "Quality managers preparing for NABL accreditation",
      "Metrology staff of manufacturing units",
      "Engineering students specialising in instrumentation",
    ],
  },
  {
    title: "PT/CT (Instrument Transformer) Testing",
    subtitle:
      "Testing and calibration of current and voltage transformers to IS 16227 and IEC 61869",
    icon: "zap",
    color: "violet",
    modules: [
      {
        title: "Instrument Transformer Fundamentals",
        description:
          "Construction of CTs and PTs, accuracy classes for metering (0.2S, 0.5S) and protection (5P, 10P, PS), rated burden and instrument security factor.",
      },
      {
        title: "Accuracy Testing",
        description:
          "Measuring ratio error and phase displacement with a comparator and reference transformer, test points and burdens as IS 16227 and IEC 61869-2/-3 prescribe.",
      },
      {
        title: "Protection CT Tests",
        description:
          "Excitation characteristic, knee-point voltage, secondary winding resistance and composite error for protection and PS-class CTs.",
      },
      {
        title: "Dielectric and Field Tests",
        description:
          "Power-frequency withstand, insulation resistance and tan delta tests, on-site testing of metering cubicles up to 33 kV, and safe working practices.",
      },
    ],
    attendees: [
      "Utility metering and protection engineers",
      "Test engineers of instrument transformer manufacturers",
      "Substation commissioning engineers",
      "Energy auditors",
    ],
  },
  {
    title: "Z-Score Proficiency Testing",
    subtitle:
      "Planning, participating in and evaluating proficiency tests to ISO/IEC 17043 and ISO 13528",
    icon: "chart",
    color: "teal",
    modules: [
      {
        title: "Proficiency Testing Schemes",
        description:
          "Requirements for PT providers under ISO/IEC 17043, inter-laboratory comparisons, and how NABL expects accredited laboratories to participate.",
      },
      {
        title: "Assigned Value and Standard Deviation",
        description:
          "Robust statistics of ISO 13528 (Algorithm A), assigned values from reference laboratories or consensus, and the standard deviation for proficiency assessment.",
      },
      {
        title: "Performance Statistics",
        description:
          "Calculating z-scores, z′-scores and En numbers; interpreting |z| ≤ 2 as satisfactory, 2 < |z| < 3 as questionable and |z| ≥ 3 as unsatisfactory.",
      },
      {
        title: "Acting on Results",
        description:
          "Root-cause analysis of questionable and unsatisfactory results, corrective action, trend charts of scores and linking PT results to clause 7.7 of ISO/IEC 17025.",
      },
    ],
    attendees: [
      "Quality managers of accredited laboratories",
      "Technical managers and senior analysts",
      "Proficiency testing coordinators",
      "Laboratories applying for NABL accreditation",
    ],
  },
];

export const trainingWhyChooseUs: { title: string; description: string }[] = [
  {
    title: "Taught by Practising Assessors and Engineers",
    description:
      "Our trainers run NABL-accredited tests and calibrations every day and have faced assessments themselves, so every session connects the clause to real laboratory practice.",
  },
  {
    title: "Hands-on Laboratory Sessions",
    description:
      "Participants use our calibration benches, CT/PT comparators and high-voltage equipment, not just slides, and work through real uncertainty budgets and test records.",
  },
  {
    title: "Current Standards Only",
    description:
      "Course material follows the current editions of ISO/IEC 17025:2017, ISO/IEC 17020:2012, IS 16227 and ISO 13528, and is revised whenever a standard or NABL document changes.",
  },
  {
    title: "Ready-to-use Templates",
    description:
      "Each participant takes home formats for impartiality assessment, uncertainty budgets, internal audit checklists and PT result trending.",
  },
  {
    title: "Certificates of Completion",
    description:
      "Participants who pass the written evaluation receive a certificate stating the standard, the course duration and the topics covered.",
  },
  {
    title: "In-house Batches Across Central India",
    description:
      "We run dedicated batches at client sites in Indore, Bhopal, Pithampur, Nagpur and Raipur, tailored to the organisation's own products and procedures.",
  },
];

export const trainingContact: { heading: string; text: string } = {
  heading: "Plan Your Team's Training",
  text: "Tell us which programme you need, how many participants you have and whether you prefer our Indore laboratory or your own premises. We will share the course outline, batch dates and fees within one working day.",
};

export const trainingWords = {
  whyChooseUs: "Why choose us",
  enquire: "Enquire Now",
  modules: "Modules",
  audience: "Who should attend",
};

/** The training enquiry the page's Enquire Now opens: every programme to choose from. */
export const trainingEnquiry: Omit<PageEnquiry, "options"> & { options: string[] } = {
  kind: "training",
  heading: "Enquire about a training programme",
  intro:
    "Choose the programme and tell us how many will attend. We send the course outline, batch dates and fees within one working day.",
  serviceId: "training",
  options: [...trainingProgrammes.map((p) => p.title), "Other"],
};
