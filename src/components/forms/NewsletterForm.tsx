import { LeadForm } from "./LeadForm";

/** Sidebar newsletter sign-up: one e-mail address. */
export const NewsletterForm = () => <LeadForm form="newsletter" />;
