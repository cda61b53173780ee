import { PageIntro } from "@/components/sections/PageIntro";
import { portalPrivacy } from "@/content/portalReminders";

const words = portalPrivacy;

/** /portal/privacy: what the customer portal keeps, why and for how long. */
export function PortalPrivacy() {
  return (
    <>
      <PageIntro heading={words.heading} intro={words.short} />
      <div className="container-page py-10">
        <div className="max-w-2xl space-y-6">
          {words.sections.map((s) => (
            <section key={s.heading}>
              <h2 className="text-xl font-bold">{s.heading}</h2>
              <p className="mt-2">{s.text}</p>
            </section>
          ))}
          <p>
            <a href="/portal" className="underline">
              {words.back}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
