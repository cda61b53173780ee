import { FaqSection } from "@/components/sections/FaqSection";
import { LegalDocument } from "@/components/sections/LegalDocument";
import { PageIntro } from "@/components/sections/PageIntro";
import { faqs } from "@/content/faqs";
import { pages, type PageInfo } from "@/content/pages";
import { privacyPolicy, type PolicyDocument } from "@/content/privacy";
import type { FaqItem } from "@/content/types";
import { ui } from "@/content/ui";

/** The page's words in one language: the English ones unless a translation is given. */
export type PrivacyPolicyWords = {
  page: PageInfo;
  policy: PolicyDocument;
  faqs: FaqItem[];
  faqTitle?: string;
  legal: typeof ui.legal;
};

const english: PrivacyPolicyWords = {
  page: pages.privacy,
  policy: privacyPolicy,
  faqs: faqs.privacy,
  legal: ui.legal,
};

export function PrivacyPolicyPage({
  words = english,
  locale = "en",
}: {
  words?: PrivacyPolicyWords;
  locale?: "en" | "hi";
}) {
  return (
    <>
      <PageIntro heading={words.page.heading} intro={words.page.intro} />
      <LegalDocument doc={words.policy} words={words.legal} locale={locale} />
      <FaqSection id="privacy-faq" items={words.faqs} title={words.faqTitle} />
    </>
  );
}
