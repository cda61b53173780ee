import {
  companyField as englishCompanyField,
  emailField as englishEmailField,
  formWords as englishFormWords,
  messageField as englishMessageField,
  messages as englishMessages,
  nameField as englishNameField,
  phoneField as englishPhoneField,
  privacyNotice as englishPrivacyNotice,
  upload as englishUpload,
} from "../forms/common";
import type { EmailField, PhoneField, TextField } from "../forms/types";
import { ui as englishUi } from "../ui";

/**
 * Words every Hindi page and form shares: the twins of src/content/forms/common.ts and
 * src/content/ui.ts, and the language switch. The fields keep the English names, ids and rules;
 * only their words are Hindi.
 */

/**
 * Shown as "{before} {purpose}. {middle} {link} {after}": a Hindi form's `purpose` is a noun
 * phrase ("आपके आवेदन पर विचार करना") that completes `before`.
 */
export const privacyNotice: typeof englishPrivacyNotice = {
  before: "हम यह जानकारी केवल इस काम के लिए लेते हैं:",
  middle: "हम इसे कितने समय तक रखते हैं और इसमें सुधार या इसे मिटाने का अनुरोध कैसे करें, यह जानने के लिए हमारी",
  link: "गोपनीयता नीति",
  after: "देखें।",
};

export const formWords: typeof englishFormWords = {
  sending: "भेजा जा रहा है...",
  honeypot: "इस फ़ील्ड को खाली छोड़ें",
  reference: "आपकी संदर्भ संख्या है",
  sent: "आपने क्या भेजा",
  again: "एक और भेजें",
  star: "स्टार",
  stars: "स्टार",
  tooLong: (max: number) => `कृपया इसे ${max} अक्षरों से कम रखें`,
};

/** The one file a visitor may attach: the same limits as the English, Hindi messages. */
export const upload: typeof englishUpload = {
  ...englishUpload,
  typeMessage: "PDF, DOC या DOCX फ़ाइल अपलोड करें",
  sizeMessage: `फ़ाइल ${englishUpload.maxMegabytes} MB या उससे छोटी होनी चाहिए`,
  multipleMessage: "केवल एक फ़ाइल अपलोड करें",
  remove: "हटाएँ",
  removed: "फ़ाइल हटा दी गई",
};

export const messages: typeof englishMessages = {
  name: "कृपया अपना नाम लिखें",
  email: "कृपया अपना ई-मेल पता लिखें",
  emailInvalid: "कृपया सही ई-मेल पता लिखें",
  phone: "कृपया अपना फ़ोन नंबर लिखें",
  phoneInvalid: "कृपया सही फ़ोन नंबर लिखें",
  message: "कृपया अपना संदेश लिखें",
  company: "कृपया अपनी कंपनी का नाम लिखें",
};

/** The English name field (same name, id, limit and rules) with Hindi words. */
export const nameField = (name: string, label = "नाम"): TextField => ({
  ...englishNameField(name, label),
  required: messages.name,
});

export const emailField = (name: string, over: Partial<EmailField> = {}): EmailField =>
  englishEmailField(name, {
    label: "ई-मेल",
    required: messages.email,
    invalid: messages.emailInvalid,
    ...over,
  });

export const phoneField = (name: string, label = "फ़ोन नंबर"): PhoneField => ({
  ...englishPhoneField(name, label),
  required: messages.phone,
  invalid: messages.phoneInvalid,
});

export const companyField = (name: string): TextField => ({
  ...englishCompanyField(name),
  label: "कंपनी का नाम",
  required: messages.company,
});

export const messageField = (label = "संदेश", rows = 4): TextField => ({
  ...englishMessageField(label, rows),
  required: messages.message,
});

/** The pieces every page shares (the English `ui`), in Hindi. */
export const ui: typeof englishUi = {
  skipLink: "मुख्य सामग्री पर जाएँ",
  tooManyAtOnce: "आपके कनेक्शन से एक साथ बहुत अधिक अनुरोध आ रहे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  landmarks: {
    main: "मुख्य",
    mobile: "मोबाइल",
    sidebar: "साइडबार",
  },
  allServices: "सभी सेवाएँ",
  mapsNewTab: " (Google मानचित्र नए टैब में खुलेगा)",
  newTab: (name: string) => `${name} (नए टैब में खुलेगा)`,
  accredited: "मान्यता प्राप्त और प्रमाणित",
  feedbackForm: "फ़ीडबैक फ़ॉर्म",
  faq: "अक्सर पूछे जाने वाले प्रश्न",
  readMore: "और पढ़ें",
  viewDetails: "विवरण देखें",
  enquireNow: "अभी पूछताछ करें",
  scrollForMore: "और देखने के लिए स्क्रॉल करें",
  emailLabel: "ई-मेल:",
  carousel: {
    role: "कैरसेल",
    slide: "स्लाइड",
    slideOf: (n: number, total: number) => `${total} में से ${n}`,
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    play: "चलाएँ",
    pause: "रोकें",
  },
  pagination: {
    label: "पेज नेविगेशन",
    previous: "पिछला",
    next: "अगला",
    pageOf: (page: number, count: number) => `पेज ${page} / ${count}`,
  },
  legal: {
    onThisPage: "इस पेज पर",
    lastUpdated: "अंतिम अद्यतन:",
  },
};

/**
 * The language switch: each language is named in its own script, with its `lang` so a screen
 * reader says it right; `label` names the switch itself.
 */
export const languageSwitch = {
  label: "भाषा",
  hindi: { name: "हिन्दी", lang: "hi-IN" },
  english: { name: "English", lang: "en-IN" },
  /** Said on a page that has no Hindi version yet. */
  englishOnly: "यह पेज अभी केवल अंग्रेज़ी में उपलब्ध है।",
} as const;
