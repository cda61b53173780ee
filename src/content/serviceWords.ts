import type { ServiceKind } from "./types";

/** The words around the service catalogue on /service, /service-details and /service-steps. */
export const serviceWords = {
  allServices: "All services",
  whyClientsChooseUs: "Why clients choose us",
  consultation: "Consultation",
  overview: "Overview",
  whatWeTest: "What we test",
  explore: "Explore",
  testingServices: "Testing services",
  trainingAndOnSite: "Training and on-site testing",
  backTo: (service: string) => `Back to ${service}`,
  specification: "Specification",
};

/**
 * What a service's page says, by the kind of service: the heading over its
 * sub-services, over a sub-service's details, and of its enquiry (`work` is the service's own
 * name for the work, "Cables Testing", "Relay Testing", "ISO 9001").
 */
export const serviceKindWords: Record<
  ServiceKind,
  { offer: string; details: string; enquiry: (work: string, title: string) => string }
> = {
  testing: {
    offer: serviceWords.whatWeTest,
    details: serviceWords.specification,
    enquiry: (work) => `Request ${work}`,
  },
  calibration: {
    offer: "What we calibrate",
    details: serviceWords.specification,
    enquiry: (work) => `Request ${work} calibration`,
  },
  training: {
    offer: "Courses we offer",
    details: "Course details",
    enquiry: (_, title) => `Enquire about ${title} training`,
  },
  onSite: {
    offer: "What we do at your site",
    details: "Scope of work",
    enquiry: (work) => `Book ${work} at your site`,
  },
};
