import type { ReactNode } from "react";

/** A light page top for the inner pages where the header uses the accent colour. */
export function PageIntro({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-steel-50 pt-28 pb-10 sm:pt-32">
      <div className="container-page">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">{heading}</h1>
        {intro && <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
