import { privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { TenDigitPhoneField, TextAreaField, TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";

const defaults = {
  form_name: "hero" as const,
  website: "",
  user_name: "",
  user_email: "",
  user_phone: "",
  message: "",
};

/** The home hero's quick enquiry: name, e-mail, 10-digit phone, message (6 rows). */
export function HeroContactForm() {
  const id = "hero";
  const { formProps, status, sending, field, register, hidden } = useLeadForm("hero", defaults, {
    formId: id,
  });
  return (
    <form
      {...formProps}
      aria-labelledby={`${id}-title`}
      className="relative space-y-4 rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Quick Enquiry
      </h2>
      <input {...hidden("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <TextField label="Name" required autoComplete="name" {...field("user_name", "name")} />
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        {...field("user_email", "email")}
      />
      <TenDigitPhoneField {...field("user_phone", "phone")} />
      <TextAreaField label="Message" rows={6} required {...field("message", "message")} />
      <FormFooter
        formId={id}
        status={status}
        purpose={privacyPurpose.hero}
        sending={sending}
        label="Submit"
        buttonClassName="w-full"
      />
    </form>
  );
}
