import type { DatabaseSync } from "node:sqlite";
import { domainOf } from "@/lib/customers/addresses";

/**
 * A report's customer addresses (the schema's `customerEmail`, already checked
 * and in lower case, commas between): one row each with its domain, so the
 * portal finds a customer's reports by address and an organisation's by its
 * addresses and domains.
 */
export function setCustomerEmails(db: DatabaseSync, reportId: number, list: string) {
  db.prepare("DELETE FROM report_customer_emails WHERE report_id = ?").run(reportId);
  const insert = db.prepare(
    "INSERT OR IGNORE INTO report_customer_emails (report_id, email, domain) VALUES (?, ?, ?)",
  );
  for (const email of list.split(/,\s*/).filter(Boolean))
    insert.run(reportId, email, domainOf(email));
}

/** A report's customer addresses, in alphabetical order. */
export const customerEmailsOf = (db: DatabaseSync, reportId: number): string[] =>
  (
    db
      .prepare("SELECT email FROM report_customer_emails WHERE report_id = ? ORDER BY email")
      .all(reportId) as { email: string }[]
  ).map((r) => r.email);
