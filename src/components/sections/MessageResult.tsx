import { ButtonLink } from "@/components/ui/ButtonLink";
import type { ReactNode } from "react";
import { site } from "@/content/site";
import { ui } from "@/content/ui";

/** The answer page of a lead form the browser posted itself: what happened and how to reach the lab. */
export function MessageResult({
  heading,
  children,
  contactIntro,
  homeLabel,
  contactWords,
}: {
  heading: string;
  children: ReactNode;
  /** Shown above the lab's phone numbers and e-mail address, when they are offered. */
  contactIntro?: string;
  homeLabel: string;
  /** A page in another language: the contact lines' words (English unless given). */
  contactWords?: { phoneLabels: Record<string, string>; emailLabel: string } | undefined;
}) {
  return (
    <section className="bg-steel-50 pt-28 pb-16 sm:pt-32">
      <div className="container-page max-w-2xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{heading}</h1>
        <div className="mt-4 space-y-3 text-lg text-slate-700">{children}</div>
        {contactIntro && (
          <>
            <p className="mt-6 text-slate-700">{contactIntro}</p>
            <ul className="mt-3 space-y-1">
              {site.phones.map((phone) => (
                <li key={phone.tel}>
                  {contactWords?.phoneLabels[phone.label] ?? phone.label}:{" "}
                  <a href={`tel:${phone.tel}`} className="font-semibold text-accent-700 underline">
                    {phone.display}
                  </a>
                </li>
              ))}
              <li>
                {contactWords?.emailLabel ?? ui.emailLabel}{" "}
                <a
                  href={`mailto:${site.email}`}
                  className="font-semibold text-accent-700 underline"
                >
                  {site.email}
                </a>
              </li>
            </ul>
          </>
        )}
        <ButtonLink href="/" tone="navy" className="mt-8">
          {homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
