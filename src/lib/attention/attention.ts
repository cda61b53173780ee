import type { DatabaseSync } from "node:sqlite";
import { certificates } from "@/content/certificates";
import { expiringWithin } from "@/lib/certificates";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { statusCounts } from "@/lib/cases/status";
import { mayRead } from "@/lib/desk/access";
import { leadCase } from "@/lib/leads/case";
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
    items.push({
      key: "newLeads",
      count: statusCounts(db, leadCase).new,
      href: "/desk?status=new",
    });
  if (mayRead(user, "/desk/applications"))
    items.push({
      key: "newApplications",
      count: statusCounts(db, applicationCase).new,
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
      count: expiringWithin(certificates, today).length,
      href: "#certificates-to-renew",
    });
  return items;
}
