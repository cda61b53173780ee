/**
 * C0 controls (CR, LF, tab, escape...), DEL, C1 controls (NEL among them) and
 * the Unicode line and paragraph separators: what can start a new line, or a
 * fake one, in a log, a terminal or a mail.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Text that stays on one line: each run of control characters becomes one space. */
export const oneLine = (text: string): string => text.replace(CONTROL_CHARACTERS, " ");
