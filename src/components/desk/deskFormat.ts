/** Times on the desk: India time, as staff read them. */
export const receivedAt = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));

export const deskLeadHref = (reference: string) =>
  `/desk/lead?ref=${encodeURIComponent(reference)}`;
