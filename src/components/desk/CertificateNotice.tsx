import { desk } from "@/content/desk";
import type { Expiring } from "@/lib/certificateStanding";
import { formatLongDateIN } from "@/lib/format";

const words = desk.certificates;

/** For admins on every desk page: certificates whose validity ends within 60 days or has ended. */
export function CertificateNotice({ expiring }: { expiring: Expiring[] }) {
  if (!expiring.length) return null;
  return (
    <section
      aria-labelledby="certificates-to-renew"
      className="mb-4 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h2 id="certificates-to-renew" className="font-semibold">
        {words.heading}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {expiring.map(({ certificate, daysLeft }) => (
          <li key={certificate.number}>
            {words.line(
              certificate.name,
              certificate.number,
              formatLongDateIN(certificate.validUntil),
              daysLeft,
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1">
        {words.update}{" "}
        <a href="/desk/certificates" className="underline">
          {words.updateLink}
        </a>
        .
      </p>
    </section>
  );
}
