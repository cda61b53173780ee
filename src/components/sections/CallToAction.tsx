import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRight } from "@/components/ui/icons";

type Props = { heading: string; text: string; ctaLabel: string; href: string };

export function CallToAction({ heading, text, ctaLabel, href }: Props) {
  return (
    <section className="bg-white py-16">
      <div className="container-page">
        <div className="on-dark flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-navy-900 to-navy-800 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold text-white">{heading}</h2>
            <p className="mt-3 text-lg text-slate-200">{text}</p>
          </div>
          <ButtonLink href={href} tone="amber" className="shrink-0">
            {ctaLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
