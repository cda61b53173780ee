/** Made once: a new DateTimeFormat per lead cost 24 ms of a 50-lead page. */
const indiaTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

/** Times on the desk: India time, as staff read them. */
export const receivedAt = (iso: string) => indiaTime.format(new Date(iso));

export const deskLeadHref = (reference: string) =>
  `/desk/lead?ref=${encodeURIComponent(reference)}`;

/** A phone number as a tap-to-call address: digits, and a leading + kept. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)\D/g, "")}`;

/**
 * A visitor's address as a mailto link, encoded whole (only the @ is left as
 * typed, as RFC 6068 allows): even an address stored before the strict e-mail
 * rule cannot add recipients, headers or a body.
 */
export const mailHref = (email: string, subject?: string) =>
  `mailto:${encodeURIComponent(email).replaceAll("%40", "@")}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
