import {
  companyField as englishCompanyField,
  emailField as englishEmailField,
  formWords as englishFormWords,
  messageField as englishMessageField,
  messages as englishMessages,
  nameField as englishNameField,
  phoneField as englishPhoneField,
  upload as englishUpload,
} from "../forms/common";
import type { EmailField, PhoneField, TextField } from "../forms/types";
import type { FormKey } from "../forms";
import {
  messageNotSent as englishMessageNotSent,
  messageSent as englishMessageSent,
  type MessageProblem,
} from "../messageResult";
import { ui as englishUi } from "../ui";

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

/**
 * The pages a form posted without the page's script lands on (src/content/messageResult.ts),
 * for the Hindi forms; their paths are where the Hindi pages would be.
 */
export const messageSent: typeof englishMessageSent = {
  path: "/hi/message-sent",
  title: "संदेश भेज दिया गया",
  heading: "धन्यवाद, आपका संदेश हमें मिल गया है",
  referenceLabel: formWords.reference,
  referenceHint: "इस संदेश के बारे में फ़ोन करते या लिखते समय कृपया इसका उल्लेख करें।",
  next: "होम पेज पर लौटें",
};

export const messageNotSent: typeof englishMessageNotSent = {
  path: "/hi/message-not-sent",
  title: "संदेश नहीं भेजा गया",
  heading: "आपका संदेश नहीं भेजा गया",
  back: "फ़ॉर्म पर लौटकर उसे ठीक करने के लिए अपने ब्राउज़र का 'वापस' (Back) बटन दबाएँ, या हमसे सीधे संपर्क करें:",
  next: "होम पेज पर लौटें",
};

/** Why a form sent without the page's script was not stored (the English `problems`). */
export const messageProblems: Record<MessageProblem, string> = {
  invalid:
    "कुछ जानकारी छूट गई थी या उस रूप में नहीं थी जिसकी हमें आवश्यकता है: नाम, सही ई-मेल पता और फ़ोन नंबर, और कुछ फ़ॉर्मों में सेवा, तारीख या रेटिंग।",
  "too-large": `संलग्न फ़ाइल ${englishUpload.maxMegabytes} MB से बड़ी है, या कोई फ़ील्ड बहुत लंबा है।`,
  "file-type": "संलग्न फ़ाइल PDF, DOC या DOCX दस्तावेज़ होनी चाहिए।",
  "file-unsafe":
    "संलग्न फ़ाइल में सक्रिय सामग्री (मैक्रो, स्क्रिप्ट या कोई जुड़ी हुई फ़ाइल) है, जिसे हम सुरक्षा कारणों से स्वीकार नहीं कर सकते। कृपया इसे सामान्य PDF या DOCX के रूप में भेजें।",
  "file-unchecked":
    "हम समय पर संलग्न फ़ाइल की जाँच नहीं कर पाए। कृपया इसे सामान्य PDF के रूप में फिर से भेजें, या एक मिनट बाद फिर कोशिश करें।",
  busy: "पिछले एक मिनट में आपके कनेक्शन से हमें बहुत सारे संदेश मिले हैं। कृपया फिर से भेजने से पहले एक मिनट रुकें।",
  sending:
    "आपका कनेक्शन अभी हमें दूसरे फ़ॉर्म भेज रहा है। कृपया उनके पहुँचने तक रुकें, फिर कुछ सेकंड बाद यह फ़ॉर्म दोबारा भेजें।",
  full: "अभी हमारे इनबॉक्स में बहुत सारे संदेश आ रहे हैं। कृपया कुछ सेकंड बाद अपना संदेश दोबारा भेजें।",
  server: "हमारा सर्वर अभी आपका संदेश सहेज नहीं सका।",
};

/** What happens after a Hindi page's form is sent (the English `nextSteps`), by form. */
export const nextSteps: Partial<Record<FormKey, string>> = {
  consultation: "हमारे इंजीनियर एक कार्यदिवस के भीतर ई-मेल या फ़ोन से उत्तर देंगे।",
};
