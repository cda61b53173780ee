/**
 * The lab's customers (issue 38): their e-mail addresses on reports, the
 * desk's Customers area and the portal where a customer signs in with a link
 * and finds every report they received.
 */

/** A report's customer addresses, as the desk's form, the import and the API refuse them. */
export const customerAddressWords = {
  label: "E-mail addresses for the portal",
  hint: "Optional: the addresses that may see this report in the customer portal, separated by commas (up to 10).",
  csv: "the customer's e-mail addresses, separated by commas (up to 10), or leave it empty",
  invalid: (wrong: string) => `“${wrong}” is not an e-mail address.`,
  tooMany: (limit: number) => `At most ${limit} addresses.`,
};

/** The desk's Customers area. */
export const customersDesk = {
  nav: "Customers",
  list: {
    title: "Customers",
    heading: "Customers",
    intro:
      "Organisations and the e-mail addresses or whole domains that belong to them. A report is the organisation's when one of its customer addresses belongs to it; everyone with an address of the organisation sees all of its reports in the customer portal.",
    empty: "No organisations yet.",
    columns: { name: "Organisation", addresses: "Addresses and domains", reports: "Reports" },
    add: "Add an organisation",
  },
  edit: {
    newTitle: "New organisation",
    title: (name: string) => `Organisation: ${name}`,
    back: "All customers",
    name: "Name",
    addresses: "Addresses and domains",
    addressesHint:
      "One a line or separated by commas: an address (qa@utility.example) or a whole domain (@utility.example). For a public e-mail service such as Gmail, single addresses only.",
    save: "Save",
    remove: "Remove the organisation",
    removeHint:
      "Its reports stay in the register, and each address on a report still sees that report.",
    errors: "The organisation was not saved:",
    reports: (n: number) => (n === 1 ? "1 report matches." : `${n} reports match.`),
  },
  errors: {
    name: "Give the organisation's name.",
    nameTaken: "Another organisation has this name.",
    noAddresses: "Give at least one address or domain.",
    invalid: (wrong: string) =>
      `“${wrong}” is not an e-mail address or a domain such as @utility.example.`,
    tooMany: (limit: number) => `At most ${limit} addresses and domains.`,
    taken: (address: string, other: string) => `${address} belongs to ${other} already.`,
    inDomain: (address: string, domain: string, other: string) =>
      `${address} is in ${domain}, the whole domain of ${other}. An address belongs to one organisation only: take it out here, or take ${domain} out of ${other} first.`,
    takesIn: (domain: string, address: string, other: string) =>
      `${domain} would take in ${address}, which belongs to ${other}. An address belongs to one organisation only: list this organisation's addresses one by one, or take ${address} out of ${other} first.`,
    publicDomain: (domain: string) =>
      `${domain} is a public e-mail service: anyone can have an address there, so it cannot be an organisation's domain. Add the organisation's single addresses instead, such as name${domain}.`,
    notFound: "No such organisation.",
  },
  /** Organisations saved before overlaps were refused (issue 49), listed on Customers to put right. */
  conflicts: {
    heading: (n: number) => (n === 1 ? "1 address to put right" : `${n} addresses to put right`),
    intro:
      "These were saved before the desk refused them. An address belongs to one organisation only: edit one of the organisations so that it does. Until then the portal gives each address to the organisation that names it, and a public e-mail domain gives nobody access.",
    overlap: {
      namedBy: "is named by",
      inDomain: "and is in the whole domain",
      of: "of",
      meanwhile: (owner: string) => `. The portal counts it as ${owner}'s.`,
    },
    publicDomain: {
      has: "has",
      meanwhile:
        ", a public e-mail service's domain: it gives nobody access. Replace it with the organisation's single addresses.",
    },
  },
  done: {
    saved: "The organisation is saved.",
    removed: "The organisation is removed.",
  },
  audit: {
    /** The audit line's detail: the organisation and its addresses. */
    detail: (name: string, addresses: readonly string[]) => `${name}: ${addresses.join(", ")}`,
  },
};

/** The customer portal's words. */
export const portal = {
  title: "Customer portal",
  description: "Every report the lab has issued to you, in one place.",
  signIn: {
    heading: "Your reports, online",
    intro:
      "Type the e-mail address the lab has for you. We send a link that signs you in on this browser for 30 days; no password needed.",
    email: "E-mail",
    submit: "Send me a sign-in link",
    sent: "If the lab has reports for this address, a sign-in link is on its way. It works once, within 15 minutes. Check your inbox (and the spam folder).",
    invalid: "Type an e-mail address, such as name@company.example.",
    tooMany: "Too many links were asked for. Try again in an hour.",
    notAvailable:
      "Signing in to the customer portal is not available at the moment. Please contact the lab for your reports.",
    linkUsed:
      "This sign-in link has been used already or is older than 15 minutes. Ask for a new one below.",
    signedOut: "You are signed out.",
  },
  /** The page the e-mailed link opens: one button finishes signing in. */
  confirm: {
    title: "Sign in to the customer portal",
    heading: "Sign in to the customer portal",
    intro: "Press the button to sign in on this browser for 30 days.",
    submit: "Sign in",
  },
  mail: {
    subject: "Your sign-in link to the lab's customer portal",
    body: (link: string, minutes: number) =>
      [
        "Hello,",
        "",
        "Open this link to sign in to the customer portal and see your reports:",
        "",
        link,
        "",
        `It works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without it.`,
      ].join("\n"),
  },
  notFound: {
    title: "No such report",
    heading: "No such report",
    text: "This report is not among the reports of your address.",
    back: "Back to my reports",
  },
  reports: {
    title: "My reports",
    heading: "My reports",
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: "Sign out",
    search: "Search",
    searchHint: "ULR, report number, item, make, model, serial number or standard",
    kind: "Kind",
    year: "Year of issue",
    status: "Status",
    any: "Any",
    apply: "Show",
    clear: "Clear",
    empty: "No reports match.",
    none: "There are no reports for your address yet.",
    count: (n: number) => (n === 1 ? "1 report" : `${n} reports`),
    /** On a phone the filters fold into one line that says what they hold. */
    filters: {
      summary: (applied: readonly string[], count: string) =>
        `Filters: ${applied.length ? applied.join(", ") : "none"} · ${count}`,
      search: (q: string) => `“${q}”`,
    },
    order: "Order",
    orders: {
      newest: "Newest first",
      due: "Due date, soonest first",
      "-due": "Due date, latest first",
    },
    /** The table's column headers sort: what pressing one does, for screen readers. */
    sortTo: {
      newest: "sort newest first",
      due: "sort soonest first",
      "-due": "sort latest first",
    },
    /** The list's name, for the cards on a phone and the table's caption. */
    listLabel: (order: string) => `Your reports, ${order.toLowerCase()}`,
    columns: {
      choose: "Choose for the zip",
      reference: "ULR or report number",
      serialNumber: "Serial number",
      item: "Item",
      standard: "Standard",
      issueDate: "Issued on",
      dueDate: "Due",
      status: "Status",
    },
    open: "Open the report and its PDF",
    replacedBy: (reference: string) => `Replaced by ${reference}`,
    /** A report's checkbox: the word shown, the reference after it for screen readers. */
    choose: "Choose",
    noPdf: "The PDF is not in the register yet.",
    noPdfShort: "No PDF yet",
    zip: {
      heading: "Download PDFs",
      hint: "Tick reports to download their PDFs together from the bar below the list, or take every report the filters match. Reports without a PDF are left out.",
      chosen: "Download the chosen as zip",
      /** Said after the number of ticked reports (counted by the browser, also without script). */
      chosenCount: "chosen",
      all: (n: number) =>
        n === 1 ? "Download the 1 matching as zip" : `Download all ${n} matching as zip`,
      none: "Choose at least one report with a PDF.",
      tooMany: (limit: number) => `At most ${limit} reports in one zip. Narrow the filters.`,
      busy: "Your zips already on their way are as many as we send at once. Wait until they have downloaded, then try again.",
    },
    newer: "Newer",
    older: "Older",
    previousPage: "Previous page",
    nextPage: "Next page",
    badQuery: "These filters were not understood:",
    statuses: { issued: "Issued", withdrawn: "Withdrawn", superseded: "Superseded" },
  },
};
