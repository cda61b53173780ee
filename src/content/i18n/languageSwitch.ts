/**
 * The language switch's words, each written in the language it leads to (so
 * a reader of either finds theirs), and its hint for screen readers.
 */
export const languageSwitch = {
  hi: { label: "हिन्दी", hint: "यह पृष्ठ हिन्दी में पढ़ें" },
  en: { label: "English", hint: "Read this page in English" },
} as const;
