import type { APIRoute } from "astro";
import { scopeCsv } from "@/content/scopeDesk";
import { recordAudit } from "@/lib/platform/audit/store";
import { deskUser, DESK_HEADERS } from "@/lib/desk/http";
import { scopeToCsv } from "@/lib/scope/csv";
import { allScopeRows } from "@/lib/scope/rows";

export const prerender = false;

/** The current scope as CSV in the columns the import reads (UTF-8 with BOM, formulas neutralised). */
export const GET: APIRoute = async (context) => {
  const rows = await allScopeRows();
  await recordAudit(deskUser(context).email, "scope exported", `${rows.length} rows`);
  return new Response(scopeToCsv(rows), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${scopeCsv.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
};
