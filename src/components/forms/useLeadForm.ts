import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
  type UseFormReturn,
} from "react-hook-form";
import { isDocumentRefusal } from "@/content/fileChecks";
import { fileFieldOf, leadForms, type FormKey, type LeadFormSpec } from "@/content/forms";
import { choiceName } from "@/content/menuNames";
import { formatDateIN } from "@/lib/format";
import type { LeadSchema } from "@/lib/leads/schemas";
import { sendLead } from "@/lib/leads/send";
import { focusFirstProblem } from "./focusOrder";
import { useSendAnother } from "./useSendAnother";
import type { Sent, Status } from "./FormStatus";
import { useHydrated } from "./useHydrated";

/** The route that takes a lead form posted by the browser itself. */
export const LEADS_WITHOUT_SCRIPT_PATH = "/api/leads";

/**
 * The form's zod schema, loaded on the first submit: zod and the resolver stay out
 * of the page's first-load JavaScript. Same schema as the server's.
 */
/**
 * A lead form in another language (the Hindi contact page): its own description (the same
 * fields and rules, its words), its schema with those words, and how it names a choice.
 */
export type LeadFormTranslation = {
  language: "hi";
  spec: LeadFormSpec;
  schema: () => Promise<LeadSchema>;
  labelOf: (option: string) => string;
};

function translatedResolver(schema: () => Promise<LeadSchema>): Resolver<FieldValues> {
  return async (values, context, options) => {
    const [{ zodResolver }, loaded] = await Promise.all([
      import("@hookform/resolvers/zod"),
      schema(),
    ]);
    const resolve = zodResolver(loaded as never) as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
}

function lazySchemaResolver(key: FormKey): Resolver<FieldValues> {
  return async (values, context, options) => {
    const [{ zodResolver }, { formSchemas }] = await Promise.all([
      import("@hookform/resolvers/zod"),
      import("@/lib/leads/schemas"),
    ]);
    // The resolver's types are fixed per schema; the form's values are checked by it at run time.
    const resolve = zodResolver(formSchemas[key] as never) as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
}

/**
 * One submission path for every lead form: the form's zod schema in the browser,
 * then the e-mail protocol sender. Only a successful send resets the form; a
 * failure keeps every value (the chosen file too) so the visitor can retry.
 */
export function useLeadForm(
  key: FormKey,
  defaultValues: FieldValues,
  translated?: LeadFormTranslation,
) {
  const spec = translated?.spec ?? leadForms[key];
  const form = useForm<FieldValues>({
    resolver: translated ? translatedResolver(translated.schema) : lazySchemaResolver(key),
    defaultValues,
    // Focus goes to the first problem in reading order (focusOrder.ts), not registration order.
    shouldFocusError: false,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  // The server's HTML keeps the browser's own checks (required, type, pattern):
  // they guard a form sent before this script runs. Once hydrated, the spec's
  // messages beside each field take over.
  const hydrated = useHydrated();

  // Only a failure clears itself: a success stays where focus was moved to it.
  const clearAfter = spec.statusClearsAfterMs;
  useEffect(() => {
    if (!clearAfter || status.kind !== "error") return;
    const timer = window.setTimeout(() => setStatus({ kind: "idle" }), clearAfter);
    return () => window.clearTimeout(timer);
  }, [status, clearAfter]);

  const sendValid = async () => {
    const element = formRef.current;
    if (!element || inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: "idle" });
    try {
      const result = await sendLead(key, element);
      if (result.ok) {
        const sent = sentOf(spec, new FormData(element), translated?.labelOf ?? choiceName);
        element.reset();
        form.reset(defaultValues);
        setStatus({ kind: "success", reference: result.reference, sent });
      } else {
        // A refused file: the inbox's reason goes beside the file field, so the visitor knows
        // that sending again will not help and what to send instead.
        const fileField = fileFieldOf(key);
        if (fileField && result.text && isDocumentRefusal(result.text))
          form.setError(fileField, { type: "server", message: result.text }, { shouldFocus: true });
        setStatus({ kind: "error", message: spec.failure });
      }
    } finally {
      inFlight.current = false;
    }
  };
  const showInvalid = (errors: FieldErrors) => {
    focusFirstProblem(formRef.current, Object.keys(errors));
    setStatus(
      spec.invalidBanner ? { kind: "error", message: spec.invalidBanner } : { kind: "idle" },
    );
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    try {
      await form.handleSubmit(sendValid, showInvalid)(event);
    } catch {
      // The validation code could not be downloaded (offline, or the site was
      // redeployed under an open page): say so instead of doing nothing. Every
      // typed value stays, and the next submit tries the download again.
      setStatus({ kind: "error", message: spec.failure });
    }
  };

  const again = useSendAnother(status, setStatus, formRef);

  const register = adoptingChoices(form, hydrated);

  const errorOf = (name: string): string | undefined => {
    const error = form.formState.errors[name];
    return typeof error?.message === "string" ? error.message : undefined;
  };

  /** Checks one field now (a chosen file), with the same schema and words as on submit. */
  const check = async (name: string): Promise<string | undefined> => {
    try {
      await form.trigger(name);
    } catch {
      return undefined; // the checking code could not be fetched: the submit says so
    }
    const error = form.getFieldState(name).error;
    return typeof error?.message === "string" ? error.message : undefined;
  };

  return {
    form,
    /** react-hook-form's register, keeping a radio choice made before hydration. */
    register,
    /**
     * Spread on the <form>. With the page's script, onSubmit validates and sends
     * through the e-mail protocol (react-hook-form prevents the browser's own
     * submit). A submit before the script has run (a slow connection) or without
     * it is posted by the browser to /api/leads, which validates and stores the
     * lead the same way and answers with /message-sent or /message-not-sent:
     * no lead is lost and no detail lands in a URL. Before hydration the
     * browser checks the native constraints first (noValidate only once hydrated).
     */
    formProps: {
      ref: formRef,
      onSubmit,
      action: LEADS_WITHOUT_SCRIPT_PATH,
      method: "post",
      encType: "multipart/form-data",
      noValidate: hydrated,
    } as const,
    status,
    again,
    sending: form.formState.isSubmitting,
    errorOf,
    check,
  };
}

/**
 * react-hook-form keeps what was typed into a text field or a select before
 * hydration, but sets a radio group to its default as each radio registers,
 * which would clear a star chosen while the form's code was on its way. While
 * hydrating, a radio that is checked when it registers gives its value to the
 * form (it is read before registering: registering unchecks it).
 */
export function adoptingChoices(form: UseFormReturn<FieldValues>, hydrated: boolean) {
  const choose = (name: string, value: string) => form.setValue(name, value);
  const register: UseFormRegister<FieldValues> = (name, options) => {
    const registration = form.register(name, options);
    if (hydrated) return registration;
    return {
      ...registration,
      ref: (element: Element | null) => {
        const chosen =
          element instanceof HTMLInputElement && element.type === "radio" && element.checked
            ? element.value
            : undefined;
        registration.ref(element);
        if (chosen !== undefined) choose(name, chosen);
      },
    };
  };
  return register;
}

/** The choices, dates and file a sent form repeats to the visitor (what they typed, they know). */
function sentOf(spec: LeadFormSpec, data: FormData, nameOf: (value: string) => string): Sent[] {
  const sent: Sent[] = [];
  for (const field of spec.fields) {
    if (!["select", "date", "time", "file"].includes(field.kind) || !("label" in field)) continue;
    const value = data.get(field.name);
    const text =
      value instanceof File
        ? value.name
        : field.kind === "date" && value
          ? formatDateIN(value)
          : value && field.kind === "select"
            ? nameOf(value)
            : value;
    if (text) sent.push({ label: field.label, value: text });
  }
  return sent;
}
