import {
  ANSWER_DAYS,
  DETAILS_MAX,
  EMAIL_MAX,
  LINK_HOURS,
  privacyRequest as english,
  type HeldRecordWords,
  type KeptFor,
  type RequestWords,
  type WhereDataGoes,
} from "../privacyRequest";
import { retention } from "../privacy";
import { site } from "../site";

/**
 * /hi/privacy/request and the e-mails of a request made from it, in Hindi:
 * the same words as src/content/privacyRequest.ts, the same facts (days,
 * hours, limits) taken from it. The e-mails to staff stay English.
 */
const detailsMax = DETAILS_MAX.toLocaleString("en-IN");
const contactIs = (contact: string) => `व्यक्तिगत डेटा के लिए हमारे संपर्क व्यक्ति: ${contact}`;

export const privacyRequest: RequestWords = {
  title: "अपने व्यक्तिगत डेटा के बारे में पूछें",
  description: `${site.name} से अपने व्यक्तिगत डेटा की प्रति माँगें, उसे सुधारने या मिटाने को कहें, किसी को नामित करें, या शिकायत दर्ज करें।`,
  intro: `भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत आप हमसे पूछ सकते हैं कि हम आपका कौन-सा व्यक्तिगत डेटा रखते हैं, उसे सुधारने या मिटाने को कह सकते हैं, अपनी ओर से काम करने के लिए किसी को नामित कर सकते हैं, या शिकायत दर्ज कर सकते हैं। हम ${ANSWER_DAYS} दिनों के भीतर उत्तर देते हैं।`,
  contactHeading: "व्यक्तिगत डेटा के लिए हमारे संपर्क व्यक्ति",
  contactLine: english.contactLine,
  form: {
    heading: "आपका अनुरोध",
    email: "आपका ई-मेल पता",
    emailHint:
      "वह पता जिसका उपयोग आपने हमारे साथ किया। अनुरोध आपका ही है, यह पक्का करने के लिए हम इसी पते पर लिखते हैं।",
    kind: "आप क्या चाहते हैं",
    kinds: {
      access: {
        label: "मेरे डेटा की प्रति",
        hint: "हम आपके बारे में क्या रखते हैं, वह कहाँ गया और हम उसे कितने समय तक रखते हैं।",
      },
      correction: {
        label: "मेरा डेटा सुधारें",
        hint: "नीचे बताएँ कि क्या गलत है और सही क्या होना चाहिए।",
      },
      erasure: {
        label: "मेरा डेटा मिटाएँ",
        hint: "आपने हमें जो भेजा, उसे हम मिटा देते हैं, सिवाय उसके जिसे क़ानून के अनुसार हमें रखना होता है।",
      },
      nomination: {
        label: "किसी को नामित करें",
        hint: "नीचे बताएँ कि आपकी ओर से काम करने के लिए किसे नामित करना है और उनसे कैसे संपर्क करें।",
      },
      grievance: { label: "शिकायत दर्ज करें", hint: "नीचे बताएँ कि क्या गलत हुआ।" },
    },
    details: "विवरण",
    detailsHint: `सुधार, नामांकन या शिकायत के लिए आवश्यक। अधिकतम ${detailsMax} अक्षर।`,
    reference: "हमारे किसी ई-मेल का संदर्भ (वैकल्पिक)",
    referenceHint:
      "जैसे LEAD-2026-000123, REQ-…, RECAL-… या APP-…। यदि यह वही संदर्भ है जो हमने इसी पते पर भेजा था, तो आपका अनुरोध तुरंत खुल जाता है।",
    honeypot: "इस फ़ील्ड को खाली छोड़ें",
    submit: "अनुरोध भेजें",
    noticePurpose: "व्यक्तिगत डेटा संबंधी आपके इस अनुरोध का उत्तर देना",
  },
  errors: {
    heading: "कृपया ये सुधारें:",
    email: "अपना ई-मेल पता लिखें, जैसे name@example.com।",
    emailTooLong: `ई-मेल पते में अधिकतम ${EMAIL_MAX} अक्षर होते हैं।`,
    kind: "चुनें कि आप क्या चाहते हैं।",
    details: "इस अनुरोध का विवरण लिखें।",
    detailsTooLong: `विवरण में अधिकतम ${detailsMax} अक्षर हो सकते हैं।`,
    reference:
      "संदर्भ LEAD-2026-000123, REQ-…, RECAL-… या APP-… जैसा होता है; यदि आपके पास कोई संदर्भ नहीं है तो इसे खाली छोड़ें।",
    honeypot: "अंतिम फ़ील्ड खाली छोड़ें।",
    busy: "अभी-अभी यहाँ से या इस पते के लिए बहुत अधिक अनुरोध आए हैं। कृपया एक घंटे बाद फिर प्रयास करें।",
  },
  sent: {
    title: "अपना ई-मेल देखें",
    body: (email: string) =>
      `यदि ${email} पर ई-मेल आ सकता है, तो आपके अनुरोध की पुष्टि के लिंक वाला संदेश भेजा जा रहा है। ${LINK_HOURS} घंटों के भीतर लिंक खोलें और उस पृष्ठ पर बटन दबाएँ।`,
  },
  opened: {
    title: "आपका अनुरोध खुल गया है",
    body: (reference: string, by: string) =>
      `आपके अनुरोध का संदर्भ ${reference} है। हम ${by} तक उत्तर देंगे; यह बताने वाला ई-मेल आपको भेजा जा रहा है।`,
  },
  confirm: {
    title: "अपने अनुरोध की पुष्टि करें",
    body: `अपना अनुरोध खोलने के लिए बटन दबाएँ। फिर हम ${ANSWER_DAYS} दिनों के भीतर उत्तर देते हैं।`,
    button: "मेरा अनुरोध खोलें",
    gone: "इस लिंक का उपयोग हो चुका है या यह समाप्त हो गया है। आप अनुरोध फिर से भेज सकते हैं।",
    again: "अनुरोध भेजें",
  },
  mail: {
    link: {
      subject: `व्यक्तिगत डेटा संबंधी अपने अनुरोध की पुष्टि करें – ${site.name}`,
      text: (url: string) =>
        [
          `किसी ने (हमें आशा है कि आपने) ${site.name} से पूछा है कि इस पते के लिए हमारे पास कौन-सा व्यक्तिगत डेटा है।`,
          "",
          `अनुरोध खोलने के लिए यह लिंक ${LINK_HOURS} घंटों के भीतर खोलें और बटन दबाएँ:`,
          url,
          "",
          "यदि यह अनुरोध आपने नहीं भेजा, तो इस ई-मेल को अनदेखा करें: कुछ नहीं होगा।",
        ].join("\n"),
    },
    acknowledgement: {
      subject: (reference: string) => `व्यक्तिगत डेटा संबंधी आपका अनुरोध: ${reference}`,
      text: (reference: string, kind: string, by: string, contact: string) =>
        [
          `हमें आपका अनुरोध (${kind}) मिल गया है। इसका संदर्भ ${reference} है।`,
          `हम ${by} तक उत्तर देंगे, क़ानून द्वारा दिए गए ${ANSWER_DAYS} दिनों के भीतर।`,
          "",
          contactIs(contact),
        ].join("\n"),
    },
    staff: english.mail.staff,
    access: {
      subject: (reference: string) => `हमारे पास रखा आपका व्यक्तिगत डेटा: ${reference}`,
      intro: (email: string) => `${site.name} के पास ${email} के लिए यह व्यक्तिगत डेटा है।`,
      none: "इस पते के लिए हमारे पास कोई रिकॉर्ड नहीं है।",
      record: english.mail.access.record,
      whereHeading: "यह कहाँ गया",
      keptHeading: "हम इसे कितने समय तक रखते हैं",
      contact: contactIs,
    },
    reply: {
      subject: (reference: string) => `आपके अनुरोध पर हमारा उत्तर: ${reference}`,
      text: (reply: string, contact: string) => [reply, "", contactIs(contact)].join("\n"),
    },
    refusal: {
      subject: (reference: string) => `व्यक्तिगत डेटा संबंधी आपका अनुरोध: ${reference}`,
      text: (reason: string, contact: string) =>
        [
          "हम इस कारण से आपके अनुरोध पर कार्रवाई नहीं कर सकते:",
          reason,
          "",
          `यदि आप असहमत हैं, तो व्यक्तिगत डेटा के लिए हमारे संपर्क व्यक्ति को लिखें: ${contact}। आप भारतीय डेटा संरक्षण बोर्ड से भी शिकायत कर सकते हैं।`,
        ].join("\n"),
    },
  },
};

export const whereDataGoes: WhereDataGoes = [
  "प्रयोगशाला का भारत में स्थित अपना सर्वर, जिस पर यह वेबसाइट और उसका डेटाबेस चलता है।",
  "प्रयोगशाला द्वारा उपयोग किया जाने वाला ई-मेल वितरण प्रदाता, केवल आपके संदेश से जुड़े ई-मेल हमारे कर्मचारियों और आप तक पहुँचाने के लिए।",
  "प्रयोगशाला का अपना मेलबॉक्स, जहाँ हर फ़ॉर्म की एक प्रति उतने ही समय तक रखी जाती है जितने समय तक वह फ़ॉर्म।",
];

const untilErased = "या तब तक जब तक आप इसे मिटाने को न कहें, यदि वह पहले हो।";

export const keptFor: KeptFor = {
  lead: `भेजे जाने के दिन से ${retention.leadMonths} महीने, ${untilErased}`,
  application: `भेजे जाने के दिन से ${retention.applicationMonths} महीने, ${untilErased}`,
  client: `किसी फ़ॉर्म के साथ भेजा गया IP पता और ब्राउज़र का नाम: ${retention.clientDays} दिन।`,
  portal: "जब तक आपके पते को ग्राहक पोर्टल तक पहुँच है; अनुरोध पर कोई प्रशासक इसे हटा देता है।",
  report: "जब तक वह रिपोर्ट या प्रमाणपत्र रखा जाता है जिसमें इसका नाम है (प्रयोगशाला के प्रत्यायन अभिलेख)।",
};

export const heldRecordWords: HeldRecordWords = {
  lead: "वेबसाइट पर भेजा गया संदेश",
  application: "नौकरी के लिए आवेदन",
  portal: "ग्राहक पोर्टल का पता",
  report: "परीक्षण रिपोर्ट या प्रमाणपत्र पर ग्राहक का ई-मेल",
  fields: {
    name: "नाम",
    email: "ई-मेल",
    phone: "फ़ोन",
    currentRole: "वर्तमान पद",
    experience: "अनुभव के वर्ष",
    noticePeriod: "नोटिस अवधि",
    note: "छोटा नोट",
    cv: "CV फ़ाइल",
    file: "भेजी गई फ़ाइल",
    customer: "रिपोर्ट में नामित ग्राहक",
  },
};
