import { useEffect, useRef, useState } from "react";
import { X } from "@/components/ui/icons";
import { galleryWords } from "@/content/gallery";

/** The selector of links the viewer opens: plain links to the picture, which is what they stay without script. */
export const VIEWER_LINK = "a[data-picture-viewer]";

type Shown = { src: string; alt: string; caption: string; width: number; height: number };

/** What a gallery link shows: its picture, the picture's alt and the caption of its figure. */
function shownBy(link: HTMLAnchorElement): Shown {
  const img = link.querySelector("img");
  return {
    src: link.getAttribute("href") ?? "",
    alt: img?.alt ?? "",
    caption: link.closest("figure")?.querySelector("figcaption")?.textContent ?? "",
    width: img?.width ?? 0,
    height: img?.height ?? 0,
  };
}

/**
 * The larger view of a gallery picture on the platform's modal <dialog>: the
 * page behind is inert, Escape, the close button or a click beside the picture
 * close it, and focus goes back to the picture's link. A plain click on a
 * viewer link opens it here; a click with a modifier (new tab) is left alone.
 */
export function PictureViewer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const [shown, setShown] = useState<Shown>();

  useEffect(() => {
    const open = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(VIEWER_LINK)
          : null;
      if (!link) return;
      event.preventDefault();
      opener.current = link;
      setShown(shownBy(link));
      dialog.current?.showModal();
    };
    document.addEventListener("click", open);
    return () => document.removeEventListener("click", open);
  }, []);

  return (
    // The backdrop click is the pointer's way out; the keyboard's is Escape (the dialog's own).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label={shown?.caption || galleryWords.viewer}
      onClose={() => opener.current?.focus()}
      // A click on the dialog element itself is a click on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-[95dvh] w-[min(64rem,94vw)] max-w-none rounded-2xl border-0 bg-white p-0 shadow-2xl backdrop:bg-navy-950/80"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="font-semibold text-navy-900">{shown?.caption}</p>
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
      {shown && (
        <img
          src={shown.src}
          alt={shown.alt}
          width={shown.width}
          height={shown.height}
          className="mx-auto block h-auto max-h-[calc(95dvh-5rem)] w-full object-contain px-4 pb-4 sm:px-6 sm:pb-6"
        />
      )}
    </dialog>
  );
}
