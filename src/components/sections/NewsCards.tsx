import { SiteImage } from "@/components/ui/SiteImage";
import { aboutWords } from "@/content/about";
import type { NewsCard } from "@/content/types";
import { formatLongDateIN } from "@/lib/format";

/** The lab's news as cards; each card is one link to the contact page. */
export function NewsCards({ cards }: { cards: NewsCard[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((n) => (
        <li
          key={n.id}
          className="relative flex flex-col overflow-hidden rounded-2xl border border-steel-200 bg-white shadow-sm hover:shadow-md"
        >
          <SiteImage
            {...n.image}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[8/5] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <time dateTime={n.date} className="text-sm text-slate-600">
              {formatLongDateIN(n.date)}
            </time>
            <h3 className="mt-1 text-lg font-bold">{n.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{n.description}</p>
            <a
              href="/contact"
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent-700 after:absolute after:inset-0 hover:underline"
            >
              {aboutWords.contactUs}
              <span className="sr-only">{aboutWords.contactAbout(n.title)}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
