import type { APIRoute } from "astro";
import { lims } from "@/content/reports";
import { todayInKolkata } from "@/lib/clock";
import { DESK_HEADERS } from "@/lib/desk/http";
import { importTemplate } from "@/lib/reports/importTemplate";

export const prerender = false;

/** The import's template: the register's columns and one example row (lib/reports/importTemplate.ts). */
export const GET: APIRoute = async () =>
  new Response(await importTemplate(todayInKolkata()), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${lims.import.template.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
