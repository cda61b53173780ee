import { LINK_HOURS, privacyRequest as englishWords } from "@/content/privacyRequest";
import { formatLongDateIn } from "@/lib/format";
import { todayInKolkata } from "@/lib/clock";
import { colleaguesFor } from "@/lib/cases/store";
import type { ThrottleLike } from "@/lib/platform/throttle";
import type { Delivery, PlainMail } from "@/lib/platform/mail/outbox";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";
import { recordAudit } from "@/lib/platform/audit/store";
import { answerBy } from "./answerClock";
import { privacyCase } from "./case";
import { contactLine, contactPerson } from "./contact";
import { fieldErrors, privacyRequestSchemaIn } from "./schema";
import {
  insertPrivacyRequest,
  insertRequestLink,
  liveRequestLink,
  referenceBelongsTo,
  takeRequestLink,
  type PendingRequest,
} from "./store";
import { confirmPath } from "./paths";
import { requestWordsIn, type RequestLanguage } from "./words";

/**
 * /privacy/request's work: a request posted is checked, limited per client
 * and per address, and either opens a case at once (a quoted reference that
 * belongs to a record sent from that address) or waits for the e-mailed link
 * to be confirmed (a POST on the link's page, so a mail scanner opening the
 * link opens nothing). The answer never says whether the lab knows the
 * address: an unknown reference is answered as a known address without one.
 * A request made on the Hindi page is checked, confirmed and acknowledged in
 * Hindi; the e-mail to staff is English.
 */
export interface IntakeDeps {
  perClient: ThrottleLike;
  perAddress: ThrottleLike;
  send: (mail: PlainMail) => Promise<Delivery>;
  siteUrl: string;
  now: () => Date;
}

export type IntakeOutcome =
  | { outcome: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { outcome: "busy" }
  | { outcome: "link-sent"; email: string }
  | { outcome: "opened"; reference: string; answerBy: string };

const answerDay = (openedAt: Date, language: RequestLanguage) =>
  formatLongDateIn(todayInKolkata(answerBy(openedAt)), language);

/** Opens the case, tells the person (with its reference, its last day and the contact person) and the privacy staff. */
export async function openCase(
  pending: PendingRequest,
  proof: "reference" | "link",
  deps: Pick<IntakeDeps, "send" | "siteUrl" | "now">,
): Promise<{ reference: string; answerBy: string }> {
  const now = deps.now();
  const { reference } = await insertPrivacyRequest({ ...pending, proof, createdAt: now }, (ref) =>
    recordAudit(pending.email, "privacy request opened", ref, now),
  );
  const by = answerDay(now, pending.language);
  const words = requestWordsIn(pending.language).request;
  const contact = contactLine(await contactPerson());
  const endsAt = new Date(now.getTime() + 7 * 86_400_000);
  await deps.send({
    purpose: "privacy-acknowledgement",
    to: pending.email,
    subject: words.mail.acknowledgement.subject(reference),
    text: words.mail.acknowledgement.text(
      reference,
      words.form.kinds[pending.kind].label,
      by,
      contact,
    ),
    endsAt,
  });
  const page = `${deps.siteUrl}${privacyCase.desk.page}?id=${encodeURIComponent(reference)}`;
  const staff = englishWords.mail.staff;
  const kindForStaff = englishWords.form.kinds[pending.kind].label;
  const byForStaff = answerDay(now, "en");
  for (const colleague of await colleaguesFor(privacyCase))
    await deps.send({
      purpose: "privacy-staff",
      to: colleague.email,
      subject: staff.subject(reference),
      text: staff.text(reference, kindForStaff, byForStaff, page),
      endsAt,
    });
  return { reference, answerBy: by };
}

export async function submitRequest(
  values: Record<string, string>,
  client: { key: string; address: string; userAgent: string | null },
  deps: IntakeDeps,
  language: RequestLanguage = "en",
): Promise<IntakeOutcome> {
  const parsed = privacyRequestSchemaIn(language).safeParse(values);
  if (!parsed.success) return { outcome: "invalid", errors: fieldErrors(parsed.error), values };
  const input = parsed.data;
  const now = deps.now();
  if (!(await deps.perClient.hit(client.key, now.getTime()))) return { outcome: "busy" };
  if (!(await deps.perAddress.hit(input.email, now.getTime()))) return { outcome: "busy" };
  const pending: PendingRequest = {
    email: input.email,
    kind: input.kind,
    details: input.details,
    quotedReference: input.reference,
    client: client.address,
    userAgent: client.userAgent,
    language,
  };
  if (input.reference && (await referenceBelongsTo(input.reference, input.email))) {
    const opened = await openCase(pending, "reference", deps);
    return { outcome: "opened", ...opened };
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_HOURS * 3_600_000);
  await insertRequestLink(tokenHash(token), pending, now, expiresAt);
  const words = requestWordsIn(language).request.mail.link;
  await deps.send({
    purpose: "privacy-link",
    to: input.email,
    subject: words.subject,
    text: words.text(confirmHref(deps.siteUrl, token, language)),
    endsAt: expiresAt,
  });
  return { outcome: "link-sent", email: input.email };
}

/** The link's address: the page that shows the button, in the request's language. */
export const confirmHref = (siteUrl: string, token: string, language: RequestLanguage = "en") =>
  `${siteUrl}${confirmPath(language)}?${new URLSearchParams({ token })}`;

/** GET of the link's page: whether its button is offered (nothing is taken). */
export async function linkIsLive(token: unknown, now: Date): Promise<boolean> {
  return isTokenShaped(token) && liveRequestLink(tokenHash(token), now);
}

/** POST of the link's page: the link taken once and the case opened; undefined when it is used or ended. */
export async function confirmLink(
  token: unknown,
  deps: Pick<IntakeDeps, "send" | "siteUrl" | "now">,
): Promise<{ reference: string; answerBy: string } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const pending = await takeRequestLink(tokenHash(token), deps.now());
  return pending && openCase(pending, "link", deps);
}
