import { articlePageDesk } from "@/content/articlePageDesk";
import { articlesDesk } from "@/content/articlesDesk";
import {
  ARTICLE_EDIT_PATH,
  ARTICLE_STATES,
  ARTICLES_PATH,
  articleEditHref,
  type ArticleFilter,
} from "@/lib/articles/articleList";
import type { ArticleRow } from "@/lib/articles/types";
import { formatLongDateIN } from "@/lib/format";
import { DeskFilters, DeskSearch, DeskSelect } from "../DeskListParts";
import { DeskTable, WIDE_ONLY } from "../DeskTable";
import { receivedAt } from "../deskFormat";
import { statusText } from "./articleStatus";

const words = articlesDesk.list;

/**
 * The content desk's list of articles, drafts included, with the way to
 * write a new one, and its filters (status, words in the title) as a plain
 * GET form.
 */
export function ArticleList({
  articles,
  total,
  filter,
  now,
}: {
  articles: ArticleRow[];
  /** How many articles there are, whatever the filter. */
  total: number;
  filter: ArticleFilter;
  now: Date;
}) {
  const filterOn = Boolean(filter.status || filter.q);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{words.heading}</h1>
        <a
          href={ARTICLE_EDIT_PATH}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.newArticle}
        </a>
      </div>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {total > 0 && (
        <>
          <DeskFilters
            action={ARTICLES_PATH}
            label={words.filters}
            onText={words.filtersOn}
            on={filterOn}
            apply={words.apply}
            clear={words.clear}
            columns={4}
          >
            <DeskSearch label={words.search} hint={words.searchHint} value={filter.q} />
            <DeskSelect
              label={words.status}
              name="status"
              value={filter.status}
              any={words.anyStatus}
              options={ARTICLE_STATES.map((s) => [s, words.states[s]] as const)}
            />
          </DeskFilters>
          <p className="mt-4 text-sm text-slate-700">{words.shown(articles.length, total)}</p>
        </>
      )}
      {articles.length === 0 ? (
        <p className="mt-4">{total === 0 ? words.empty : words.noneMatch}</p>
      ) : (
        <DeskTable
          caption={words.heading}
          wrapperClassName="mt-2"
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
                <span className="block text-sm text-slate-700">
                  {articlePageDesk.listAddress(a.slug)}
                </span>
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
