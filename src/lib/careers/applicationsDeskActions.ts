import { applicationsDesk } from "@/content/applicationsDesk";
import { caseDesk } from "@/lib/cases/deskActions";
import { applicationByReference } from "./applications";
import { applicationCase } from "./applicationsCase";

/**
 * The applications desk's actions: an application's page
 * (src/pages/desk/applications/view.astro) posted, what it shows, and the CV
 * (/desk/applications/cv), as every case has them (lib/cases/deskActions.ts).
 */
export const applicationDesk = caseDesk(applicationCase, applicationByReference, {
  notFound: applicationsDesk.view.notFound,
  noFile: applicationsDesk.noCv,
});
