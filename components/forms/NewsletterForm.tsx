import { formPromises, privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";

const defaults = {
  form_name: "newsletter" as const,
  website: "",
  newsletter_email: "",
  consent: false,
};

/** Sidebar newsletter sign-up, with its own explicit opt-in. */
export function NewsletterForm() {
  const id = "newsletter";
  const { formProps, status, sending, errorOf, field, register, hidden } = useLeadForm(
    "newsletter",
    defaults,
    { formId: id },
  );
  const consentError = errorOf("consent");
  return (
    <form {...formProps} aria-labelledby={`${id}-title`} className="relative space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Newsletter
      </h2>
      <p className="text-sm text-slate-700">{formPromises.newsletter}</p>
      <input {...hidden("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        placeholder="Enter professional email"
        {...field("newsletter_email", "email")}
      />
      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            value="yes"
            className="mt-0.5 size-5 shrink-0 accent-accent-600"
            aria-invalid={Boolean(consentError)}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            {...register("consent")}
          />
          Yes, send me the newsletter by e-mail.
        </label>
        {consentError && (
          <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-red-700">
            {consentError}
          </p>
        )}
      </div>
      <FormFooter
        formId={id}
        status={status}
        purpose={privacyPurpose.newsletter}
        sending={sending}
        label="Subscribe"
        buttonClassName="w-full"
      />
    </form>
  );
}
