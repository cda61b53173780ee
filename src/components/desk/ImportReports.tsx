import { lims } from "@/content/reports";
import type { ImportOutcome } from "@/lib/reports/importPage";
import { refusedHeading } from "@/lib/reports/importMessages";
import type { ImportedReport, Refusal } from "@/lib/reports/importReports";
import type { TemplateColumn } from "@/lib/reports/importTemplate";
import { DeskActionForm, DeskFileField } from "./DeskActionForm";

const words = lims.import;

/** At most this many problems and new reports are listed (a 10,000-row file stays a page). */
export const LISTED = 500;
/** The kept files named one by one (a folder's many PDFs are counted). */
const NAMED = 6;

const link = "font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700";

function Refused({
  refused,
  held,
}: {
  refused: Refusal[];
  held: { id: string; names: string[] } | undefined;
}) {
  const problems = refused.flatMap((r) => r.reasons);
  const names = held
    ? held.names.length > NAMED
      ? [...held.names.slice(0, NAMED - 1), words.held.more(held.names.length - NAMED + 1)]
      : held.names
    : [];
  return (
    <section aria-labelledby="refused-heading" className="mt-3 space-y-3">
      <div role="alert" className="rounded-md border border-red-700 bg-white p-3">
        <h2 id="refused-heading" className="font-semibold text-red-800">
          {refusedHeading(refused)}
        </h2>
      </div>
      <ul
        aria-label={words.problemsLabel}
        className="list-disc space-y-1 rounded-md bg-white py-3 pr-3 pl-8 [overflow-wrap:anywhere]"
      >
        {problems.slice(0, LISTED).map((problem, i) => (
          <li key={i}>{problem}</li>
        ))}
        {problems.length > LISTED && <li>{words.moreProblems(problems.length - LISTED)}</li>}
      </ul>
      {held && (
        <DeskActionForm
          id="held-heading"
          heading={words.held.heading}
          action="/desk/import-reports"
          files
          submit={words.held.submit}
        >
          <p className="font-semibold [overflow-wrap:anywhere]">{words.held.kept(names)}</p>
          <p className="text-sm text-slate-700">{words.held.hint}</p>
          <input type="hidden" name="held" value={held.id} />
          <DeskFileField
            label={words.held.csv}
            name="csv"
            accept=".csv,text/csv"
            hint={words.held.csvHint}
          />
          <DeskFileField
            label={words.held.zip}
            name="zip"
            accept=".zip,application/zip"
            hint={words.held.zipHint}
          />
        </DeskActionForm>
      )}
    </section>
  );
}

function Imported({
  imported,
}: {
  imported: { count: number; pdfs: number; reports: ImportedReport[] };
}) {
  const { reports } = imported;
  return (
    <section aria-labelledby="made-heading" className="mt-3 space-y-3">
      <p role="status" className="rounded-md border border-green-700 bg-white p-3 text-green-900">
        {words.imported(imported.count, imported.pdfs)}
      </p>
      <div className="rounded-md bg-white p-3">
        <h2 id="made-heading" className="text-lg font-bold">
          {words.made.heading}
        </h2>
        <ul aria-labelledby="made-heading" className="mt-2 divide-y divide-steel-100">
          {reports.slice(0, LISTED).map(({ reference, name, reportNumber }) => {
            const query = `?id=${encodeURIComponent(reference)}`;
            return (
              <li key={reference} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
                <a href={`/desk/reports/view${query}`} className={`${link} font-mono break-all`}>
                  {name}
                </a>
                <span className="text-sm text-slate-700">{reportNumber}</span>
                <span className="flex gap-4 text-sm">
                  <a href={`/desk/reports/qr.svg${query}`} className={link}>
                    {words.made.qrSvg}
                    <span className="sr-only">{words.made.of(name)}</span>
                  </a>
                  <a href={`/desk/reports/qr.png${query}`} className={link}>
                    {words.made.qrPng}
                    <span className="sr-only">{words.made.of(name)}</span>
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
        {reports.length > LISTED && (
          <p className="mt-2 text-sm">
            {words.made.more(reports.length - LISTED)}{" "}
            <a href="/desk/reports" className={link}>
              {words.made.register}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

function Template({ columns }: { columns: TemplateColumn[] }) {
  return (
    <section aria-labelledby="template-heading" className="mt-6 rounded-lg bg-white p-4">
      <h2 id="template-heading" className="text-lg font-bold">
        {words.template.heading}
      </h2>
      <p className="mt-2">
        <a
          href="/desk/import-reports/template.csv"
          download={words.template.fileName}
          className={link}
        >
          {words.template.link}
        </a>
      </p>
      <p className="mt-2 max-w-prose text-sm text-slate-700">{words.template.about}</p>
      <ul
        aria-label={words.template.caption}
        className="mt-3 divide-y divide-steel-100 border-y border-steel-100"
      >
        {columns.map((c) => (
          <li key={c.name} className="py-2 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
            <p>
              <code className="font-semibold text-navy-900">{c.name}</code>{" "}
              <span className="text-sm text-slate-700">
                {c.required ? words.template.required : words.template.optional}
              </span>
            </p>
            <p className="text-sm [overflow-wrap:anywhere]">{c.what}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The register's bulk import: a CSV with a zip of PDFs, or a folder holding both. */
export function ImportReports({
  outcome,
  columns,
}: {
  outcome: ImportOutcome | undefined;
  columns: TemplateColumn[];
}) {
  const held = outcome && "refused" in outcome ? outcome.held : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        {words.intro}{" "}
        <a href="#template-heading" className={link}>
          {words.template.heading}
        </a>
      </p>
      {outcome && "imported" in outcome && <Imported imported={outcome.imported} />}
      {outcome && "refused" in outcome && <Refused refused={outcome.refused} held={held} />}
      {held && <p className="mt-4 text-sm text-slate-700">{words.held.fresh}</p>}
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
        <DeskActionForm
          id="import-zip"
          heading={words.zip.heading}
          action="/desk/import-reports"
          files
          submit={words.zip.submit}
        >
          <DeskFileField label={words.zip.csv} name="csv" accept=".csv,text/csv" required />
          <DeskFileField label={words.zip.zip} name="zip" accept=".zip,application/zip" />
        </DeskActionForm>
        <DeskActionForm
          id="import-folder"
          heading={words.folder.heading}
          action="/desk/import-reports"
          files
          submit={words.folder.submit}
        >
          <DeskFileField
            label={words.folder.folder}
            name="folder"
            accept=""
            folder
            required
            hint={words.folder.hint}
          />
        </DeskActionForm>
      </div>
      <Template columns={columns} />
    </>
  );
}
