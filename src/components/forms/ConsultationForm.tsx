import type { ConsultationService } from "@/content/forms";
import { LeadForm } from "./LeadForm";

/** Contact page: "Request Consultation", with the service a link chose (the visitor can change it). */
export const ConsultationForm = ({ service }: { service?: ConsultationService | undefined }) => (
  <LeadForm form="consultation" chosen={service ? { user_service: service } : undefined} />
);
