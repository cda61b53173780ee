import { LeadForm } from "./LeadForm";

/** Contact page: "Request Consultation". */
export const ConsultationForm = () => <LeadForm form="consultation" />;
