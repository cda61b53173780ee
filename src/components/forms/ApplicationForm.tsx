import { useRef, useState } from "react";
import { useForm, type FieldValues, type Resolver } from "react-hook-form";
import {
  OPENING_FIELD,
  applicationFields,
  applicationResult,
  applicationWords as words,
  cvUpload,
  isApplicationProblem,
} from "@/content/forms/application";
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

/** The schema is loaded on the first submit: zod stays out of the page's first-load JavaScript. */
const lazyResolver: Resolver<FieldValues> = async (values, context, options) => {
  const [{ zodResolver }, { applicationSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/careers/applicationsSchema"),
  ]);
  const resolve = zodResolver(applicationSchema as never) as unknown as Resolver<FieldValues>;
  return resolve(values, context, options);
};

const defaults = (opening: string): FieldValues => ({
  ...Object.fromEntries(applicationFields.map((f) => [f.name, ""])),
  [OPENING_FIELD]: opening,
  website: "",
  [cvUpload.field]: undefined,
  adult: false,
  consent: false,
});

/** Half-width fields sit two to a row from tablet width up. */
const span = (field: (typeof applicationFields)[number]) =>
  "width" in field && field.width ? "" : "sm:col-span-2";

/**
 * The job application: the server's HTML is a plain multipart form that works
 * without script; once hydrated, the one schema checks it in the browser and
 * it is sent with fetch, the result shown in place.
 */
export function ApplicationForm({ opening, heading }: { opening: string; heading: string }) {
  const form = useForm<FieldValues>({
    resolver: lazyResolver,
    defaultValues: defaults(opening),
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
  const context: FieldContext = { formId: id, register: form.register, errorOf, check };

  const send = async () => {
    const data = new FormData(element.current ?? undefined);
    setStatus({ kind: "idle" });
    let answer: Response;
    try {
      answer = await fetch(APPLY_PATH, {
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
      form.reset(defaults(opening));
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
      message: problem ? applicationResult.problems[problem] : words.failure,
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
      action={APPLY_PATH}
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
      <Honeypot registration={form.register("website")} formId={id} />
      {status.kind === "success" ? (
        <SuccessPanel
          words={words.success}
          next={words.next}
          reference={status.reference}
          sent={status.sent}
          level="h3"
          onAgain={again}
        />
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {applicationFields.map((field) => (
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
            <a href="/privacy-policy" className="font-semibold text-accent-700 underline">
              {words.consent.link}
            </a>{" "}
            {words.consent.after}
          </DeclarationBox>
          <FormFooter
            formId={id}
            status={status}
            purpose={words.purpose}
            fields={applicationFields}
            extra={[{ name: cvUpload.field, label: cvUpload.label }]}
            sending={form.formState.isSubmitting}
            label={words.submit}
          />
        </>
      )}
    </form>
  );
}
