import { sql, type Selectable } from "kysely";
import { currentStore } from "@/lib/db/store";
import type { PhotosTable } from "@/lib/db/tables.generated";
import type { Photo, PhotoVariant } from "./types";

/**
 * Every query of the photos (issue 52): the photos uploaded on the desk, the
 * gallery drawings taken off the site (hidden_drawings) and the photo each
 * service's page shows (service_photos). Rows are mapped to the area's types
 * here, once. Making a photo's files is savePhoto.ts and files.ts.
 */

const toPhoto = (row: Selectable<PhotosTable>): Photo => ({
  id: row.id,
  alt: row.alt,
  caption: row.caption ?? "",
  album: row.album,
  width: row.width,
  height: row.height,
  variants: JSON.parse(row.variants) as PhotoVariant[],
  createdAt: row.created_at,
});

/** A new photo's row, once its files are written (a row never names a missing file). */
export async function addPhoto(photo: Photo, who: string): Promise<void> {
  await currentStore()
    .insertInto("photos")
    .values({
      id: photo.id,
      alt: photo.alt,
      caption: photo.caption,
      album: photo.album,
      width: photo.width,
      height: photo.height,
      variants: JSON.stringify(photo.variants),
      created_at: photo.createdAt,
      created_by: who,
    })
    .execute();
}

/** A photo by its id, hidden or not (an article may still show a photo removed from the gallery). */
export async function photoById(id: string): Promise<Photo | undefined> {
  const row = await currentStore()
    .selectFrom("photos")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toPhoto(row);
}

/** The photos of these ids that exist, hidden or not, by id. */
export async function photosById(ids: readonly string[]): Promise<Map<string, Photo>> {
  if (ids.length === 0) return new Map();
  const rows = await currentStore()
    .selectFrom("photos")
    .selectAll()
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, toPhoto(row)]));
}

/** An album's photos that are not hidden, newest first. */
export async function photosInAlbum(album: string): Promise<Photo[]> {
  const rows = await currentStore()
    .selectFrom("photos")
    .selectAll()
    .where("album", "=", album)
    .where("hidden_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy(sql`rowid`, "desc")
    .execute();
  return rows.map(toPhoto);
}

/**
 * Whether a stored photo is on the site's lists: uploaded and not removed
 * ("Remove from gallery" sets hidden_at, migrations/0015_photos.ts). False for
 * no such photo.
 */
export async function photoShown(id: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("photos")
    .select("id")
    .where("id", "=", id)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a photo out of its album's lists; nothing is deleted. True when it was shown until now. */
export async function hidePhoto(id: string, now = new Date()): Promise<boolean> {
  const result = await currentStore()
    .updateTable("photos")
    .set({ hidden_at: now.toISOString() })
    .where("id", "=", id)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The gallery drawings staff took off the site, by their path. */
export async function hiddenDrawings(): Promise<Set<string>> {
  const rows = await currentStore().selectFrom("hidden_drawings").select("src").execute();
  return new Set(rows.map((row) => row.src));
}

/** Records a drawing as off the gallery; false when it was off already. */
export async function recordDrawingHidden(src: string, who: string, now: Date): Promise<boolean> {
  const result = await currentStore()
    .insertInto("hidden_drawings")
    .values({ src, hidden_at: now.toISOString(), hidden_by: who })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets that a drawing was taken off the gallery; false when it was on it. */
export async function forgetDrawingHidden(src: string): Promise<boolean> {
  const result = await currentStore()
    .deleteFrom("hidden_drawings")
    .where("src", "=", src)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The photo a service's page shows instead of its drawing (a photo removed from the site is not shown). */
export async function servicePhoto(serviceId: string): Promise<Photo | undefined> {
  const row = await currentStore()
    .selectFrom("service_photos as s")
    .innerJoin("photos as p", "p.id", "s.photo_id")
    .selectAll("p")
    .where("s.service_id", "=", serviceId)
    .where("p.hidden_at", "is", null)
    .executeTakeFirst();
  return row && toPhoto(row);
}

/** Records the photo a service's page shows, over any chosen before. */
export async function recordServicePhoto(
  serviceId: string,
  photoId: string,
  who: string,
  now: Date,
): Promise<void> {
  await currentStore()
    .insertInto("service_photos")
    .values({
      service_id: serviceId,
      photo_id: photoId,
      chosen_at: now.toISOString(),
      chosen_by: who,
    })
    .onConflict((oc) =>
      oc.column("service_id").doUpdateSet((eb) => ({
        photo_id: eb.ref("excluded.photo_id"),
        chosen_at: eb.ref("excluded.chosen_at"),
        chosen_by: eb.ref("excluded.chosen_by"),
      })),
    )
    .execute();
}

/** The service's page shows its drawing again. True when a photo was chosen until now. */
export async function clearServicePhoto(serviceId: string): Promise<boolean> {
  const result = await currentStore()
    .deleteFrom("service_photos")
    .where("service_id", "=", serviceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The service ids whose page shows a photo, with that photo's id. */
export async function chosenServicePhotos(): Promise<Map<string, string>> {
  const rows = await currentStore()
    .selectFrom("service_photos")
    .select(["service_id", "photo_id"])
    .execute();
  return new Map(rows.map((row) => [row.service_id, row.photo_id]));
}
