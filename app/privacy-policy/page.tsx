import { PageIntro } from "@/components/sections/PageIntro";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

const page = pages.privacy;
export const metadata = pageMetadata(page);

export default function PrivacyPage() {
  return <PageIntro heading={page.heading} intro={page.intro} />;
}
