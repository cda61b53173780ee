import { photoDesk } from "@/content/photos";
import type { Refusal } from "@/lib/platform/convention/errors";
import type { PhotoPlace, UploadFields } from "@/lib/photos/deskActions";
import type { AlbumGroup, DeskAlbum, DeskDrawing } from "@/lib/photos/deskView";
import { GalleryDrawings } from "./GalleryDrawings";
import { PhotoAlbums } from "./PhotoAlbums";
import { PhotoUploadForm } from "./PhotoUploadForm";

/**
 * The desk's photos page: what was just done, the upload form (an upload's
 * refusal is said there, beside its field), the photos on the site. Another
 * button's refusal is said at the top.
 */
export function PhotoDesk({
  groups,
  albums,
  drawings,
  fields,
  refusal,
  done,
}: {
  groups: AlbumGroup[];
  albums: DeskAlbum[];
  drawings: { label: string; drawings: DeskDrawing[] }[];
  /** What the upload form held when it was refused (undefined for the other buttons). */
  fields: UploadFields | undefined;
  refusal: Refusal | undefined;
  /** What was just done, and after an upload where the photo is seen. */
  done: { text: string; places: PhotoPlace[] } | undefined;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{photoDesk.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{photoDesk.intro}</p>
      {done && (
        <div
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          <p>{done.text}</p>
          {done.places.length > 0 && (
            <ul className="mt-1">
              {done.places.map((place) => (
                <li key={place.href}>
                  <a
                    href={place.href}
                    className="inline-flex min-h-10 items-center font-semibold underline"
                  >
                    {place.text}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {refusal && !fields && (
        <p
          role="alert"
          className="mt-3 rounded-md border border-red-700 bg-white p-3 font-semibold text-red-800"
        >
          {refusal.message}
        </p>
      )}
      <PhotoUploadForm groups={groups} fields={fields} refusal={fields && refusal} />
      <PhotoAlbums albums={albums} />
      <GalleryDrawings tabs={drawings} />
    </>
  );
}
