import type { DatabaseSync } from "node:sqlite";
import { siteCertificates } from "@/lib/certificates";
import { expiringWithin } from "@/lib/certificateStanding";
import { listApplications } from "@/lib/careers/applications";
import { mayRead } from "@/lib/desk/access";
import { newLeadCount } from "@/lib/desk/leads";
import type { DeskUser } from "@/lib/desk/roles";
import { registerCounts } from "@/lib/reports/registerList";

/** One thing on the desk that waits for someone: how many, and the list that shows them. */
export interface AttentionItem {
  key: "newLeads" | "newApplications" | "awaitingAuthorisation" | "needsFinalPdf" | "certificates";
  count: number;
  href: string;
}

/**
 * What needs attention, for the areas this person may open (the registry of
 * desk areas decides): new leads, new applications, reports awaiting
 * authorisation or their final PDF, accreditation certificates due for renewal.
 * Each count is one indexed query or a kept tally.
 */
export function attentionFor(db: DatabaseSync, user: DeskUser, today: string): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (mayRead(user, "/desk"))
    items.push({ key: "newLeads", count: newLeadCount(db), href: "/desk?status=new" });
  if (mayRead(user, "/desk/applications"))
    items.push({
      key: "newApplications",
      count: listApplications(db, { status: "new" }).total,
      href: "/desk/applications?status=new",
    });
  if (mayRead(user, "/desk/reports")) {
    const counts = registerCounts(db);
    items.push(
      {
        key: "awaitingAuthorisation",
        count: counts.awaiting,
        href: "/desk/reports?status=awaiting-authorisation",
      },
      { key: "needsFinalPdf", count: counts.needsPdf, href: "/desk/reports?pdf=missing" },
    );
  }
  if (mayRead(user, "/desk/accounts"))
    items.push({
      key: "certificates",
      count: expiringWithin(siteCertificates(db), today).length,
      href: "#certificates-to-renew",
    });
  return items;
}
