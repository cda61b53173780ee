/**
 * The ten testing services' ids, in the order the site lists them. Each is the
 * name of its module in this folder, of its pictures (/images/services/{id}.svg,
 * /images/services/heading/{id}.svg) and of its icons (/images/icons/{id}.svg,
 * {id}-light.svg), which scripts/media draws from this list.
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

/** Pictures are drawn for every service and once for all the training courses. */
export const pictureIds = [...serviceIds, "training"] as const;
export type PictureId = (typeof pictureIds)[number];
