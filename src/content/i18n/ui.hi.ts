import type { ui } from "@/content/ui";

/** The policy frame's words on Hindi pages (until a Hindi twin of content/ui.ts holds them). */
export const legalHi: typeof ui.legal = {
  onThisPage: "इस पृष्ठ पर",
  lastUpdated: "अंतिम अद्यतन:",
};

/** The FAQ section's heading on Hindi pages. */
export const faqHi = "अक्सर पूछे जाने वाले प्रश्न";
