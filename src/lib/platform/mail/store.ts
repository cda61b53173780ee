import { sql } from "kysely";
import { currentStore } from "@/lib/db/store";
import { outboxColumns, outboxTable, pendingOutboxRow } from "@/lib/platform/outbox/store";

/**
 * The mail outbox's SQL (migration 0046): one row per plain e-mail to one
 * person, its body sealed (./outbox.ts seals and opens it), claimed and marked
 * as every outbox's row is (platform/outbox/store.ts). Only a pending row
 * keeps a body: it is erased when the e-mail is sent and when it ends unsent.
 */

/** Sent: the body leaves the database with the e-mail. */
const MAIL_OUTBOX = outboxTable(outboxColumns("mail_outbox"), ["body", "headers"]);

export interface NewMailRow {
  purpose: string;
  recipient: string;
  subject: string;
  /** The sealed text. */
  body: string;
  /** Its own header lines, sealed JSON (a newsletter's List-Unsubscribe), or null (migration 0052). */
  headers?: string | null | undefined;
  createdAt: Date;
  /** When the e-mail is of no more use (its link has ended): erased unsent. */
  endsAt: Date;
  /** When the job may first take it: until then it is its writer's to try. */
  firstTryAt: Date;
}

/** Stores an e-mail, pending; answers its id. */
export async function insertMailRow(mail: NewMailRow): Promise<number> {
  const row = await currentStore()
    .insertInto("mail_outbox")
    .values({
      purpose: mail.purpose,
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body,
      headers: mail.headers ?? null,
      created_at: mail.createdAt.toISOString(),
      expires_at: mail.endsAt.toISOString(),
      ...pendingOutboxRow(mail.firstTryAt),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MailRow {
  id: number;
  purpose: string;
  recipient: string;
  subject: string;
  /** The sealed text. */
  body: string;
  /** Sealed JSON of its own header lines, or null. */
  headers: string | null;
}

/** A pending e-mail with its sealed body; undefined once sent or ended. */
export async function pendingMailRow(id: number): Promise<MailRow | undefined> {
  const row = await currentStore()
    .selectFrom("mail_outbox")
    .select(["id", "purpose", "recipient", "subject", "body", "headers"])
    .where("id", "=", id)
    .where("state", "=", "pending")
    .executeTakeFirst();
  return row?.body == null ? undefined : { ...row, body: row.body };
}

/** Pending e-mails whose next attempt is due, oldest first, claimed for this sender. */
export const claimDueMail = MAIL_OUTBOX.due;
export const markMailSent = MAIL_OUTBOX.markSent;
export const markMailFailed = MAIL_OUTBOX.markFailed;

/** E-mails still pending at their end: never sent, their bodies erased. Answers how many. */
export async function endUnsentMail(now: Date): Promise<number> {
  const result = await currentStore()
    .updateTable("mail_outbox")
    .set({ state: "expired", body: null, headers: null })
    .where("state", "=", "pending")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ends, unsent and with their bodies erased, the pending e-mails of one
 * purpose to these addresses (compared in lower case): a newsletter's to a
 * person who withdrew, so no retry reaches them. Answers how many.
 */
export async function endPendingMailTo(
  purpose: string,
  addressKeys: readonly string[],
): Promise<number> {
  if (addressKeys.length === 0) return 0;
  const result = await currentStore()
    .updateTable("mail_outbox")
    .set({ state: "expired", body: null, headers: null })
    .where("state", "=", "pending")
    .where("purpose", "=", purpose)
    .where(sql<string>`lower(recipient)`, "in", addressKeys)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Forgets the e-mails that ended before `before`, sent or not. Answers how many. */
export async function deleteMailEndedBefore(before: Date): Promise<number> {
  const result = await currentStore()
    .deleteFrom("mail_outbox")
    .where("state", "!=", "pending")
    .where("expires_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
