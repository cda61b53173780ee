import { currentStore } from "@/lib/db/store";

/**
 * The customer's links to their requests' PDFs (migration 0032): the key's
 * hash per lead, read against the lead's reference and file. The rows
 * themselves are the scope's and the file the lead's.
 */

/** Keeps the key's hash for the lead. */
export async function saveRequestKeyHash(leadId: number, keyHash: string): Promise<void> {
  await currentStore()
    .insertInto("request_links")
    .values({ lead_id: leadId, key_hash: keyHash })
    .execute();
}

/** The lead's PDF when its reference and a key's hash belong together. */
export async function requestPdfByKeyHash(
  reference: string,
  keyHash: string,
): Promise<{ name: string; bytes: Uint8Array } | undefined> {
  const row = await currentStore()
    .selectFrom("leads as l")
    .innerJoin("request_links as k", "k.lead_id", "l.id")
    .select(["l.file_name as name", "l.file as bytes"])
    .where("l.reference", "=", reference)
    .where("k.key_hash", "=", keyHash)
    .executeTakeFirst();
  if (!row || !(row.bytes instanceof Uint8Array)) return undefined;
  return { name: row.name ?? "", bytes: row.bytes };
}
