"use client";

import { enquiryServiceOptions } from "@/lib/leads/options";
import { formPromises, privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { SelectField, TextAreaField, TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";

type Props = {
  /** Choices of the service selector: a service's own options, or the general ones. */
  options?: readonly string[];
  serviceId?: string;
  serviceTitle?: string;
  heading?: string;
};

/** Service enquiry with the specification file (PDF, DOC, DOCX up to 10 MB). */
export function EnquiryForm({
  options = enquiryServiceOptions,
  serviceId = "",
  serviceTitle = "",
  heading = "Schedule Your Testing",
}: Props) {
  const defaults = {
    form_name: "enquiry" as const,
    website: "",
    company_name: "",
    contact_person: "",
    email: "",
    phone: "",
    selected_service: "",
    equipment_details: "",
    preferred_date: "",
    specification_file: undefined,
    selected_service_id: serviceId,
    service_title: serviceTitle,
  };
  const { formRef, onSubmit, status, sending, errorOf, register } = useLeadForm(
    "enquiry",
    defaults,
  );
  const id = "enquiry";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      encType="multipart/form-data"
      aria-labelledby={`${id}-title`}
      className="relative space-y-5 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mt-1 text-slate-700">{formPromises.enquiry}</p>
      </div>
      <input type="hidden" {...register("form_name")} />
      <input type="hidden" {...register("selected_service_id")} />
      <input type="hidden" {...register("service_title")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-company`}
          label="Company name"
          required
          autoComplete="organization"
          error={errorOf("company_name")}
          {...register("company_name")}
        />
        <TextField
          id={`${id}-person`}
          label="Contact person"
          required
          autoComplete="name"
          error={errorOf("contact_person")}
          {...register("contact_person")}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          error={errorOf("email")}
          {...register("email")}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone number"
          type="tel"
          required
          autoComplete="tel"
          error={errorOf("phone")}
          {...register("phone")}
        />
      </div>
      <SelectField
        id={`${id}-service`}
        label="Service"
        required
        placeholder="Choose a service..."
        options={options}
        error={errorOf("selected_service")}
        {...register("selected_service")}
      />
      <TextAreaField
        id={`${id}-equipment`}
        label="Equipment details"
        rows={4}
        required
        hint="Make/model, voltage rating, quantity and any special requirements."
        error={errorOf("equipment_details")}
        {...register("equipment_details")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-date`}
          label="Preferred testing date"
          type="date"
          error={errorOf("preferred_date")}
          {...register("preferred_date")}
        />
        <TextField
          id={`${id}-file`}
          label="Specification file"
          type="file"
          accept=".pdf,.doc,.docx"
          hint="PDF, DOC or DOCX, up to 10 MB."
          error={errorOf("specification_file")}
          {...register("specification_file")}
        />
      </div>
      <FormFooter
        formId={id}
        status={status}
        purpose={privacyPurpose.enquiry}
        sending={sending}
        label="Submit Enquiry"
      />
    </form>
  );
}
