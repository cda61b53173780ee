import { controlClass, TextField } from "@/components/forms/fields";
import { scopeDesk, scopeFieldNames } from "@/content/scopeDesk";
import { serviceName, services } from "@/content/services";
import { MAX_SCOPE_CELL, SCOPE_COLUMNS } from "@/lib/scope/csv";
import {
  SCOPE_DESK_HREF,
  scopeRowHref,
  type RowForm,
  type RowFormField,
} from "@/lib/scope/deskActions";
import { changesInWords, type ScopeVersion } from "@/lib/scope/records";
import { scopeKinds } from "@/lib/scope/rows";
import { DeskErrorSummary } from "../DeskErrorSummary";
import { deskButton } from "../DeskActionForm";
import { receivedAt } from "../deskFormat";

const e = scopeDesk.edit;
const fieldId = (name: string) => `scope-row-${name}`;
/** The fields typed as text, in the CSV's order (the kind, the tick boxes and the price apart). */
const TEXT_FIELDS = SCOPE_COLUMNS.filter(
  (c): c is Exclude<RowFormField, "kind" | "price"> =>
    !["kind", "accredited", "price", "services"].includes(c),
);
const REQUIRED = new Set(["discipline", "group", "product", "parameter", "method"]);

/** One row of the scope: its form (checked on the server) and every version it has had. */
export function ScopeRowEdit({
  id,
  form,
  versions,
  done,
}: {
  id: number;
  form: RowForm;
  versions: readonly ScopeVersion[];
  done?: string | undefined;
}) {
  const action = scopeRowHref(id);
  const { values, errors } = form;
  const problems = [
    ...(form.stale ? [{ text: e.stale }] : []),
    ...(Object.keys(errors) as RowFormField[]).map((name) => ({
      text: errors[name]!,
      href: `#${fieldId(name)}`,
    })),
  ];
  return (
    <>
      <p>
        <a href={SCOPE_DESK_HREF} className="inline-flex min-h-10 items-center underline">
          {e.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold">{e.title(id)}</h1>
      <p className="mt-2 max-w-prose">{e.intro}</p>
      <div role="status" className="mt-4 max-w-3xl empty:hidden">
        {done && (
          <p className="rounded-md border border-green-800 bg-white p-3 font-semibold">{done}</p>
        )}
      </div>
      <DeskErrorSummary heading={e.errors} problems={problems} className="mt-4 max-w-3xl" />
      <form
        method="post"
        action={action}
        noValidate
        data-unsaved-warning
        aria-labelledby="scope-row-form"
        className="mt-6 grid max-w-3xl gap-4 rounded-lg bg-white p-4"
      >
        <h2 id="scope-row-form" className="sr-only">
          {e.title(id)}
        </h2>
        <input type="hidden" name="basedOn" value={versions[0]?.id ?? ""} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId("kind")} className="text-sm font-semibold text-navy-900">
            {scopeFieldNames.kind}
          </label>
          <select
            id={fieldId("kind")}
            name="kind"
            defaultValue={values.kind}
            className={controlClass}
          >
            {scopeKinds.map((k) => (
              <option key={k} value={k}>
                {e.kinds[k]}
              </option>
            ))}
          </select>
        </div>
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            id={fieldId(name)}
            name={name}
            label={scopeFieldNames[name]}
            error={errors[name]}
            required={REQUIRED.has(name)}
            defaultValue={values[name]}
            maxLength={MAX_SCOPE_CELL}
            autoComplete="off"
          />
        ))}
        <TextField
          id={fieldId("price")}
          name="price"
          label={scopeFieldNames.price}
          hint={e.priceHint}
          error={errors.price}
          defaultValue={values.price}
          inputMode="decimal"
          maxLength={20}
          autoComplete="off"
        />
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name="accredited"
            value="yes"
            defaultChecked={values.accredited}
            className="size-5"
          />
          {e.accreditedLabel}
        </label>
        <fieldset className="rounded-md border border-steel-200 p-3">
          <legend className="px-1 font-semibold">{e.servicesLegend}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {services.map((s) => (
              <label key={s.id} className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  name="services"
                  value={s.id}
                  defaultChecked={values.services.includes(s.id)}
                  className="size-5"
                />
                {serviceName(s)}
              </label>
            ))}
          </div>
        </fieldset>
        <p>
          <button type="submit" className={deskButton}>
            {e.save}
          </button>
        </p>
      </form>
      <section aria-labelledby="scope-row-versions" className="mt-8 max-w-3xl">
        <h2 id="scope-row-versions" className="text-xl font-bold">
          {e.versions}
        </h2>
        <ol className="mt-2 space-y-2">
          {versions.map((v, i) => {
            const before = versions[i + 1];
            const changes = before ? changesInWords(before.values, v.values) : "";
            return (
              <li key={v.id} className="rounded-md bg-white p-3 [overflow-wrap:anywhere]">
                {e.version(versions.length - i, receivedAt(v.savedAt), v.who, e.changes[v.change])}
                {changes && <span className="block text-sm text-slate-700">{changes}</span>}
                {i > 0 && (
                  <form method="post" action={action} className="mt-2">
                    <input type="hidden" name="action" value="restore" />
                    <input type="hidden" name="version" value={v.id} />
                    <button
                      type="submit"
                      aria-label={e.restoreLabel(versions.length - i)}
                      className="min-h-10 rounded-md border border-navy-900 bg-white px-3 font-semibold text-navy-900 hover:bg-steel-50"
                    >
                      {e.restore}
                    </button>
                  </form>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
