import { MessageResult } from "@/components/sections/MessageResult";
import { messageSent, type sentMessage } from "@/content/messageResult";

/** The page's own words: English unless a translated page gives its own (/hi/message-sent). */
type Props = ReturnType<typeof sentMessage> & { words?: typeof messageSent | undefined };

export function MessageSentPage({ success, next, reference, words = messageSent }: Props) {
  return (
    <MessageResult heading={words.heading} homeLabel={words.next}>
      <p>{success}</p>
      {reference && (
        <p>
          {words.referenceLabel} <strong className="text-navy-900">{reference}</strong>.{" "}
          {words.referenceHint}
        </p>
      )}
      {next && <p>{next}</p>}
    </MessageResult>
  );
}
