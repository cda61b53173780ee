/**
 * The e-mail the lab's staff receive for every lead: which form it came from
 * and what each field is called. Field names not listed are shown as they are.
 */
export const leadFormNames: Record<string, string> = {
  consultation: "Consultation request",
  hero: "Quick enquiry",
  feedback: "Feedback",
  appointment: "Appointment request",
  enquiry: "Test enquiry",
  serviceConsultation: "Service consultation",
  newsletter: "Newsletter sign-up",
};

export const leadFieldLabels: Record<string, string> = {
  user_name: "Name",
  full_name: "Name",
  name: "Name",
  contact_person: "Contact person",
  company_name: "Company",
  company: "Company",
  user_email: "E-mail",
  email: "E-mail",
  work_email: "E-mail",
  newsletter_email: "E-mail",
  user_phone: "Phone",
  phone: "Phone",
  user_service: "Service",
  service: "Service",
  service_type: "Service type",
  selected_service: "Service",
  selected_service_id: "Service id",
  location: "Location",
  date: "Date",
  time: "Time",
  preferred_date: "Preferred date",
  equipment_details: "Equipment details",
  user_rating: "Rating",
  message: "Message",
};

export const leadNotification = {
  received: "Received",
  reference: "Reference",
  form: "Form",
  file: "Attached file",
  replyHint: "Reply to this e-mail to answer the visitor directly.",
  onDesk: "On the lead desk:",
  off: "E-mail notifications are off: set SMTP_URL, LEADS_NOTIFY_TO and LEADS_NOTIFY_FROM to receive every lead by e-mail.",
};
