import { consultationServiceOptions } from "@/lib/leads/options";
import { privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { PhoneField, SelectField, TextAreaField, TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";

const defaults = {
  form_name: "consultation" as const,
  website: "",
  user_name: "",
  user_email: "",
  user_phone: "",
  user_service: consultationServiceOptions[0],
  message: "",
};

/** Contact page: "Request Consultation" (spec §3-§5). */
export function ConsultationForm() {
  const id = "consultation";
  const { formProps, status, sending, field, register, hidden } = useLeadForm(
    "consultation",
    defaults,
    {
      formId: id,
    },
  );
  return (
    <form {...formProps} aria-labelledby={`${id}-title`} className="relative space-y-5">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Request Consultation
      </h2>
      <input {...hidden("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" required autoComplete="name" {...field("user_name", "name")} />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          {...field("user_email", "email")}
        />
        <PhoneField label="Phone" {...field("user_phone", "phone")} />
        <SelectField
          label="Service"
          options={consultationServiceOptions}
          {...field("user_service", "service")}
        />
      </div>
      <TextAreaField label="Message" rows={4} required {...field("message", "message")} />
      <FormFooter
        formId={id}
        status={status}
        purpose={privacyPurpose.consultation}
        sending={sending}
        label="Send Message"
      />
    </form>
  );
}
