import { PageBanner } from "@/components/sections/PageBanner";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

const page = pages.about;
export const metadata = pageMetadata(page);

export default function AboutPage() {
  return <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />;
}
