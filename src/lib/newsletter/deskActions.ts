import { newsletterDesk as words } from "@/content/newsletter";
import { checkIssue, type Issue } from "./issue";
import { sendIssue } from "./send";

/**
 * /desk/newsletter's button (role content): the issue checked, then sent to
 * every current subscriber. A sent issue answers with the address to go to
 * (the page again, saying how many), so a reload sends nothing twice.
 */
export type NewsletterPost =
  | { redirect: string }
  | { refused: string; errors?: Partial<Record<keyof Issue, string>>; typed: Issue };

export async function newsletterPageAction(
  request: Request,
  who: string,
  now: Date,
): Promise<NewsletterPost> {
  const form = await request.formData();
  const checked = checkIssue(form);
  if (!checked.ok) return { refused: words.problems, errors: checked.errors, typed: checked.typed };
  const outcome = await sendIssue(checked.issue, who, now);
  if (outcome.state === "no-mail") return { refused: words.noMail, typed: checked.issue };
  if (outcome.state === "no-subscribers")
    return { refused: words.noSubscribers, typed: checked.issue };
  return { redirect: `/desk/newsletter?sent=${outcome.sent}&skipped=${outcome.skipped}` };
}

/** The line a sent issue's redirect shows, from its address. */
export function sentLine(url: URL): string | undefined {
  const sent = url.searchParams.get("sent");
  if (sent === null || !/^\d{1,7}$/.test(sent)) return undefined;
  const skipped = Number(/^\d{1,7}$/.exec(url.searchParams.get("skipped") ?? "0")?.[0] ?? 0);
  return words.sent(Number(sent), skipped);
}
