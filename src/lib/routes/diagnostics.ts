import type { DiagnosticsContent } from "@/content/diagnostics";
import { pageHead, type PageHead } from "@/lib/seo";

export const diagnosticsHead = (content: DiagnosticsContent): PageHead =>
  pageHead({
    title: content.metaTitle,
    description: content.metaDescription,
    keywords: content.keywords,
    path: content.path,
  });
