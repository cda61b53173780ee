import { DiagnosticsPage } from "@/components/sections/DiagnosticsPage";
import { JsonLd } from "@/components/JsonLd";
import { cableTesting as page } from "@/content/cableTesting";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbLd } from "@/lib/structuredData";

const path = "/cable-testing";
export const metadata = pageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  keywords: page.keywords,
  path,
});

export function CableTestingPage() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.metaTitle, path }])} />
      <DiagnosticsPage content={page} banner="cable" id="cable" />
    </>
  );
}
