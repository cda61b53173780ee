/** The result pages' link home, on Hindi pages. */
export const homeLinkHi = "मुख्य पृष्ठ पर लौटें";

/** After the Hindi consultation form is sent: what happens next. */
export const consultationNextHi = "एक इंजीनियर एक कार्य-दिवस के भीतर ई-मेल या फ़ोन से उत्तर देगा।";

/** Beside a sent form's reference number, on Hindi pages. */
export const referenceHintHi = "हमें फ़ोन करते या लिखते समय कृपया इसका उल्लेख करें।";
