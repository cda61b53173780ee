import type { DatabaseSync } from "node:sqlite";
import { photoDesk } from "@/content/photos";
import { albumService } from "./albums";
import { photoById } from "./store";
import { PhotoError, type Photo } from "./types";

/** The photo a service's page shows instead of its drawing (a photo removed from the site is not shown). */
export function servicePhoto(db: DatabaseSync, serviceId: string): Photo | undefined {
  const row = db
    .prepare(
      `SELECT p.id FROM service_photos s JOIN photos p ON p.id = s.photo_id
       WHERE s.service_id = ? AND p.hidden_at IS NULL`,
    )
    .get(serviceId);
  return row ? photoById(db, String(row.id)) : undefined;
}

/** Shows a service's photo on its page (the one uploaded for that service); answers the service id. */
export function chooseServicePhoto(db: DatabaseSync, photoId: string, who: string): string {
  const photo = photoById(db, photoId);
  if (!photo) throw new PhotoError(photoDesk.errors.noSuchPhoto, { status: 404 });
  const service = albumService(photo.album);
  if (!service) throw new PhotoError(photoDesk.errors.notServicePhoto);
  db.prepare(
    `INSERT INTO service_photos (service_id, photo_id, chosen_at, chosen_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (service_id) DO UPDATE SET photo_id = excluded.photo_id,
       chosen_at = excluded.chosen_at, chosen_by = excluded.chosen_by`,
  ).run(service.id, photo.id, new Date().toISOString(), who);
  return service.id;
}

/** The service's page shows its drawing again. True when a photo was chosen until now. */
export function clearServicePhoto(db: DatabaseSync, serviceId: string): boolean {
  return (
    Number(db.prepare("DELETE FROM service_photos WHERE service_id = ?").run(serviceId).changes) ===
    1
  );
}

/** The service ids whose page shows a photo, with that photo's id. */
export function chosenServicePhotos(db: DatabaseSync): Map<string, string> {
  const rows = db.prepare("SELECT service_id, photo_id FROM service_photos").all();
  return new Map(rows.map((r) => [String(r.service_id), String(r.photo_id)]));
}
