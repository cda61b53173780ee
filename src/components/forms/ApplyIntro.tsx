import { PageIntro } from "@/components/sections/PageIntro";
import { applicationWords } from "@/content/forms/application";
import type { Opening } from "@/lib/careers/openings";
import { formatLongDateIn } from "@/lib/format";
import { localisedHref } from "@/lib/i18n/pages";

type Props = {
  /** The opening applied for, on the board today; none: a general application. */
  opening: Opening | undefined;
  /** Why the asked-for opening is not offered. */
  notice: "closed" | "unknown" | undefined;
  closedTitle: string | undefined;
  /** A page in another language: its words and how it names a kind of employment. */
  translated?: {
    locale: "hi";
    words: typeof applicationWords;
    jobType: (type: string) => string;
  };
};

/** The apply page's top: the opening (or the general application), and a plain word when the link's opening is gone. */
export function ApplyIntro({ opening, notice, closedTitle, translated }: Props) {
  const words = translated?.words ?? applicationWords;
  const locale = translated?.locale ?? "en";
  const type = (t: string) => translated?.jobType(t) ?? t;
  return (
    <PageIntro
      heading={opening ? words.heading(opening.title) : words.generalHeading}
      intro={
        opening
          ? words.openingIntro(
              opening.location,
              type(opening.type),
              formatLongDateIn(opening.deadline, locale),
            )
          : words.generalIntro
      }
    >
      {notice && (
        <p className="mt-4 max-w-2xl rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
          {notice === "closed" && closedTitle
            ? words.closedOpening(closedTitle)
            : words.unknownOpening}
        </p>
      )}
      <p className="mt-4">
        <a
          href={localisedHref("/career", locale)}
          className="font-semibold text-accent-700 underline"
        >
          {words.backToCareer}
        </a>
      </p>
    </PageIntro>
  );
}
