import { MessageResult } from "@/components/sections/MessageResult";
import { messageSent, sentMessage } from "@/content/messageResult";
import { firstParam } from "@/lib/params";
import { unlistedPage } from "@/lib/seo";

export const metadata = unlistedPage(messageSent.title);

export function MessageSentPage({ query }: { query: URLSearchParams }) {
  const { success, reference } = sentMessage(
    firstParam(query.get("form")),
    firstParam(query.get("ref")),
  );
  return (
    <MessageResult heading={messageSent.heading} homeLabel={messageSent.next}>
      <p>{success}</p>
      {reference && (
        <p>
          {messageSent.referenceLabel} <strong className="text-navy-900">{reference}</strong>.{" "}
          {messageSent.referenceHint}
        </p>
      )}
    </MessageResult>
  );
}
