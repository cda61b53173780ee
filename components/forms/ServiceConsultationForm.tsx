import { formPromises, privacyPurpose } from "@/content/forms";
import { serviceConsultationServiceOptions } from "@/lib/leads/options";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { SelectField, TextAreaField, TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";

const defaults = {
  form_name: "serviceConsultation" as const,
  website: "",
  full_name: "",
  work_email: "",
  company_name: "",
  phone: "",
  service_type: "" as unknown as (typeof serviceConsultationServiceOptions)[number],
  message: "",
};

/** The /service page's consultation form; response within 1 working day. */
export function ServiceConsultationForm() {
  const id = "service-consultation";
  const { formProps, status, sending, field, register, hidden } = useLeadForm(
    "serviceConsultation",
    defaults,
    { formId: id },
  );
  return (
    <form
      {...formProps}
      aria-labelledby={`${id}-title`}
      className="relative space-y-5 rounded-2xl bg-white p-6 shadow-xl sm:p-8"
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Request a Consultation
        </h2>
        <p className="mt-1 text-slate-700">{formPromises.serviceConsultation}</p>
      </div>
      <input {...hidden("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" required autoComplete="name" {...field("full_name", "name")} />
        <TextField
          label="Work e-mail"
          type="email"
          required
          autoComplete="email"
          {...field("work_email", "email")}
        />
        <TextField
          label="Company name"
          required
          autoComplete="organization"
          {...field("company_name", "company")}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          {...field("phone", "phone")}
        />
      </div>
      <SelectField
        label="Service type"
        required
        placeholder="Select a service type"
        options={serviceConsultationServiceOptions}
        {...field("service_type", "type")}
      />
      <TextAreaField label="Your requirements" rows={4} required {...field("message", "message")} />
      <FormFooter
        formId={id}
        status={status}
        purpose={privacyPurpose.serviceConsultation}
        sending={sending}
        label="Request Consultation"
      />
    </form>
  );
}
