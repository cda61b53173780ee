import { certificateDesk } from "@/content/desk";
import type { CertificateField } from "@/lib/certificates/values";
import { formatLongDateIN } from "@/lib/format";

/** A certificate's value as the desk shows it: dates written out ("13 March 2028"). */
export const shownValue = (field: CertificateField, value: string) =>
  field === "number" ? value : formatLongDateIN(value);

/** One changed value in words: "Valid until: 13 March 2028 → 13 March 2030". */
export const changeText = (field: CertificateField, before: string, after: string) =>
  certificateDesk.change(field, shownValue(field, before), shownValue(field, after));
