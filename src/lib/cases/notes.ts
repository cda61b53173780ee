import { cases as words } from "@/content/cases";
import { MAX_NOTE_CHARS } from "@/lib/desk/bodyLimit";
import { DeskError } from "@/lib/platform/convention/errors";

export { MAX_NOTE_CHARS };

/** Staff's notes on a case, for staff only (migrations/0003_desk.ts, 0013_applications.ts; ./store.ts). */
export interface CaseNote {
  author: string;
  at: string;
  text: string;
}

/** A note as typed, trimmed; refused (400, field `note`) when longer than any kind takes. */
export function noteText(typed: string): string {
  const text = typed.trim();
  if (text.length > MAX_NOTE_CHARS)
    throw new DeskError(words.errors.noteTooLong(MAX_NOTE_CHARS, text.length), { field: "note" });
  return text;
}
