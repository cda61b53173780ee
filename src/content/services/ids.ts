/**
 * The ten testing services' ids, in the order the site lists them. Each is the
 * name of its module in this folder; the module names its own pictures.
 */
export const serviceIds = [
  "cables",
  "insulators",
  "h-beam",
  "rsj-poles",
  "conductor",
  "pvc-conduit-pipe",
  "transformers",
  "transmission-equipment",
  "porcelain-connector",
  "energy-meters",
] as const;

export type ServiceId = (typeof serviceIds)[number];
