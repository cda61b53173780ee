"use client";

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
  const { formRef, onSubmit, status, sending, errorOf, register } = useLeadForm(
    "serviceConsultation",
    defaults,
  );
  const id = "service-consultation";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative space-y-5 rounded-2xl bg-white p-6 shadow-xl sm:p-8"
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Request a Consultation
        </h2>
        <p className="mt-1 text-slate-700">{formPromises.serviceConsultation}</p>
      </div>
      <input type="hidden" {...register("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Full name"
          required
          autoComplete="name"
          error={errorOf("full_name")}
          {...register("full_name")}
        />
        <TextField
          id={`${id}-email`}
          label="Work e-mail"
          type="email"
          required
          autoComplete="email"
          error={errorOf("work_email")}
          {...register("work_email")}
        />
        <TextField
          id={`${id}-company`}
          label="Company name"
          required
          autoComplete="organization"
          error={errorOf("company_name")}
          {...register("company_name")}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errorOf("phone")}
          {...register("phone")}
        />
      </div>
      <SelectField
        id={`${id}-type`}
        label="Service type"
        required
        placeholder="Select a service type"
        options={serviceConsultationServiceOptions}
        error={errorOf("service_type")}
        {...register("service_type")}
      />
      <TextAreaField
        id={`${id}-message`}
        label="Your requirements"
        rows={4}
        required
        error={errorOf("message")}
        {...register("message")}
      />
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
