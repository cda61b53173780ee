import { upload } from "./forms";
import { retention, retentionReasons } from "./retention";
import { fullAddress, site } from "./site";

/** `id`: the section's anchor when a link names it (#complain); else its number. */
export type PolicySection = {
  id?: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
};
export type PolicyDocument = { updated: string; intro: string; sections: PolicySection[] };

/** Whom the policy names for requests and complaints: the desk's setting (privacy_contact), else `grievanceOfficer`. */
export type PolicyContact = { name: string; email: string };

/** The Grievance Officer under the Digital Personal Data Protection Act, 2023. */
export const grievanceOfficer = {
  name: "Ms. Neha Joshi",
  email: "grievance@malwaelectrotest.in",
  address: `Grievance Officer, ${site.legalName}, ${fullAddress}`,
  responseDays: 30,
} as const;

export { retention, retentionReasons } from "./retention";

/**
 * The notices' version: shown in each form's short notice and stored with
 * every consent record (lib/privacy/consent/records.ts), so a record says which words
 * the person saw. Change it when the notices' words change.
 */
export const noticeVersion = "2026-11-30";

/** The policy naming `contact` as the Grievance Officer (the page passes the desk's setting). */
export const privacyPolicyNaming = (contact: PolicyContact): PolicyDocument => ({
  updated: "2026-11-30",
  intro: `This policy explains what personal data ${site.legalName} ("${site.name}", "we") collects through this website, why, where it is kept, for how long, who can see it, and the rights you have under India's Digital Personal Data Protection Act, 2023 and the rules made under it. For the purposes of that Act we are the Data Fiduciary and you are the Data Principal.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "We collect the personal data you type into a form on this website or send to us by e-mail, and with each form the two technical details named at the end of the list below. We do not buy data about you from others, and the website does not build profiles of visitors.",
        "Depending on the form, this is the following:",
      ],
      items: [
        "Request Consultation form (contact page): name, e-mail address, phone number, service of interest and your message.",
        "Enquiry form on the home page: name, e-mail address, phone number and your message.",
        "Feedback form: name, e-mail address, phone number, service used, your star rating and your comments.",
        "Appointment form: service, location, name, e-mail address, phone number, preferred date and time, and the options you tick (such as on-site calibration or weekend service).",
        `Service enquiry form: company name, contact person, e-mail address, phone number, the service selected, equipment details, preferred testing date and, if you attach one, a specification file (PDF, DOC or DOCX, up to ${upload.maxMegabytes} MB).`,
        "Consultation form on the service page: full name, work e-mail, company name, phone number (optional), service type and your requirements.",
        "Newsletter sign-up: your e-mail address.",
        "Job application form (career pages): full name, e-mail address, phone number, current role, years of experience, notice period, your CV (PDF or DOCX) and your note, with the opening you applied for.",
        "Job applications sent by e-mail: your resume and whatever else you choose to include.",
        `With every form: the IP address your request came from and the name and version of your browser. We keep these only to stop abuse (floods of automated submissions) and to investigate misuse, and blank them after ${retention.clientDays} days.`,
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use your data only for the purpose for which you gave it: to answer your enquiry, prepare a quotation or test plan, schedule an appointment or on-site visit, improve our services using your feedback, send the newsletter you asked for, or consider your job application.",
        "Answering an enquiry, a test request or a job application rests on your own request: you asked us to, and we use what you sent only for that. The newsletter is marketing and rests on its own consent, which you give by subscribing and nothing else.",
        "Each form shows a short notice beside its button listing each item of data it takes and what it is for. We keep a record of each consent: its purpose, the form, the version of the notice you saw, the language and the time.",
        "Withdrawing consent is as easy as giving it: every newsletter carries a one-click unsubscribe link, and the link to \u201cYour choices\u201d in every e-mail we send you lists what you agreed to and lets you withdraw it in one click. You may also write to our Grievance Officer. Withdrawal does not affect processing already done, but we may then be unable to complete your request.",
      ],
    },
    {
      heading: "Where your data is stored",
      paragraphs: [
        `When you submit a form, the data you typed is saved in our lead inbox, an SQLite database on the laboratory's own server in India. A specification file uploaded with a service enquiry, up to ${upload.maxMegabytes} MB, is stored with that enquiry on the same server.`,
        "Where an e-mail delivery provider is configured, the contents of the form are also sent through that provider so that they reach our team's mailbox promptly. The provider processes the message only to deliver it to us, on our behalf.",
        "A copy of each form is e-mailed to the laboratory's own mailbox so that our staff hear of it at once; the e-mail goes through our mail server and is kept there for the same period as the form.",
        "Job applications made on the website, with their CVs, are stored in the same database, apart from the other forms, and only staff with the HR role can open them. Job applications sent by e-mail are kept in our company mailbox and are opened only by HR and the hiring section head.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal data only as long as it is needed for the purpose it was collected for, after which it is deleted:",
      ],
      items: [
        `Enquiries, consultation and appointment requests, feedback, newsletter sign-ups and uploaded specification files: ${retention.leadMonths} months from the date of submission, or until you unsubscribe from the newsletter or ask us to delete them, if that is sooner. The server deletes them automatically once a day. Why: ${retentionReasons.leadMonths}`,
        `The IP address and browser name stored with a form: ${retention.clientDays} days. Why: ${retentionReasons.clientDays}`,
        `Job applications, made on the website or sent by e-mail, with their CVs and HR's notes: ${retention.applicationMonths} months from the date of the application, or until you ask us to delete them, if that is sooner. The server deletes the website's applications automatically once a day. Why: ${retentionReasons.applicationMonths}`,
      ],
    },
    {
      heading: "Who can see it",
      paragraphs: [
        "Your data is seen only by our sales and laboratory staff who need it to handle your request, and by the hosting and e-mail delivery providers that process it on our behalf under our instructions. Job applications are seen only by HR and the hiring section head.",
        "We do not sell, rent or trade personal data, and we do not share it with advertisers. We disclose data to a government authority only where the law requires us to.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "The website is served over HTTPS. The lead inbox is accessible only to authorised staff, the server is kept updated and backed up, and uploaded files are stored outside the public website.",
        "If a personal data breach occurs, we will inform the Data Protection Board of India and the affected persons as required by the Act and its rules.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the Digital Personal Data Protection Act, 2023 you have the following rights, which you can exercise on our privacy request page (/privacy/request) or by writing to our Grievance Officer:",
      ],
      items: [
        "Access: to obtain a summary of the personal data we hold about you and how we process it.",
        "Correction: to have inaccurate or incomplete data corrected, completed or updated.",
        "Erasure: to have your data deleted when it is no longer needed or when you withdraw consent, unless the law requires us to keep it. We then delete the form, its uploaded file and our notes on it from the lead inbox, and keep only a record that a deletion took place.",
        "Grievance redressal: to have a complaint about our handling of your data answered by our Grievance Officer.",
        "Nomination: to nominate another person to exercise these rights on your behalf in the event of your death or incapacity.",
      ],
    },
    {
      heading: "Grievance Officer",
      paragraphs: [
        `For any request or complaint about your personal data, contact our Grievance Officer, ${contact.name}, at ${contact.email}, or write to ${grievanceOfficer.address}.`,
        `We acknowledge requests promptly and respond within ${grievanceOfficer.responseDays} days. If you are not satisfied with our response, you may approach the Data Protection Board of India.`,
      ],
    },
    {
      id: "complain",
      heading: "Complaining to the Data Protection Board of India",
      paragraphs: [
        "Please first write to our Grievance Officer: the Act asks that a grievance be taken to the Data Fiduciary before the Board.",
        "If our answer does not satisfy you, or we have not answered within the time above, you may complain to the Data Protection Board of India under section 13 of the Digital Personal Data Protection Act, 2023, through the Board's digital office as the Digital Personal Data Protection Rules, 2025 provide, quoting our name, the date of your grievance and our answer.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is meant for businesses and professionals and is not directed at children. We do not knowingly collect personal data of anyone under 18 years of age. If you believe a child has submitted data through our forms, please contact the Grievance Officer and we will delete it.",
      ],
    },
    {
      heading: "Cookies and third-party content",
      paragraphs: [
        "This website sets no tracking or advertising cookies and uses no analytics that identify you.",
        "The contact page shows an embedded Google map of our laboratory. That map loads from Google's servers, which receive your IP address and may set their own cookies under Google's privacy policy. If you prefer not to load it, use the address and the maps link shown on the page instead.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We will update this policy when the website or the law changes. The date at the top shows the latest revision; significant changes will be highlighted on this page.",
      ],
    },
  ],
});

/** The policy naming content's own Grievance Officer (no setting made on the desk). */
export const privacyPolicy: PolicyDocument = privacyPolicyNaming(grievanceOfficer);
