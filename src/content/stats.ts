import type { Stat } from "./types";

/** The home page stats band. */
export const homeStats: Stat[] = [
  { value: "8+", label: "Certificates" },
  { value: "60000+", label: "Product Tests" },
  { value: "2+", label: "Locations" },
  { value: "100+", label: "Clients" },
];

/** The /service stats band of five claims. */
export const serviceStats: Stat[] = [
  { value: "43000+", label: "Happy Clients" },
  { value: "43000+", label: "Tests Yearly" },
  { value: "NABL", label: "Certified Laboratory" },
  { value: "200+", label: "Team Members" },
  { value: "100+", label: "Awards" },
];
