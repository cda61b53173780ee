import { Tabs } from "@/components/ui/Tabs";
import { Briefcase, Calendar, Clock, MapPin } from "@/components/ui/icons";
import { site } from "@/content/site";
import type { JobCategory, JobOpening, JobType } from "@/content/types";
import { applyHref } from "@/lib/careers/openings";
import { formatDateIN, formatLongDateHi } from "@/lib/format";
import { careerWords } from "@/content/careers";
import { localisedHref } from "@/lib/i18n/pages";

/**
 * The board's words in the page's language. The openings are the desk's data in English: on a
 * Hindi page they are marked lang="en"; the category names and kinds of employment have words.
 */
export type JobBoardWords = {
  locale: "hi";
  words: typeof careerWords;
  categoryNames: Record<string, string>;
  jobTypes: Record<JobType, string>;
};

const applyLook =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-accent-600 px-5 font-semibold text-white";

/**
 * One opening as /career shows it. `preview` (the desk's preview of words not
 * yet on the site): the Apply button is shown, not a link, with the words given.
 */
export function JobRow({
  job,
  preview,
  translated,
}: {
  job: JobOpening;
  preview?: string;
  translated?: JobBoardWords;
}) {
  const words = translated?.words ?? careerWords;
  /** The desk's English, marked so on a page in another language. */
  const desk = translated ? "en" : undefined;
  return (
    <li className="grid gap-4 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm md:grid-cols-[1fr_auto] md:items-center">
      <div>
        <h3 className="text-lg font-bold" lang={desk}>
          {job.title}
        </h3>
        <p className="mt-1 text-slate-700" lang={desk}>
          {job.summary}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <Briefcase className="size-4 text-accent-600" aria-hidden="true" />
            {translated?.jobTypes[job.type] ?? job.type}
          </li>
          <li className="flex items-center gap-1.5" lang={desk}>
            <MapPin className="size-4 text-accent-600" aria-hidden="true" />
            {job.location}
          </li>
          <li className="flex items-center gap-1.5" lang={desk}>
            <Clock className="size-4 text-accent-600" aria-hidden="true" />
            {job.experience}
          </li>
          <li className="flex items-center gap-1.5">
            <Calendar className="size-4 text-accent-600" aria-hidden="true" />
            {words.applyBefore}{" "}
            {translated ? formatLongDateHi(job.deadline) : formatDateIN(job.deadline)}
          </li>
        </ul>
        <ul
          className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-accent-600"
          lang={desk}
        >
          {job.requirements.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
      </div>
      {preview ? (
        <span className={applyLook}>{preview}</span>
      ) : (
        <a
          href={
            translated ? localisedHref(applyHref(job.id), translated.locale) : applyHref(job.id)
          }
          className={`${applyLook} hover:bg-accent-700`}
        >
          {words.applyNow}
          <span className="sr-only" lang={desk}>
            : {job.title}
          </span>
        </a>
      )}
    </li>
  );
}

/** A category without openings says so, and where a resume can go. */
function NoOpenings({ category, words }: { category: string; words: typeof careerWords }) {
  return (
    <p className="rounded-2xl border border-steel-200 bg-white p-6 text-slate-700">
      {words.noOpenings(category)}{" "}
      <a href={`mailto:${site.careersEmail}`} className="font-semibold text-accent-700 underline">
        {site.careersEmail}
      </a>
    </p>
  );
}

/** Today's board: a tab per category with its count, the rows of the chosen one. */
export function JobBoard({
  categories,
  translated,
}: {
  categories: JobCategory[];
  translated?: JobBoardWords;
}) {
  const words = translated?.words ?? careerWords;
  const nameOf = (c: JobCategory) => translated?.categoryNames[c.id] ?? c.name;
  return (
    <Tabs
      name="jobs"
      label={words.categories}
      panels={categories.map((c) => ({
        id: c.id,
        label: (
          <>
            {nameOf(c)}
            <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-navy-950">
              {c.openings.length}
            </span>
          </>
        ),
        content:
          c.openings.length === 0 ? (
            <NoOpenings category={nameOf(c)} words={words} />
          ) : (
            <ul className="space-y-5">
              {c.openings.map((job) => (
                <JobRow key={job.id} job={job} translated={translated} />
              ))}
            </ul>
          ),
      }))}
    />
  );
}
