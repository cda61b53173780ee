import { photoDesk } from "@/content/photos";
import type { DeskDrawing } from "@/lib/photos/deskView";

const words = photoDesk;
const small =
  "min-h-10 rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-steel-50";

/** The drawings the gallery started with, tab by tab: take one off the site, or bring it back. */
export function GalleryDrawings({ tabs }: { tabs: { label: string; drawings: DeskDrawing[] }[] }) {
  return (
    <section aria-labelledby="drawings-heading" className="mt-8">
      <h2 id="drawings-heading" className="text-xl font-bold">
        {words.drawings.heading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.drawings.intro}</p>
      {tabs.map((tab, t) => (
        <section
          key={tab.label}
          aria-labelledby={`drawings-${t}`}
          className="mt-4 rounded-lg bg-white p-4"
        >
          <h3 id={`drawings-${t}`} className="text-lg font-bold">
            {tab.label}
          </h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tab.drawings.map((d) => (
              <li
                key={d.src}
                className="flex flex-col gap-2 rounded-md border border-steel-200 p-3"
              >
                <img
                  src={d.src}
                  alt={d.alt}
                  width={d.width}
                  height={d.height}
                  loading="lazy"
                  className={`aspect-[4/3] w-full rounded object-cover ${d.onSite ? "" : "opacity-50"}`}
                />
                <p className="text-sm">{d.caption}</p>
                {!d.onSite && (
                  <p className="text-sm font-semibold text-red-800">{words.drawings.offSite}</p>
                )}
                <form method="post" action="/desk/photos" className="mt-auto">
                  <input
                    type="hidden"
                    name="action"
                    value={d.onSite ? "hide-drawing" : "show-drawing"}
                  />
                  <input type="hidden" name="drawing" value={d.src} />
                  <button
                    type="submit"
                    className={small}
                    aria-label={`${d.onSite ? words.actions.hide : words.actions.showInGallery}: ${d.caption}`}
                  >
                    {d.onSite ? words.actions.hide : words.actions.showInGallery}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
