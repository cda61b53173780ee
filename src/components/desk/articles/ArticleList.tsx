import { articlesDesk } from "@/content/articlesDesk";
import type { Article } from "@/lib/articles/articles";
import { formatLongDateIN } from "@/lib/format";
import { DeskTable, WIDE_ONLY } from "../DeskTable";
import { receivedAt } from "../deskFormat";
import { articleEditHref, statusText } from "./articleStatus";

const words = articlesDesk.list;

/** The content desk's list of articles, drafts included, with the way to write a new one. */
export function ArticleList({ articles, now }: { articles: Article[]; now: Date }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{words.heading}</h1>
        <a
          href="/desk/articles/edit"
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.newArticle}
        </a>
      </div>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {articles.length === 0 ? (
        <p className="mt-4">{words.empty}</p>
      ) : (
        <DeskTable
          caption={words.heading}
          wrapperClassName="mt-4"
          columns={[
            { label: words.columns.title },
            { label: words.columns.status },
            { label: words.columns.date, wideOnly: true },
            { label: words.columns.saved, wideOnly: true },
          ]}
          className=""
        >
          {articles.map((a) => (
            <tr key={a.id} className="border-b border-steel-100 align-top">
              <td className="px-3 py-2">
                <a
                  href={articleEditHref(a.id)}
                  className="inline-flex min-h-10 items-center font-semibold text-accent-700 underline"
                >
                  {a.title}
                </a>
              </td>
              <td className="px-3 py-2">{statusText(a, now)}</td>
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                {formatLongDateIN(a.date)}
              </td>
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                {receivedAt(a.updatedAt)}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </>
  );
}
