import { SuccessPanel } from "@/components/forms/SuccessPanel";
import { PageBanner } from "@/components/sections/PageBanner";
import { requestForm } from "@/content/forms";
import { nextSteps } from "@/content/messageResult";
import { requestPage as words } from "@/content/request";
import { quoteNumberOf } from "@/lib/request/quoteNumber";

type Props = { reference: string | undefined; pdfHref: string | undefined };

/** /request/sent: the thank-you panel with the reference, the quote's number and the request's PDF. */
export function RequestSentPage({ reference, pdfHref }: Props) {
  return (
    <>
      <PageBanner heading={words.sent.title} banner="services" />
      <section className="py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <SuccessPanel
            words={requestForm.success}
            next={nextSteps.request}
            reference={reference}
            sent={[]}
            level="h2"
            again={{ href: "/scope", label: words.sent.another }}
            download={
              pdfHref
                ? { href: pdfHref, label: words.sent.pdf, hint: words.sent.pdfHint }
                : undefined
            }
          />
          {reference && pdfHref && (
            <p className="mt-6 text-slate-700">
              {words.sent.quoteNumber}: <strong>{quoteNumberOf(reference)}</strong>.{" "}
              {words.sent.validity}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
