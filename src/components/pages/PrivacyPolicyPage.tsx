import { FaqSection } from "@/components/sections/FaqSection";
import { LegalDocument } from "@/components/sections/LegalDocument";
import { PageIntro } from "@/components/sections/PageIntro";
import { faqs } from "@/content/faqs";
import { pages } from "@/content/pages";
import { privacyPolicy } from "@/content/privacy";

const page = pages.privacy;

export function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro heading={page.heading} intro={page.intro} />
      <LegalDocument doc={privacyPolicy} />
      <FaqSection id="privacy-faq" items={faqs.privacy} />
    </>
  );
}
