import { X } from "@/components/ui/icons";
import { galleryWords } from "@/content/gallery";

/**
 * The larger view of a gallery picture on the platform's modal <dialog>, empty
 * until src/scripts/picture-viewer.ts fills and opens it (a plain script, not an
 * island: no framework code comes with the gallery). Without script the gallery's
 * links simply open the picture.
 */
export function PictureViewer() {
  return (
    <dialog
      data-picture-dialog
      aria-label={galleryWords.viewer}
      className="m-auto max-h-[95dvh] w-[min(64rem,94vw)] max-w-none rounded-2xl border-0 bg-white p-0 shadow-2xl backdrop:bg-navy-950/80"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p data-picture-caption className="font-semibold text-navy-900" />
        <form method="dialog">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-navy-900 hover:bg-steel-100"
          >
            <X className="size-5" aria-hidden="true" />
            {galleryWords.close}
          </button>
        </form>
      </div>
      {/* The script puts the picture here ([&>img] styles it). */}
      <div
        data-picture-frame
        className="[&>img]:mx-auto [&>img]:block [&>img]:h-auto [&>img]:max-h-[calc(95dvh-5rem)] [&>img]:w-full [&>img]:object-contain [&>img]:px-4 [&>img]:pb-4 sm:[&>img]:px-6 sm:[&>img]:pb-6"
      />
    </dialog>
  );
}
