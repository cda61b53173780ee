import { FaqSection } from "@/components/sections/FaqSection";
import { LegalDocument } from "@/components/sections/LegalDocument";
import { PageIntro } from "@/components/sections/PageIntro";
import { privacyFaqsNaming } from "@/content/faqs";
import { pages, type PageInfo } from "@/content/pages";
import { privacyPolicyNaming, type PolicyContact, type PolicyDocument } from "@/content/privacy";
import type { FaqItem } from "@/content/types";
import { ui } from "@/content/ui";

/** The page's words in one language: the English ones unless a translation is given. */
export type PrivacyPolicyWords = {
  page: PageInfo;
  /** The policy and its questions, naming the contact person the page is given. */
  policy: (contact: PolicyContact) => PolicyDocument;
  faqs: (contact: PolicyContact) => FaqItem[];
  faqTitle?: string;
  legal: typeof ui.legal;
};

const english: PrivacyPolicyWords = {
  page: pages.privacy,
  policy: privacyPolicyNaming,
  faqs: privacyFaqsNaming,
  legal: ui.legal,
};

/** The privacy policy; `contact` is the desk's contact person for personal data (privacy_contact). */
export function PrivacyPolicyPage({
  contact,
  words = english,
  locale = "en",
}: {
  contact: PolicyContact;
  words?: PrivacyPolicyWords;
  locale?: "en" | "hi";
}) {
  return (
    <>
      <PageIntro heading={words.page.heading} intro={words.page.intro} />
      <LegalDocument doc={words.policy(contact)} words={words.legal} locale={locale} />
      <FaqSection id="privacy-faq" items={words.faqs(contact)} title={words.faqTitle} />
    </>
  );
}
