import { SiteImage } from "@/components/ui/SiteImage";
import { certificateWords, type Certificate } from "@/content/certificates";
import { certificateStanding } from "@/lib/certificateStanding";
import { formatLongDateIN } from "@/lib/format";

/**
 * A certificate with its caption: its name and where it stands on `today`
 * (YYYY-MM-DD, read by the route when the page is asked for): the date it is
 * valid until, or "renewal in progress" once that date has passed, even though
 * the picture still shows the old date. The image has an empty alt: the caption
 * names it (a repeated alt would be read twice).
 */
export function CertificateFigure({
  certificate,
  today,
  sizes,
  className = "",
}: {
  certificate: Certificate;
  today: string;
  sizes: string;
  className?: string;
}) {
  const standing = certificateStanding(certificate, today);
  return (
    <figure className={`rounded-xl border border-steel-200 bg-white p-3 ${className}`}>
      <SiteImage
        {...certificate.picture}
        alt=""
        sizes={sizes}
        className="mx-auto h-auto w-full max-w-xs"
      />
      <figcaption className="mt-2 text-center text-sm">
        <span className="block font-semibold text-navy-900">{certificate.name}</span>
        <span
          className={`block ${standing.valid ? "text-slate-700" : "font-semibold text-accent-700"}`}
        >
          {standing.valid
            ? certificateWords.validUntil(formatLongDateIN(standing.until))
            : certificateWords.renewal}
        </span>
      </figcaption>
    </figure>
  );
}
