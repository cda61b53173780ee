import type { Service } from "../types";
import type { ServiceId } from "./ids";

/** One of the ten testing services: its id is one of serviceIds, and it has a name for running text. */
export type CatalogueService = Service & {
  id: ServiceId;
  /** How a sentence lists it ("H beams", "PVC conduit"). */
  listName: string;
};
