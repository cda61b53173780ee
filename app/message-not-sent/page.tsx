import type { Metadata } from "next";
import { MessageResult } from "@/components/sections/MessageResult";
import { messageNotSent, notSentMessage } from "@/content/messageResult";
import { firstParam, type SearchParams } from "@/lib/params";

export const metadata: Metadata = { title: messageNotSent.title, robots: { index: false } };

export default async function MessageNotSentPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { failure, problem } = notSentMessage(firstParam(query.form), firstParam(query.problem));
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
