import type { ReactNode } from "react";
import { SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { articlesDesk } from "@/content/articlesDesk";
import { blogHref } from "@/content/blog";
import type { Article } from "@/lib/articles/types";
import { ARTICLE_EDIT_PATH, articleEditHref } from "@/lib/articles/articleList";
import type { ArticleDraft, ArticleField, ArticleFieldErrors } from "@/lib/articles/form";
import { ARTICLE_FIELDS, MAX_BODY, MAX_EXCERPT, MAX_TITLE } from "@/lib/articles/form";
import { DeskErrorSummary } from "@/components/desk/DeskErrorSummary";
import { PAGE_FIELD_IDS } from "./ArticlePageFields";

const words = articlesDesk.edit;
const fields = words.fields;
const button = "min-h-11 rounded-md px-4 font-semibold";

/** The id of the Body's textarea: the toolbar island finds it by this. */
export const BODY_ID = "article-body";

/** Each field's id on the page: the error summary links to it. */
const FIELD_IDS: Record<ArticleField, string> = {
  title: "article-title",
  date: "article-date",
  excerpt: "article-excerpt",
  ...PAGE_FIELD_IDS,
  cover: "article-cover",
  coverPhoto: "article-cover-photo",
  coverPhotoAlt: "article-cover-alt",
  body: BODY_ID,
  scheduleAt: "article-schedule",
};

/**
 * The article's form. Without JavaScript everything works but the toolbar
 * and the live preview (islands placed by the route in `toolbar` and
 * `preview`: beside the Body from 1024 px, below it on a phone); Preview
 * posts the unsaved article to the preview page in a new tab.
 */
export function ArticleEditor({
  article,
  draft,
  errors,
  problem,
  covers,
  live,
  toolbar,
  pageFields,
  preview,
  children,
}: {
  article: Article | undefined;
  draft: ArticleDraft;
  /** Each field's problem, by the name the form posts. */
  errors: ArticleFieldErrors;
  /** A refusal about no one field (a button the desk did not know). */
  problem?: string | undefined;
  /** The covers to choose from: value and what the editor reads. */
  covers: { value: string; label: string }[];
  /** The article is on the site now. */
  live: boolean;
  toolbar?: ReactNode;
  /** The address, author and description (an island placed by the route). */
  pageFields?: ReactNode;
  /** The live preview and the autosave's line, beside the Body on a wide screen. */
  preview?: ReactNode;
  /** What the last action did, shown above the form. */
  children?: ReactNode;
}) {
  const action = article ? articleEditHref(article.id) : ARTICLE_EDIT_PATH;
  const problems = [
    ...(problem ? [{ text: problem }] : []),
    ...ARTICLE_FIELDS.flatMap((name) => {
      const text = errors[name];
      return text ? [{ text, href: `#${FIELD_IDS[name]}` }] : [];
    }),
  ];
  const labelOf = (value: string) => covers.find((c) => c.value === value)?.label ?? value;
  return (
    <>
      <p>
        <a
          href="/desk/articles"
          className="inline-flex min-h-10 items-center text-accent-700 underline"
        >
          {words.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">
        {article ? words.editTitle(article.title) : words.newTitle}
      </h1>
      {live && article && (
        <p className="mt-1">
          <a
            href={blogHref({ id: article.slug })}
            className="inline-flex min-h-10 items-center text-accent-700 underline"
          >
            {words.view}
          </a>
        </p>
      )}
      {children}
      <DeskErrorSummary heading={words.errors.heading} problems={problems} className="mt-3" />
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="mt-4 max-w-4xl space-y-5 rounded-lg bg-white p-4 lg:max-w-none lg:[&>*]:max-w-4xl"
      >
        <TextField
          id="article-title"
          name="title"
          label={fields.title}
          required
          maxLength={MAX_TITLE}
          defaultValue={draft.title}
          error={errors.title}
        />
        <TextField
          id="article-date"
          name="date"
          type="date"
          label={fields.date}
          hint={fields.dateHint}
          required
          defaultValue={draft.date}
          error={errors.date}
        />
        <TextAreaField
          id="article-excerpt"
          name="excerpt"
          label={fields.excerpt}
          hint={fields.excerptHint}
          required
          rows={3}
          maxLength={MAX_EXCERPT}
          defaultValue={draft.excerpt}
          error={errors.excerpt}
        />
        {pageFields}
        <div className="space-y-3 rounded-md border border-steel-200 p-3">
          <SelectField
            id="article-cover"
            name="cover"
            label={fields.cover}
            hint={fields.coverHint}
            placeholder={fields.noCover}
            options={covers.map((c) => c.value)}
            labelOf={labelOf}
            defaultValue={draft.cover}
            error={errors.cover}
          />
          <TextField
            id="article-cover-photo"
            name="coverPhoto"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            label={fields.coverUpload}
            error={errors.coverPhoto}
          />
          <TextField
            id="article-cover-alt"
            name="coverPhotoAlt"
            label={fields.coverAlt}
            hint={fields.coverAltHint}
            maxLength={250}
            error={errors.coverPhotoAlt}
          />
        </div>
        <div className="grid gap-4 lg:max-w-none! lg:grid-cols-2 lg:items-start">
          <div className="min-w-0 space-y-2">
            {toolbar}
            <TextAreaField
              id={BODY_ID}
              name="body"
              label={fields.body}
              hint={fields.bodyHint}
              required
              rows={18}
              maxLength={MAX_BODY}
              defaultValue={draft.body}
              error={errors.body}
            />
          </div>
          {preview}
        </div>
        <TextField
          id="article-schedule"
          name="scheduleAt"
          type="datetime-local"
          label={fields.scheduleAt}
          hint={fields.scheduleHint}
          defaultValue={draft.scheduleAt}
          error={errors.scheduleAt}
        />
        {live && <p className="text-sm text-slate-700">{words.draftWarning}</p>}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="action"
            value="draft"
            className={`${button} border border-navy-900 bg-white text-navy-900 hover:bg-steel-50`}
          >
            {words.buttons.draft}
          </button>
          <button
            type="submit"
            name="action"
            value="preview"
            formAction="/desk/articles/preview"
            formTarget="_blank"
            className={`${button} border border-navy-900 bg-white text-navy-900 hover:bg-steel-50`}
          >
            {words.buttons.preview} <span className="sr-only">{words.buttons.previewNewTab}</span>
          </button>
          <button
            type="submit"
            name="action"
            value="publish"
            className={`${button} bg-navy-900 text-white hover:bg-navy-800`}
          >
            {words.buttons.publish}
          </button>
          <button
            type="submit"
            name="action"
            value="schedule"
            className={`${button} border border-navy-900 bg-white text-navy-900 hover:bg-steel-50`}
          >
            {words.buttons.schedule}
          </button>
        </div>
        {article && <input type="hidden" name="id" value={article.id} />}
      </form>
    </>
  );
}
