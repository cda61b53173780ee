/**
 * A page whose address carries a private key (the portal, a test request's
 * thank-you page with its PDF's key, an unsubscribe link): never cached by a
 * browser or proxy, never indexed, and no Referer with the key to another
 * site. Not "no-referrer": with it the browser posts the page's own forms with
 * `Origin: null`, which the cross-site check rightly refuses.
 */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
} as const;

/** Pages outside the portal whose address carries a private key (the portal is all private). */
export const PRIVATE_KEY_PAGES: readonly string[] = [
  "/request/sent",
  "/request/pdf",
  "/quotation",
  "/quotation/pdf",
  "/privacy/request/confirm",
  // A consent link (lib/privacy/consent/links.ts).
  "/newsletter/unsubscribe",
  "/privacy/choices",
];
