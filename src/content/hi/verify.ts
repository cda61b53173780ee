import {
  verify as englishVerify,
  verifyLink as englishVerifyLink,
  type ReportKind,
} from "../reports";
import { site } from "../site";

/**
 * The verification pages' words in Hindi (/hi/verify and the QR code's page): the twins of
 * `verify`, `verifyLink` and the report kinds' names in src/content/reports.ts. ULR, NABL, PDF,
 * SHA-256 and QR stay in Latin letters, as they are printed on the report.
 */

/** The report kinds' names, by the English kind. */
export const reportKindNames: Record<ReportKind, string> = {
  "test-report": "टेस्ट रिपोर्ट",
  "calibration-certificate": "कैलिब्रेशन प्रमाणपत्र",
};

export const verifyLink: typeof englishVerifyLink = {
  text: "रिपोर्ट सत्यापित करें",
  href: "/hi/verify",
  note: "हमारी हर टेस्ट रिपोर्ट और कैलिब्रेशन प्रमाणपत्र पर एक QR कोड और ULR छपा होता है। उसे स्कैन करें, या ULR और कोड टाइप करें, और देखें कि रिपोर्ट हमारी ही है, मान्य है और उसमें कोई बदलाव नहीं किया गया है।",
  action: "रिपोर्ट सत्यापित करें",
};

export const verify: typeof englishVerify = {
  title: "रिपोर्ट सत्यापित करें",
  heading: "रिपोर्ट या प्रमाणपत्र सत्यापित करें",
  description: `जाँचें कि कोई टेस्ट रिपोर्ट या कैलिब्रेशन प्रमाणपत्र ${site.name} ने जारी किया है, वह मान्य है और उसमें कोई बदलाव नहीं हुआ है।`,
  intro: [
    `${site.name} द्वारा जारी हर टेस्ट रिपोर्ट और कैलिब्रेशन प्रमाणपत्र पर एक QR कोड और एक ULR (उसका विशिष्ट NABL नंबर) होता है। फ़ोन के कैमरे से QR कोड स्कैन करें: यह हमारी अपनी वेबसाइट पर उस रिपोर्ट का पेज खोलता है।`,
    "कैमरा पास में नहीं है? ULR टाइप करें (जो रिपोर्ट हमारे NABL दायरे से बाहर है, उस पर ULR की जगह रिपोर्ट नंबर होता है) और QR कोड के पास छपा 8 अक्षरों का सत्यापन कोड लिखें।",
  ],
  form: {
    heading: "रिपोर्ट खोजें",
    ulr: "ULR या रिपोर्ट नंबर",
    ulrHint:
      "जैसा रिपोर्ट पर छपा है, उदाहरण के लिए ULR-TC114822600000042F, या बिना ULR वाली रिपोर्ट का रिपोर्ट नंबर",
    code: "सत्यापन कोड",
    codeHint: "QR कोड के पास छपे 8 अक्षर और अंक",
    submit: "रिपोर्ट जाँचें",
    errors: {
      ulr: "रिपोर्ट पर छपा ULR या रिपोर्ट नंबर लिखें।",
      code: "सत्यापन कोड में 8 अक्षर और अंक होते हैं।",
      tooMany: "आपके कनेक्शन से बहुत अधिक जाँचें की गई हैं। कृपया एक मिनट रुककर फिर कोशिश करें।",
    },
  },
  result: {
    needsCode: "QR कोड के पास छपा सत्यापन कोड भी लिखें: रिपोर्ट केवल उसके कोड के साथ ही दिखाई जाती है।",
    missingHelp: `इस ULR और कोड वाली कोई रिपोर्ट हमारे पास नहीं है। दोनों को काग़ज़ की रिपोर्ट से मिलाएँ; यदि वे सही हैं, तो यह रिपोर्ट ${site.name} ने जारी नहीं की है। कृपया हमें ${site.email} पर बताएँ।`,
    qrMissingHelp: `यह QR कोड हमारे रजिस्टर की कोई रिपोर्ट नहीं खोलता। यदि यह किसी रिपोर्ट पर छपा है, तो वह रिपोर्ट ${site.name} ने जारी नहीं की है। कृपया हमें ${site.email} पर बताएँ।`,
  },
  status: {
    issued: `${site.name} द्वारा जारी असली रिपोर्ट`,
    awaiting: "अभी जारी नहीं हुई",
    awaitingHelp: `${site.name} ने यह रिपोर्ट दर्ज की है, लेकिन किसी अधिकृत हस्ताक्षरकर्ता ने अभी इसे स्वीकृत नहीं किया है। तब तक यह जारी की गई रिपोर्ट नहीं है: इस पर भरोसा न करें। यदि आपको इसकी आवश्यकता है, तो हमसे ${site.email} पर पूछें।`,
    withdrawn: (date: string, reason: string) => `${date} को वापस ली गई: ${reason}`,
    withdrawnHelp: `यह रिपोर्ट अब मान्य नहीं है: इस पर भरोसा न करें। अधिक जानकारी के लिए हमसे ${site.email} पर पूछें।`,
    superseded: (reference: string) => `${reference} द्वारा प्रतिस्थापित`,
    supersededHelp: (reference: string) =>
      `${reference} ने इस रिपोर्ट की जगह ले ली है: इसके बजाय उसी पर और उसकी तारीखों पर भरोसा करें।`,
    supersededUnnamed: "एक नई रिपोर्ट द्वारा प्रतिस्थापित",
    supersededUnnamedHelp: `एक नई रिपोर्ट ने इसकी जगह ले ली है: इस रिपोर्ट पर भरोसा न करें। वर्तमान रिपोर्ट के लिए हमसे ${site.email} पर पूछें।`,
    missing: "ऐसी कोई रिपोर्ट नहीं है",
    lookupMissing: "इस ULR और कोड से कोई रिपोर्ट मेल नहीं खाती",
    notAccredited: "यह रिपोर्ट NABL मान्यता के अंतर्गत नहीं आती।",
    duePassed: "देय तारीख निकल चुकी है",
    duePassedHelp: (date: string) =>
      `कैलिब्रेशन ${date} को देय था; इंस्ट्रूमेंट का दोबारा कैलिब्रेशन करवाना चाहिए।`,
  },
  amendments: {
    heading: (date: string, reason: string) => `${date} को संशोधित: ${reason}`,
    change: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
    empty: "(खाली)",
    fields: {
      reportNumber: "रिपोर्ट नंबर",
      discipline: "विधा (discipline)",
      group: "समूह",
      customer: "ग्राहक",
      itemDescription: "वस्तु",
      make: "मेक",
      model: "मॉडल",
      serialNumber: "सीरियल नंबर",
      standard: "मानक या विधि",
      issueDate: "जारी करने की तारीख",
      dueDate: "अगला कैलिब्रेशन देय",
      pdf: "PDF",
      signatory: "अधिकृत हस्ताक्षरकर्ता",
    },
  },
  details: {
    heading: "रिपोर्ट का विवरण",
    ulr: "ULR",
    reportNumber: "रिपोर्ट नंबर",
    kind: "प्रकार",
    issueDate: "जारी करने की तारीख",
    dueDate: "अगला कैलिब्रेशन देय",
    item: "वस्तु",
    customer: "ग्राहक",
    signatory: "अधिकृत हस्ताक्षरकर्ता",
    accreditation: "NABL मान्यता",
    scope: "मान्यता का दायरा (scope) देखें",
    standard: "मानक या विधि",
    supersedes: "पुरानी रिपोर्ट, जिसकी जगह यह जारी हुई",
    supersededBy: "नई रिपोर्ट, जो इसकी जगह जारी हुई",
    openNewer: "इसकी जगह लेने वाली रिपोर्ट खोलें",
  },
  pdf: {
    heading: "असली PDF",
    view: "PDF देखें या डाउनलोड करें",
    hash: "PDF का SHA-256",
    hashHelp: "आपको मिली प्रति में कोई बदलाव नहीं हुआ है, यदि उसका SHA-256 बिलकुल यही है।",
    none: "इस रिपोर्ट की PDF अभी रजिस्टर में नहीं डाली गई है।",
    sealed: (subject: string, date: string) => `${subject} द्वारा ${date} को डिजिटल रूप से सील की गई`,
    sealedHelp:
      "आपके PDF रीडर का सिग्नेचर पैनल यह सील दिखाता है; वह बताता है कि सील किए जाने के बाद फ़ाइल में कोई बदलाव नहीं हुआ है।",
    version: (n: number) => `संस्करण ${n}`,
  },
  check: {
    heading: "आपको मिली PDF जाँचें",
    intro:
      "PDF चुनें: आपका ब्राउज़र उसका फ़िंगरप्रिंट (SHA-256) निकालता है और हम बताते हैं कि यह बिलकुल वही रिपोर्ट है या नहीं जो हमने जारी की थी। फ़ाइल आपके डिवाइस से बाहर नहीं जाती।",
    label: "जाँचने के लिए PDF",
    working: "जाँच हो रही है…",
    match: (reference: string) =>
      `असली और वर्तमान: यह PDF बिलकुल वही ${reference} है जो हमने जारी की थी।`,
    older: (reference: string, version: number, latest: number) =>
      `${reference} का पुराना संस्करण: यह PDF संस्करण ${version} है, और संस्करण ${latest} ने इसकी जगह ले ली है।`,
    withdrawn: (reference: string, date: string) =>
      `${date} को वापस ली गई: यह PDF ${reference} है, जिसे हमने वापस ले लिया। इस पर भरोसा न करें।`,
    withdrawnReason: (reason: string) => `कारण: ${reason}`,
    unsealed: (reference: string) =>
      `यह जारी की गई फ़ाइल नहीं है: यह PDF वह बिना सील वाली प्रति है जिससे ${reference} स्वीकृत की गई थी। जारी की गई PDF पर प्रयोगशाला की डिजिटल सील होती है; उसे रिपोर्ट के पेज से डाउनलोड करें।`,
    openSealed: "सील वाली PDF के लिए रिपोर्ट का पेज खोलें",
    superseded: (reference: string, newer: string) =>
      `${newer} द्वारा प्रतिस्थापित: यह PDF ${reference} है, जिसकी जगह नई रिपोर्ट ने ले ली है। इस पर भरोसा न करें।`,
    awaiting: (reference: string) =>
      `अभी जारी नहीं हुई: यह PDF ${reference} है, जिसे किसी अधिकृत हस्ताक्षरकर्ता ने स्वीकृत नहीं किया है। यह जारी की गई रिपोर्ट नहीं है; इस पर भरोसा न करें।`,
    noMatch: `यह PDF हमारी जारी की गई किसी भी रिपोर्ट से मेल नहीं खाती। हो सकता है इसमें बदलाव किया गया हो, चाहे एक ही अक्षर का। भेजने वाले से मूल फ़ाइल माँगें या ${site.email} पर लिखें।`,
    notPdf:
      "यह फ़ाइल PDF नहीं है। रिपोर्ट की PDF फ़ाइल चुनें (रिपोर्ट की फ़ोटो या स्कैन यहाँ नहीं जाँची जा सकती)।",
    open: "रिपोर्ट का पेज खोलें",
    openCurrent: "वर्तमान संस्करण के लिए रिपोर्ट का पेज खोलें",
    openNewer: (reference: string) => `${reference} खोलें, जिसने इस रिपोर्ट की जगह ली`,
    needsScript:
      "PDF जाँचने के लिए आपके ब्राउज़र में JavaScript चालू होना चाहिए। आप फिर भी ऊपर रिपोर्ट खोज सकते हैं।",
    failed: "जाँच पूरी नहीं हो सकी। कृपया फिर से कोशिश करें।",
    tooMany: "आपके कनेक्शन से बहुत अधिक जाँचें की गई हैं। कृपया एक मिनट रुककर फिर कोशिश करें।",
  },
  another: "दूसरी रिपोर्ट जाँचें",
};
