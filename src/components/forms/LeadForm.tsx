import type { FieldValues } from "react-hook-form";
import { leadFormOf, type FormKey, type LeadField } from "@/content/forms";
import { nextSteps } from "@/content/messageResult";
import { todayInKolkata } from "@/lib/clock";
import { FieldView, type FieldContext } from "./FieldView";
import { FormFooter } from "./FormFooter";
import { formLooks, type FormLook } from "./formLooks";
import { Honeypot } from "./Honeypot";
import { SuccessPanel } from "./SuccessPanel";
import { useHydrated } from "./useHydrated";
import { useLeadForm, type LeadFormTranslation } from "./useLeadForm";
import type { NoticeText } from "@/content/forms";

type Props = {
  form: FormKey;
  /** A page's own heading instead of the form's (a service's enquiry). */
  heading?: string | undefined;
  /** A page's own choices for the field that accepts any option. */
  choices?: readonly string[] | undefined;
  /** Values of the hidden fields (which service the enquiry is about). */
  values?: Record<string, string> | undefined;
  /** Choices already made for the visitor, who can still change them (the page's sub-service). */
  chosen?: Record<string, string> | undefined;
  /** Today in India when the page was rendered: the earliest date offered before hydration. */
  today?: string | undefined;
  /** The form in another language (its words, schema and the frame's words; `language` posted). */
  translated?:
    | (LeadFormTranslation & {
        next: string;
        footer: { notice: NoticeText; sendingLabel: string };
        panel: { reference: string; referenceHint: string; sent: string; again: string };
      })
    | undefined;
};

/** Every lead form: its description in content/forms rendered as one accessible form. */
export function LeadForm({
  form: key,
  heading,
  choices,
  values = {},
  chosen,
  today,
  translated,
}: Props) {
  const spec = translated?.spec ?? leadFormOf(key, values);
  const look = formLooks[key];
  const id = spec.id;
  const { form, register, formProps, status, again, sending, errorOf, check } = useLeadForm(
    key,
    defaultsOf(key, spec.fields, { ...chosen, ...values }),
    translated,
  );
  // A prerendered page may be days old: once hydrated, the visitor's own today.
  const minDate = useHydrated() ? todayInKolkata() : today;
  const context: FieldContext = {
    formId: id,
    register,
    errorOf,
    check,
    choices,
    chosen,
    minDate,
    labelOf: translated?.labelOf,
  };
  const title = heading ?? spec.heading;
  return (
    <form
      {...formProps}
      {...(title ? { "aria-labelledby": `${id}-title` } : { "aria-label": spec.name })}
      className={look.form}
    >
      {title && <FormHeading id={`${id}-title`} title={title} promise={spec.promise} look={look} />}
      <input type="hidden" defaultValue={key} {...form.register("form_name")} />
      {translated && <input type="hidden" name="language" value={translated.language} />}
      {spec.fields.map(
        (field) =>
          field.kind === "hidden" && (
            <input
              key={field.name}
              type="hidden"
              defaultValue={values[field.name] ?? ""}
              {...form.register(field.name)}
            />
          ),
      )}
      <Honeypot registration={form.register("website")} formId={id} />
      {status.kind === "success" ? (
        <SuccessPanel
          words={spec.success}
          next={translated?.next ?? nextSteps[key]}
          reference={status.reference}
          sent={status.sent}
          level={title ? "h3" : "h2"}
          onAgain={again}
          frame={translated?.panel}
        />
      ) : (
        <>
          {blocksOf(spec.fields).map((block, i) =>
            block.length === 1 && !isHalf(block[0]) ? (
              <FieldView key={i} field={block[0]!} context={context} />
            ) : (
              <div key={i} className="grid gap-5 sm:grid-cols-2">
                {cellsOf(block).map((cell, j) =>
                  cell.length === 1 ? (
                    <FieldView key={j} field={cell[0]!} context={context} />
                  ) : (
                    <div key={j} className="grid grid-cols-2 gap-4">
                      {cell.map((field, k) => (
                        <FieldView key={k} field={field} context={context} />
                      ))}
                    </div>
                  ),
                )}
              </div>
            ),
          )}
          <FormFooter
            formId={id}
            status={status}
            purpose={spec.purpose}
            fields={spec.fields}
            ground={spec.ground}
            sending={sending}
            label={spec.submit}
            buttonClassName={look.button}
            translated={translated?.footer}
          />
        </>
      )}
    </form>
  );
}

function FormHeading({
  id,
  title,
  promise,
  look,
}: {
  id: string;
  title: string;
  promise: string | undefined;
  look: FormLook;
}) {
  const heading = (
    <h2 id={id} className={look.heading}>
      {title}
    </h2>
  );
  if (!promise) return heading;
  const words = <p className={look.promiseClass}>{promise}</p>;
  return look.promise === "beside-heading" ? (
    <div>
      {heading}
      {words}
    </div>
  ) : (
    <>
      {heading}
      {words}
    </>
  );
}

const width = (field: LeadField | undefined) =>
  field && "width" in field ? field.width : undefined;
/** A file field always spans the form: the chosen file's name and size need the room. */
const isHalf = (field: LeadField | undefined) =>
  field?.kind !== "file" && width(field) !== undefined;

/** Consecutive fields with a width share a two-column row; every other field stands alone. */
function blocksOf(fields: readonly LeadField[]): LeadField[][] {
  const blocks: LeadField[][] = [];
  for (const field of fields) {
    if (field.kind === "hidden") continue;
    const last = blocks.at(-1);
    if (isHalf(field) && last && isHalf(last[0])) last.push(field);
    else blocks.push([field]);
  }
  return blocks;
}

/** Within a row, consecutive quarter fields share one half. */
function cellsOf(row: LeadField[]): LeadField[][] {
  const cells: LeadField[][] = [];
  for (const field of row) {
    const last = cells.at(-1);
    if (width(field) === "quarter" && last && width(last[0]) === "quarter") last.push(field);
    else cells.push([field]);
  }
  return cells;
}

/** What a fresh form holds: empty texts, the first option of a choice without a blank, no boxes ticked. */
function defaultsOf(
  key: FormKey,
  fields: readonly LeadField[],
  values: Record<string, string>,
): FieldValues {
  const defaults: FieldValues = { form_name: key, website: "" };
  for (const field of fields) {
    switch (field.kind) {
      case "checkboxes":
        for (const option of field.options) defaults[option.name] = false;
        break;
      case "rating":
        defaults[field.name] = 0;
        break;
      case "file":
        defaults[field.name] = undefined;
        break;
      case "hidden":
        defaults[field.name] = values[field.name] ?? "";
        break;
      case "select":
        defaults[field.name] =
          values[field.name] ??
          (field.required || field.placeholder ? "" : (field.options[0] ?? ""));
        break;
      default:
        defaults[field.name] = "";
    }
  }
  return defaults;
}
