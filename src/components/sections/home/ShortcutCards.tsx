import { SiteImage } from "@/components/ui/SiteImage";
import { ArrowRight } from "@/components/ui/icons";
import { homeWords, shortcutCards } from "@/content/home";
import { ui } from "@/content/ui";

export function ShortcutCards() {
  return (
    <section aria-label={homeWords.shortcutsLabel} className="relative z-10 bg-steel-50 py-14">
      <ul className="container-page grid gap-6 md:grid-cols-3">
        {shortcutCards.map((card) => (
          <li
            key={card.title}
            className="group relative overflow-hidden rounded-2xl border border-steel-200 bg-white shadow-sm hover:shadow-lg"
          >
            <SiteImage
              {...card.image}
              sizes="(min-width: 768px) 33vw, 100vw"
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="p-6">
              <h2 className="text-xl font-bold">{card.title}</h2>
              <p className="mt-2 text-slate-700">{card.text}</p>
              <a
                href={card.href}
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 after:absolute after:inset-0 hover:underline"
              >
                {ui.enquireNow}
                <span className="sr-only">: {card.title}</span>
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
