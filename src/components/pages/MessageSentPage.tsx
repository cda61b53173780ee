import { MessageResult } from "@/components/sections/MessageResult";
import { messageSent, type sentMessage } from "@/content/messageResult";

export function MessageSentPage({ success, next, reference }: ReturnType<typeof sentMessage>) {
  return (
    <MessageResult heading={messageSent.heading} homeLabel={messageSent.next}>
      <p>{success}</p>
      {reference && (
        <p>
          {messageSent.referenceLabel} <strong className="text-navy-900">{reference}</strong>.{" "}
          {messageSent.referenceHint}
        </p>
      )}
      <p>{next}</p>
    </MessageResult>
  );
}
