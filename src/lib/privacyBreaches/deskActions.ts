import { breachDesk } from "@/content/privacyBreaches";
import type { DeskUser } from "@/lib/desk/roles";
import { doneHref } from "@/lib/platform/convention/done";
import { recordHref } from "@/lib/platform/convention/recordId";
import { closeBreach, recordBreach, restoreBreachVersion, saveBreach } from "./register";
import type { Breach } from "./store";
import {
  checkBreachForm,
  emptyDocument,
  formOfDocument,
  postedBreachForm,
  type BreachFormErrors,
  type BreachFormValues,
} from "./values";

/** The register's pages (role `privacy`): the list with its "Record a breach" form, and a breach's page. */
export const BREACHES_HREF = "/desk/privacy/breaches";
const BREACH_PATH = "/desk/privacy/breach";
export const breachHref = (reference: string) => recordHref(BREACH_PATH, reference);

/** What a save may say after its redirect (`?done=`). */
export const BREACH_DONE = ["created", "saved", "restored", "closed", "reopened"] as const;
export type BreachDone = (typeof BREACH_DONE)[number];

/** The form as a page shows it: the values, what was wrong, and a problem not about one field. */
export interface BreachForm {
  values: BreachFormValues;
  errors: BreachFormErrors;
  problem?: string;
}

export type BreachAnswer = { redirect: string } | { form: BreachForm; status: 400 | 404 | 409 };

/** The empty form of a new breach: aware from now. */
export const newBreachForm = (now: Date): BreachForm => ({
  values: formOfDocument(emptyDocument(now)),
  errors: {},
});

const posted = (request: Request) => request.formData().catch(() => undefined);

/** A post to the list: records a new breach, or answers the form with what was wrong. */
export async function recordBreachAction(
  request: Request,
  user: DeskUser,
  now: Date,
): Promise<BreachAnswer> {
  const form = await posted(request);
  if (!form)
    return { status: 400, form: { ...newBreachForm(now), problem: breachDesk.problems.form } };
  const values = postedBreachForm(form);
  const checked = checkBreachForm(values, now);
  if ("errors" in checked) return { status: 400, form: { values, errors: checked.errors } };
  const reference = await recordBreach(checked.document, user.email, now);
  return { redirect: doneHref(BREACH_PATH, "created", reference) };
}

/**
 * A post to a breach's page: `save` (against the version the page was
 * opened on), `restore` (an earlier version back, the undo among them),
 * `close` or `reopen`.
 */
export async function breachPageAction(
  breach: Breach,
  request: Request,
  user: DeskUser,
  now: Date,
): Promise<BreachAnswer> {
  const current = { values: formOfDocument(breach.document), errors: {} };
  const form = await posted(request);
  if (!form) return { status: 400, form: { ...current, problem: breachDesk.problems.form } };
  const action = String(form.get("action") ?? "");
  const done = (what: BreachDone) => ({ redirect: doneHref(BREACH_PATH, what, breach.reference) });
  if (action === "close" || action === "reopen") {
    await closeBreach(breach, action === "close", user.email, now);
    return done(action === "close" ? "closed" : "reopened");
  }
  if (action === "restore") {
    const saved = await restoreBreachVersion(breach, Number(form.get("version")), user.email, now);
    if (saved.saved) return done("restored");
    return { status: 400, form: { ...current, problem: breachDesk.problems.unchanged } };
  }
  const values = postedBreachForm(form);
  const checked = checkBreachForm(values, now);
  if ("errors" in checked) return { status: 400, form: { values, errors: checked.errors } };
  const basedOn = Number(form.get("version"));
  const saved = await saveBreach(breach.reference, checked.document, user.email, now, {
    basedOn: Number.isSafeInteger(basedOn) && basedOn > 0 ? basedOn : undefined,
  });
  if (saved.saved) return done("saved");
  if (saved.reason === "stale")
    return { status: 409, form: { ...current, problem: breachDesk.problems.stale } };
  return { status: 400, form: { values, errors: {}, problem: breachDesk.problems.unchanged } };
}
