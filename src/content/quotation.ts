import { QUOTE_VALID_DAYS } from "./gst";

/**
 * The lab's formal quotation (issue 51 item 3): the desk's words (revising the
 * lines, the terms, sending), the customer's page (accept with a purchase
 * order, or ask for changes), the PDF's and the e-mails'.
 */
export const quotationWords = {
  title: "Quotation",
  version: (n: number) => `version ${n}`,
  numbered: (number: string, version: number) => `${number} (version ${version})`,
  validUntil: "Valid until",
  date: "Date",
  terms: "Terms",
  lines: {
    description: "Description",
    quantity: "Quantity",
    price: "Price each (₹)",
    discount: "Discount (%)",
    amount: "Amount",
  },
  status: {
    sent: "Sent, awaiting the customer",
    accepted: (po: string) => `Accepted, PO ${po}`,
    changes: "Changes asked",
    expired: "Expired",
    superseded: "Replaced by a later version",
  },
  desk: {
    heading: "Quotation",
    open: "Revise and send the quotation",
    back: "Back to the request",
    intro:
      "Revise the prices, give a discount, add a line (travel for site work, say), write the terms and send: each sending is a new version, e-mailed to the customer with its PDF and a private link to accept it.",
    addLine: "Add a line",
    addLineHint: "A line the lab adds: leave the description empty to add none.",
    send: "Send the quotation",
    sent: (label: string) => `Quotation ${label} sent to the customer.`,
    linkWhenNoMail: "E-mail is not set up on the server: give the customer this link yourself.",
    history: "Versions",
    answer: "Customer's answer",
    poFile: "Purchase order file",
    changesAsked: "Changes asked",
    amount: "Amount",
    noEmail: "This request has no e-mail address to send a quotation to.",
    notRequest: "Only a test request has a quotation.",
    problems: "Please correct the following:",
    termsHint: "Payment, delivery of reports, anything the customer agrees to by accepting.",
    descriptionRequired: "Please describe each line",
    priceInvalid: "A price in rupees, such as 18000 or 1250.50",
    quantityInvalid: "A quantity from 1 to 999",
    discountInvalid: "A discount from 0 to 100 per cent, whole",
    noLines: "A quotation needs at least one line",
  },
  customer: {
    heading: (number: string) => `Quotation ${number}`,
    intro:
      "The lab's quotation for your test request. Accept it with your purchase order, or tell us what to change.",
    accept: "Accept the quotation",
    poNumber: "Purchase order number",
    poNumberRequired: "Please enter your purchase order number",
    poFile: "Purchase order (PDF, optional)",
    acceptButton: "Accept with this purchase order",
    changes: "Ask for changes",
    changesLabel: "What should we change?",
    changesRequired: "Please tell us what to change",
    changesButton: "Send my request for changes",
    accepted: (po: string) =>
      `Accepted with purchase order ${po}. Thank you: we will plan the tests and confirm the dates.`,
    changesSent: "Thank you: we will revise the quotation and send you a new version.",
    expired: `This quotation has passed its validity (${QUOTE_VALID_DAYS} days) and can no longer be accepted. Please ask us for a new one.`,
    superseded:
      "A newer version of this quotation was sent to you: please open the link in the latest e-mail.",
    pdf: "Download the quotation (PDF)",
  },
  mail: {
    subject: (label: string) => `Quotation ${label} from Malwa Electrotest`,
    body: (name: string, label: string, total: string, validUntil: string, link: string) =>
      [
        `Dear ${name},`,
        "",
        `Please find our quotation ${label} attached: total ${total}, valid until ${validUntil}.`,
        "",
        `To accept it with your purchase order, or to ask for changes, open your private link:`,
        link,
        "",
        "The link is yours alone: please do not forward it.",
      ].join("\n"),
    answerSubject: (label: string) => `Your answer to quotation ${label}`,
    accepted: (name: string, label: string, po: string) =>
      [
        `Dear ${name},`,
        "",
        `Thank you: we have your acceptance of quotation ${label} with purchase order ${po}.`,
        "We will plan the tests and confirm the dates.",
      ].join("\n"),
    changes: (name: string, label: string, text: string) =>
      [
        `Dear ${name},`,
        "",
        `Thank you: we have your request for changes to quotation ${label}:`,
        "",
        text,
        "",
        "We will revise the quotation and send you a new version.",
      ].join("\n"),
  },
};
