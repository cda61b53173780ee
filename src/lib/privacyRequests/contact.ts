import { grievanceOfficer } from "@/content/privacy";
import { privacyRequest } from "@/content/privacyRequest";
import { storedContact, type ContactPerson } from "./store";

/**
 * The contact person for personal data (the Grievance Officer): the desk's
 * setting (privacy_contact), else content/privacy.ts's `grievanceOfficer`.
 */
export async function contactPerson(): Promise<ContactPerson> {
  return (await storedContact()) ?? { name: grievanceOfficer.name, email: grievanceOfficer.email };
}

/** "Name, address", as the page and every answer say it. */
export const contactLine = (contact: ContactPerson) =>
  privacyRequest.contactLine(contact.name, contact.email);
