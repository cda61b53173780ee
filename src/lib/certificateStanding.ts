import type { Certificate } from "@/content/certificates";

/** Where a certificate stands on a given day (YYYY-MM-DD, India): valid to its last day inclusive. */
export type Standing = { valid: true; until: string } | { valid: false };

export function certificateStanding(certificate: Certificate, today: string): Standing {
  return today <= certificate.validUntil
    ? { valid: true, until: certificate.validUntil }
    : { valid: false };
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

export type Expiring = { certificate: Certificate; daysLeft: number };

/**
 * Certificates whose last day is at most `days` away, soonest first, for the
 * admins' notice on the desk. Those already past their date are listed too
 * (daysLeft below 0): they need the renewal even more.
 */
export function expiringWithin(
  certificates: readonly Certificate[],
  today: string,
  days = 60,
): Expiring[] {
  return certificates
    .map((certificate) => ({
      certificate,
      daysLeft: dayNumber(certificate.validUntil) - dayNumber(today),
    }))
    .filter((entry) => entry.daysLeft <= days)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
