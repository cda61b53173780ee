import type { APIRoute } from "astro";
import { brochureFileName } from "@/content/site";
import { servedBrochure } from "@/lib/brochure/current";
import { siteCertificates } from "@/lib/certificates";
import { scopeForBrochure } from "@/lib/brochure/scope";

export const prerender = false;

/**
 * /brochure/{key}.pdf: the brochure the server built again after the desk
 * changed a certificate's number or the scope (lib/brochure/current.ts); the one built with
 * the site is a file in public/. Only the brochure of the certificates as they
 * stand is served; its address changes with what it says.
 */
export const GET: APIRoute = async ({ params }) => {
  const bytes = await servedBrochure(
    params.file ?? "",
    await siteCertificates(),
    await scopeForBrochure(),
  );
  if (!bytes)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${brochureFileName}"`,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
};
