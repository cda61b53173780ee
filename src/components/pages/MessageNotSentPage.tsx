import { MessageResult } from "@/components/sections/MessageResult";
import { messageNotSent, type notSentMessage } from "@/content/messageResult";

export function MessageNotSentPage({ failure, problem }: ReturnType<typeof notSentMessage>) {
  return (
    <MessageResult
      heading={messageNotSent.heading}
      contactIntro={messageNotSent.back}
      homeLabel={messageNotSent.next}
    >
      <p>{failure}</p>
      <p>{problem}</p>
    </MessageResult>
  );
}
