import type { APIRoute } from "astro";
import { apiRoute } from "@/lib/reports/api";
import { qrImage } from "@/lib/reports/apiQr";

export const prerender = false;

/** The report's QR code as a 600 dpi PNG. */
export const GET: APIRoute = apiRoute(({ context }) => qrImage(context, "png"));
