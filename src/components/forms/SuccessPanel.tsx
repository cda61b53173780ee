import { useEffect, useId, useRef } from "react";
import { formWords } from "@/content/forms";
import { messageSent } from "@/content/messageResult";
import type { Sent } from "./FormStatus";

type Props = {
  /** The form's success words from the spec. */
  words: string;
  /** What happens next, and when. */
  next: string;
  reference: string | undefined;
  sent: Sent[];
  /** Under the form's own heading (h2) or standing for it. */
  level: "h2" | "h3";
  /** Brings back an empty form; or `again`, a link to start afresh (a page of its own). */
  onAgain?: () => void;
  again?: { href: string; label: string } | undefined;
  /** A file the visitor may keep (a test request's PDF). */
  download?: { href: string; label: string; hint: string } | undefined;
  /** The panel's own words in the page's language (English unless given). */
  frame?: { reference: string; referenceHint: string; sent: string; again: string } | undefined;
};

/**
 * A sent form's result in place of its fields (nothing invites a second send):
 * its heading takes focus (so it is read out and the keyboard carries on from
 * it) and the panel is brought into view, at once when the visitor asked for
 * reduced motion. "Send another" brings back the empty form.
 */
export function SuccessPanel({
  words,
  next,
  reference,
  sent,
  level: Heading,
  onAgain,
  again,
  download,
  frame = {
    reference: formWords.reference,
    referenceHint: messageSent.referenceHint,
    sent: formWords.sent,
    again: formWords.again,
  },
}: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.parentElement?.scrollIntoView({
      block: "nearest",
      behavior: still ? "instant" : "smooth",
    });
  }, []);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-2 rounded-md border-l-4 border-green-700 bg-green-50 px-5 py-4 text-green-950"
    >
      <Heading
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        data-status="success"
        className="text-lg font-bold"
      >
        {words}
      </Heading>
      {reference && (
        <p>
          {frame.reference} <strong className="whitespace-nowrap">{reference}</strong>.{" "}
          {frame.referenceHint}
        </p>
      )}
      <p>{next}</p>
      {download && (
        <p>
          <a
            href={download.href}
            download
            className="inline-flex min-h-11 items-center font-semibold text-green-900 underline"
          >
            {download.label}
          </a>
          <span className="block text-sm">{download.hint}</span>
        </p>
      )}
      {sent.length > 0 && (
        <>
          <p id={`${id}-sent`} className="font-semibold">
            {frame.sent}
          </p>
          <ul aria-labelledby={`${id}-sent`} className="list-disc pl-5 wrap-anywhere">
            {sent.map((item) => (
              <li key={item.label}>
                {item.label}: {item.value}
              </li>
            ))}
          </ul>
        </>
      )}
      {again ? (
        <a href={again.href} className={againClass}>
          {again.label}
        </a>
      ) : (
        <button type="button" onClick={onAgain} className={againClass}>
          {frame.again}
        </button>
      )}
    </section>
  );
}

const againClass =
  "mt-2 inline-flex min-h-11 items-center rounded-md border-2 border-green-800 bg-white px-4 font-semibold text-green-900 hover:bg-green-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-green-900";
