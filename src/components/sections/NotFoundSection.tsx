import { ButtonLink } from "@/components/ui/ButtonLink";
import { notFoundPage } from "@/content/pages";

/** The spec's 404 page: heading, text and a way home. */
export function NotFoundSection() {
  return (
    <section className="on-dark flex min-h-[75vh] items-center bg-gradient-to-br from-navy-950 to-navy-800 pt-28 pb-20">
      <div className="container-page max-w-2xl text-center">
        <p className="font-display text-7xl font-bold text-amber-400" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-white sm:text-4xl">{notFoundPage.heading}</h1>
        <p className="mt-4 text-lg text-slate-200">{notFoundPage.text}</p>
        <ButtonLink href="/" tone="amber" className="mt-8">
          {notFoundPage.cta}
        </ButtonLink>
      </div>
    </section>
  );
}
