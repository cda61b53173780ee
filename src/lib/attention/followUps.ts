import type { DatabaseSync } from "node:sqlite";
import { applicationsDesk } from "@/content/applicationsDesk";
import { formNameOf } from "@/content/leadNotification";
import { applicationByReference } from "@/lib/careers/applications";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { dueCases, type DueCase } from "@/lib/cases/followUp";
import { recordHref } from "@/lib/desk/recordId";
import { leadCase } from "@/lib/leads/case";
import { deskLead } from "@/lib/leads/desk";

/** A case whose follow-up date has come, as the start page and the daily e-mail list it. */
export interface DueItem {
  reference: string;
  /** Who sent it and what about ("Asha Verma, Malwa Cables · Testing enquiry"). */
  about: string;
  /** YYYY-MM-DD. */
  due: string;
  /** The desk page, from the site's root. */
  href: string;
}

export interface DueList {
  items: DueItem[];
  /** How many are due in all (the list shows the oldest dates first, up to its limit). */
  total: number;
}

const listed = (
  found: { rows: DueCase[]; total: number },
  page: string,
  about: (reference: string) => string,
): DueList => ({
  total: found.total,
  items: found.rows.map((row) => ({
    reference: row.reference,
    about: about(row.reference),
    due: row.due,
    href: recordHref(page, row.reference),
  })),
});

/** An owner's leads due for follow-up on or before `today`, oldest date first. */
export function leadsDue(db: DatabaseSync, owner: string, today: string, limit = 200): DueList {
  return listed(dueCases(db, leadCase, owner, today, limit), leadCase.desk.page, (reference) => {
    const lead = deskLead(db, reference);
    if (!lead) return "";
    const who = [lead.name, lead.company].filter(Boolean).join(", ");
    return [who, formNameOf(lead.form)].filter(Boolean).join(" · ");
  });
}

/** An owner's job applications due for follow-up on or before `today`, oldest date first. */
export function applicationsDue(
  db: DatabaseSync,
  owner: string,
  today: string,
  limit = 200,
): DueList {
  return listed(
    dueCases(db, applicationCase, owner, today, limit),
    applicationCase.desk.page,
    (reference) => {
      const application = applicationByReference(db, reference);
      if (!application) return "";
      return `${application.name} · ${application.openingTitle ?? applicationsDesk.general}`;
    },
  );
}
