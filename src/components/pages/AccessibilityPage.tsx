import { LegalDocument } from "@/components/sections/LegalDocument";
import { PageIntro } from "@/components/sections/PageIntro";
import { accessibilityStatement } from "@/content/accessibility";
import { pages } from "@/content/pages";

const page = pages.accessibility;

export function AccessibilityPage() {
  return (
    <>
      <PageIntro heading={page.heading} intro={page.intro} />
      <LegalDocument doc={accessibilityStatement} />
    </>
  );
}
