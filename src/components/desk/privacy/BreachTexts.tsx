import { breachDesk } from "@/content/privacyBreaches";
import type { TextPart } from "@/lib/privacyBreaches/documents";

/** One text to send, as staff copy it: its heading, lines, then each part under its heading. */
function TextToSend({
  id,
  heading,
  lead,
  parts,
}: {
  id: string;
  heading: string;
  lead: string[];
  parts: TextPart[];
}) {
  return (
    <section aria-labelledby={id} className="mt-4 rounded-lg bg-white p-4">
      <h3 id={id} className="text-lg font-bold">
        {heading}
      </h3>
      <div className="mt-2 max-w-prose space-y-3 [overflow-wrap:anywhere] whitespace-pre-wrap">
        {lead.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {parts.map((part) => (
          <div key={part.heading}>
            <p className="font-semibold">{part.heading}</p>
            <p>{part.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The notice to the people affected and the report to the Board, built from the record. */
export function BreachTexts({
  people,
  board,
}: {
  people: { subject: string; intro: string; parts: TextPart[] };
  board: { lines: string[]; parts: TextPart[] };
}) {
  const words = breachDesk.documents;
  return (
    <section aria-labelledby="breach-texts" className="mt-8 max-w-3xl">
      <h2 id="breach-texts" className="text-xl font-bold">
        {words.heading}
      </h2>
      <TextToSend
        id="breach-notice"
        heading={words.people.heading}
        lead={[people.subject, people.intro]}
        parts={people.parts}
      />
      <TextToSend
        id="breach-report"
        heading={words.board.heading}
        lead={board.lines}
        parts={board.parts}
      />
    </section>
  );
}
