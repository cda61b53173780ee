import { controlClass } from "@/components/forms/fields";
import { newsletterDesk as words, newsletterLimits as limits } from "@/content/newsletter";
import type { Issue } from "@/lib/newsletter/issue";
import type { SentIssue } from "@/lib/newsletter/store";
import { DeskTable, WIDE_ONLY } from "./DeskTable";
import { receivedAt } from "./deskFormat";

type Props = {
  subscribers: number;
  issues: SentIssue[];
  sent?: string | undefined;
  refused?: string | undefined;
  errors?: Partial<Record<keyof Issue, string>> | undefined;
  typed?: Issue | undefined;
};

const button = "min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800";

/** The newsletter's sender: write an issue, see whom it reaches, send it; the issues sent. */
export function NewsletterDesk({ subscribers, issues, sent, refused, errors = {}, typed }: Props) {
  const field = (name: keyof Issue) => ({
    id: `issue-${name}`,
    name,
    required: true,
    defaultValue: typed?.[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `issue-${name}-error` : "", name === "body" ? "issue-body-hint" : ""]
        .filter(Boolean)
        .join(" ") || undefined,
    className: controlClass,
  });
  const error = (name: keyof Issue) =>
    errors[name] && (
      <p id={`issue-${name}-error`} className="text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    );
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {sent && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {sent}
        </p>
      )}
      {refused && (
        <p role="alert" className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800">
          {refused}
        </p>
      )}
      <div className="mt-4 grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_32rem]">
        <section aria-labelledby="sent-issues" className="min-w-0">
          <h2 id="sent-issues" className="text-xl font-bold">
            {words.sentHeading}
          </h2>
          {issues.length ? (
            <DeskTable
              caption={words.sentHeading}
              columns={[
                { label: words.columns.when },
                { label: words.columns.subject },
                { label: words.columns.by, wideOnly: true },
                { label: words.columns.recipients },
              ]}
              className="mt-2"
            >
              {issues.map((i) => (
                <tr key={i.id} className="border-b border-steel-100 align-top">
                  <td className="px-3 py-2">{receivedAt(i.sentAt)}</td>
                  <td className="min-w-32 px-3 py-2 break-words">{i.subject}</td>
                  <td className={`px-3 py-2 [overflow-wrap:anywhere] ${WIDE_ONLY}`}>{i.sentBy}</td>
                  <td className="px-3 py-2" data-testid="issue-recipients">
                    {i.recipients}
                  </td>
                </tr>
              ))}
            </DeskTable>
          ) : (
            <p className="mt-2 rounded-lg bg-white p-4">{words.none}</p>
          )}
        </section>
        <section aria-labelledby="write-issue" className="rounded-lg bg-white p-4">
          <h2 id="write-issue" className="text-xl font-bold">
            {words.write}
          </h2>
          <p className="mt-1 font-semibold" data-testid="subscriber-count">
            {words.subscribers(subscribers)}
          </p>
          <form method="post" action="/desk/newsletter" className="mt-4 space-y-4" noValidate>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="issue-subject" className="text-sm font-semibold text-navy-900">
                {words.subject}
              </label>
              <input {...field("subject")} maxLength={limits.subjectMax} autoComplete="off" />
              {error("subject")}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="issue-body" className="text-sm font-semibold text-navy-900">
                {words.body}
              </label>
              <textarea {...field("body")} rows={14} maxLength={limits.bodyMax} />
              <p id="issue-body-hint" className="text-sm text-slate-700">
                {words.bodyHint}
              </p>
              {error("body")}
            </div>
            <button type="submit" className={button}>
              {words.send}
            </button>
          </form>
        </section>
      </div>
    </>
  );
}
