import { MessageResult } from "@/components/sections/MessageResult";
import { messageNotSent, notSentMessage } from "@/content/messageResult";
import { firstParam } from "@/lib/params";
import { unlistedPage } from "@/lib/seo";

export const metadata = unlistedPage(messageNotSent.title);

export function MessageNotSentPage({ query }: { query: URLSearchParams }) {
  const { failure, problem } = notSentMessage(
    firstParam(query.get("form")),
    firstParam(query.get("problem")),
  );
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
