import type { Testimonial } from "./types";

/** The two entries of the home page testimonial slider. */
export const testimonials: Testimonial[] = [
  {
    id: "rajesh-tiwari",
    name: "Rajesh Tiwari",
    position: "Executive Engineer (Material Testing), Power Distribution Company, Madhya Pradesh",
    testimonialReview:
      "We send distribution transformers, meters and line materials for acceptance testing every month. The reports are clear, the test plans follow our tender specifications to the letter, and when a lot fails the engineers explain exactly why. Their 24-48 hour fast-track service has saved several of our commissioning schedules.",
  },
  {
    id: "priya-deshmukh",
    name: "Priya Deshmukh",
    position: "Head of Quality, Power Cable Manufacturer, Pithampur",
    testimonialReview:
      "Being a short drive from our plant makes a real difference. We witness our type and routine tests in person, the partial discharge and tan delta results match what we see on our own test bay, and the NABL-accredited reports are accepted by every utility we supply.",
  },
];
