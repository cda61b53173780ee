import { formPromises, privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";

const defaults = {
  form_name: "newsletter" as const,
  website: "",
  newsletter_email: "",
};

/** Sidebar newsletter sign-up: one e-mail address (the notice says what it is used for). */
export function NewsletterForm() {
  const id = "newsletter";
  const { formProps, status, sending, field, register, hidden } = useLeadForm(
    "newsletter",
    defaults,
    { formId: id },
  );
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
