import { PageIntro } from "@/components/sections/PageIntro";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

const page = pages.feedback;
export const metadata = pageMetadata(page);

export default function FeedbackPage() {
  return <PageIntro heading={page.heading} intro={page.intro} />;
}
