import { desk } from "@/content/desk";
import { caseDesk } from "@/lib/cases/deskActions";
import { leadCase } from "./case";
import { deskLead } from "./desk";

/** The case desk of the leads. */
const leadCaseDesk = caseDesk(leadCase, deskLead, {
  notFound: desk.lead.notFound,
  noFile: desk.lead.noFile,
});

/**
 * The lead desk's actions: a lead's page (src/pages/desk/lead.astro) posted,
 * what it shows, and the lead's file (/desk/file), as every case has them
 * (lib/cases/deskActions.ts).
 */
export const leadDesk = {
  answer: (url: URL, request: Request, who: string) => leadCaseDesk.answer(url, request, who),
  fileDownload: (url: URL, who: string, now = new Date()) =>
    leadCaseDesk.fileDownload(url, who, now),
};
