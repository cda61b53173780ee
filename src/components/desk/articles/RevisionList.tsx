import { articlesDesk } from "@/content/articlesDesk";
import type { Revision } from "@/lib/articles/types";
import { DeskTable, WIDE_ONLY } from "../DeskTable";
import { receivedAt } from "../deskFormat";
import { articleEditHref } from "@/lib/articles/articleList";
import { statusText } from "./articleStatus";

const words = articlesDesk.revisions;

/** Every save of an article, newest first, each with its Restore button. */
export function RevisionList({
  articleId,
  revisions,
  now,
}: {
  articleId: string;
  revisions: Revision[];
  now: Date;
}) {
  return (
    <section aria-labelledby="revisions" className="mt-8 max-w-4xl">
      <h2 id="revisions" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      <DeskTable
        caption={words.heading}
        columns={[
          { label: words.columns.saved },
          { label: words.columns.who, wideOnly: true },
          { label: words.columns.title },
          { label: words.columns.status, wideOnly: true },
          { label: words.columns.action },
        ]}
        className=""
      >
        {revisions.map((r) => (
          <tr key={r.id} className="border-b border-steel-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap">{receivedAt(r.savedAt)}</td>
            <td className={`px-3 py-2 [overflow-wrap:anywhere] ${WIDE_ONLY}`}>{r.who}</td>
            <td className="px-3 py-2 [overflow-wrap:anywhere]">{r.title}</td>
            <td className={`px-3 py-2 ${WIDE_ONLY}`}>
              {statusText(r, now)}
              {r.autosave && (
                <span className="block text-sm text-slate-600">{words.autosaved}</span>
              )}
            </td>
            <td className="px-3 py-2">
              <form method="post" action={articleEditHref(articleId)}>
                <input type="hidden" name="action" value="restore" />
                <input type="hidden" name="revision" value={r.id} />
                <button
                  type="submit"
                  aria-label={words.restoreLabel(receivedAt(r.savedAt))}
                  className="min-h-10 rounded-md border border-navy-900 px-3 font-semibold text-navy-900 hover:bg-steel-50"
                >
                  {words.restore}
                </button>
              </form>
            </td>
          </tr>
        ))}
      </DeskTable>
    </section>
  );
}
