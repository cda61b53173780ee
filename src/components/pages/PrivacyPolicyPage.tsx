import { FaqSection } from "@/components/sections/FaqSection";
import { LegalDocument } from "@/components/sections/LegalDocument";
import { PageIntro } from "@/components/sections/PageIntro";
import { faqs } from "@/content/faqs";
import { pages } from "@/content/pages";
import { privacyPolicy } from "@/content/privacy";
import { pageMetadata } from "@/lib/seo";

const page = pages.privacy;
export const metadata = pageMetadata(page);

export function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro heading={page.heading} intro={page.intro} />
      <LegalDocument doc={privacyPolicy} />
      <FaqSection id="privacy-faq" items={faqs.privacy} />
    </>
  );
}
