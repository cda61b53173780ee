import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import {
  REQUEST_ROWS_FIELD,
  enquiryPersonFields,
  requestBillingFields,
  requestForm as spec,
  requestReportingFields,
  requestSampleFields,
  type LeadField,
} from "@/content/forms";
import { NABL_CONSENT, requestPage as words } from "@/content/request";
import {
  isZeroQuantity,
  scopeHrefWith,
  QUANTITY_PREFIX,
  REMOVE_FIELD,
} from "@/lib/request/address";
import {
  needsNablConsent,
  quantityOf,
  quoteOfItems,
  rowsValueOf,
  rupeesOrNull,
  type RequestItem,
} from "@/lib/request/items";
import type { TaxLine } from "@/lib/request/quote";
import { formatRupees } from "@/lib/scope/money";
import { REQUEST_PATH, requestHref } from "@/lib/scope/requestLink";
import { FieldView, type FieldContext } from "./FieldView";
import { FieldError, RequiredMark } from "./fields";
import { focusFirstProblem } from "./focusOrder";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { useHydrated } from "./useHydrated";
import { adoptingChoices } from "./useLeadForm";

type Props = {
  /** The chosen rows as the server read them from the address. */
  items: RequestItem[];
  /** Messages of the fields the server refused (a form posted without script). */
  errors?: Readonly<Record<string, string>> | undefined;
  /** What was posted, when the server sends the form back. */
  values?: Readonly<Record<string, string>> | undefined;
  /** The tests a quantity of 0 removed (the quote's form without script), to say so. */
  removed?: readonly string[] | undefined;
};

const FORM_ID = "request";
/** The billing state's select (content/forms/request.ts): the place of supply. */
const BILLING_STATE_FIELD = "billing_state";

/**
 * The test request (/request): the chosen tests with a quantity each and the
 * indicative quote, then the request itself. Without script (or before this
 * island's code arrives) the quote's own GET form rewrites the address
 * (_Update quote_, _Remove_) and the request posts to /request, which checks
 * it with the same schema and reads the rows again. With script the quote
 * follows each quantity as it is typed, the address keeps the rows (a reload
 * keeps them), and the form is checked here before the browser posts it.
 */
export function RequestForm({
  items: initial,
  errors: serverErrors = {},
  values = {},
  removed = [],
}: Props) {
  const hydrated = useHydrated();
  const [items, setItems] = useState(initial);
  const [said, setSaid] = useState("");
  const [notice, setNotice] = useState(removed.map(words.tests.removed).join(" "));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const testsHeading = useRef<HTMLHeadingElement>(null);
  const quoteRef = useRef<HTMLFormElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rows = rowsValueOf(items);
  const consentNeeded = needsNablConsent(items);
  const form = useForm<FieldValues>({
    // Given each render (react-hook-form takes the latest): the rows as they are now.
    resolver: requestResolver(consentNeeded, items.length > 0),
    shouldFocusError: false,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  // The billing state is the place of supply: CGST + SGST or IGST follow it as it is chosen
  // (read from the select itself, so a choice made before this island's code arrived counts).
  const [placeOfSupply, setPlaceOfSupply] = useState(values.billing_state);
  const quote = quoteOfItems(items, placeOfSupply);
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.name === BILLING_STATE_FIELD)
      setPlaceOfSupply(target.value || undefined);
  };

  const changed = (next: RequestItem[]) => {
    setItems(next);
    window.history.replaceState(null, "", requestHref(next));
    setSaid(words.quote.updated(formatRupees(quoteOfItems(next, placeOfSupply).totalPaise)));
  };
  const setQuantity = (id: number, typed: string) => {
    if (isZeroQuantity(typed)) {
      const item = items.find((i) => i.id === id);
      remove(id);
      if (item) setNotice(words.tests.removed(item.test));
      return;
    }
    const quantity = quantityOf(typed);
    if (quantity === undefined) return; // the field shows what was typed; the quote keeps the last good one
    changed(items.map((item) => (item.id === id ? { ...item, quantity } : item)));
  };
  const remove = (id: number) => {
    changed(items.filter((item) => item.id !== id));
    setNotice("");
    testsHeading.current?.focus();
  };
  // A quantity typed, or a state chosen, while this island's code was on its way: taken up now.
  useEffect(() => {
    const state = formRef.current?.elements.namedItem(BILLING_STATE_FIELD);
    if (state instanceof HTMLSelectElement && state.value) setPlaceOfSupply(state.value);
    const typedOf = (item: RequestItem) => {
      const field = quoteRef.current?.elements.namedItem(`${QUANTITY_PREFIX}${item.id}`);
      return field instanceof HTMLInputElement ? field.value : "";
    };
    const zeroed = initial.filter((item) => isZeroQuantity(typedOf(item)));
    const typed = initial
      .filter((item) => !zeroed.includes(item))
      .map((item) => ({ ...item, quantity: quantityOf(typedOf(item)) ?? item.quantity }));
    if (zeroed.length > 0)
      setNotice(zeroed.map((item) => words.tests.removed(item.test)).join(" "));
    if (zeroed.length > 0 || typed.some((item, i) => item.quantity !== initial[i]?.quantity))
      changed(typed);
    // Once, as the island starts: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onQuoteSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === REMOVE_FIELD)
      remove(Number(submitter.value));
  };

  const errorOf = (name: string): string | undefined => {
    const error = form.formState.errors[name];
    if (typeof error?.message === "string") return error.message;
    return submitted ? undefined : serverErrors[name];
  };
  const register = adoptingChoices(form, hydrated);
  const context: FieldContext = {
    formId: FORM_ID,
    register,
    errorOf,
    values,
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    const element = formRef.current;
    try {
      await form.handleSubmit(
        () => {
          // Checked here with the server's schema: the browser posts it as it would without script.
          setSending(true);
          element?.submit();
        },
        (problems) => focusFirstProblem(element, Object.keys(problems)),
      )(event);
    } catch {
      element?.submit(); // the checking code could not be fetched: the server checks the same
    }
  };
  const problems = Object.entries(serverErrors);

  return (
    <div className="space-y-12">
      <section aria-labelledby="request-tests" className="space-y-5">
        <h2
          id="request-tests"
          ref={testsHeading}
          tabIndex={-1}
          className="text-2xl font-bold focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-600"
        >
          {words.tests.heading}
        </h2>
        <p role="status" className="font-semibold text-navy-900 empty:hidden">
          {notice}
        </p>
        {items.length === 0 ? (
          <p className="text-slate-700">
            {words.tests.empty}{" "}
            <a href="/scope" className="font-semibold text-accent-700 underline">
              {words.tests.browse}
            </a>
          </p>
        ) : (
          <form
            id="request-quote"
            ref={quoteRef}
            method="get"
            action={REQUEST_PATH}
            onSubmit={onQuoteSubmit}
            className="space-y-5"
          >
            <input type="hidden" name={REQUEST_ROWS_FIELD} value={rows} />
            <ul className="divide-y divide-steel-200 rounded-xl border border-steel-200 bg-white">
              {items.map((item, i) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  amount={quote.amounts[i] ?? null}
                  onQuantity={(typed) => setQuantity(item.id, typed)}
                />
              ))}
            </ul>
            <QuoteTotals
              subtotal={quote.subtotalPaise}
              taxes={quote.taxes}
              total={quote.totalPaise}
              onRequest={quote.onRequest}
              placeOfSupply={placeOfSupply}
            />
            <p className="sr-only" role="status" aria-live="polite">
              {said}
            </p>
            <div className="flex flex-wrap items-center gap-4">
              {!hydrated && (
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-800 bg-white px-4 font-semibold text-navy-900 hover:bg-steel-100"
                >
                  {words.tests.update}
                </button>
              )}
              <a
                href={scopeHrefWith(rows)}
                className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
              >
                {words.tests.back}
              </a>
            </div>
          </form>
        )}
      </section>

      <form
        ref={formRef}
        method="post"
        action={requestHref(items)}
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={onSubmit}
        onChange={onFormChange}
        aria-label={spec.name}
        className="relative space-y-10"
      >
        {problems.length > 0 && !submitted && (
          <div
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900"
          >
            <p className="font-semibold">{words.problems}</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map(([name, message]) => (
                <li key={name}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <input type="hidden" name="form_name" value="request" />
        <input type="hidden" name={REQUEST_ROWS_FIELD} value={rows} />
        <Honeypot registration={form.register("website")} formId={FORM_ID} />
        <FieldGroup
          id="request-part-billing"
          heading={words.billing.heading}
          fields={requestBillingFields}
          context={context}
        />
        <FieldGroup
          id="request-part-sample"
          heading={words.sample.heading}
          fields={requestSampleFields}
          context={context}
        />
        <section aria-labelledby="request-part-reporting" className="space-y-5">
          <h2 id="request-part-reporting" className="text-2xl font-bold">
            {words.reporting.heading}
          </h2>
          {requestReportingFields.map((field, i) =>
            field.kind === "checkboxes" ? (
              consentNeeded && (
                <Consent
                  key={i}
                  registration={form.register("nabl_consent")}
                  error={errorOf("nabl_consent")}
                  checked={values.nabl_consent !== undefined}
                />
              )
            ) : (
              <FieldView key={i} field={field} context={context} />
            ),
          )}
        </section>
        <FieldGroup
          id="request-part-contact"
          heading={words.contact.heading}
          fields={enquiryPersonFields}
          context={context}
        />
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorOf(REQUEST_ROWS_FIELD)}
        </p>
        <div className="space-y-5">
          <FormFooter
            formId={FORM_ID}
            status={{ kind: "idle" }}
            purpose={spec.purpose}
            fields={spec.fields}
            sending={sending}
            label={spec.submit}
          />
        </div>
      </form>
    </div>
  );
}

function ItemRow({
  item,
  amount,
  onQuantity,
}: {
  item: RequestItem;
  amount: number | null;
  onQuantity: (typed: string) => void;
}) {
  const id = `request-q-${item.id}`;
  const t = words.tests;
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="space-y-1">
        <p className="font-semibold text-navy-900">{item.test}</p>
        <p className="text-sm text-slate-700">
          {t.method}: {item.method}
        </p>
        <p
          className={`inline-block rounded-sm px-2 py-0.5 text-xs font-semibold ${
            item.accredited ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"
          }`}
        >
          {item.accredited ? t.accredited : t.notAccredited}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4 sm:justify-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-navy-900">
            {t.quantity}
            <span className="sr-only">: {item.test}</span>
          </label>
          <input
            id={id}
            name={`${QUANTITY_PREFIX}${item.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            step={1}
            required
            defaultValue={item.quantity}
            title={t.quantityRule}
            onChange={(event) => onQuantity(event.currentTarget.value)}
            className="block w-24 rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900"
          />
        </div>
        <dl className="text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-700">{t.price}:</dt>
            <dd>{rupeesOrNull(item.pricePaise) ?? words.quote.onRequest}</dd>
          </div>
          <div className="flex gap-2 font-semibold">
            <dt>{t.amount}:</dt>
            <dd data-amount={item.id}>{rupeesOrNull(amount) ?? words.quote.onRequest}</dd>
          </div>
        </dl>
        <button
          type="submit"
          name={REMOVE_FIELD}
          value={item.id}
          formNoValidate
          className="border-steel-300 inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold text-navy-900 hover:bg-steel-100"
        >
          {t.remove}
          <span className="sr-only"> {item.test}</span>
        </button>
      </div>
    </li>
  );
}

function QuoteTotals({
  subtotal,
  taxes,
  total,
  onRequest,
  placeOfSupply,
}: {
  subtotal: number;
  taxes: readonly TaxLine[];
  total: number;
  onRequest: number;
  placeOfSupply: string | undefined;
}) {
  const q = words.quote;
  const lines: [string, number, string][] = [
    [q.subtotal, subtotal, "subtotal"],
    ...taxes.map((tax): [string, number, string] => [q.taxes[tax.kind], tax.paise, tax.kind]),
    [q.total, total, "total"],
  ];
  const known = taxes.every((tax) => tax.kind !== "gst");
  return (
    <section
      aria-labelledby="request-quote-heading"
      className="rounded-xl border-2 border-navy-800 bg-steel-50 p-5"
    >
      <h3 id="request-quote-heading" className="text-lg font-bold">
        {q.heading}
      </h3>
      <dl className="mt-3 space-y-1">
        {known && placeOfSupply && (
          <div className="flex justify-between gap-4 text-sm">
            <dt>{q.placeOfSupply}</dt>
            <dd data-quote="place">{placeOfSupply}</dd>
          </div>
        )}
        {lines.map(([label, paise, key]) => (
          <div
            key={key}
            className={`flex justify-between gap-4 ${key === "total" ? "border-t border-navy-800 pt-1 text-lg font-bold" : ""}`}
          >
            <dt>{label}</dt>
            <dd data-quote={key} className="tabular-nums">
              {formatRupees(paise)}
            </dd>
          </div>
        ))}
      </dl>
      {!known && <p className="mt-2 text-sm text-slate-700">{q.taxHint}</p>}
      <p className="mt-3 text-sm font-semibold text-navy-900">{q.note}</p>
      {onRequest > 0 && <p className="text-sm text-slate-700">{q.excludes(onRequest)}</p>}
      <p className="mt-2 text-sm text-slate-700">{q.sac}</p>
      <p className="text-sm text-slate-700">{q.rounding}</p>
      <p className="text-sm text-slate-700">{q.validity}</p>
    </section>
  );
}

function Consent({
  registration,
  error,
  checked,
}: {
  registration: ReturnType<ReturnType<typeof useForm>["register"]>;
  error: string | undefined;
  checked: boolean;
}) {
  const id = `${FORM_ID}-nabl-consent`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-amber-400 bg-amber-50 px-3 py-2.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600"
      >
        <input
          id={id}
          type="checkbox"
          value="yes"
          required
          defaultChecked={checked}
          aria-describedby={errorId}
          aria-invalid={Boolean(error)}
          className="mt-0.5 size-5 shrink-0 accent-accent-600"
          {...registration}
        />
        <span className="font-semibold text-amber-950">
          {NABL_CONSENT}
          <RequiredMark />
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Consecutive half-width fields share a row from tablet width up, as in every lead form. */
function FieldGroup({
  id,
  heading,
  fields,
  context,
}: {
  id: string;
  heading: string;
  fields: readonly LeadField[];
  context: FieldContext;
}) {
  return (
    <section aria-labelledby={id} className="space-y-5">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <div
            key={"name" in field ? field.name : field.kind}
            className={"width" in field && field.width ? "" : "sm:col-span-2"}
          >
            <FieldView field={field} context={context} />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The request's zod schema (the server's, lib/leads/schemas), loaded on the
 * first submit, and the consent the chosen rows need: the server asks the same
 * of the rows it reads again.
 */
function requestResolver(consentNeeded: boolean, hasRows: boolean): Resolver<FieldValues> {
  return async (values, context, options) => {
    const [{ zodResolver }, { formSchemas }] = await Promise.all([
      import("@hookform/resolvers/zod"),
      import("@/lib/leads/schemas"),
    ]);
    const resolve = zodResolver(formSchemas.request as never) as unknown as Resolver<FieldValues>;
    const result = await resolve(values, context, options);
    const own: FieldErrors = {};
    if (!hasRows) own[REQUEST_ROWS_FIELD] = { type: "rows", message: words.noRows };
    if (consentNeeded && values.nabl_consent !== true && values.nabl_consent !== "yes")
      own.nabl_consent = { type: "consent", message: words.consentRequired };
    if (Object.keys(own).length === 0) return result;
    return { values: {}, errors: Object.assign({}, result.errors, own) as FieldErrors };
  };
}
