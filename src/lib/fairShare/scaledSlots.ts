import type { SharedSlotsOptions } from "./slots";

/** A pool `factor` times larger in all and for each client, its wait the same (the tests' own server). */
export function scaledSlots(options: SharedSlotsOptions, factor: number): SharedSlotsOptions {
  return {
    total: options.total * factor,
    perClient: options.perClient * factor,
    retryAfterSeconds: options.retryAfterSeconds,
  };
}
