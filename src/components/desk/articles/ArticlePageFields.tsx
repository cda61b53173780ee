import { useCallback, useState } from "react";
import { TextAreaField, TextField } from "@/components/forms/fields";
import { articlePageDesk as words } from "@/content/articlePageDesk";
import { MAX_AUTHOR, MAX_META_DESCRIPTION, MAX_SLUG } from "@/lib/articles/pageFields";

/** Each field's id on the page: the editor's error summary links to them. */
export const PAGE_FIELD_IDS = {
  slug: "article-slug",
  author: "article-author",
  metaDescription: "article-meta-description",
} as const;

type PageField = keyof typeof PAGE_FIELD_IDS;

/**
 * The article's address, byline author and description for search engines,
 * inside the editor's form (an island: only the description's counter needs
 * script; without it the form posts them all the same and the server checks them).
 */
export default function ArticlePageFields({
  values,
  errors,
  addressPrefix,
  accountName,
  specByline,
  everPublic,
}: {
  values: Record<PageField, string>;
  errors: Partial<Record<PageField, string>>;
  /** The address before the slug: "/blog-details?id=". */
  addressPrefix: string;
  /** The name on the writer's account ("" when none was entered). */
  accountName: string;
  /** The spec's byline, for one of its eight articles (their page keeps it); undefined for others. */
  specByline?: string | undefined;
  /** The article has been on the site: its address is changed on purpose only. */
  everPublic: boolean;
}) {
  const [described, setDescribed] = useState(values.metaDescription.length);
  // What was typed before the island's code arrived counts too.
  const countTyped = useCallback((typed: HTMLTextAreaElement | null) => {
    if (typed) setDescribed(typed.value.length);
  }, []);
  // An island is a box of its own (display: contents): its margin is set here, not by the form's spacing.
  return (
    <fieldset className="mb-5 max-w-4xl space-y-4 rounded-md border border-steel-200 p-3">
      <legend className="px-1 font-semibold">{words.legend}</legend>
      <TextField
        id={PAGE_FIELD_IDS.slug}
        name="slug"
        label={words.slug}
        hint={`${words.slugHint(addressPrefix)}${everPublic ? ` ${words.slugLiveHint}` : ""}`}
        maxLength={MAX_SLUG}
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values.slug}
        error={errors.slug}
      />
      {specByline ? (
        <p className="text-sm text-slate-700">{words.specArticle(specByline)}</p>
      ) : (
        <TextField
          id={PAGE_FIELD_IDS.author}
          name="author"
          label={words.author}
          hint={words.authorHint(accountName)}
          maxLength={MAX_AUTHOR}
          autoComplete="off"
          defaultValue={values.author}
          error={errors.author}
        />
      )}
      <div>
        <TextAreaField
          id={PAGE_FIELD_IDS.metaDescription}
          name="metaDescription"
          label={words.metaDescription}
          hint={words.metaDescriptionHint(MAX_META_DESCRIPTION)}
          rows={3}
          maxLength={MAX_META_DESCRIPTION}
          defaultValue={values.metaDescription}
          error={errors.metaDescription}
          ref={countTyped}
          onInput={(event) => setDescribed(event.currentTarget.value.length)}
        />
        <p aria-live="polite" className="mt-1 text-sm text-slate-700">
          {words.count(described, MAX_META_DESCRIPTION)}
        </p>
      </div>
    </fieldset>
  );
}
