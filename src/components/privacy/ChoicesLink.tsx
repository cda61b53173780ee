import { portalChoices as words } from "@/content/newsletter";

/** The portal's way to the customer's consent choices (a private link made for this page). */
export function ChoicesLink({ href }: { href: string }) {
  return (
    <section aria-labelledby="your-choices" className="space-y-2">
      <h2 id="your-choices" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p>{words.body}</p>
      <p>
        <a href={href} className="font-semibold text-accent-700 underline">
          {words.link}
        </a>
      </p>
    </section>
  );
}
