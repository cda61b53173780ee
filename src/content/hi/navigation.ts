import type { HeaderMenus } from "../menuTypes";
import { verifyLink } from "./verify";

/**
 * The header's and footer's menus in Hindi (src/content/navigation.ts): each English label
 * (the menus' entries, the service catalogue's names as menus read them) with its Hindi.
 * lib/i18n/chrome.ts puts them on the English menus' links, so the links and their order stay
 * the English ones; a test fails when an English entry has no Hindi here. Standard codes (ISO
 * 9001, ISO/IEC/IS 17025) are names and stay as they are written.
 */
export const menuLabels: Readonly<Record<string, string>> = {
  // The main menu and the "more" menu.
  Home: "होम",
  About: "हमारे बारे में",
  Contact: "संपर्क",
  Blogs: "ब्लॉग",
  Career: "करियर",
  Gallery: "गैलरी",
  "Verify a Report": verifyLink.text,
  "Scope of Accreditation": "मान्यता का दायरा",
  // The Service menu's groups and pages.
  Testing: "टेस्टिंग",
  Calibration: "कैलिब्रेशन",
  "GIS & AIS": "GIS और AIS",
  "Cable Testing": "केबल टेस्टिंग",
  Training: "प्रशिक्षण",
  "On Site Testing": "ऑन-साइट टेस्टिंग",
  // The services (the catalogue's, as menus name them).
  Cables: "केबल",
  Insulators: "इंसुलेटर",
  "H Beam": "H बीम",
  "RSJ Poles": "RSJ पोल",
  Conductor: "कंडक्टर",
  "PVC Conduit Pipe": "PVC कंड्यूट पाइप",
  Transformers: "ट्रांसफ़ॉर्मर",
  "Transmission Equipment": "ट्रांसमिशन उपकरण",
  "Porcelain Connector": "पोर्सिलेन कनेक्टर",
  "Energy Meters": "एनर्जी मीटर",
  // Training courses: the standards' codes.
  "ISO 9001": "ISO 9001",
  "ISO/IEC/IS 17025": "ISO/IEC/IS 17025",
  "ISO 17020": "ISO 17020",
  // On-site tests.
  "Transformer Testing": "ट्रांसफ़ॉर्मर टेस्टिंग",
  "Relay Testing": "रिले टेस्टिंग",
  "Tan Delta Testing": "टैन डेल्टा टेस्टिंग",
  "SFRA Testing": "SFRA टेस्टिंग",
  "Hi Pot Testing": "हाई-पॉट टेस्टिंग",
  "Cable Fault Locator": "केबल फ़ॉल्ट लोकेटर",
  "CT-PT Testing": "CT-PT टेस्टिंग",
  // The footer's columns.
  "Testing and Certifications": "टेस्टिंग और प्रमाणन",
  Feedback: "फ़ीडबैक",
  "Privacy Policy": "गोपनीयता नीति",
  Accessibility: "सुगम्यता",
};

/** The header's own words (the English `headerMenus`' words that are not menu entries). */
export const headerWords: Pick<
  HeaderMenus,
  "serviceLabel" | "moreLabel" | "moreText" | "openMenuLabel" | "closeMenuLabel"
> & { brochure: string } = {
  serviceLabel: "सेवाएँ",
  moreLabel: "अधिक पेज और ब्रोशर",
  moreText: "अधिक",
  openMenuLabel: "मेनू खोलें",
  closeMenuLabel: "मेनू बंद करें",
  brochure: "ब्रोशर डाउनलोड करें",
};
