import type { ServiceKind } from "@/content/types";
import { LeadForm } from "./LeadForm";

type Props = {
  /** Choices of the service selector: a service's own options, or the general ones. */
  options?: readonly string[];
  /** The choice the page already knows (its sub-service); the visitor can change it. */
  chosen?: string | undefined;
  /** The kind of service: which fields the enquiry asks for. */
  kind?: ServiceKind;
  serviceId?: string;
  serviceTitle?: string;
  heading?: string;
};

/** Service enquiry with the specification file (PDF, DOC, DOCX up to 10 MB). */
export function EnquiryForm({
  options,
  chosen,
  kind = "testing",
  serviceId = "",
  serviceTitle = "",
  heading,
}: Props) {
  return (
    <LeadForm
      form="enquiry"
      heading={heading}
      choices={options}
      chosen={chosen === undefined ? undefined : { selected_service: chosen }}
      values={{ selected_service_id: serviceId, service_title: serviceTitle, service_kind: kind }}
    />
  );
}
