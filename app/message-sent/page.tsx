import type { Metadata } from "next";
import { MessageResult } from "@/components/sections/MessageResult";
import { messageSent, sentMessage } from "@/content/messageResult";
import { firstParam, type SearchParams } from "@/lib/params";

export const metadata: Metadata = { title: messageSent.title, robots: { index: false } };

export default async function MessageSentPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { success, reference } = sentMessage(firstParam(query.form), firstParam(query.ref));
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
