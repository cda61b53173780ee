import type { APIRoute } from "astro";
import { apiRoute } from "@/lib/reports/api";
import { qrImage } from "@/lib/reports/apiQr";

export const prerender = false;

/** The report's QR code as SVG (the LIMS prints it on the report). */
export const GET: APIRoute = apiRoute(({ context }) => qrImage(context, "svg"));
