import { currentStore } from "@/lib/db/store";
import { endPendingMailTo } from "@/lib/platform/mail/store";

/**
 * Every query of the consent records and their private links (migration
 * 0052_consent_records). A withdrawal is a new row; only erasure and the
 * retention purge change a row, and then only to blank its address.
 */

export type ConsentLanguage = "en" | "hi";

/** The outbox's purpose of a newsletter issue's e-mail (lib/newsletter/send.ts). */
export const NEWSLETTER_MAIL = "newsletter";

export interface NewConsent {
  email: string;
  purpose: string;
  form: string;
  noticeVersion: string;
  language: ConsentLanguage;
  given: boolean;
  at: Date;
  reference: string | null;
}

export interface ConsentRecord extends Omit<NewConsent, "at"> {
  id: number;
  at: string;
}

/** The same person however they typed their address. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

const store = () => currentStore();

/** Writes one record (inside the caller's transaction when there is one). */
export async function insertConsent(c: NewConsent): Promise<void> {
  await store()
    .insertInto("consent_records")
    .values({
      email: c.email.trim(),
      email_key: emailKeyOf(c.email),
      purpose: c.purpose,
      form: c.form,
      notice_version: c.noticeVersion,
      language: c.language,
      given: c.given ? 1 : 0,
      at: c.at.toISOString(),
      reference: c.reference,
    })
    .execute();
}

/** An address's records, newest first. */
export async function consentsOf(email: string, limit = 200): Promise<ConsentRecord[]> {
  const key = emailKeyOf(email);
  if (!key) return [];
  const rows = await store()
    .selectFrom("consent_records")
    .selectAll()
    .where("email_key", "=", key)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    purpose: r.purpose,
    form: r.form,
    noticeVersion: r.notice_version,
    language: r.language === "hi" ? "hi" : "en",
    given: Number(r.given) === 1,
    at: r.at,
    reference: r.reference,
  }));
}

/** The addresses whose latest record for `purpose` is a consent given, as last typed. */
export async function currentConsenters(purpose: string): Promise<string[]> {
  const rows = await store()
    .selectFrom("consent_records as c")
    .select(["c.email"])
    .where("c.purpose", "=", purpose)
    .where("c.email_key", "<>", "")
    .where("c.given", "=", 1)
    .where("c.id", "=", (eb) =>
      eb
        .selectFrom("consent_records as l")
        .select((l) => l.fn.max("l.id").as("latest"))
        .whereRef("l.email_key", "=", "c.email_key")
        .where("l.purpose", "=", purpose),
    )
    .orderBy("c.email_key")
    .execute();
  return rows.map((r) => r.email);
}

/** Whether the address's latest record for `purpose` is a consent given. */
export async function hasConsent(email: string, purpose: string): Promise<boolean> {
  const key = emailKeyOf(email);
  if (!key) return false;
  const row = await store()
    .selectFrom("consent_records")
    .select("given")
    .where("email_key", "=", key)
    .where("purpose", "=", purpose)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return Number(row?.given) === 1;
}

/**
 * Erasure of records (the desk's erasure, the retention purge): their
 * consent rows keep their purpose, form, time and notice version (the proof
 * that a notice was given and what it said, which the Act asks us to be able
 * to show) but no longer name the person: the address is blanked, not the row
 * deleted. The address's private links go once no record names it.
 *
 * `newsletter: "erase"` (an erasure asked for): a newsletter sign-up's
 * erasure blanks the address's whole newsletter history too, or an older
 * "given" row would become the latest and the erased person be mailed again.
 * `newsletter: "keep"` (the retention purge): a newsletter consent stays while
 * it lasts, since the sign-up's lead ages out but the consent it gave does
 * not; it is what lets the newsletter be sent at all, and it ends with a
 * withdrawal.
 */
export async function blankConsentsOf(
  references: readonly string[],
  newsletter: "erase" | "keep",
): Promise<void> {
  // A first purge may name thousands: a few hundred bound values at a time.
  for (let i = 0; i < references.length; i += 500)
    await blankSome(references.slice(i, i + 500), newsletter);
  await forgetUnnamedLinks();
}

/**
 * The private links of addresses no consent record names any more: deleted,
 * so neither the address nor a page about it outlives the erasure or purge.
 */
async function forgetUnnamedLinks(): Promise<void> {
  await store()
    .deleteFrom("consent_links")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("consent_records")
            .select("consent_records.id")
            .whereRef("consent_records.email_key", "=", "consent_links.email_key"),
        ),
      ),
    )
    .execute();
}

async function blankSome(
  references: readonly string[],
  newsletter: "erase" | "keep",
): Promise<void> {
  const newsletterKeys =
    newsletter === "erase"
      ? (
          await store()
            .selectFrom("consent_records")
            .select("email_key")
            .where("reference", "in", references)
            .where("purpose", "=", "newsletter")
            .where("email_key", "<>", "")
            .execute()
        ).map((r) => r.email_key)
      : [];
  await store()
    .updateTable("consent_records")
    .set({ email: "", email_key: "" })
    .where((eb) =>
      eb.or([
        newsletter === "erase"
          ? eb("reference", "in", references)
          : eb.and([eb("reference", "in", references), eb("purpose", "<>", "newsletter")]),
        ...(newsletterKeys.length
          ? [eb.and([eb("purpose", "=", "newsletter"), eb("email_key", "in", newsletterKeys)])]
          : []),
      ]),
    )
    .execute();
  // An erased sign-up's issues still waiting in the outbox end unsent.
  await endPendingMailTo(NEWSLETTER_MAIL, newsletterKeys);
}

/** A private link's hash for an address ("Your choices", a newsletter's unsubscribe). */
export async function insertConsentLink(hash: string, email: string, at: Date): Promise<void> {
  await store()
    .insertInto("consent_links")
    .values({ token_hash: hash, email_key: emailKeyOf(email), created_at: at.toISOString() })
    .execute();
}

/** The address (lower case) a link's hash was made for. */
export async function addressOfConsentLink(hash: string): Promise<string | undefined> {
  const row = await store()
    .selectFrom("consent_links")
    .select("email_key")
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  return row?.email_key || undefined;
}
