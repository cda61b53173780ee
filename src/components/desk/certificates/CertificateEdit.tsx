import { TextField } from "@/components/forms/fields";
import type { Certificate } from "@/content/certificates";
import { certificateDesk } from "@/content/desk";
import {
  CERTIFICATES_HREF,
  certificateHref,
  type CertificateForm,
  type Done,
  type VersionLine,
} from "@/lib/certificates/deskActions";
import { CERTIFICATE_FIELDS, type CertificateField } from "@/lib/certificates/values";
import { NUMBER_LENGTH } from "@/lib/certificates/form";
import { isCalendarDate } from "@/lib/clock";
import { DeskErrorSummary } from "../DeskErrorSummary";
import { deskButton } from "../DeskActionForm";
import { DeskTable } from "../DeskTable";
import { receivedAt } from "../deskFormat";
import { changeText, shownValue } from "./certificateText";

const words = certificateDesk.edit;
const history = certificateDesk.history;
const fieldId = (name: CertificateField) => `certificate-${name}`;
const secondButton =
  "min-h-10 rounded-md border border-navy-900 bg-white px-3 font-semibold text-navy-900 hover:bg-steel-50";

/** What the last save or restore did: its words, each value it changed, and the undo. */
function DoneNote({ done, action }: { done: Done | undefined; action: string }) {
  return (
    <div role="status" className="mt-4 max-w-3xl empty:hidden">
      {done && (
        <div className="rounded-md border border-green-800 bg-white p-3">
          <p className="font-semibold">{done.text}</p>
          {done.changes.length > 0 && (
            <>
              <p className="mt-1">{certificateDesk.done.changes}</p>
              <ul className="list-disc pl-6">
                {done.changes.map((c) => (
                  <li key={c.field}>{changeText(c.field, c.before, c.after)}</li>
                ))}
              </ul>
            </>
          )}
          {done.undo !== undefined && (
            <form method="post" action={action} className="mt-2">
              <input type="hidden" name="action" value="restore" />
              <input type="hidden" name="version" value={done.undo} />
              <button type="submit" className={secondButton}>
                {certificateDesk.done.undo}
              </button>
            </form>
          )}
        </div>
      )}
    </div>
  );
}

/** Every saved version, newest first: its values (changed ones marked) and a button to put it back. */
function VersionTable({ lines, action }: { lines: VersionLine[]; action: string }) {
  return (
    <section aria-labelledby="certificate-versions" className="mt-8 max-w-4xl">
      <h2 id="certificate-versions" className="text-xl font-bold">
        {history.heading}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{history.intro}</p>
      <DeskTable
        caption={history.caption}
        columns={[
          { label: history.columns.saved },
          { label: history.columns.values },
          { label: history.columns.action },
        ]}
        className=""
      >
        {lines.map((v, i) => (
          <tr key={v.id} className="border-b border-steel-100 align-top last:border-0">
            <td className="px-3 py-2">
              <span className="block font-semibold">{history.version(v.ordinal)}</span>
              <span className="block">{receivedAt(v.savedAt)}</span>
              <span className="block [overflow-wrap:anywhere] text-slate-700">
                {v.who === "seed" ? history.seed : history.by(v.who)}
              </span>
              {v.restoredOrdinal !== null && (
                <span className="block text-slate-700">
                  {history.restoredFrom(v.restoredOrdinal)}
                </span>
              )}
            </td>
            <td className="px-3 py-2">
              <ul>
                {CERTIFICATE_FIELDS.map((field) => (
                  <li key={field}>
                    <span className="text-slate-700">{certificateDesk.fields[field]}: </span>
                    {v.changed.includes(field) ? (
                      <strong>
                        {shownValue(field, v[field])}{" "}
                        <span className="rounded bg-amber-100 px-1 text-xs text-amber-950">
                          {history.changed}
                        </span>
                      </strong>
                    ) : (
                      shownValue(field, v[field])
                    )}
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-3 py-2">
              {i === 0 ? (
                <span className="font-semibold">{history.current}</span>
              ) : (
                <form method="post" action={action}>
                  <input type="hidden" name="action" value="restore" />
                  <input type="hidden" name="version" value={v.id} />
                  <button
                    type="submit"
                    aria-label={history.restoreLabel(v.ordinal)}
                    className={`${secondButton} whitespace-nowrap`}
                  >
                    {history.restore}
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </DeskTable>
    </section>
  );
}

/** One certificate: its number and dates to edit, the picture the site shows, and every saved version. */
export function CertificateEdit({
  certificate,
  form,
  lines,
  done,
}: {
  certificate: Certificate;
  form: CertificateForm;
  lines: VersionLine[];
  done: Done | undefined;
}) {
  const action = certificateHref(certificate.id);
  const { values, errors } = form;
  const wrong = CERTIFICATE_FIELDS.filter((name) => errors[name]);
  const common = (name: CertificateField) => ({
    id: fieldId(name),
    name,
    label: certificateDesk.fields[name],
    hint: certificateDesk.hints[name],
    error: errors[name],
    required: true,
    defaultValue: values[name],
  });
  const alerts = [
    ...(form.stale ? [{ text: certificateDesk.done.stale }] : []),
    ...(form.problem ? [{ text: form.problem }] : []),
    ...wrong.map((name) => ({
      text: `${certificateDesk.fields[name]}: ${errors[name]}`,
      href: `#${fieldId(name)}`,
    })),
  ];
  return (
    <>
      <p>
        <a href={CERTIFICATES_HREF} className="inline-flex min-h-10 items-center underline">
          {words.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold">{certificate.name}</h1>
      <p className="mt-2 max-w-prose">{words.intro}</p>
      <DoneNote done={done} action={action} />
      <DeskErrorSummary heading={words.errors} problems={alerts} className="mt-4 max-w-3xl" />
      <div className="mt-6 grid max-w-4xl gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <form
          method="post"
          action={action}
          noValidate
          data-unsaved-warning
          aria-labelledby="certificate-form"
          className="grid content-start gap-4 rounded-lg bg-white p-4"
        >
          <h2 id="certificate-form" className="text-lg font-bold">
            {words.form}
          </h2>
          <input type="hidden" name="action" value="save" />
          <input type="hidden" name="basedOn" value={lines[0]?.id ?? ""} />
          <TextField
            {...common("number")}
            type="text"
            maxLength={NUMBER_LENGTH.max}
            autoComplete="off"
            spellCheck={false}
          />
          {/* A date field holds a calendar date or nothing (the browser would drop it anyway). */}
          {(["issued", "validUntil"] as const).map((name) => (
            <TextField
              key={name}
              {...common(name)}
              type="date"
              defaultValue={isCalendarDate(values[name]) ? values[name] : ""}
            />
          ))}
          <div>
            <button type="submit" className={deskButton}>
              {words.save}
            </button>
          </div>
        </form>
        <figure className="rounded-lg bg-white p-3">
          <img
            src={certificate.picture.src}
            alt={certificate.picture.alt}
            width={certificate.picture.width}
            height={certificate.picture.height}
            className="mx-auto h-auto w-full max-w-60"
          />
          <figcaption className="mt-2 text-center text-sm">{words.picture}</figcaption>
        </figure>
      </div>
      <VersionTable lines={lines} action={action} />
    </>
  );
}
