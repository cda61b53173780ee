import { desk } from "@/content/desk";
import { caseDesk } from "@/lib/cases/deskActions";
import { withStore } from "@/lib/db/store";
import { leadCase } from "./case";
import { deskLead } from "./desk";

/** The leads' database (they are not yet in a store: issue 52). */
type LeadDb = Parameters<typeof deskLead>[0];

/** The case desk of the leads in `db`. */
const leadCaseDesk = (db: LeadDb) =>
  caseDesk(leadCase, async (reference) => deskLead(db, reference), {
    notFound: desk.lead.notFound,
    noFile: desk.lead.noFile,
  });

/**
 * The lead desk's actions: a lead's page (src/pages/desk/lead.astro) posted,
 * what it shows, and the lead's file (/desk/file), as every case has them
 * (lib/cases/deskActions.ts), in the leads' database.
 */
export const leadDesk = {
  answer: (db: LeadDb, url: URL, request: Request, who: string) =>
    withStore(db, () => leadCaseDesk(db).answer(url, request, who)),
  fileDownload: (db: LeadDb, url: URL, who: string, now = new Date()) =>
    withStore(db, () => leadCaseDesk(db).fileDownload(url, who, now)),
};
