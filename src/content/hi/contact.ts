import {
  contactWords as englishContactWords,
  expertise as englishExpertise,
  type ContactIntro,
} from "../contact";
import type { PageInfo } from "../pages";
import { site } from "../site";

/**
 * The contact page's words in Hindi (src/content/contact.ts). The postal address is shown as
 * written in English (`fullAddress`, as letters and maps need it), with `addressInHindi` beside it.
 */

/** The Hindi /contact page's title, description and banner words. */
export const contactPage: PageInfo = {
  path: "/hi/contact",
  title: "संपर्क और परामर्श अनुरोध",
  description:
    "इंदौर की हमारी प्रयोगशाला से संपर्क करें: मुख्य कार्यालय का पता, मार्केटिंग के फ़ोन नंबर, ई-मेल, मानचित्र और परामर्श अनुरोध फ़ॉर्म, जिसका उत्तर हमारे टेस्ट इंजीनियर देते हैं।",
  heading: "संपर्क करें",
  intro: "बताइए कि आपको क्या टेस्ट या कैलिब्रेट करवाना है; हमारे इंजीनियर आपसे संपर्क करेंगे।",
  banner: "contact",
};

export const contactIntro: ContactIntro = {
  heading: "हमारी प्रयोगशाला से संपर्क करें",
  text: `हमारी मार्केटिंग टीम को फ़ोन करें, ${site.email} पर ई-मेल करें या इंदौर में हमारी प्रयोगशाला आएँ। हम सोमवार से शनिवार, 10:00 से 18:30 तक खुले रहते हैं, और रविवार को बंद रहते हैं।`,
};

/** The expertise list: the English five, in the same order. */
export const expertise: typeof englishExpertise = [
  "150 kV AC और 200 kV DC तक हाई वोल्टेज डाइइलेक्ट्रिक टेस्टिंग",
  "IEC 60076 और IS 2026 के अनुसार ट्रांसफ़ॉर्मर की रूटीन और टाइप टेस्टिंग",
  "33 kV तक CT और PT कैलिब्रेशन, और एनर्जी मीटर की सटीकता (accuracy) टेस्टिंग",
  "केबल डायग्नोस्टिक्स: VLF tan delta, पार्शियल डिस्चार्ज और फ़ॉल्ट लोकेशन",
  "ऑन-साइट कैलिब्रेशन और GIS/AIS स्विचगियर डायग्नोस्टिक्स",
];

export const consultationIntro: ContactIntro = {
  heading: "परामर्श का अनुरोध करें",
  text: "हमें उस उपकरण के बारे में बताएँ जिसकी टेस्टिंग या कैलिब्रेशन करवानी है, और वह मानक (standard) जिसका पालन करना है। हमारे इंजीनियर आपकी आवश्यकता देखकर टेस्ट प्लान और कोटेशन के साथ उत्तर देंगे।",
};

export const contactWords: typeof englishContactWords = {
  office: "मुख्य कार्यालय और प्रयोगशाला",
  expertise: "हमारी विशेषज्ञता",
  mapSection: "प्रयोगशाला का मानचित्र",
  mapTitle: `मानचित्र: ${site.name}, इंदौर`,
};

/** The address in Devanagari, shown beside the English one (which stays as the postal address). */
export const addressInHindi = `प्लॉट 14, सेक्टर E, सांवेर रोड औद्योगिक क्षेत्र, इंदौर, मध्य प्रदेश ${site.address.postalCode}, भारत`;

/** The phone numbers' labels, by the English label in `site.phones`. */
export const phoneLabels: Record<(typeof site.phones)[number]["label"], string> = {
  Marketing: "मार्केटिंग",
  Laboratory: "प्रयोगशाला",
};

/** The opening hours' words, by the English day and time in `site.openingHours`. */
export const openingHoursWords: Record<string, string> = {
  "Monday - Saturday": "सोमवार - शनिवार",
  Sunday: "रविवार",
  Closed: "बंद",
};
