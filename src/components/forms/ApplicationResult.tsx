import { MessageResult } from "@/components/sections/MessageResult";
import {
  applicationResult as words,
  applicationWords,
  isApplicationProblem,
  isApplicationReference,
} from "@/content/forms/application";
import { messageSent } from "@/content/messageResult";

const careerLink = (
  <p>
    <a href="/career" className="font-semibold text-accent-700 underline">
      {words.careers}
    </a>
  </p>
);

/** Where an application posted without the page's script lands when it was stored. */
export function ApplicationSent({ reference }: { reference: string | null }) {
  return (
    <MessageResult heading={applicationWords.success} homeLabel={messageSent.next}>
      {isApplicationReference(reference) && (
        <p>
          {applicationWords.reference} <strong className="text-navy-900">{reference}</strong>.{" "}
          {applicationWords.referenceHint}
        </p>
      )}
      <p>{applicationWords.next}</p>
      {careerLink}
    </MessageResult>
  );
}

/** Where it lands when it was refused: why, and how else to reach HR. */
export function ApplicationNotSent({ problem }: { problem: string | null }) {
  const why = isApplicationProblem(problem) ? problem : "invalid";
  return (
    <MessageResult
      heading={words.notSentHeading}
      homeLabel={messageSent.next}
      contactIntro={words.back}
    >
      <p>{words.problems[why]}</p>
      {why === "closed" && (
        <p>
          <a href="/career/apply" className="font-semibold text-accent-700 underline">
            {applicationWords.generalHeading}
          </a>
        </p>
      )}
      {careerLink}
    </MessageResult>
  );
}
