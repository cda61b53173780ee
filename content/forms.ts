/** Words around the lead forms: promises made to the visitor and what each form's data is for. */
export const formPromises = {
  enquiry: "Our team will contact you within 24 working hours.",
  serviceConsultation: "Our consultants respond within 1 working day.",
  newsletter:
    "One e-mail a month on standards, testing practice and lab news. Unsubscribe at any time.",
};

export const privacyPurpose = {
  consultation: "to answer your consultation request",
  hero: "to reply to your enquiry",
  feedback: "to review and improve our service",
  appointment: "to schedule and confirm your appointment",
  enquiry: "to prepare your test quotation and schedule",
  serviceConsultation: "to prepare your consultation",
  newsletter: "to send you the newsletter you asked for",
} as const;

export const privacyNotice = {
  before: "We use these details only",
  middle: "See our",
  link: "privacy policy",
  after: "for how long we keep them and how to ask for correction or deletion.",
};
