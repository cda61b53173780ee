import { controlClass } from "@/components/forms/fields";
import { lims } from "@/content/reports";
import type { Refusal } from "@/lib/reports/importReports";
import { displayUlr } from "@/lib/reports/ulr";
import { DeskTable } from "./DeskTable";

const words = lims.import;
const button = "min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800";
const label = "text-sm font-semibold text-navy-900";

export type ImportOutcome = { imported: { count: number; pdfs: number } } | { refused: Refusal[] };

function Refused({ refused }: { refused: Refusal[] }) {
  const problems = refused.reduce((n, r) => n + r.reasons.length, 0);
  return (
    <section aria-labelledby="refused-heading" className="mt-3">
      <h2
        id="refused-heading"
        role="alert"
        className="rounded-md border border-red-700 bg-white p-3 font-semibold text-red-800"
      >
        {words.refusedHeading(problems)}
      </h2>
      <DeskTable
        caption={words.refusedCaption}
        columns={[
          { label: words.columns.row },
          { label: words.columns.ulr },
          { label: words.columns.reason },
        ]}
        className=""
      >
        {refused.map((r) => (
          <tr key={`${r.row ?? 0}-${r.ulr}`} className="border-b border-steel-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap">{r.row ?? words.wholeFile}</td>
            <td className="px-3 py-2 font-mono [overflow-wrap:anywhere]">
              {r.ulr ? displayUlr(r.ulr) : ""}
            </td>
            <td className="px-3 py-2">
              <ul className="list-disc pl-5">
                {r.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </DeskTable>
    </section>
  );
}

/** The register's bulk import: a CSV with a zip of PDFs, or a folder holding both. */
export function ImportReports({ outcome }: { outcome: ImportOutcome | undefined }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {outcome && "imported" in outcome && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {words.imported(outcome.imported.count, outcome.imported.pdfs)}
        </p>
      )}
      {outcome && "refused" in outcome && <Refused refused={outcome.refused} />}
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="import-zip" className="rounded-lg bg-white p-4">
          <h2 id="import-zip" className="text-xl font-bold">
            {words.zip.heading}
          </h2>
          <form
            method="post"
            action="/desk/import-reports"
            encType="multipart/form-data"
            className="mt-4 space-y-4"
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor="import-csv" className={label}>
                {words.zip.csv}
              </label>
              <input
                id="import-csv"
                name="csv"
                type="file"
                required
                accept=".csv,text/csv"
                className={controlClass}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="import-pdfs" className={label}>
                {words.zip.zip}
              </label>
              <input
                id="import-pdfs"
                name="zip"
                type="file"
                accept=".zip,application/zip"
                className={controlClass}
              />
            </div>
            <button type="submit" className={button}>
              {words.zip.submit}
            </button>
          </form>
        </section>
        <section aria-labelledby="import-folder" className="rounded-lg bg-white p-4">
          <h2 id="import-folder" className="text-xl font-bold">
            {words.folder.heading}
          </h2>
          <form
            method="post"
            action="/desk/import-reports"
            encType="multipart/form-data"
            className="mt-4 space-y-4"
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor="import-dir" className={label}>
                {words.folder.folder}
              </label>
              <input
                id="import-dir"
                name="folder"
                type="file"
                required
                multiple
                // @ts-expect-error: webkitdirectory is a standard attribute React's types do not list
                webkitdirectory=""
                aria-describedby="import-dir-hint"
                className={controlClass}
              />
              <p id="import-dir-hint" className="text-sm text-slate-700">
                {words.folder.hint}
              </p>
            </div>
            <button type="submit" className={button}>
              {words.folder.submit}
            </button>
          </form>
        </section>
      </div>
    </>
  );
}
