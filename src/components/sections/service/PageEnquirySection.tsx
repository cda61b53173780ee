import type { ReactNode } from "react";

/**
 * The enquiry a page's booking buttons open (`id` is their anchor): a line on
 * what to tell us, then the form island (it brings its own heading).
 */
export function PageEnquirySection({
  id,
  intro,
  children,
}: {
  id: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="bg-steel-50 py-16">
      <div className="container-page grid items-start gap-8 lg:grid-cols-[1fr_2fr]">
        <p className="text-lg text-slate-700 lg:pt-2">{intro}</p>
        <div>{children}</div>
      </div>
    </section>
  );
}
