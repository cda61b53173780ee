import type { AstroGlobal } from "astro";
import type { LookupResult } from "@/components/pages/VerifyPage";
import { REFERENCE_MAX_LENGTH, type LookupErrors } from "@/components/reports/ReportLookupForm";
import { setStatus } from "@/lib/http/responses";
import { reportView } from "@/lib/reports/publicView";
import { lookupReport } from "@/lib/reports/register";
import { lookupGate } from "@/lib/reports/server";
import { CODE_LENGTH, normaliseCode } from "@/lib/reports/tokens";
import type { VerifyWords } from "@/lib/reports/verifyWords";

/**
 * /verify's lookup (and /hi/verify's, in its words). A reference (ULR or report
 * number) alone is not looked up at all: every one gets the same neutral line
 * asking for the code, so a reference without its code tells nothing, not even
 * whether it exists. With a code it is a guess (lib/reports/server.ts
 * lookupGate): refused before it is looked up when the client is over its
 * limits, counted as a miss or a proven view.
 */
export async function verifyLookup(Astro: AstroGlobal, w: VerifyWords) {
  const { verify } = w;
  let values = { ulr: "", code: "" };
  const errors: LookupErrors = {};
  let result: LookupResult | undefined;
  let notice: string | undefined;
  if (Astro.request.method === "POST") {
    const form = await Astro.request.formData().catch(() => new FormData());
    values = {
      ulr: String(form.get("ulr") ?? "").slice(0, REFERENCE_MAX_LENGTH),
      code: String(form.get("code") ?? "").slice(0, 20),
    };
    const code = normaliseCode(values.code);
    if (!values.ulr.trim()) errors.ulr = verify.form.errors.ulr;
    if (code && !new RegExp(`^[A-Z0-9]{${CODE_LENGTH}}$`).test(code))
      errors.code = verify.form.errors.code;
    const gate = Object.keys(errors).length || !code ? undefined : await lookupGate(Astro);
    if (Object.keys(errors).length) setStatus(Astro.response, 400);
    else if (!code) result = { kind: "needsCode" };
    else if (!gate) {
      setStatus(Astro.response, 429);
      Astro.response.headers.set("Retry-After", "60");
      notice = verify.form.errors.tooMany;
    } else {
      const found = await lookupReport(values.ulr, code);
      if (found.found) {
        await gate.proven();
        result = { kind: "report", view: await reportView(found.report, w) };
      } else {
        await gate.miss();
        result = {
          kind: "missing",
          verdict: { tone: "missing", headline: verify.status.lookupMissing },
        };
        setStatus(Astro.response, 404);
      }
    }
  }
  return { values, errors, result, notice };
}
