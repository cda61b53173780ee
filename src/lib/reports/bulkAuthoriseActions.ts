import { registerDesk } from "@/content/reports";
import { signerOf } from "@/lib/desk/accounts";
import type { DeskUser } from "@/lib/desk/roles";
import { STAFF_WORK } from "@/lib/workers/pool";
import { RegisterError } from "./registerError";
import { authoriseReports, MAX_BULK_AUTHORISE } from "./review";
import { reportFiles } from "./server";

const words = registerDesk.bulkAuthorise;

/** Which of the ticked reports were authorised, and which were not and why. */
export type BulkAuthorised = Awaited<ReturnType<typeof authoriseReports>>;

/**
 * A signatory authorising the register's ticked reports (posted: `ref` once
 * per report; src/pages/desk/reports/authorise.astro): each as from its own
 * page, four eyes included, its final PDF sealed as it is authorised. A
 * RegisterError refuses none ticked, or more than MAX_BULK_AUTHORISE.
 */
export async function bulkAuthoriseAction(
  request: Request,
  user: DeskUser,
): Promise<BulkAuthorised> {
  const form = await request.formData().catch(() => undefined);
  const references = (form?.getAll("ref") ?? []).map((r) => String(r).slice(0, 80));
  if (!references.length) throw new RegisterError(words.none);
  if (references.length > MAX_BULK_AUTHORISE)
    throw new RegisterError(words.tooMany(MAX_BULK_AUTHORISE));
  return authoriseReports(reportFiles(), references, await signerOf(user.email), STAFF_WORK);
}
