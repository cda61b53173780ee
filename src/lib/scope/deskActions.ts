import { scopeDesk, scopeFieldNames } from "@/content/scopeDesk";
import { serviceIds } from "@/content/services/ids";
import { doneHref } from "@/lib/platform/convention/done";
import type { DeskUser } from "@/lib/desk/roles";
import { MAX_SCOPE_CELL, pricePaiseOf, priceText } from "./csv";
import { applyScopeImport } from "./applyImport";
import { keptPlan, planImport, type ScopePlan } from "./importScope";
import type { ScopeImportMode } from "./planImport";
import { saveSearchWords } from "./searchWords";
import { saveScopeRow, valuesOf, versionsOf } from "./records";
import {
  scopeKinds,
  scopeRowsByIds,
  type ScopeKind,
  type ScopeRow,
  type ScopeValues,
} from "./rows";

/** The desk's scope (roles `quality` and `admin`): the list with the import, and one row's page by ?id=. */
export const SCOPE_DESK_HREF = "/desk/scope";
export const SCOPE_EXPORT_HREF = "/desk/scope/export.csv";
export const scopeRowHref = (id: number, extra: Record<string, string> = {}) =>
  `/desk/scope/edit?${new URLSearchParams({ id: String(id), ...extra })}`;

/**
 * What the list page shows after a post: a dry run to apply (with why its
 * Apply was refused, when it was), why the file was refused, or the search
 * words as posted with what is wrong with them.
 */
export type ScopeImportView =
  | { kind: "plan"; plan: ScopePlan; problems?: string[] }
  | { kind: "refused"; problems: string[] }
  | { kind: "searchWords"; problems: string[]; text: string };

/** The box an Apply that removes rows needs ticked (its value). */
export const CONFIRM_REMOVALS = "removals";

export type ScopePageAnswer =
  { redirect: string } | { view: ScopeImportView; status: 200 | 400 | 409 | 503 };

const im = scopeDesk.import;

/**
 * A post to /desk/scope: `import` (the file "Scope CSV" in its mode, add and
 * update only unless "replace" is chosen: read off the event loop, checked,
 * matched; nothing written, the plan kept for its Apply), `apply` (that plan,
 * refused when the scope changed since or it is gone, or when it removes rows
 * and the removals are not confirmed; written in chunks with the event loop
 * free between them, lib/scope/applyImport.ts) or `searchWords` (the search's
 * abbreviations and synonyms, lib/scope/searchWords.ts).
 */
export async function scopePageAction(request: Request, user: DeskUser): Promise<ScopePageAnswer> {
  const refused = (problems: string[], status: 400 | 409 | 503 = 400): ScopePageAnswer => ({
    view: { kind: "refused", problems },
    status,
  });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused([im.noFile]);
  }
  if (form.get("action") === "searchWords") {
    const saved = await saveSearchWords(String(form.get("words") ?? ""), user.email);
    if (!saved.ok)
      return {
        view: { kind: "searchWords", problems: saved.problems, text: saved.text },
        status: 400,
      };
    return { redirect: doneHref(SCOPE_DESK_HREF, saved.changed ? "wordsSaved" : "wordsUnchanged") };
  }
  if (form.get("action") === "apply") {
    const id = String(form.get("plan") ?? "").slice(0, 64);
    const plan = await keptPlan(id, user.email);
    if (!plan) return refused([scopeDesk.dryRun.stale], 409);
    // Rows removed only with the box ticked (checked here too: a form posted without the browser's check).
    if (plan.removed.length > 0 && form.get("confirm") !== CONFIRM_REMOVALS)
      return {
        view: {
          kind: "plan",
          plan,
          problems: [scopeDesk.dryRun.confirmNeeded(plan.removed.length)],
        },
        status: 400,
      };
    if ((await applyScopeImport(plan, user.email)) === "stale")
      return refused([scopeDesk.dryRun.stale], 409);
    return { redirect: doneHref(SCOPE_DESK_HREF, "imported") };
  }
  const file = form.get("csv");
  if (!(file instanceof File) || file.size === 0) return refused([im.noFile]);
  const mode: ScopeImportMode = form.get("mode") === "replace" ? "replace" : "update";
  const planned = await planImport(new Uint8Array(await file.arrayBuffer()), user.email, mode);
  if (planned === "busy") return refused([im.busy], 503);
  if (!planned.ok) return refused(planned.problems);
  return { view: { kind: "plan", plan: planned.plan }, status: 200 };
}

/** One row's form as posted: its values as text, and what is wrong with them. */
export type RowFormField =
  "kind" | "discipline" | "group" | "product" | "parameter" | "method" | "range" | "cmc" | "price";
export interface RowForm {
  values: Record<RowFormField, string> & { accredited: boolean; services: string[] };
  errors: Partial<Record<RowFormField, string>>;
  stale?: boolean;
}

export const rowFormOf = (row: ScopeRow): RowForm["values"] => {
  const { pricePaise, ...values } = valuesOf(row);
  return { ...values, price: priceText(pricePaise) };
};

const REQUIRED: readonly RowFormField[] = ["discipline", "group", "product", "parameter", "method"];
const TEXT: readonly RowFormField[] = [...REQUIRED, "range", "cmc"];

/** Reads and checks a row's form on the server: the values to save, or the form with its errors. */
export function checkRowForm(
  form: FormData,
): { ok: true; values: ScopeValues } | { ok: false; form: RowForm } {
  const text = (name: string) =>
    String(form.get(name) ?? "")
      .replace(/\s+/g, " ")
      .trim();
  const posted: RowForm["values"] = {
    kind: text("kind"),
    discipline: text("discipline"),
    group: text("group"),
    product: text("product"),
    parameter: text("parameter"),
    method: text("method"),
    range: text("range"),
    cmc: text("cmc"),
    price: text("price"),
    accredited: form.get("accredited") === "yes",
    services: form
      .getAll("services")
      .map(String)
      .filter((s) => (serviceIds as readonly string[]).includes(s)),
  };
  const errors: RowForm["errors"] = {};
  const e = scopeDesk.edit;
  const names: Record<RowFormField, string> = { ...scopeFieldNames };
  for (const f of TEXT)
    if ([...posted[f]].length > MAX_SCOPE_CELL) errors[f] = e.tooLong(names[f], MAX_SCOPE_CELL);
  for (const f of REQUIRED) if (!posted[f]) errors[f] = e.required(names[f]);
  if (!(scopeKinds as readonly string[]).includes(posted.kind))
    errors.kind = e.required(names.kind);
  const pricePaise = pricePaiseOf(posted.price);
  if (pricePaise === undefined) errors.price = e.price;
  if (Object.keys(errors).length) return { ok: false, form: { values: posted, errors } };
  return {
    ok: true,
    values: {
      kind: posted.kind as ScopeKind,
      discipline: posted.discipline,
      group: posted.group,
      product: posted.product,
      parameter: posted.parameter,
      method: posted.method,
      range: posted.range,
      cmc: posted.cmc,
      accredited: posted.accredited,
      pricePaise: pricePaise ?? null,
      services: [...new Set(posted.services)].sort(),
    },
  };
}

export type RowAnswer = { redirect: string } | { form: RowForm; status: 400 | 404 | 409 };

/** A post to a row's page: its form saved, against the version the page was opened on. */
export async function scopeRowAction(
  row: ScopeRow,
  request: Request,
  user: DeskUser,
): Promise<RowAnswer> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { form: { values: rowFormOf(row), errors: {} }, status: 400 };
  }
  if (form.get("action") === "restore") {
    // An earlier version put back: a new version with its values (the undo of an edit or an import).
    const wanted = Number(form.get("version"));
    const version = (await versionsOf(row.id)).find((v) => v.id === wanted);
    if (!version) return { form: { values: rowFormOf(row), errors: {} }, status: 404 };
    const result = await saveScopeRow(row.id, version.values, user.email, undefined, "restored");
    return {
      redirect: scopeRowHref(row.id, { done: result.saved ? "restored" : "unchanged" }),
    };
  }
  const checked = checkRowForm(form);
  if (!checked.ok) return { form: checked.form, status: 400 };
  const basedOn = Number(form.get("basedOn"));
  const result = await saveScopeRow(
    row.id,
    checked.values,
    user.email,
    Number.isSafeInteger(basedOn) && basedOn > 0 ? basedOn : undefined,
  );
  if (result.saved) return { redirect: scopeRowHref(row.id, { done: "saved" }) };
  if (result.reason === "unchanged")
    return { redirect: scopeRowHref(row.id, { done: "unchanged" }) };
  if (result.reason === "missing")
    return { form: { values: rowFormOf(row), errors: {} }, status: 404 };
  const values = rowFormOf({ id: row.id, ...checked.values });
  return { form: { values, errors: {}, stale: true }, status: 409 };
}

/** The current row of a page's ?id=, if there is one. */
export async function rowOfQuery(params: URLSearchParams): Promise<ScopeRow | undefined> {
  const id = params.get("id") ?? "";
  return /^[1-9]\d{0,9}$/.test(id) ? (await scopeRowsByIds([Number(id)]))[0] : undefined;
}

export { valuesOf, versionsOf };
