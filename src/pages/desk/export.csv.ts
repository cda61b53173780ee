import type { APIRoute } from "astro";
import { labNow, todayInKolkata } from "@/lib/clock";
import { recordAudit } from "@/lib/platform/audit/store";
import { desk } from "@/content/desk";
import { filterFromQuery, filterQuery, wrongValueText } from "@/lib/leads/listQuery";
import { deskUser, DESK_HEADERS } from "@/lib/desk/http";
import { exportLeads } from "@/lib/leads/desk";
import { indiaDateOf } from "@/lib/format";
import { leadsToCsv } from "@/lib/leads/csv";

export const prerender = false;

// The leads of the current filter as CSV (UTF-8 with BOM, formulas neutralised), as a download.
export const GET: APIRoute = async (context) => {
  const user = deskUser(context).email;
  const reading = filterFromQuery(context.url.searchParams, { me: user, today: todayInKolkata() });
  if (!reading.ok)
    return new Response([desk.query.heading, ...reading.wrong.map(wrongValueText)].join("\n"), {
      status: 400,
      headers: { ...DESK_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  const { filter } = reading;
  const leads = await exportLeads(filter);
  await recordAudit(user, "leads exported", `${leads.length} leads ${filterQuery(filter)}`.trim());
  // Named by the day in India: an export at 00:10 on the 27th is leads-…-27, not the UTC 26th.
  const day = indiaDateOf(labNow());
  return new Response(leadsToCsv(leads), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
};
