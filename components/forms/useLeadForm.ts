import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from "react-hook-form";
import { sendLead } from "@/lib/leads/send";
import { formMessages, type FormKey } from "@/lib/leads/options";
import type { FormInput, FormOutput } from "@/lib/leads/schemas";
import type { Status } from "./FormStatus";
import { useHydrated } from "./useHydrated";

/** The route (app/api/leads) that takes a lead form posted by the browser itself. */
export const LEADS_WITHOUT_SCRIPT_PATH = "/api/leads";

type Options = {
  /** Prefix of the form's element ids (`consultation` gives `consultation-email`). */
  formId: string;
  /** Status line when the schema rejects the input (the feedback form's banner). */
  invalidMessage?: string;
  /** Clear the status line after this many ms (the feedback form: 3000). */
  clearStatusAfterMs?: number;
};

/**
 * The form's zod schema, loaded on the first submit: zod and the resolver stay out
 * of the page's first-load JavaScript. Same schema as the server's.
 */
function lazySchemaResolver(key: FormKey): Resolver<FieldValues> {
  return async (values, context, options) => {
    const [{ zodResolver }, { formSchemas }] = await Promise.all([
      import("@hookform/resolvers/zod"),
      import("@/lib/leads/schemas"),
    ]);
    // One generic hook over seven schemas: each form's types are fixed at its call site.
    const resolve = zodResolver(formSchemas[key] as never) as unknown as Resolver<FieldValues>;
    return resolve(values, context, options);
  };
}

/**
 * One submission path for every lead form: the form's zod schema in the browser,
 * then the e-mail protocol sender. Only a successful send resets the form; a
 * failure keeps every value (the chosen file too) so the visitor can retry.
 */
export function useLeadForm<K extends FormKey>(
  key: K,
  defaultValues: FormInput<K>,
  options: Options,
) {
  const form = useForm<FormInput<K> & FieldValues, unknown, FormOutput<K>>({
    resolver: lazySchemaResolver(key) as unknown as Resolver<
      FormInput<K> & FieldValues,
      unknown,
      FormOutput<K>
    >,
    defaultValues: defaultValues as DefaultValues<FormInput<K> & FieldValues>,
    shouldFocusError: true,
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

  const { clearStatusAfterMs, invalidMessage } = options;
  useEffect(() => {
    if (!clearStatusAfterMs || status.kind === "idle") return;
    const timer = window.setTimeout(() => setStatus({ kind: "idle" }), clearStatusAfterMs);
    return () => window.clearTimeout(timer);
  }, [status, clearStatusAfterMs]);

  const sendValid = async () => {
    const element = formRef.current;
    if (!element || inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: "idle" });
    try {
      const result = await sendLead(key, element);
      if (result.ok) {
        element.reset();
        form.reset(defaultValues as DefaultValues<FormInput<K> & FieldValues>);
        const reference = result.reference ? ` Your reference number is ${result.reference}.` : "";
        setStatus({ kind: "success", message: `${formMessages[key].success}${reference}` });
      } else {
        setStatus({ kind: "error", message: formMessages[key].failure });
      }
    } finally {
      inFlight.current = false;
    }
  };
  const showInvalid = () => {
    setStatus(invalidMessage ? { kind: "error", message: invalidMessage } : { kind: "idle" });
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    try {
      await form.handleSubmit(sendValid, showInvalid)(event);
    } catch {
      // The validation code could not be downloaded (offline, or the site was
      // redeployed under an open page): say so instead of doing nothing. Every
      // typed value stays, and the next submit tries the download again.
      setStatus({ kind: "error", message: formMessages[key].failure });
    }
  };

  const errorOf = (name: string): string | undefined => {
    const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[
      name
    ];
    return typeof error?.message === "string" ? error.message : undefined;
  };

  /**
   * A hidden field with its value in the server-rendered HTML too, so that a
   * form the browser posts itself (see formProps) says which form it is.
   */
  const hidden = (name: Path<FormInput<K> & FieldValues>) => ({
    type: "hidden",
    defaultValue: String((defaultValues as Record<string, unknown>)[name] ?? ""),
    ...form.register(name),
  });

  /** Everything a labelled field needs: its id, its error and its registration, from one name. */
  const field = (name: Path<FormInput<K> & FieldValues>, idSuffix: string) => ({
    id: `${options.formId}-${idSuffix}`,
    error: errorOf(name),
    ...form.register(name),
  });

  return {
    form,
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
    sending: form.formState.isSubmitting,
    errorOf,
    field,
    hidden,
    register: form.register,
  };
}
