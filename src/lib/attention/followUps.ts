import { applicationsDesk } from "@/content/applicationsDesk";
import { leadContact } from "@/content/forms";
import { formNameOf } from "@/content/leadNotification";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { recordHref } from "@/lib/platform/convention/recordId";
import { leadCase } from "@/lib/leads/case";
import { dueApplications, dueLeads } from "./store";

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

const listed = <R extends { reference: string; due: string }>(
  found: { rows: R[]; total: number },
  page: string,
  about: (row: R) => string,
): DueList => ({
  total: found.total,
  items: found.rows.map((row) => ({
    reference: row.reference,
    about: about(row),
    due: row.due,
    href: recordHref(page, row.reference),
  })),
});

/** An owner's leads due for follow-up on or before `today`, oldest date first. */
export async function leadsDue(owner: string, today: string, limit = 200): Promise<DueList> {
  return listed(await dueLeads(owner, today, limit), leadCase.desk.page, (lead) => {
    const contact = leadContact(lead.fields);
    const who = [contact.name, contact.company].filter(Boolean).join(", ");
    return [who, formNameOf(lead.form)].filter(Boolean).join(" · ");
  });
}

/** An owner's job applications due for follow-up on or before `today`, oldest date first. */
export async function applicationsDue(owner: string, today: string, limit = 200): Promise<DueList> {
  return listed(
    await dueApplications(owner, today, limit),
    applicationCase.desk.page,
    (application) =>
      `${application.name} · ${application.openingTitle ?? applicationsDesk.general}`,
  );
}
