import { LeadForm } from "./LeadForm";

/** The /service page's consultation request. */
export const ServiceConsultationForm = () => <LeadForm form="serviceConsultation" />;
