import { MessageResult } from "@/components/sections/MessageResult";
import {
  applicationResult,
  applicationWords,
  isApplicationProblem,
  isApplicationReference,
} from "@/content/forms/application";
import { messageSent } from "@/content/messageResult";
import { localisedHref } from "@/lib/i18n/pages";

/** The result pages' words in another language (the Hindi pages); English unless given. */
export type ApplicationResultWords = {
  locale: "hi";
  result: typeof applicationResult;
  words: typeof applicationWords;
  homeLabel: string;
  contactWords: { phoneLabels: Record<string, string>; emailLabel: string };
};

type Words = Omit<ApplicationResultWords, "locale" | "contactWords"> & {
  locale: "en" | "hi";
  contactWords?: ApplicationResultWords["contactWords"];
};

const english: Words = {
  locale: "en",
  result: applicationResult,
  words: applicationWords,
  homeLabel: messageSent.next,
};

const careerLink = (w: Words) => (
  <p>
    <a
      href={localisedHref("/career", w.locale)}
      className="font-semibold text-accent-700 underline"
    >
      {w.result.careers}
    </a>
  </p>
);

/** Where an application posted without the page's script lands when it was stored. */
export function ApplicationSent({
  reference,
  translated,
}: {
  reference: string | null;
  translated?: ApplicationResultWords;
}) {
  const w: Words = translated ?? english;
  return (
    <MessageResult heading={w.words.success} homeLabel={w.homeLabel}>
      {isApplicationReference(reference) && (
        <p>
          {w.words.reference} <strong className="text-navy-900">{reference}</strong>.{" "}
          {w.words.referenceHint}
        </p>
      )}
      <p>{w.words.next}</p>
      {careerLink(w)}
    </MessageResult>
  );
}

/** Where it lands when it was refused: why, and how else to reach HR. */
export function ApplicationNotSent({
  problem,
  translated,
}: {
  problem: string | null;
  translated?: ApplicationResultWords;
}) {
  const w: Words = translated ?? english;
  const why = isApplicationProblem(problem) ? problem : "invalid";
  return (
    <MessageResult
      heading={w.result.notSentHeading}
      homeLabel={w.homeLabel}
      contactIntro={w.result.back}
      contactWords={w.contactWords}
    >
      <p>{w.result.problems[why]}</p>
      {why === "closed" && (
        <p>
          <a
            href={localisedHref("/career/apply", w.locale)}
            className="font-semibold text-accent-700 underline"
          >
            {w.words.generalHeading}
          </a>
        </p>
      )}
      {careerLink(w)}
    </MessageResult>
  );
}
