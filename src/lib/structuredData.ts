import type { BlogPost, JobOpening, Service } from "@/content/types";
import { serviceHref, serviceName } from "@/content/services";
import { site } from "@/content/site";
import type { Certificate } from "@/content/certificates";
import { certificateStanding } from "@/lib/certificateStanding";
import { todayInKolkata } from "@/lib/clock";
import { absoluteUrl, siteUrl } from "@/lib/seo";

/** schema.org JSON-LD built from the content modules. */
type Thing = Record<string, unknown>;

const organizationId = `${siteUrl}/#lab`;

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
};

/**
 * The lab, with its certificates as they stand (the database's numbers and
 * dates, read once by the route: lib/certificates); `today` (YYYY-MM-DD,
 * India) decides which are active.
 */
export function localBusiness(
  certificates: readonly Certificate[],
  today: string = todayInKolkata(),
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "ProfessionalService"],
    "@id": organizationId,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl("/"),
    image: absoluteUrl("/opengraph-image"),
    logo: absoluteUrl("/icon.svg"),
    email: site.email,
    telephone: site.phones.map((p) => p.tel),
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: site.mapsUrl,
    openingHoursSpecification: site.openingHoursSpec.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: site.social.map((s) => s.href),
    foundingDate: String(site.foundingYear),
    areaServed: "Central India",
    hasCertification: certificates.map((c) => certificationLd(c, today)),
  };
}

/** A certificate with its number and dates; past its date it is inactive (the pages say "renewal in progress"). */
function certificationLd(certificate: Certificate, today: string): Thing {
  return {
    "@type": "Certification",
    name: certificate.name,
    certificationIdentification: certificate.number,
    ...(certificate.issuedBy && {
      issuedBy: { "@type": "Organization", name: certificate.issuedBy },
    }),
    validFrom: certificate.issued,
    expires: certificate.validUntil,
    certificationStatus: certificateStanding(certificate, today).valid
      ? "https://schema.org/CertificationActive"
      : "https://schema.org/CertificationInactive",
  };
}

export function serviceLd(service: Service): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: serviceName(service),
    description: service.description,
    url: absoluteUrl(serviceHref(service)),
    image: absoluteUrl(service.image.src),
    serviceType: "Electrical testing",
    areaServed: "India",
    provider: { "@id": organizationId, "@type": "LocalBusiness", name: site.name },
  };
}

/** "19 June 2020" -> "2020-06-19" (content dates are human-readable). */
export function isoFromHumanDate(date: string): string {
  const parsed = new Date(`${date} 00:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toISOString().slice(0, 10);
}

/** An article's BlogPosting: its author a person when it names one, else the lab. */
export function blogPostingLd(post: BlogPost & { author: string; description: string }): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: isoFromHumanDate(post.date),
    ...(post.image ? { image: absoluteUrl(post.image.src) } : {}),
    url: absoluteUrl(`/blog-details?id=${encodeURIComponent(post.id)}`),
    author: post.author
      ? { "@type": "Person", name: post.author }
      : { "@id": organizationId, "@type": "Organization", name: site.name },
    publisher: { "@id": organizationId, "@type": "Organization", name: site.name },
  };
}

const employmentType = {
  "Full-time": "FULL_TIME",
  "On-site": "FULL_TIME",
  Contract: "CONTRACTOR",
} as const;

export function jobPostingLd(job: JobOpening): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `${job.summary} Requirements: ${job.requirements.join("; ")}.`,
    datePosted: job.postedOn,
    validThrough: `${job.deadline}T23:59:59+05:30`,
    employmentType: employmentType[job.type],
    experienceRequirements: job.experience,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icon.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        ...postalAddress,
        addressLocality: job.location,
        streetAddress: job.location === site.address.locality ? site.address.street : undefined,
      },
    },
    directApply: false,
  };
}

export function breadcrumbLd(trail: { name: string; path: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
