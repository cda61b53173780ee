import type { DiagnosticsContent } from "@/content/diagnostics";
import { pageMetadata, type PageHead } from "@/lib/seo";

export const diagnosticsHead = (content: DiagnosticsContent): PageHead =>
  pageMetadata({
    title: content.metaTitle,
    description: content.metaDescription,
    keywords: content.keywords,
    path: content.path,
  });
