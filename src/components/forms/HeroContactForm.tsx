import { LeadForm } from "./LeadForm";

/** The home hero's quick enquiry. */
export const HeroContactForm = () => <LeadForm form="hero" />;
