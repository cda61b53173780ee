import { currentStore } from "@/lib/db/store";

/** The issues staff sent (newsletter_issues, migration 0052). */

export interface SentIssue {
  id: number;
  subject: string;
  body: string;
  sentAt: string;
  sentBy: string;
  recipients: number;
}

export async function insertIssue(issue: Omit<SentIssue, "id">): Promise<number> {
  const row = await currentStore()
    .insertInto("newsletter_issues")
    .values({
      subject: issue.subject,
      body: issue.body,
      sent_at: issue.sentAt,
      sent_by: issue.sentBy,
      recipients: issue.recipients,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The latest issues, newest first. */
export async function sentIssues(limit = 100): Promise<SentIssue[]> {
  const rows = await currentStore()
    .selectFrom("newsletter_issues")
    .selectAll()
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    subject: r.subject,
    body: r.body,
    sentAt: r.sent_at,
    sentBy: r.sent_by,
    recipients: Number(r.recipients),
  }));
}
