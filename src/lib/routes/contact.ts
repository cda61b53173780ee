import { consultationServiceOptions, type ConsultationService } from "@/content/forms";
import { firstParam } from "@/lib/params";

/**
 * The consultation's service a link chose with ?service= (matched
 * case-insensitively against the form's own choices); anything else chooses nothing.
 */
export function chosenConsultationService(
  params: URLSearchParams,
): ConsultationService | undefined {
  const wanted = firstParam(params.get("service"))?.trim().toLowerCase();
  if (!wanted) return undefined;
  return consultationServiceOptions.find((option) => option.toLowerCase() === wanted);
}
