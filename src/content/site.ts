/** The lab's identity and contact facts: one fact, one place. */

export const site = {
  name: "Malwa Electrotest",
  legalName: "Malwa Electrotest Laboratories Pvt. Ltd.",
  tagline: "NABL-accredited electrical testing & calibration laboratory, Indore",
  description:
    "Malwa Electrotest is an NABL-accredited electrical testing and calibration laboratory in Indore, testing cables, conductors, insulators, transformers and switchgear and calibrating instruments for utilities and manufacturers across Central India.",
  foundingYear: 2009,
  footerAbout:
    "An NABL-accredited electrical testing and calibration laboratory in Indore, serving power utilities, manufacturers and project owners across Central India.",
  email: "info@malwaelectrotest.in",
  careersEmail: "info@malwaelectrotest.in",
  phones: [
    { label: "Marketing", display: "+91 98260 41230", tel: "+919826041230" },
    { label: "Laboratory", display: "+91 73100 58814", tel: "+917310058814" },
  ],
  address: {
    street: "Plot 14, Sector E, Sanwer Road Industrial Area",
    locality: "Indore",
    region: "Madhya Pradesh",
    postalCode: "452015",
    country: "IN",
    countryName: "India",
  },
  geo: { latitude: 22.7594, longitude: 75.8478 },
  mapsUrl:
    "https://www.google.com/maps/search/?api=1&query=Sanwer+Road+Industrial+Area+Indore+452015",
  mapEmbedUrl:
    "https://www.google.com/maps?q=Sanwer+Road+Industrial+Area,+Indore,+Madhya+Pradesh+452015&output=embed",
  openingHours: [
    { day: "Monday - Saturday", time: "10:00 - 18:30" },
    { day: "Sunday", time: "Closed" },
  ],
  /** Machine-readable hours for structured data (weekdays = Monday to Saturday, Indian working week). */
  openingHoursSpec: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "10:00",
      closes: "18:30",
    },
  ],
  social: [
    {
      name: "LinkedIn",
      href: "https://www.linkedin.com/company/malwa-electrotest",
    },
    {
      name: "Instagram",
      href: "https://www.instagram.com/malwaelectrotest",
    },
  ],
  /** The accreditation marks (names and what they mean); the certificates, with numbers and dates, are in certificates.ts. */
  accreditations: [
    {
      name: "NABL",
      detail: "ISO/IEC 17025:2017 accredited for electrical testing and calibration",
    },
    {
      name: "ISO 9001:2015",
      detail: "Quality management system certified",
    },
    {
      name: "IEC 17025",
      detail: "General requirements for the competence of testing and calibration laboratories",
    },
  ],
} as const;

export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.address.countryName}`;

/** How the lab signs its e-mails to customers: name, phones, address to write to, where it is. */
export const labSignature: readonly string[] = [
  site.name,
  ...site.phones.map((p) => `${p.label}: ${p.display}`),
  site.email,
  fullAddress,
];

/** The brochure's file name: "{product}-Brochure.pdf" with the brand's spaces as hyphens. */
export const brochureFileName = `${site.name.replace(/\s+/g, "-")}-Brochure.pdf`;
