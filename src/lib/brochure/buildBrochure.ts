import PDFDocument from "pdfkit";
import { services, serviceName, subServiceName } from "@/content/services";
import { fullAddress, site } from "@/content/site";
import { trainingProgrammes } from "@/content/training";
import { certificates as described, type Certificate } from "@/content/certificates";
import { footerWords } from "@/content/footer";
import { scopeSeed } from "@/content/scope";
import { brochureScope } from "@/content/scopePage";
import { nablStanding } from "@/lib/nablSymbol";
import { yearInKolkata } from "@/lib/clock";

const NAVY = "#0f2a4a";
const ACCENT = "#c2410c";
const GREY = "#475569";

/** PDFKit's built-in Helvetica speaks WinAnsi only: map the few characters it lacks. */
export const pdfText = (text: string) =>
  text
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/≤/g, "<=")
    .replace(/≥/g, ">=")
    .replace(/±/g, "+/-")
    .replace(/Ω/g, "ohm")
    .replace(/µ|μ/g, "u")
    .replace(/[^\x20-\x7E\n°·•©]/g, "");

/** What the brochure says of a scope row (content's seed, or the database's rows). */
export type BrochureScopeRow = {
  parameter: string;
  method: string;
  accredited: boolean;
  services: readonly string[];
};
const testName = (r: BrochureScopeRow) => `${r.parameter} (${r.method})`;

/**
 * The brochure, built from the same content modules as the site: accreditations,
 * every service with its sub-services, training, contacts and opening hours;
 * the certificates' numbers as given (content's when built with the site, the
 * database's when the server builds it again: lib/brochure/current.ts).
 */
export function buildBrochure(
  certificates: readonly Pick<Certificate, "name" | "number">[] = described,
  scope: readonly BrochureScopeRow[] = scopeSeed,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${site.name} Brochure`, Author: site.legalName, Subject: site.tagline },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 100;
  const heading = (text: string, size = 16) => {
    doc
      .moveDown(0.8)
      .font("Helvetica-Bold")
      .fontSize(size)
      .fillColor(NAVY)
      .text(pdfText(text), { width });
    doc.moveDown(0.3);
  };
  const body = (text: string) =>
    doc.font("Helvetica").fontSize(10.5).fillColor(GREY).text(pdfText(text), { width, lineGap: 2 });

  // Cover
  doc.rect(0, 0, doc.page.width, 190).fill(NAVY);
  doc.font("Helvetica-Bold").fontSize(30).fillColor("#ffffff").text(site.name, 50, 60);
  doc
    .font("Helvetica")
    .fontSize(13)
    .fillColor("#fbbf24")
    .text(pdfText(site.tagline), 50, 105, { width });
  doc.fillColor("#e2e8f0").fontSize(11).text(pdfText(site.description), 50, 130, { width });
  doc.y = 215;

  heading("Accreditations");
  for (const a of site.accreditations) body(`• ${a.name}: ${a.detail}`);
  // Numbers only: a certificate's standing changes with the day, and is read on the site's pages.
  for (const c of certificates) body(`• ${c.name}: ${c.number}`);

  heading("Our testing services");
  for (const service of services) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc
      .moveDown(0.5)
      .font("Helvetica-Bold")
      .fontSize(12.5)
      .fillColor(ACCENT)
      .text(pdfText(serviceName(service)), { width });
    body(service.description);
    if (service.subServices.length > 0)
      body(`Includes: ${service.subServices.map(subServiceName).join(", ")}.`);
    // NABL's rules on the symbol: accredited tests apart from the others, the words only beside them.
    const rows = scope.filter((r) => (r.services as readonly string[]).includes(service.id));
    const accredited = rows.filter((r) => r.accredited);
    const outside = rows.filter((r) => !r.accredited);
    if (nablStanding(rows) === "accredited")
      body(`${brochureScope.accredited} ${accredited.map(testName).join("; ")}.`);
    if (outside.length)
      body(
        `${nablStanding(rows) === "outside" ? brochureScope.allOutside : brochureScope.outside} ${outside.map(testName).join("; ")}.`,
      );
  }

  doc.addPage();
  heading("Training and certification programmes");
  for (const p of trainingProgrammes) body(`• ${p.title}: ${p.subtitle}`);

  heading("Contact us");
  body(`E-mail: ${site.email}`);
  for (const phone of site.phones) body(`${phone.label}: ${phone.display}`);
  body(`Laboratory: ${fullAddress}`);
  heading("Opening hours", 13);
  for (const h of site.openingHours) body(`${h.day}: ${h.time}`);

  doc
    .moveDown(2)
    .font("Helvetica")
    .fontSize(9)
    .fillColor(GREY)
    .text(footerWords.rights(yearInKolkata()), { width });
  doc.end();
  return done;
}
