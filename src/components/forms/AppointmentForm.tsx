import { LeadForm } from "./LeadForm";

/** The home page's appointment booking; `today` is the India date the page was rendered. */
export const AppointmentForm = ({ today }: { today?: string | undefined }) => (
  <LeadForm form="appointment" today={today} />
);
