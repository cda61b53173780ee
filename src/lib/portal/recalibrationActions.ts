import { recordHref, recordIdOf } from "@/lib/platform/convention/recordId";
import type { StoredLead } from "@/lib/leads/leads";
import { RECALIBRATION_PATH } from "./paths";
import { recalibrationLead, type RecalibrationRefusal } from "./recalibration";
import { requestRecalibration } from "./server";

/**
 * The portal's recalibration page (src/pages/portal/recalibration.astro):
 * "Request recalibration" posted, and the confirmation it redirects to
 * (`?id=` the lead's reference). The route only reads the address, calls
 * these and draws.
 */

/** The page's answer to a request: the confirmation's address, or the refusal (its status and words). */
export type RecalibrationAnswer = { location: string } | { refused: RecalibrationRefusal };

/**
 * "Request recalibration", posted by the signed-in `email` (a body that is
 * no form is an empty one, refused as such): stored as a lead, then its
 * confirmation at its own address, so a reload sends nothing twice.
 */
export async function recalibrationPageAction(
  request: Request,
  email: string,
  client: { address: string; userAgent: string | null },
): Promise<RecalibrationAnswer> {
  const form = await request.formData().catch(() => new FormData());
  const result = await requestRecalibration(email, form, client);
  if (result.ok) return { location: recordHref(RECALIBRATION_PATH, result.reference) };
  return { refused: { status: result.status, message: result.message } };
}

/**
 * The confirmation the page's address names (`?id=`): "none" when it names
 * none, the request when this address sent it, undefined otherwise (a 404).
 */
export async function recalibrationConfirmation(
  url: URL,
  email: string,
): Promise<StoredLead | "none" | undefined> {
  const reference = recordIdOf(url, 40);
  return reference ? recalibrationLead(email, reference) : "none";
}
