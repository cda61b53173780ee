import type { SendMailOptions } from "nodemailer";
import { desk } from "@/content/desk";
import { formatDateIN, formatLongDateIN } from "@/lib/format";
import type { DueList } from "./followUps";
import { escapeHtml } from "@/lib/mail/parts";

const words = desk.followUpMail;

/**
 * An owner's e-mail of the day: their leads and job applications due for
 * follow-up (oldest date first), each with its desk link; plain text and
 * escaped HTML. The message id is the owner and the day, so a message sent
 * twice (a crash between the SMTP server's acceptance and our record of it)
 * is one message to mail clients.
 */
export function followUpMessage(
  due: { leads: DueList; applications: DueList },
  owner: string,
  day: string,
  mail: { from: string; siteUrl: string },
): SendMailOptions {
  const sections = [
    [words.leads, due.leads],
    [words.applications, due.applications],
  ] as const;
  const link = (href: string) => new URL(href, mail.siteUrl).toString();
  const line = (item: DueList["items"][number]) =>
    `${item.reference}${item.about ? ` · ${item.about}` : ""} · ${words.dueOn(formatDateIN(item.due))}`;
  const more = (list: DueList) => list.total - list.items.length;
  const text = [
    words.intro(formatLongDateIN(day)),
    ...sections
      .filter(([, list]) => list.total > 0)
      .flatMap(([heading, list]) => [
        "",
        `${heading} (${list.total})`,
        ...list.items.map((item) => `- ${line(item)}\n  ${link(item.href)}`),
        ...(more(list) > 0 ? [words.more(more(list))] : []),
      ]),
    "",
    words.footer,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(words.intro(formatLongDateIN(day)))}</p>`,
    ...sections
      .filter(([, list]) => list.total > 0)
      .map(
        ([heading, list]) =>
          `<h2>${escapeHtml(`${heading} (${list.total})`)}</h2><ul>${list.items
            .map(
              (item) =>
                `<li><a href="${escapeHtml(link(item.href))}">${escapeHtml(item.reference)}</a>${escapeHtml(line(item).slice(item.reference.length))}</li>`,
            )
            .join("")}</ul>${more(list) > 0 ? `<p>${escapeHtml(words.more(more(list)))}</p>` : ""}`,
      ),
    `<p>${escapeHtml(words.footer)}</p>`,
  ].join("\n");
  const host = new URL(mail.siteUrl).hostname || "localhost";
  return {
    from: mail.from,
    to: owner,
    subject: words.subject(due.leads.total, due.applications.total, formatDateIN(day)),
    text,
    html,
    messageId: `<follow-up-${day}-${owner.replace(/[^a-z0-9.-]/gi, "-")}@${host}>`,
  };
}
