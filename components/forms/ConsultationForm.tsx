"use client";

import { consultationServiceOptions } from "@/lib/leads/options";
import { privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { SelectField, TextAreaField, TextField } from "./fields";
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
  const { formRef, onSubmit, status, sending, errorOf, register } = useLeadForm(
    "consultation",
    defaults,
  );
  const id = "consultation";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative space-y-5"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Request Consultation
      </h2>
      <input type="hidden" {...register("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Full name"
          required
          autoComplete="name"
          error={errorOf("user_name")}
          {...register("user_name")}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          error={errorOf("user_email")}
          {...register("user_email")}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          error={errorOf("user_phone")}
          {...register("user_phone")}
        />
        <SelectField
          id={`${id}-service`}
          label="Service"
          options={consultationServiceOptions}
          error={errorOf("user_service")}
          {...register("user_service")}
        />
      </div>
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        rows={4}
        required
        error={errorOf("message")}
        {...register("message")}
      />
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
