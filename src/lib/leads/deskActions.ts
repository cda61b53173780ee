import { desk } from "@/content/desk";
import { caseDesk } from "@/lib/cases/deskActions";
import { leadCase } from "./case";
import { deskLead } from "./desk";

/**
 * The lead desk's actions: a lead's page (src/pages/desk/lead.astro) posted,
 * what it shows, and the lead's file (/desk/file), as every case has them
 * (lib/cases/deskActions.ts).
 */
export const leadDesk = caseDesk(leadCase, deskLead, {
  notFound: desk.lead.notFound,
  noFile: desk.lead.noFile,
});
