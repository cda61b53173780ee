import { retention } from "../../retention";
import { fieldPurposes, noticeWords as englishWords, type NoticeText } from "../../forms/notice";

/**
 * The forms' privacy notice in Hindi (components/forms/PrivacyNotice): what
 * each field is for, translated once per English phrase, so a field whose
 * English purpose has no Hindi here fails the test (hindi.test.ts).
 */
export const purposeInHindi: Record<string, string> = {
  "to address you by name": "आपको आपके नाम से संबोधित करने के लिए",
  "to act on your request": "आपके अनुरोध पर कार्रवाई करने के लिए",
  "to find your records and open your request at once":
    "आपके रिकॉर्ड ढूँढने और आपका अनुरोध तुरंत खोलने के लिए",
  "to know what you ask of us": "यह जानने के लिए कि आप हमसे क्या चाहते हैं",
  "to answer what you asked": "आपने जो पूछा उसका उत्तर देने के लिए",
  "to book the appointment": "अपॉइंटमेंट तय करने के लिए",
  "to call you back if e-mail is not enough": "ई-मेल से बात न बने तो आपको फ़ोन करने के लिए",
  "to charge the right GST": "सही GST लगाने के लिए",
  "to consider your application": "आपके आवेदन पर विचार करने के लिए",
  "to identify the sample and plan the tests": "नमूने की पहचान और परीक्षणों की योजना के लिए",
  "to invoice the right organisation": "सही संस्था के नाम बिल बनाने के लिए",
  "to issue a GST invoice": "GST बिल जारी करने के लिए",
  "to issue the right kind of invoice": "सही प्रकार का बिल जारी करने के लिए",
  "to know when you could join": "यह जानने के लिए कि आप कब से काम शुरू कर सकते हैं",
  "to know which organisation the work is for": "यह जानने के लिए कि काम किस संस्था का है",
  "to know whom to ask for": "यह जानने के लिए कि किससे बात करनी है",
  "to pass your message to the right engineer": "आपका संदेश सही इंजीनियर तक पहुँचाने के लिए",
  "to pass your request to the right engineer": "आपका अनुरोध सही इंजीनियर तक पहुँचाने के लिए",
  "to plan the appointment as you need it": "आपकी ज़रूरत के अनुसार अपॉइंटमेंट की योजना के लिए",
  "to plan the calibration and quote for it": "कैलिब्रेशन की योजना और उसका कोटेशन देने के लिए",
  "to plan the tests and quote for them": "परीक्षणों की योजना और उनका कोटेशन देने के लिए",
  "to plan the training": "प्रशिक्षण की योजना के लिए",
  "to plan the training and quote for it": "प्रशिक्षण की योजना और उसका कोटेशन देने के लिए",
  "to plan the visit": "विज़िट की योजना के लिए",
  "to plan the visit to your site": "आपकी साइट पर विज़िट की योजना के लिए",
  "to plan the work at your site": "आपकी साइट पर काम की योजना के लिए",
  "to plan where we meet you": "यह तय करने के लिए कि हम आपसे कहाँ मिलें",
  "to receive the sample": "नमूना प्राप्त करने के लिए",
  "to reply to you": "आपको उत्तर देने के लिए",
  "to report tests outside our accreditation as you agreed":
    "हमारे प्रत्यायन से बाहर के परीक्षणों की रिपोर्ट आपकी सहमति के अनुसार देने के लिए",
  "to see how well we served you": "यह जानने के लिए कि हमारी सेवा कैसी रही",
  "to send you the newsletter": "आपको न्यूज़लेटर भेजने के लिए",
  "to state conformity in the report as you chose":
    "रिपोर्ट में अनुरूपता का कथन आपके चुने नियम के अनुसार देने के लिए",
  "to subcontract a test only as you allowed": "किसी परीक्षण को केवल आपकी अनुमति से बाहर करवाने के लिए",
};

const words: typeof englishWords = {
  summary: (purpose: string) => `हम ये विवरण कैसे उपयोग करते हैं: केवल ${purpose}।`,
  itemsHeading: "यह फ़ॉर्म क्या लेता है और क्यों",
  client: `आपका IP पता और ब्राउज़र: ${retention.clientDays} दिन तक रखे जाते हैं, केवल दुरुपयोग (स्वचालित संदेशों की बाढ़) रोकने और उसकी जाँच के लिए।`,
  itemLine: (label: string, usedFor: string) => `${label}: ${usedFor}।`,
  ground: {
    request:
      "हम ऐसा क्यों कर सकते हैं: आपने हमसे कहा है। आपने जो भेजा उसका उत्तर देने के लिए ही हम ये विवरण उपयोग करते हैं; इनसे हम आपको कोई विज्ञापन नहीं भेजते।",
    consent:
      "हम ऐसा क्यों कर सकते हैं: आपकी सहमति। न्यूज़लेटर विपणन है, इसलिए यह केवल इसके लिए दी गई आपकी सहमति पर आधारित है; आप इसे कभी भी एक क्लिक में वापस ले सकते हैं।",
  },
  withdraw: "अपनी सहमति वापस लें",
  unsubscribe: "सदस्यता छोड़ें (हर न्यूज़लेटर में इसका लिंक है)",
  rights: "अपना डेटा देखें, सुधारें या मिटवाएँ",
  complain: "डेटा संरक्षण बोर्ड से शिकायत करें",
  policy: "पूरी गोपनीयता सूचना",
  version: (version: string) => `सूचना संस्करण ${version}।`,
};

export const notice: NoticeText = {
  words,
  purposes: Object.fromEntries(
    Object.entries(fieldPurposes).map(([name, purpose]) => [name, purposeInHindi[purpose] ?? ""]),
  ),
  links: {
    choices: "/privacy/choices",
    rights: "/hi/privacy/request",
    complain: "/hi/privacy-policy#complain",
    policy: "/hi/privacy-policy",
  },
};
