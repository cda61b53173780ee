import { photoDesk } from "@/content/photos";
import type { UploadFields } from "@/lib/photos/deskActions";
import type { AlbumGroup, DeskAlbum, DeskDrawing } from "@/lib/photos/deskView";
import { GalleryDrawings } from "./GalleryDrawings";
import { PhotoAlbums } from "./PhotoAlbums";
import { PhotoUploadForm } from "./PhotoUploadForm";

/** The desk's photos page: what was just done (or refused), the upload form, the photos on the site. */
export function PhotoDesk({
  groups,
  albums,
  drawings,
  fields,
  error,
  done,
}: {
  groups: AlbumGroup[];
  albums: DeskAlbum[];
  drawings: { label: string; drawings: DeskDrawing[] }[];
  fields: UploadFields | undefined;
  error: string | undefined;
  done: string | undefined;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{photoDesk.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{photoDesk.intro}</p>
      {done && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {done}
        </p>
      )}
      <PhotoUploadForm groups={groups} fields={fields} error={error} />
      <PhotoAlbums albums={albums} />
      <GalleryDrawings tabs={drawings} />
    </>
  );
}
