import { MessageResult } from "@/components/sections/MessageResult";
import { messageNotSent } from "@/content/messageResult";

/** A translated page's words (/hi/message-not-sent): its own, and its contact lines'. */
type Props = { failure: string; problem: string } & {
  words?: typeof messageNotSent | undefined;
  contactWords?: { phoneLabels: Record<string, string>; emailLabel: string } | undefined;
};

export function MessageNotSentPage({
  failure,
  problem,
  words = messageNotSent,
  contactWords,
}: Props) {
  return (
    <MessageResult
      heading={words.heading}
      contactIntro={words.back}
      homeLabel={words.next}
      contactWords={contactWords}
    >
      <p>{failure}</p>
      <p>{problem}</p>
    </MessageResult>
  );
}
