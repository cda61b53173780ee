import { lims } from "@/content/reports";
import type { Refusal } from "@/lib/reports/importReports";
import { displayUlr } from "@/lib/reports/ulr";
import { DeskActionForm, DeskFileField } from "./DeskActionForm";
import { DeskTable } from "./DeskTable";

const words = lims.import;

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
    </>
  );
}
