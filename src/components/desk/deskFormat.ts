import { formatDateTimeIN } from "@/lib/format";

/** Times on the desk: India time, as staff read them everywhere ("27 November 2026, 4:09 am"). */
export const receivedAt = (iso: string) => formatDateTimeIN(iso);

export const deskLeadHref = (reference: string) => `/desk/lead?id=${encodeURIComponent(reference)}`;

/** A phone number as a tap-to-call address: digits, and a leading + kept. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)\D/g, "")}`;

/**
 * A visitor's address as a mailto link, encoded whole (only the @ is left as
 * typed, as RFC 6068 allows): even an address stored before the strict e-mail
 * rule cannot add recipients, headers or a body.
 */
export const mailHref = (email: string, subject?: string) =>
  `mailto:${encodeURIComponent(email).replaceAll("%40", "@")}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
