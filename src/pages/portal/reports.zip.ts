import type { APIRoute } from "astro";
import { answering, drained } from "@/lib/http/drained";
import { zipDownload } from "@/lib/portal/zipDownload";
import { zipChoice } from "@/lib/portal/zipRequest";
import { PORTAL_REPORTS, portalClient } from "@/lib/portal/server";
import { reportFiles } from "@/lib/reports/server";
import { signedInCustomer } from "@/lib/portal/pages";

export const prerender = false;

/**
 * "Download as zip": the chosen reports' PDFs, or all matching, streamed as one zip,
 * at most PORTAL_ZIPS at once per customer and per client (lib/fairShare/limits.ts).
 */
export const POST: APIRoute = async (context) => {
  const email = signedInCustomer(context.locals);
  const form = await context.request.formData().catch(() => new FormData());
  const choice = await zipChoice(email, form, reportFiles());
  if (!choice.ok) return context.redirect(`${PORTAL_REPORTS}?zip=${choice.problem}`, 303);
  // Astro's writer takes the next chunk without waiting for the client: the zip waits for the socket.
  const sent = answering.getStore();
  return zipDownload(choice.files, {
    customer: email,
    client: portalClient(context),
    sent: sent && (() => drained(sent)),
  });
};
