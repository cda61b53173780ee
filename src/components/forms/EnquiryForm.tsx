import { LeadForm } from "./LeadForm";

type Props = {
  /** Choices of the service selector: a service's own options, or the general ones. */
  options?: readonly string[];
  serviceId?: string;
  serviceTitle?: string;
  heading?: string;
};

/** Service enquiry with the specification file (PDF, DOC, DOCX up to 10 MB). */
export function EnquiryForm({ options, serviceId = "", serviceTitle = "", heading }: Props) {
  return (
    <LeadForm
      form="enquiry"
      heading={heading}
      choices={options}
      values={{ selected_service_id: serviceId, service_title: serviceTitle }}
    />
  );
}
