import type { Certificate } from "@/content/certificates";

/** What an administrator changes of a certificate on the desk, and one save of it. */
export const CERTIFICATE_FIELDS = ["number", "issued", "validUntil"] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];
export type CertificateValues = Pick<Certificate, CertificateField>;

/** One save of a certificate's values: who saved it, when, and what it put back if it was a restore. */
export interface CertificateVersion extends CertificateValues {
  id: number;
  savedAt: string;
  who: string;
  /** The version whose values a restore put back. */
  restoredFrom: number | null;
}
