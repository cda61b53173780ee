import { PhotoPicture } from "@/components/PhotoPicture";
import { photoDesk } from "@/content/photos";
import type { DeskAlbum } from "@/lib/photos/deskView";
import { receivedAt } from "../deskFormat";

const words = photoDesk;
const small =
  "min-h-10 rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-steel-50";

function Action({
  action,
  photo,
  album,
  text,
}: {
  action: string;
  photo?: string;
  album?: string;
  text: string;
}) {
  return (
    <form method="post" action="/desk/photos">
      <input type="hidden" name="action" value={action} />
      {photo && <input type="hidden" name="photo" value={photo} />}
      {album && <input type="hidden" name="album" value={album} />}
      <button type="submit" className={small}>
        {text}
      </button>
    </form>
  );
}

/** The photos on the site, album by album, each with its buttons. */
export function PhotoAlbums({ albums }: { albums: DeskAlbum[] }) {
  return (
    <section aria-labelledby="albums-heading" className="mt-8">
      <h2 id="albums-heading" className="text-xl font-bold">
        {words.albums.heading}
      </h2>
      {albums.length === 0 && <p className="mt-2">{words.albums.empty}</p>}
      {albums.map((album) => (
        <section
          key={album.album}
          aria-labelledby={`album-${album.album}`}
          className="mt-4 rounded-lg bg-white p-4"
        >
          <h3 id={`album-${album.album}`} className="text-lg font-bold">
            {album.label}
          </h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {album.photos.map((photo) => {
              const shown = album.service?.chosen === photo.id;
              return (
                <li
                  key={photo.id}
                  className="flex flex-col gap-2 rounded-md border border-steel-200 p-3"
                >
                  <PhotoPicture
                    photo={photo}
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
                    className="aspect-[4/3] w-full rounded object-cover"
                  />
                  <p className="text-sm [overflow-wrap:anywhere]">{photo.alt}</p>
                  {photo.caption && (
                    <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
                      {photo.caption}
                    </p>
                  )}
                  <p className="text-xs text-slate-700">
                    {words.albums.uploadedBy(receivedAt(photo.createdAt))}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Action action="hide" photo={photo.id} text={words.actions.hide} />
                    {album.service && !shown && (
                      <Action
                        action="use-on-service"
                        photo={photo.id}
                        text={words.actions.useOnService}
                      />
                    )}
                  </div>
                  {shown && (
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <p className="font-semibold text-green-900">{words.actions.onService}</p>
                      <Action
                        action="use-drawing"
                        album={album.album}
                        text={words.actions.useDrawing}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
