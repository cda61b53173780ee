import { useRef, useState } from "react";
import { useForm, type FieldValues, type Resolver } from "react-hook-form";
import {
  OPENING_FIELD,
  applicationFields,
  applicationResult,
  applicationWords,
  cvUpload as englishCvUpload,
  isApplicationProblem,
  type ApplicationField,
} from "@/content/forms/application";
import type { NoticeText, upload } from "@/content/forms";
import { localisedHref } from "@/lib/i18n/pages";
import { DeclarationBox } from "./DeclarationBox";
import { FieldView, type FieldContext } from "./FieldView";
import { FileField } from "./FileField";
import { focusFirstProblem } from "./focusOrder";
import { useSendAnother } from "./useSendAnother";
import { FormFooter } from "./FormFooter";
import type { Status } from "./FormStatus";
import { Honeypot } from "./Honeypot";
import { SuccessPanel } from "./SuccessPanel";
import { useHydrated } from "./useHydrated";

/** The route that takes the application, with the script (JSON answer) and without it (a redirect). */
export const APPLY_PATH = "/career/apply/send";

/** The Hindi form's post: the same inbox, answered with the Hindi result pages. */
const APPLY_PATH_HI = "/hi/career/apply/send";

/** The schema is loaded on the first submit: zod stays out of the page's first-load JavaScript. */
const lazyResolver: Resolver<FieldValues> = async (values, context, options) => {
  const [{ zodResolver }, { applicationSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/careers/applicationsSchema"),
  ]);
  const resolve = zodResolver(applicationSchema as never) as unknown as Resolver<FieldValues>;
  return resolve(values, context, options);
};

/** The Hindi form's schema (Hindi messages), loaded the same way. */
const lazyResolverHi: Resolver<FieldValues> = async (values, context, options) => {
  const [{ zodResolver }, { applicationSchemaHi }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/careers/applicationsSchemaHi"),
  ]);
  const resolve = zodResolver(applicationSchemaHi as never) as unknown as Resolver<FieldValues>;
  return resolve(values, context, options);
};

/**
 * The form's words in another language (the Hindi page): the same fields and rules, its own
 * labels, hints, messages and result words; `language` is posted with it.
 */
export type ApplicationFormWords = {
  locale: "hi";
  fields: readonly ApplicationField[];
  words: typeof applicationWords;
  result: typeof applicationResult;
  cvUpload: typeof englishCvUpload;
  upload: Pick<typeof upload, "remove" | "removed" | "sizeOf">;
  notice: NoticeText;
  sending: string;
  panel: { reference: string; referenceHint: string; sent: string; again: string };
  labelOf: (option: string) => string;
};

const defaults = (opening: string, fields: readonly ApplicationField[]): FieldValues => ({
  ...Object.fromEntries(fields.map((f) => [f.name, ""])),
  [OPENING_FIELD]: opening,
  website: "",
  [englishCvUpload.field]: undefined,
  adult: false,
  consent: false,
});

/** Half-width fields sit two to a row from tablet width up. */
const span = (field: ApplicationField) => ("width" in field && field.width ? "" : "sm:col-span-2");

/**
 * The job application: the server's HTML is a plain multipart form that works
 * without script; once hydrated, the one schema checks it in the browser and
 * it is sent with fetch, the result shown in place.
 */
export function ApplicationForm({
  opening,
  heading,
  translated,
}: {
  opening: string;
  heading: string;
  translated?: ApplicationFormWords | undefined;
}) {
  const words = translated?.words ?? applicationWords;
  const fields = translated?.fields ?? applicationFields;
  const cvUpload = translated?.cvUpload ?? englishCvUpload;
  const result = translated?.result ?? applicationResult;
  const action = translated ? APPLY_PATH_HI : APPLY_PATH;
  const form = useForm<FieldValues>({
    resolver: translated ? lazyResolverHi : lazyResolver,
    defaultValues: defaults(opening, fields),
    // Focus goes to the first problem in reading order (focusOrder.ts): the CV registers last.
    shouldFocusError: false,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const element = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const id = words.id;

  const errorOf = (name: string): string | undefined => {
    const message = form.formState.errors[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  const check = async (name: string) => {
    try {
      await form.trigger(name);
    } catch {
      return undefined; // the checking code could not be fetched: the submit says so
    }
    const message = form.getFieldState(name).error?.message;
    return typeof message === "string" ? message : undefined;
  };
  const context: FieldContext = {
    formId: id,
    register: form.register,
    errorOf,
    check,
    labelOf: translated?.labelOf,
  };

  const send = async () => {
    const data = new FormData(element.current ?? undefined);
    setStatus({ kind: "idle" });
    let answer: Response;
    try {
      answer = await fetch(action, {
        method: "POST",
        body: data,
        headers: { Accept: "application/json" },
      });
    } catch {
      setStatus({ kind: "error", message: words.failure });
      return;
    }
    const body = (await answer.json().catch(() => ({}))) as {
      reference?: string | null;
      problem?: string;
      errors?: Record<string, string>;
    };
    if (answer.ok) {
      const cv = data.get(cvUpload.field);
      element.current?.reset();
      form.reset(defaults(opening, fields));
      setStatus({
        kind: "success",
        reference: body.reference ?? undefined,
        sent: cv instanceof File ? [{ label: words.sentFile, value: cv.name }] : [],
      });
      return;
    }
    const refused = Object.keys(body.errors ?? {}).filter((name) => name in form.getValues());
    for (const name of refused) form.setError(name, { message: body.errors![name] });
    focusFirstProblem(element.current, refused);
    const problem = isApplicationProblem(body.problem) ? body.problem : undefined;
    setStatus({
      kind: "error",
      message: problem ? result.problems[problem] : words.failure,
    });
  };

  const again = useSendAnother(status, setStatus, element);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    try {
      await form.handleSubmit(send, (errors) =>
        focusFirstProblem(element.current, Object.keys(errors)),
      )(event);
    } catch {
      setStatus({ kind: "error", message: words.failure });
    }
  };

  return (
    <form
      ref={element}
      onSubmit={onSubmit}
      action={action}
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      aria-labelledby={`${id}-title`}
      className="relative space-y-5 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {heading}
      </h2>
      <input type="hidden" {...form.register(OPENING_FIELD)} defaultValue={opening} />
      {translated && <input type="hidden" name="language" value={translated.locale} />}
      <Honeypot registration={form.register("website")} formId={id} />
      {status.kind === "success" ? (
        <SuccessPanel
          words={words.success}
          next={words.next}
          reference={status.reference}
          sent={status.sent}
          level="h3"
          onAgain={again}
          frame={translated?.panel}
        />
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {fields.map((field) => (
              <div key={field.name} className={span(field)}>
                <FieldView field={field} context={context} />
              </div>
            ))}
          </div>
          <FileField
            id={`${id}-cv`}
            label={cvUpload.label}
            hint={cvUpload.hint}
            required
            error={errorOf(cvUpload.field)}
            accept={cvUpload.extensions.join(",")}
            registration={form.register(cvUpload.field)}
            check={() => check(cvUpload.field)}
            words={translated?.upload}
          />
          <DeclarationBox
            id={`${id}-adult`}
            registration={form.register("adult")}
            error={errorOf("adult")}
            hint={words.adult.hint}
          >
            {words.adult.label}
          </DeclarationBox>
          <DeclarationBox
            id={`${id}-consent`}
            registration={form.register("consent")}
            error={errorOf("consent")}
          >
            {words.consent.before} <strong>{words.consent.months}</strong> {words.consent.middle}{" "}
            <a
              href={
                translated ? localisedHref("/privacy-policy", translated.locale) : "/privacy-policy"
              }
              className="font-semibold text-accent-700 underline"
            >
              {words.consent.link}
            </a>{" "}
            {words.consent.after}
          </DeclarationBox>
          <FormFooter
            formId={id}
            status={status}
            purpose={words.purpose}
            fields={fields}
            extra={[{ name: cvUpload.field, label: cvUpload.label }]}
            sending={form.formState.isSubmitting}
            label={words.submit}
            translated={
              translated && {
                notice: translated.notice,
                sendingLabel: translated.sending,
              }
            }
          />
        </>
      )}
    </form>
  );
}
