import { site } from "@/content/site";
import {
  applicationFields as englishFields,
  applicationResult as englishResult,
  applicationWords as englishWords,
  cvUpload as englishCvUpload,
  experienceOptions,
  noticeOptions,
  type ApplicationField,
} from "../../forms/application";
import { retention } from "../../privacy";
import { emailField, messages, nameField, phoneField } from "../common";

/**
 * The job application (/hi/career/apply) in Hindi: the same fields (names, ids, kinds, limits,
 * options and rules) as src/content/forms/application.ts, with Hindi words. A choice's value is
 * posted in English as the English form posts it (the desk and the schema read the same values);
 * the visitor reads it through `optionLabels`.
 */

const MAX_CV_MB = englishCvUpload.maxMegabytes;

export const cvUpload: typeof englishCvUpload = {
  ...englishCvUpload,
  label: "आपका CV",
  hint: `PDF या DOCX, अधिकतम ${MAX_CV_MB} MB।`,
  required: "कृपया अपना CV संलग्न करें",
  typeMessage: "आपका CV PDF या DOCX फ़ाइल होना चाहिए",
  sizeMessage: `आपका CV ${MAX_CV_MB} MB या उससे छोटा होना चाहिए`,
  multipleMessage: "केवल एक फ़ाइल संलग्न करें",
};

/** What the visitor reads for each English value of the two choices. */
export const experienceOptionLabels: Record<(typeof experienceOptions)[number], string> = {
  "Less than 1 year": "1 वर्ष से कम",
  "1-2 years": "1-2 वर्ष",
  "3-5 years": "3-5 वर्ष",
  "6-10 years": "6-10 वर्ष",
  "More than 10 years": "10 वर्ष से अधिक",
};

export const noticeOptionLabels: Record<(typeof noticeOptions)[number], string> = {
  "Can join immediately": "तुरंत जॉइन कर सकते हैं",
  "15 days": "15 दिन",
  "30 days": "30 दिन",
  "60 days": "60 दिन",
  "90 days or more": "90 दिन या अधिक",
};

const optionWords: Record<string, string> = { ...experienceOptionLabels, ...noticeOptionLabels };

/** The Hindi words for a choice's English value (the select's `labelOf`). */
export const optionLabel = (option: string): string => optionWords[option] ?? option;

/** The words of each field other than name, e-mail and phone, by the field's wire name. */
const fieldWords: Record<string, Partial<ApplicationField>> = {
  current_role: {
    label: "वर्तमान पद",
    required: "कृपया अपना वर्तमान पद बताएँ (या \u201cविद्यार्थी\u201d लिखें)",
    hint: "पद का नाम और नियोक्ता (कंपनी), या \u201cविद्यार्थी\u201d।",
  },
  experience: {
    label: "अनुभव के वर्ष",
    placeholder: "चुनें...",
    required: "कृपया अपने अनुभव के वर्ष चुनें",
    invalid: "कृपया अपने अनुभव के वर्ष चुनें",
  },
  notice_period: {
    label: "नोटिस अवधि",
    placeholder: "चुनें...",
    required: "कृपया अपनी नोटिस अवधि चुनें",
    invalid: "कृपया अपनी नोटिस अवधि चुनें",
  },
  note: {
    label: "एक छोटा नोट (वैकल्पिक)",
    hint: "जो कुछ भी आप HR को बताना चाहें: आपने कौन-से टेस्ट किए हैं, कौन-से इंस्ट्रूमेंट चलाना जानते हैं, आप कब मिलने आ सकते हैं।",
  },
};

const hindiField = (field: ApplicationField): ApplicationField => {
  switch (field.name) {
    case "applicant_name":
      return nameField(field.name, "पूरा नाम");
    case "email":
      return emailField(field.name);
    case "phone":
      return phoneField(field.name);
    default:
      return { ...field, ...fieldWords[field.name] } as ApplicationField;
  }
};

/** The text fields in the English order (the CV and the consent follow). */
export const applicationFields: readonly ApplicationField[] = englishFields.map(hindiField);

export const applicationWords: typeof englishWords = {
  id: englishWords.id,
  title: "आवेदन करें",
  generalTitle: "सामान्य आवेदन",
  heading: (opening: string) => `${opening} पद के लिए आवेदन करें`,
  generalHeading: "सामान्य आवेदन भेजें",
  formHeading: "आपका आवेदन",
  generalIntro:
    "अभी आपके लिए उपयुक्त कोई रिक्ति नहीं है? फिर भी हमें अपना CV भेजें: HR उसे सँभालकर रखेगा और मेल खाती रिक्ति आने पर आपसे संपर्क करेगा।",
  openingIntro: (location: string, type: string, deadline: string) =>
    `${type}, ${location}। आवेदन ${deadline} को दिन समाप्त होने तक स्वीकार किए जाएँगे।`,
  unknownOpening:
    "हमें यह रिक्ति नहीं मिली: हो सकता है वह बंद हो गई हो या लिंक में कोई गलती हो। आप नीचे सामान्य आवेदन भेज सकते हैं, और HR आपके लिए उपयुक्त रिक्तियों पर आपके नाम का विचार करेगा।",
  closedOpening: (title: string) =>
    `${title} पद के लिए आवेदन बंद हो चुके हैं। आप नीचे सामान्य आवेदन भेज सकते हैं, और HR आपके लिए उपयुक्त रिक्तियों पर आपके नाम का विचार करेगा।`,
  backToCareer: "सभी रिक्तियाँ देखें",
  submit: "आवेदन भेजें",
  purpose: "इस और आगे आने वाली रिक्तियों के लिए आपके आवेदन पर विचार करना",
  consent: {
    before: "मैं सहमत हूँ कि प्रयोगशाला मेरा आवेदन और CV",
    months: `${retention.applicationMonths} महीने`,
    middle: "तक रखे, ताकि रिक्तियों के लिए मेरे नाम पर विचार किया जा सके, जैसा कि",
    link: "गोपनीयता नीति",
    after: "में बताया गया है।",
    required: "आवेदन भेजने के लिए कृपया गोपनीयता नीति से सहमति दें",
  },
  adult: {
    label: "मेरी आयु 18 वर्ष या उससे अधिक है",
    hint: `18 वर्ष से कम आयु है, जैसे अभी ITI या पॉलिटेक्निक में पढ़ रहे हैं? अपने माता-पिता या अभिभावक से कहें कि वे अपनी सहमति लिखकर आपका CV ${site.careersEmail} पर ई-मेल करें, या अपने संस्थान के प्लेसमेंट सेल से हमें लिखने को कहें।`,
    required: `यह फ़ॉर्म 18 वर्ष या उससे अधिक आयु के आवेदकों के लिए है। यदि आपकी आयु कम है, तो अपने माता-पिता या अभिभावक से कहें कि वे अपनी सहमति लिखकर आपका CV ${site.careersEmail} पर ई-मेल करें, या अपने संस्थान के प्लेसमेंट सेल से हमें लिखने को कहें।`,
  },
  success: "धन्यवाद, आपका आवेदन हमें मिल गया है",
  next: "HR हर आवेदन एक सप्ताह के भीतर पढ़ता है; यदि आपकी प्रोफ़ाइल उपयुक्त हुई, तो हम इंटरव्यू तय करने के लिए आपको फ़ोन या ई-मेल करेंगे।",
  failure: "आपका आवेदन नहीं भेजा जा सका। कृपया एक मिनट बाद फिर कोशिश करें, या अपना CV हमें ई-मेल करें।",
  reference: "आपकी संदर्भ संख्या है",
  referenceHint: "अपने आवेदन के बारे में हमें लिखते समय कृपया इसका उल्लेख करें।",
  sentFile: "CV",
  nameInvalid: messages.name,
};

/** The pages an application posted without the page's script lands on. */
export const applicationResult: typeof englishResult = {
  sentTitle: "आवेदन भेज दिया गया",
  notSentTitle: "आवेदन नहीं भेजा गया",
  notSentHeading: "आपका आवेदन नहीं भेजा गया",
  back: "फ़ॉर्म पर लौटकर उसे ठीक करने के लिए अपने ब्राउज़र का 'वापस' (Back) बटन दबाएँ, या अपना CV हमें ई-मेल करें:",
  careers: "सभी रिक्तियाँ देखें",
  problems: {
    invalid:
      "कुछ जानकारी छूट गई थी या उस रूप में नहीं थी जिसकी हमें आवश्यकता है: आपका नाम, सही ई-मेल पता और फ़ोन नंबर, आपका वर्तमान पद, अनुभव और नोटिस अवधि, आपका CV, यह कि आपकी आयु 18 वर्ष या अधिक है, और गोपनीयता नीति से आपकी सहमति।",
    "too-large": `आपका CV ${MAX_CV_MB} MB से बड़ा है, या कोई फ़ील्ड बहुत लंबा है।`,
    "file-type": "आपका CV PDF या DOCX दस्तावेज़ होना चाहिए।",
    "file-unsafe":
      "आपके CV में सक्रिय सामग्री (मैक्रो, स्क्रिप्ट या कोई जुड़ी हुई फ़ाइल) है, जिसे हम सुरक्षा कारणों से स्वीकार नहीं कर सकते। कृपया इसे सामान्य PDF या DOCX के रूप में सहेजकर फिर से भेजें।",
    "file-unchecked":
      "हम समय पर आपके CV की जाँच नहीं कर पाए। कृपया इसे सामान्य PDF के रूप में फिर से भेजें, या एक मिनट बाद फिर कोशिश करें।",
    closed:
      "जिस रिक्ति के लिए आपने आवेदन किया, वह इस बीच बंद हो गई है। आप इसके बजाय सामान्य आवेदन भेज सकते हैं।",
    busy: "पिछले एक मिनट में आपके कनेक्शन से हमें बहुत सारे फ़ॉर्म मिले हैं। कृपया फिर से भेजने से पहले एक मिनट रुकें।",
    sending:
      "आपका कनेक्शन अभी हमें दूसरे फ़ॉर्म भेज रहा है। कृपया उनके पहुँचने तक रुकें, फिर कुछ सेकंड बाद अपना आवेदन दोबारा भेजें।",
    full: "अभी हमें बहुत सारे आवेदन मिल रहे हैं। कृपया कुछ सेकंड बाद अपना आवेदन दोबारा भेजें।",
    server: "हमारा सर्वर अभी आपका आवेदन सहेज नहीं सका।",
  },
};
