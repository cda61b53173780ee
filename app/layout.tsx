import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { Suspense, type ReactNode } from "react";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { ProgressiveSections } from "@/components/layout/ProgressiveSections";
import { ScrollToTop } from "@/components/layout/ScrollToTop";
import { SkipLink } from "@/components/layout/SkipLink";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/seo";
import { outfit } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: "#0f2a4a" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, so Next.js can put
  // the Content-Security-Policy nonce (set in proxy.ts) on its scripts.
  await headers();
  return (
    <html lang="en-IN" className={outfit.variable}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <ProgressiveSections />
      </body>
    </html>
  );
}
