import { LeadForm } from "./LeadForm";

/** The feedback page's rating form. */
export const FeedbackForm = () => <LeadForm form="feedback" />;
