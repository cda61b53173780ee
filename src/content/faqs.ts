import { grievanceOfficer, retention, type PolicyContact } from "./privacy";
import { site } from "./site";
import type { FaqItem, ServiceKind } from "./types";

export type FaqGroup =
  "about" | "service" | "serviceDetails" | "career" | "careerBenefit" | "privacy";

/** Headings shown above each FAQ block. */
export const faqTitles: Record<FaqGroup, string> = {
  about: "Frequently Asked Questions",
  service: "Testing & Calibration Questions",
  serviceDetails: "Questions About This Service",
  career: "Frequently Asked Questions",
  careerBenefit: "Career-Related Questions",
  privacy: "Privacy Questions",
};

/** The privacy page's questions, naming `contact` (the desk's setting, else `grievanceOfficer`). */
export const privacyFaqsNaming = (contact: PolicyContact): FaqItem[] => [
  {
    question: "What personal data does this website collect?",
    answer: `What you type into our forms: typically your name, e-mail address, phone number, company, the service you are interested in and your message, plus any specification file you upload with a service enquiry. With each form the server also keeps the IP address it came from and your browser's name, only to stop floods of automated submissions, for ${retention.clientDays} days. The site does not use tracking or advertising cookies.`,
  },
  {
    question: "Where is my enquiry stored?",
    answer:
      "Enquiries are stored in the lead inbox on our own server in India. When an e-mail delivery provider is configured, a copy of the enquiry is also sent through that provider to our team's mailbox.",
  },
  {
    question: "How long do you keep my data?",
    answer: `Enquiries and uploaded files are kept for ${retention.leadMonths} months, newsletter addresses until you unsubscribe, the IP address and browser name sent with a form for ${retention.clientDays} days, and job applications (made on the site or by e-mail) with their CVs for ${retention.applicationMonths} months. After that they are deleted.`,
  },
  {
    question: "Do you sell or share my data?",
    answer:
      "No. We never sell personal data. It is seen only by our sales and laboratory staff who handle your enquiry, and by service providers who host or deliver it on our behalf.",
  },
  {
    question: "How can I access, correct or delete my data?",
    answer: `Write to our Grievance Officer at ${contact.email}. Under the Digital Personal Data Protection Act, 2023 you can ask for a summary of your data, its correction or erasure, and nominate another person to exercise these rights for you. We respond within ${grievanceOfficer.responseDays} days.`,
  },
  {
    question: "Does the site use cookies?",
    answer:
      "The site sets no tracking cookies. The only third-party content is the embedded Google map on the contact page, which loads from Google and is governed by Google's own privacy policy.",
  },
];

/** FAQ lists per page (cable and GIS page FAQs live with those pages). */
export const faqs: Record<FaqGroup, FaqItem[]> = {
  about: [
    {
      question: `Is ${site.name} an NABL-accredited laboratory?`,
      answer:
        "Yes. The laboratory is accredited by NABL to ISO/IEC 17025:2017 for electrical testing and calibration. Accredited results are issued only for tests and calibrations listed in our scope of accreditation, and we will confirm whether your test falls within scope before you send samples.",
    },
    {
      question: "Where is the laboratory located?",
      answer: `Our laboratory and head office are at ${site.address.street}, ${site.address.locality}, ${site.address.region}. It is a short drive from the Pithampur industrial area and easily reached from Dewas, Ujjain and Bhopal.`,
    },
    {
      question: "Which industries do you serve?",
      answer:
        "We work with power utilities and DISCOMs, cable, conductor, insulator and transformer manufacturers, EPC contractors and project owners, and industrial plants in the automotive, pharmaceutical and IT sectors across Central India.",
    },
    {
      question: "What kind of equipment can you test?",
      answer:
        "We test cables, conductors, insulators, transformers, transmission equipment such as AB switches and isolators, steel poles and H beams, PVC conduit and porcelain connectors, and we calibrate electrical measuring instruments, energy meters and instrument transformers.",
    },
    {
      question: "Are your test reports accepted by utilities and government buyers?",
      answer:
        "NABL-accredited reports are widely accepted by utilities, government departments and public sector buyers in India. Acceptance is decided by the buyer, so we recommend sharing the tender's test requirements with us in advance so that the report covers exactly what is asked for.",
    },
    {
      question: "Can I visit the laboratory or witness my tests?",
      answer:
        "Yes. Clients and their inspecting engineers are welcome to witness testing by appointment. Please book the date with us at least two working days ahead so that the test bay and the engineer are reserved for you.",
    },
  ],
  service: [
    {
      question: "How long does standard testing take?",
      answer:
        "Most routine tests and calibrations are completed, and the report issued, within 3-5 working days of receiving the sample and all required information. Type tests and long-duration tests take longer; we give you a firm date when we accept the job.",
    },
    {
      question: "Do you offer fast-track testing?",
      answer:
        "Yes. For urgent dispatches and commissioning deadlines, fast-track testing delivers the report within 24-48 hours, subject to test bay availability and the duration of the test itself. Express calibration of common handheld and panel instruments can be completed in about 4 hours.",
    },
    {
      question: "Up to what voltage can you test?",
      answer:
        "Our high voltage hall performs dielectric withstand tests up to 150kV AC and 200kV DC. Instrument transformers are calibrated up to 33kV class, and our field teams carry out diagnostics on cables and switchgear at site.",
    },
    {
      question: "How do I send samples to the laboratory?",
      answer:
        "Send an enquiry with the product details and the standard or specification to test against. We confirm the test plan, the number of samples and the charges, after which you can deliver the samples to our Indore laboratory in person or by courier with a covering letter.",
    },
    {
      question: "Do you carry out testing at our site?",
      answer:
        "Yes. On-site services include transformer, relay, tan delta, SFRA, HI pot, cable fault location and CT-PT testing, as well as on-site calibration of plant instruments, across Madhya Pradesh and neighbouring states.",
    },
    {
      question: "What will my test report include?",
      answer:
        "Each report states the sample identification, the standard and method used, environmental conditions, the results, the measurement uncertainty where relevant and any statement of conformity with the decision rule applied. Reports carry a unique number that can be verified with us.",
    },
  ],
  serviceDetails: [
    {
      question: "Which standards do you test this product against?",
      answer:
        "We test against the Indian and international standards named in your purchase order or tender, such as IEC 60502 for cables, IEC 60383 for insulators, IS 2062 for structural steel and IEC 60076 for transformers. If no standard is specified, we recommend the one most commonly required by utilities for that product.",
    },
    {
      question: "How many samples do I need to send?",
      answer:
        "The number depends on the test and the standard. Routine tests may need a single unit, while sample tests on a lot follow the sampling plan of the relevant standard. We tell you the exact quantity and sample length or size when we confirm the test plan.",
    },
    {
      question: "Can you test to our own technical specification?",
      answer:
        "Yes. Upload or e-mail your specification with the enquiry. Our engineers review it, point out any clauses that go beyond our accredited scope, and agree the test plan with you in writing before testing begins.",
    },
    {
      question: "Will the samples be returned after testing?",
      answer:
        "Samples that survive non-destructive tests are returned on request at your cost of transport. Samples subjected to destructive tests, such as breaking load or puncture tests, are retained for a short period in case of queries and then scrapped.",
    },
    {
      question: "How is pricing decided?",
      answer:
        "Charges depend on the tests, the number of samples and whether fast-track service is needed. After reviewing your enquiry we send a written quotation; there are no charges for the review itself.",
    },
    {
      question: "What if a sample fails a test?",
      answer:
        "We inform you as soon as a failure is confirmed and record the observation in the report. You can discuss the result with the test engineer, and if a retest is required on fresh samples we schedule it on priority.",
    },
  ],
  career: [
    {
      question: "How do I apply for a job?",
      answer: `Apply on this site: press "Apply now" beside the opening on this page, or, if no opening fits, send a general application from the form at /career/apply. You get a reference number at once and an e-mail from HR. If you cannot use the form, e-mail your resume to ${site.careersEmail} with the job title in the subject line.`,
    },
    {
      question: "What does the selection process involve?",
      answer:
        "Shortlisted candidates have a technical interview with the section head, followed by a practical assessment for laboratory roles and a final discussion with HR. Most selections are completed within three to four weeks.",
    },
    {
      question: "Do you hire freshers?",
      answer:
        "Yes, we take graduate engineers and diploma holders as trainees in testing and calibration each year. Trainees work alongside experienced engineers and are trained on our procedures before they sign any result.",
    },
    {
      question: "Will I need to travel for work?",
      answer:
        "Laboratory roles are based in Indore or Pithampur. Field diagnostics and on-site calibration roles involve regular travel to substations and client plants across Madhya Pradesh and neighbouring states, with travel and site allowances.",
    },
    {
      question: "Do you offer internships?",
      answer:
        "We offer a limited number of internships for electrical and electronics engineering students, usually during summer vacations. Interns observe testing and calibration and complete a small project under supervision.",
    },
    {
      question: "Is prior NABL or ISO/IEC 17025 experience required?",
      answer:
        "It is an advantage for experienced roles but not essential for every position. All new joiners are trained on ISO/IEC 17025 requirements, our quality manual and the procedures relevant to their work.",
    },
  ],
  careerBenefit: [
    {
      question: "How many leaves do employees get?",
      answer:
        "Permanent employees receive 18 paid leaves, 12 public holidays and 10 sick leaves per year.",
    },
    {
      question: "How are promotions decided?",
      answer:
        "Promotions are based on technical competence, authorisation on additional tests, quality of work and conduct, reviewed every year. 80% of our leadership roles are filled by internal promotion.",
    },
    {
      question: "Does the company pay for training and certifications?",
      answer:
        "Yes. Training relevant to your role, such as ISO/IEC 17025 internal auditor courses, measurement uncertainty workshops and high voltage safety training, is sponsored by the company.",
    },
    {
      question: "Is health insurance provided?",
      answer:
        "Yes. Employees and their families are covered under our group medical insurance, and staff who travel to sites are also covered by group personal accident insurance.",
    },
    {
      question: "Are Provident Fund and gratuity provided?",
      answer:
        "Yes. Provident Fund, gratuity and ESIC, where applicable, are provided in line with Indian labour law.",
    },
    {
      question: "What are the working hours?",
      answer:
        "The laboratory works Monday to Saturday, 10:00 to 18:30, and is closed on Sunday. Field assignments may need different timings, which are planned with the team in advance.",
    },
    {
      question: "Do field staff receive allowances?",
      answer:
        "Yes. Staff on on-site assignments receive travel and site allowances, and the company arranges transport and accommodation for outstation work.",
    },
    {
      question: "How is safety taken care of?",
      answer:
        "Everyone receives safety induction and personal protective equipment. High voltage work is restricted to authorised staff inside interlocked areas, and field teams follow permit-to-work procedures at every site.",
    },
  ],
  privacy: privacyFaqsNaming(grievanceOfficer),
};

/** The six questions on a service's own page, by the kind of service (laboratory testing: the spec's). */
export const serviceFaqs: Record<ServiceKind, FaqItem[]> = {
  testing: faqs.serviceDetails,
  calibration: [
    {
      question: "Which instruments can you calibrate?",
      answer:
        "We calibrate electrical measuring instruments such as multimeters, clamp meters, insulation testers, power analysers, energy meters and instrument transformers, within the ranges listed in our NABL scope of accreditation. Send us the make, model and range and we confirm before you send the instrument.",
    },
    {
      question: "Is the calibration traceable?",
      answer:
        "Yes. Our reference standards are calibrated through an unbroken chain to national standards at NPL-India, and every certificate states the traceability, the measurement uncertainty and the conditions of calibration.",
    },
    {
      question: "How long will my instrument be away?",
      answer:
        "Most instruments are calibrated and returned within 3-5 working days of receipt. Express calibration of common handheld and panel instruments can be completed in about 4 hours when booked in advance.",
    },
    {
      question: "Will you adjust an instrument that is out of tolerance?",
      answer:
        "We report the as-found readings first. With your approval we adjust the instrument where its maker allows it and report the as-left readings too, so your records show both.",
    },
    {
      question: "Can you calibrate at our plant?",
      answer:
        "Yes. Panel meters, energy meters and instruments that cannot easily be moved can be calibrated on site with portable reference standards, within the on-site scope of our accreditation.",
    },
    {
      question: "How often should an instrument be recalibrated?",
      answer:
        "Usually once a year, but the right interval depends on how much the instrument is used, its stability and your quality system's rules. We can suggest an interval from its calibration history.",
    },
  ],
  training: [
    {
      question: "Who should attend this course?",
      answer:
        "Quality managers, laboratory and inspection staff, internal auditors and engineers who work to the standard or prepare for an assessment. Each course page lists the topics, so you can judge the level before you nominate participants.",
    },
    {
      question: "Do you issue a certificate to each participant?",
      answer:
        "Yes. Awareness courses end with a certificate of participation; internal auditor courses end with a written evaluation, and those who pass receive a certificate of successful completion.",
    },
    {
      question: "Can you run the course at our premises?",
      answer:
        "Yes. For a group from one organisation we can teach at your premises, and use your own procedures and records as case material. Courses are also held in our training room in Indore and online.",
    },
    {
      question: "How many participants can join one batch?",
      answer:
        "Up to 20 participants per batch, so that every participant takes part in the exercises. Larger teams are split into two batches.",
    },
    {
      question: "When are the next batches?",
      answer:
        "Open batches run every month or two; in-house courses are scheduled on dates that suit you. Tell us your preferred start date in the enquiry and we send the nearest dates available.",
    },
    {
      question: "How are the fees decided?",
      answer:
        "Fees depend on the course length, the number of participants and where it is held. We send a written quotation after your enquiry; course material and the certificate are included.",
    },
  ],
  onSite: [
    {
      question: "Which areas do your site teams cover?",
      answer:
        "Our field teams work across Madhya Pradesh and the neighbouring states, at substations, power plants, industrial plants and cable routes. Travel and stay for outstation sites are included in the quotation.",
    },
    {
      question: "What do you need from us at the site?",
      answer:
        "A shutdown or isolation of the equipment under a permit to work, safe access, an auxiliary power supply for our instruments and a person who knows the installation. We send a checklist when the visit is confirmed.",
    },
    {
      question: "How soon can a team reach our site?",
      answer:
        "Planned tests are usually scheduled within a week, around your shutdown window. For breakdowns and tripped feeders a team is on call round the clock, including Sundays and holidays.",
    },
    {
      question: "How long does the work take on site?",
      answer:
        "It depends on the equipment and the tests. Most tests on one transformer, relay panel or cable circuit are finished within a shift; we give you the expected duration with the quotation so you can plan the outage.",
    },
    {
      question: "When do we get the report?",
      answer:
        "You get the key findings before the team leaves the site, so you can decide whether to re-energise. The signed report with results, trends and recommendations follows within 3-5 working days.",
    },
    {
      question: "Are your instruments calibrated?",
      answer:
        "Yes. Every instrument the team carries has a valid calibration traceable to national standards, and the certificates are available to your engineer at the site.",
    },
  ],
};
