/**
 * What a visitor, an applicant or the desk is told when an uploaded document
 * is refused for what it carries, or could not be checked.
 */
export const documentRefusals = {
  macros:
    "This document contains macros, which we cannot accept for security reasons. Please save it as a plain .docx or PDF and send it again.",
  javascript:
    "This PDF contains JavaScript, which we cannot accept for security reasons. Please print it to a new PDF and send it again.",
  active:
    "This PDF contains active content (an action that starts a program or opens a web address, an attached file, multimedia or an XFA form), which we cannot accept for security reasons. Please print it to a new PDF and send it again.",
  embedded:
    "This document carries an embedded program, script or web page, which we cannot accept for security reasons. Please save it as a plain .docx or PDF and send it again.",
  unreadable:
    "This file could not be read through to check it (it may be damaged, encrypted or unusually packed). Please print it to a new PDF and send it again.",
  unchecked: "This file could not be checked in time; send it as a plain PDF.",
  busy: "We are checking many files just now. Please send it again in a minute.",
} as const;

export type DocumentRefusal = keyof typeof documentRefusals;

/** Whether a server's answer is one of these (and so may be shown beside the file field). */
export const isDocumentRefusal = (text: string): boolean =>
  (Object.values(documentRefusals) as string[]).includes(text);
