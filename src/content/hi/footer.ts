import { footerWords as englishFooterWords } from "../footer";
import { site } from "../site";

/** The footer's headings and lines in Hindi (src/content/footer.ts). */
export const footerWords: typeof englishFooterWords = {
  contact: "त्वरित संपर्क",
  services: "सेवाएँ",
  links: "लिंक",
  social: "सोशल मीडिया",
  onSocial: (network: string) => `${network} पर ${site.name}`,
  hours: "कार्य समय",
  schedule: "अपना टेस्ट तय करें",
  rights: (year: number | string) => `© ${year} ${site.name}. सर्वाधिकार सुरक्षित।`,
};

/** The footer's line about the lab (the English `site.footerAbout`). */
export const footerAbout =
  "इंदौर की एक NABL-मान्यता प्राप्त विद्युत टेस्टिंग और कैलिब्रेशन प्रयोगशाला, जो पूरे मध्य भारत में बिजली कंपनियों, निर्माताओं और परियोजना मालिकों को सेवा देती है।";
