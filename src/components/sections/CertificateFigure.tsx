import { SiteImage } from "@/components/ui/SiteImage";
import type { Picture } from "@/content/types";

/**
 * A certificate with its caption. The caption names the certificate, so the image
 * itself takes an empty alt (a repeated alt would be read twice).
 */
export function CertificateFigure({
  picture,
  sizes,
  className = "",
}: {
  picture: Picture;
  sizes: string;
  className?: string;
}) {
  return (
    <figure className={`rounded-xl border border-steel-200 bg-white p-3 ${className}`}>
      <SiteImage {...picture} alt="" sizes={sizes} className="mx-auto h-auto w-full max-w-xs" />
      <figcaption className="mt-2 text-center text-sm font-semibold text-navy-900">
        {picture.alt}
      </figcaption>
    </figure>
  );
}
