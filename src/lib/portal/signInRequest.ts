import { normaliseAddress } from "@/lib/customers/addresses";
import { organisationOf } from "@/lib/customers/ownership";
import { isRemovedAddress } from "@/lib/customers/removal";
import { isOnAnyReport } from "@/lib/customers/store";
import { isEmail } from "@/lib/desk/accounts";
import { sharedThrottle, type ThrottleLike } from "@/lib/platform/throttle";
import { createPortalLink } from "./links";

/** Links e-mailed to one address in an hour, whoever asks. */
export const PORTAL_LINKS_PER_ADDRESS = 3;
/** Requests one client (its network) may make in an hour, whatever the addresses. */
export const PORTAL_REQUESTS_PER_CLIENT = 10;
const HOUR = 60 * 60_000;

/**
 * What the page says. "sent" is the same for every address, known or not:
 * the answer never tells whether the lab has reports for one.
 */
export type PortalLinkAnswer = "sent" | "not-available" | "too-many" | "invalid";

/**
 * An address the portal knows: on some report, or of an organisation (itself
 * or its domain), unless an administrator removed it (lib/customers/removal.ts).
 */
export async function isKnownCustomer(email: string): Promise<boolean> {
  if (await isRemovedAddress(email)) return false;
  return (await isOnAnyReport(email)) || (await organisationOf(email)) !== undefined;
}

export interface PortalLinkOptions {
  /** Whether the server can send e-mail (SMTP_URL and LEADS_NOTIFY_FROM). */
  mailConfigured: () => boolean;
  /** E-mails a link's token to an address (after the answer: a known address takes no longer). */
  mail: (to: string, token: string) => Promise<unknown>;
  perAddress?: ThrottleLike;
  perClient?: ThrottleLike;
}

/**
 * "Send me a sign-in link": a known address gets a one-time link by e-mail
 * (lib/portal/links.ts); any other gets the same answer and nothing. Limited
 * per client (10 an hour) and per address (3 links an hour, then the same
 * answer and no e-mail), counted where THROTTLES says (lib/platform/throttle). Without
 * e-mail on the server nothing is made and everyone is told to contact the lab.
 */
export function portalLinkRequests(options: PortalLinkOptions) {
  const perAddress =
    options.perAddress ??
    sharedThrottle({
      name: "portal links per address",
      limit: PORTAL_LINKS_PER_ADDRESS,
      windowMs: HOUR,
    });
  const perClient =
    options.perClient ??
    sharedThrottle({
      name: "portal link requests per client",
      limit: PORTAL_REQUESTS_PER_CLIENT,
      windowMs: HOUR,
    });
  return async function requestPortalLink(
    typed: string,
    client: string,
    now = new Date(),
  ): Promise<{ answer: PortalLinkAnswer; sending: Promise<void> }> {
    const done = (answer: PortalLinkAnswer) => ({ answer, sending: Promise.resolve() });
    const email = normaliseAddress(typed);
    if (!isEmail(email)) return done("invalid");
    if (!options.mailConfigured()) return done("not-available");
    if (!(await perClient.hit(client, now.getTime()))) return done("too-many");
    if (!(await perAddress.hit(email, now.getTime()))) return done("sent");
    if (!(await isKnownCustomer(email))) return done("sent");
    const token = await createPortalLink(email, now);
    const sending = options.mail(email, token).then(
      () => undefined,
      () => undefined,
    );
    return { answer: "sent", sending };
  };
}
