import { enquiryServiceOptions } from "@/lib/leads/options";
import { formPromises, privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { PhoneField, SelectField, TextAreaField, TextField } from "./fields";
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
  const id = "enquiry";
  const { formProps, status, sending, field, register, hidden } = useLeadForm("enquiry", defaults, {
    formId: id,
  });
  return (
    <form
      {...formProps}
      aria-labelledby={`${id}-title`}
      className="relative space-y-5 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mt-1 text-slate-700">{formPromises.enquiry}</p>
      </div>
      <input {...hidden("form_name")} />
      <input {...hidden("selected_service_id")} />
      <input {...hidden("service_title")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company name"
          required
          autoComplete="organization"
          {...field("company_name", "company")}
        />
        <TextField
          label="Contact person"
          required
          autoComplete="name"
          {...field("contact_person", "person")}
        />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          {...field("email", "email")}
        />
        <PhoneField {...field("phone", "phone")} />
      </div>
      <SelectField
        label="Service"
        required
        placeholder="Choose a service..."
        options={options}
        {...field("selected_service", "service")}
      />
      <TextAreaField
        label="Equipment details"
        rows={4}
        required
        hint="Make/model, voltage rating, quantity and any special requirements."
        {...field("equipment_details", "equipment")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Preferred testing date"
          type="date"
          {...field("preferred_date", "date")}
        />
        <TextField
          label="Specification file"
          type="file"
          accept=".pdf,.doc,.docx"
          hint="PDF, DOC or DOCX, up to 10 MB."
          {...field("specification_file", "file")}
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
