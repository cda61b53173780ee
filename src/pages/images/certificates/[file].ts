import type { APIRoute } from "astro";
import { siteCertificates } from "@/lib/certificates";
import { certificateFiles, servedDrawing } from "@/lib/certificates/pictures";

export const prerender = false;

/**
 * /images/certificates/certificate-{n}-{hash}.svg: the server's drawing of a
 * certificate whose number or dates the desk changed (lib/certificates/pictures.ts).
 * The drawings of content's values are files in public/ and never reach this
 * route. Only the drawing of a certificate as it stands now is served; its
 * name changes with its values, so browsers keep it for a year.
 */
export const GET: APIRoute = async ({ params }) => {
  const svg = await servedDrawing(certificateFiles(), params.file ?? "", await siteCertificates());
  if (svg === undefined)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
};
