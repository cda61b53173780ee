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
