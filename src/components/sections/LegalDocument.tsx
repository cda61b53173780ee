import { formatLongDateIn } from "@/lib/format";
import { ui } from "@/content/ui";

export type LegalDoc = {
  updated: string;
  intro: string;
  sections: { id?: string; heading: string; paragraphs: string[]; items?: string[] }[];
};

/** Long-form policy text (privacy policy, accessibility statement) with a table of contents. */
export function LegalDocument({
  doc,
  words = ui.legal,
  locale = "en",
}: {
  doc: LegalDoc;
  /** The frame's words in the page's language (English unless given). */
  words?: typeof ui.legal;
  locale?: "en" | "hi";
}) {
  const anchor = (i: number) => doc.sections[i]?.id ?? `section-${i + 1}`;
  return (
    <div className="container-page grid items-start gap-10 py-14 lg:grid-cols-[16rem_1fr]">
      <nav
        aria-label={words.onThisPage}
        className="rounded-2xl border border-steel-200 bg-steel-50 p-5 lg:sticky lg:top-24"
      >
        <h2 className="text-base font-bold">{words.onThisPage}</h2>
        <ol className="mt-3 space-y-1 text-sm">
          {doc.sections.map((s, i) => (
            <li key={s.heading}>
              <a
                href={`#${anchor(i)}`}
                className="inline-flex min-h-8 items-center text-slate-700 hover:text-accent-700 hover:underline"
              >
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl min-w-0">
        <p className="text-sm text-slate-600">
          {words.lastUpdated} {formatLongDateIn(doc.updated, locale)}
        </p>
        <p className="mt-4 text-lg text-slate-800">{doc.intro}</p>
        {doc.sections.map((s, i) => (
          <section key={s.heading} id={anchor(i)} className="mt-10">
            <h2 className="text-2xl font-bold">{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 text-slate-700">
                {p}
              </p>
            ))}
            {s.items && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700 marker:text-accent-600">
                {s.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
