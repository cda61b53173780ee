import { site } from "./site";
import type { Picture } from "./types";

/**
 * The lab's certificates: what each is, and the number and dates it had when
 * the site was made. A fresh database starts with these numbers and dates
 * (lib/db/migrations/0022_certificates.ts); after that an administrator keeps
 * them on the desk (/desk/certificates), the pages, the structured data, the
 * brochure and the drawings follow the database (lib/certificates), and the
 * server redraws a certificate whose number or dates changed. The drawings in
 * public/images/certificates show the values below (tools/media/documents.ts;
 * run `npx tsx tools/media/illustrations.ts` after changing them here).
 * Dates are ISO (YYYY-MM-DD), inclusive, in India's time zone.
 */
export type Certificate = {
  /** Never changes: the desk's address of the certificate (?id=) and its key in the database. */
  id: string;
  /** Short name for captions and notices. */
  name: string;
  number: string;
  /** Who issued it (structured data), where the certificate names a body. */
  issuedBy?: string;
  /** The drawing's heading and the line above it. */
  title: string;
  kicker: string;
  scope: readonly string[];
  standard: string;
  issued: string;
  validUntil: string;
  picture: Picture;
};

const picture = (n: number, alt: string): Picture => ({
  src: `/images/certificates/certificate-${n}.svg`,
  width: 600,
  height: 850,
  alt,
});

// NABL accreditation runs 2 years, ISO 9001 certification 3 years; the dates are the renewals of 2026.
export const certificates: readonly Certificate[] = [
  {
    id: "nabl-testing",
    name: "NABL accreditation: testing",
    number: "TC-11482",
    issuedBy: "National Accreditation Board for Testing and Calibration Laboratories (NABL)",
    title: "Certificate of Accreditation — Testing",
    kicker: "ACCREDITATION",
    scope: [
      "has been assessed and accredited in accordance with",
      "ISO/IEC 17025:2017 for its facilities in the field of",
      "Electrical Testing (cables, conductors, insulators, transformers).",
    ],
    standard: "ISO/IEC 17025:2017",
    issued: "2026-03-14",
    validUntil: "2028-03-13",
    picture: picture(
      1,
      `Certificate of accreditation issued to ${site.name} for electrical testing under ISO/IEC 17025:2017, NABL testing scope`,
    ),
  },
  {
    id: "nabl-calibration",
    name: "NABL accreditation: calibration",
    number: "CC-3907",
    issuedBy: "National Accreditation Board for Testing and Calibration Laboratories (NABL)",
    title: "Certificate of Accreditation — Calibration",
    kicker: "ACCREDITATION",
    scope: [
      "has been assessed and accredited in accordance with",
      "ISO/IEC 17025:2017 for its facilities in the field of",
      "Electro-technical Calibration (AC/DC, CT/PT, energy meters).",
    ],
    standard: "ISO/IEC 17025:2017",
    issued: "2026-03-14",
    validUntil: "2028-03-13",
    picture: picture(
      2,
      `Certificate of accreditation issued to ${site.name} for electrical calibration under ISO/IEC 17025:2017, NABL calibration scope`,
    ),
  },
  {
    id: "iso-9001",
    name: "ISO 9001:2015 certification",
    number: "QMS-IN-22817",
    title: "ISO 9001:2015 Certificate",
    kicker: "QUALITY MANAGEMENT SYSTEM",
    scope: [
      "operates a Quality Management System which complies",
      "with the requirements of ISO 9001:2015 for the provision of",
      "electrical testing and calibration services.",
    ],
    standard: "ISO 9001:2015",
    issued: "2026-08-02",
    validUntil: "2029-08-01",
    picture: picture(3, `ISO 9001:2015 quality management system certificate of ${site.legalName}`),
  },
  {
    id: "bis-recognition",
    name: "BIS laboratory recognition",
    number: "LRS-7305-IND",
    issuedBy: "Bureau of Indian Standards (BIS)",
    title: "BIS Laboratory Recognition",
    kicker: "RECOGNITION",
    scope: [
      "is recognised as a testing laboratory for the products",
      "and Indian Standards listed in the schedule annexed",
      "to this certificate, subject to its conditions.",
    ],
    standard: "Laboratory Recognition Scheme",
    issued: "2024-01-20",
    validUntil: "2027-01-19",
    picture: picture(
      4,
      `Letter of recognition for ${site.name} as a testing laboratory for product certification under BIS schemes`,
    ),
  },
  {
    id: "type-test",
    name: "Type test recognition",
    number: "TTR-2026-0909",
    title: "Type Test Recognition",
    kicker: "RECOGNITION",
    scope: [
      "is recognised for carrying out type tests on power cables,",
      "distribution transformers and line insulators as per",
      "the relevant Indian and IEC standards.",
    ],
    standard: "IS / IEC type test standards",
    issued: "2026-09-09",
    validUntil: "2029-09-08",
    picture: picture(
      5,
      `Certificate recognising ${site.name} for type tests on distribution transformers and line materials for utility approvals`,
    ),
  },
];

/** What a certificate's caption says about its standing. */
export const certificateWords = {
  validUntil: (date: string) => `Valid until ${date}`,
  /** Shown instead of a date once the date has passed: never "valid" after it. */
  renewal: "Renewal in progress",
};

/** The words on a certificate's drawing (lib/certificates/drawing.ts), around its own facts. */
export const certificateDrawingWords = {
  certify: "This is to certify that",
  /** The holder, on two lines. */
  holder: { name: `${site.legalName},`, city: site.address.locality },
  address: `${site.address.street}, ${site.address.locality}, ${site.address.region}`,
  number: "Certificate No.",
  standard: "Standard",
  dates: "Issued / Valid until",
  /** Between the issue date and the last valid date ("14 March 2026 – 13 March 2028"). */
  dateRange: (issued: string, validUntil: string) => `${issued} – ${validUntil}`,
  signatory: "Authorised Signatory",
  director: "Technical Director",
  illustrative: "Illustrative rendering; original available on request",
};
