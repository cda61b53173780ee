import { DiagnosticsPage } from "@/components/sections/DiagnosticsPage";
import { JsonLd } from "@/components/JsonLd";
import { gisAis as page } from "@/content/gisAis";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbLd } from "@/lib/structuredData";

const path = "/gis-and-ais";
export const metadata = pageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  keywords: page.keywords,
  path,
});

export function GisAisPage() {
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: page.metaTitle, path }])} />
      <DiagnosticsPage content={page} banner="gis" id="gis" />
    </>
  );
}
