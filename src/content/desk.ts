/**
 * Every action the desk writes to its audit log (the stored key, left as it is
 * so old lines read right), in words. A unit test (lib/desk/auditLog.test.ts)
 * fails when code writes an action that is not here.
 */
const auditActionWords: Record<string, string> = {
  "signed in": "Signed in",
  "failed sign-in": "Failed sign-in",
  "signed out": "Signed out",
  "password set by link": "Chose a password through a link",
  "password link requested": "Asked for a password link (Forgot password)",
  "password link not sent: enough this hour":
    "Asked for a password link again; none sent (enough this hour)",
  "password link refused: too many requests": "Password link requests refused (too many)",
  "account added": "Added an account",
  "roles changed": "Changed an account's roles",
  "password reset": "Set a new password for an account",
  "account removed": "Removed an account",
  "set-password link made": "Made a set-password link",
  "name and designation set": "Set a name and designation",
  // A case's lines (lib/cases), one set of words per kind: a lead, an application.
  "lead status changed": "Changed a lead's status",
  "lead note added": "Added a note to a lead",
  "lead erased": "Erased a lead",
  "lead file downloaded": "Downloaded a lead's file",
  "application status changed": "Changed an application's status",
  "application note added": "Added a note to an application",
  "application erased": "Erased an application",
  "application file downloaded": "Downloaded an application's CV",
  "leads exported": "Downloaded leads as a spreadsheet (CSV)",
  "opening.create": "Added a job opening",
  "opening.update": "Edited a job opening",
  "opening.close": "Closed a job opening",
  "opening.reopen": "Reopened a job opening",
  "saved article draft": "Saved an article as a draft",
  "published article": "Published an article",
  "scheduled article": "Scheduled an article",
  "restored article revision": "Went back to an earlier version of an article",
  "photo uploaded": "Uploaded a photo",
  "photo removed from site": "Took a photo off the site",
  "service photo chosen": "Chose a service page's photo",
  "service drawing restored": "Put a service page's drawing back",
  "gallery drawing removed from site": "Took a gallery drawing off the site",
  "gallery drawing shown again": "Put a gallery drawing back",
  "report registered": "Put a report in the register",
  "report created": "Put a report in the register",
  "report issued": "Issued a report",
  "report edited before authorisation": "Edited a report before authorisation",
  "report authorised": "Authorised a report",
  "report amended": "Amended an authorised report",
  "report withdrawn": "Withdrew a report",
  "report superseded": "Replaced a report with a new one",
  "report PDF attached": "Attached a report's PDF",
  "report PDF downloaded": "Downloaded a report's PDF",
  "report QR stamped": "Stamped the QR on a report's PDF",
  "reports imported": "Imported reports",
  "reports import refused": "Refused a report import",
  "API call": "Used the reports API",
  "API token created": "Made an API token",
  "API token revoked": "Revoked an API token",
  "NABL QR uploaded": "Uploaded the NABL QR image",
  "NABL QR chosen": "Went back to an earlier NABL QR image",
};

/**
 * Keys the code wrote before leads and applications were one kind of case
 * (lib/cases), by the key that replaced them: old lines keep their key, and
 * are read and filtered as the new one.
 */
const formerAuditActions: Record<string, string> = {
  "status changed": "lead status changed",
  "note added": "lead note added",
  "lead deleted": "lead erased",
  "file downloaded": "lead file downloaded",
  "CV downloaded": "application file downloaded",
};

/** The key an action is read as now: a former key as the one that replaced it. */
const currentAuditAction = (action: string): string =>
  Object.hasOwn(formerAuditActions, action) ? formerAuditActions[action]! : action;

/** Words of the lab's staff desk (/desk): staff-facing, calm and short. */
export const desk = {
  /** The desk's name in its header and in every page's title ("Reports · Staff desk · Malwa Electrotest"). */
  title: "Staff desk",
  /** Between the parts of a desk page's title. */
  titleSeparator: " · ",
  /** The start page every account lands on: what waits for it, by area. */
  start: {
    title: "What needs attention",
    heading: "What needs attention",
    intro: "What waits in the parts of the desk you may open. Each line opens the list.",
    nothingWaits: "Nothing waits for you right now.",
    /** Said after the count, which stands before them in large type. */
    items: {
      newLeads: (n: number) => `new ${n === 1 ? "lead" : "leads"} not answered yet`,
      newApplications: (n: number) => `new job ${n === 1 ? "application" : "applications"} to read`,
      awaitingAuthorisation: (n: number) =>
        `${n === 1 ? "report" : "reports"} awaiting authorisation`,
      needsFinalPdf: (n: number) => `${n === 1 ? "report" : "reports"} still without the final PDF`,
      certificates: (n: number) =>
        `accreditation ${n === 1 ? "certificate" : "certificates"} to renew within 60 days`,
    },
  },
  signIn: {
    title: "Sign in",
    heading: "Sign in to the staff desk",
    email: "E-mail",
    password: "Password",
    submit: "Sign in",
    invalid: "That e-mail and password do not match an account.",
    locked: (until: string) =>
      `Too many failed sign-ins from this address. Signing in to this account from here is locked until ${until}. Other addresses are not affected.`,
    busy: "Too many sign-ins are being checked at once. Please try again in a few seconds.",
    expired: "Please sign in again.",
    crossSite: "This form must be sent from the staff desk itself.",
    forgot: "Forgot password?",
  },
  forgotPassword: {
    title: "Forgot password",
    heading: "Forgot your password?",
    intro:
      "Enter the e-mail address of your desk account. If it has one, a link to choose a new password is e-mailed to it. Your current password keeps working until the link is used.",
    email: "E-mail",
    submit: "Send me a link",
    /** The same answer for every address, with an account or without. */
    sent: "If that address has a desk account, a link to choose a new password is on its way to it. The link works once, for 24 hours. Nothing within a few minutes? Check the spam folder, or ask an administrator.",
    askAdmin:
      "Links cannot be e-mailed from this server, so please ask an administrator: they can make you a new link on the Accounts page.",
    tooMany:
      "Too many requests for links from this address. Please try again in an hour, or ask an administrator.",
    invalid: "Enter an e-mail address such as name@example.com.",
    back: "Back to sign in",
    mail: {
      subject: "Choose a new password for the staff desk",
      body: (link: string, hours: number) =>
        `Someone asked for a new password for your account on the lab's staff desk, on its "Forgot password" page.\n\nChoose a new password here (the link works once, within ${hours} hours):\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is until the link is used.`,
    },
  },
  signOut: "Sign out",
  nav: { leads: "Leads", audit: "Audit log", accounts: "Accounts" },
  gate: {
    signInFirst: "Sign in first.",
    notYourRole: "Your account may not do this.",
    tooLarge: "This form sent far more than a desk form holds.",
  },
  forbidden: {
    title: "Not for your account",
    heading: "Your account cannot open this page",
    body: "An administrator can give your account the role this page needs. Your account has these roles:",
    none: "none yet",
    roles: {
      admin: "Administrator (accounts, audit log and everything else)",
      leads: "Leads",
      hr: "Job openings and applications",
      content: "News articles and photos",
      reports: "Register of issued reports",
      signatory: "Authorised signatory (authorises and amends reports others registered)",
      quality: "Quality (reads the register of reports and their checks; changes nothing)",
    },
  },
  audit: {
    heading: "Audit log",
    intro:
      "Who did what on the desk, newest first: sign-ins, leads, applications, openings, articles, photos, reports and accounts. Repeated sign-ins or failed sign-ins of one name from one address within an hour show as one line with a count.",
    columns: { at: "When", who: "Who", action: "What", detail: "Detail" },
    filters: "Filter the log",
    who: "Who",
    whoHint: "An e-mail or part of one",
    action: "What",
    anyAction: "Everything",
    from: "From",
    to: "To",
    apply: "Show",
    clear: "Clear",
    empty: "Nothing in the log matches.",
    newer: "Newer",
    older: "Older",
    page: (page: number) => `Page ${page}`,
    /** "Failed sign-in × 37" for a group of repeated entries (action in words). */
    times: (action: string, count: number) => (count > 1 ? `${action} × ${count}` : action),
    actions: auditActionWords,
    formerActions: formerAuditActions,
    currentAction: currentAuditAction,
    /** An action in words; a key the table does not know is shown as stored. */
    actionWords: (action: string): string => {
      const current = currentAuditAction(action);
      return Object.hasOwn(auditActionWords, current) ? auditActionWords[current]! : action;
    },
    /** Details that name records (looked up when the page is shown; lib/desk/auditLog.ts). */
    details: {
      /** A record's name (title, caption), set off from the words around it. */
      name: (name: string) => `“${name}”`,
      photoIn: (photo: string, album: string) => `${photo} in ${album}`,
      photoOn: (photo: string, service: string) => `${photo} on ${service}`,
      revision: (article: string, revision: string) =>
        `${article}, back to saved version ${revision}`,
    },
    badQuery: (names: string[]) =>
      `These filters were not understood and are left out: ${names.join(", ")}. Dates are written as YYYY-MM-DD.`,
  },
  signedInAs: "Signed in as",
  notificationsOffAskAdmin: "E-mail notifications are off; ask your administrator.",
  notificationsOff:
    "E-mail notifications are off: new leads reach nobody until someone looks here. To turn them on, set SMTP_URL, LEADS_NOTIFY_TO and LEADS_NOTIFY_FROM on the server and restart it.",
  certificates: {
    heading: "Certificates to renew",
    /** One certificate whose last valid day is near or past (days counted in India). */
    line: (name: string, number: string, until: string, daysLeft: number) =>
      daysLeft < 0
        ? `${name} (${number}) ended on ${until}: the website now says "renewal in progress" beside it.`
        : `${name} (${number}) is valid until ${until}, ${daysLeft === 0 ? "its last day is today" : `${daysLeft} ${daysLeft === 1 ? "day" : "days"} from now`}. After that the website says "renewal in progress" beside it.`,
    update: "When the renewed certificate arrives, ask the web team to update its dates.",
  },
  accounts: {
    title: "Accounts",
    heading: "Staff accounts",
    intro:
      "Who can open the desk and what each person may do. A new colleague chooses their own password through a one-time link.",
    columns: {
      email: "E-mail",
      roles: "May do",
      created: "Added",
      lastSignIn: "Last sign-in",
    },
    never: "never",
    noPassword: "no password yet",
    /** Short names of the roles for the list; the checkboxes use desk.forbidden.roles. */
    roleNames: {
      admin: "Administrator",
      leads: "Leads",
      hr: "Openings and applications",
      content: "Articles and photos",
      reports: "Issued reports",
      signatory: "Authorised signatory",
      quality: "Quality (reads reports)",
    },
    you: "(you)",
    add: {
      heading: "Add a colleague",
      email: "Their work e-mail",
      roles: "What they may do (at least one)",
      submit: "Add and create a set-password link",
    },
    editPage: {
      title: (email: string) => `Account ${email}`,
      back: "All accounts",
      roles: "What this person may do",
      saveRoles: "Save roles",
      reset: "Send a reset link",
      resetHint:
        "A new one-time link to choose a password. Their current password keeps working until they use it.",
      remove: "Remove this account",
      removeHint: "They are signed out at once and can no longer sign in.",
      removeConfirm: "Yes, remove this account",
      profile: "Name and designation",
      profileHint:
        "How this person signs the reports they authorise, for example R. K. Verma, Technical Manager. An authorised signatory needs both.",
      displayName: "Name as signed",
      designation: "Designation",
      saveProfile: "Save name and designation",
      removeButton: "Remove account",
      notFound: "No account with that e-mail.",
    },
    done: {
      added: (email: string) => `${email} was added.`,
      reset: (email: string) =>
        `A new set-password link for ${email} was made; older links stop working.`,
      roles: (email: string) => `The roles of ${email} were saved; they must sign in again.`,
      removed: (email: string) => `${email} was removed and signed out.`,
      profile: (email: string) => `The name and designation of ${email} were saved.`,
    },
    link: {
      mailed: (email: string) => `The link was e-mailed to ${email}. It works once, for 24 hours.`,
      notMailed:
        "E-mail is not set up on this server, so no e-mail was sent. Give this link to your colleague yourself, in person or by a channel you trust. It works once, for 24 hours, and is not shown again:",
      failed: (email: string) =>
        `The e-mail to ${email} could not be sent. Give this link to your colleague yourself, in person or by a channel you trust. It works once, for 24 hours, and is not shown again:`,
      label: "Set-password link",
    },
    errors: {
      email: "Enter a work e-mail address such as name@example.com.",
      roles: "Tick at least one thing this person may do.",
      exists: (email: string) => `${email} already has an account.`,
      missing: "No account with that e-mail.",
      ownAccount: "You cannot remove your own account; another administrator can.",
      ownAdmin: "You cannot take the administrator role from yourself; another administrator can.",
      lastAdmin: "The desk needs at least one administrator; give someone else the role first.",
      confirm: "Tick the box to confirm the removal.",
    },
    mail: {
      subject: "Choose your password for the staff desk",
      body: (link: string, hours: number) =>
        `An administrator has given you an account on the lab's staff desk, or asked for a new password for it.\n\nChoose your password here (the link works once, within ${hours} hours):\n${link}\n\nIf you did not expect this e-mail, ignore it; nothing changes until the link is used.`,
    },
  },
  setPassword: {
    title: "Choose your password",
    heading: "Choose your password",
    for: (email: string) => `For the account ${email}.`,
    rules:
      "At least 12 characters. A few unrelated words make a good password. Common passwords and your own name are refused.",
    password: "New password",
    repeat: "The same password again",
    submit: "Set my password",
    /** On the account's home page, once the password is set (it signs them in). */
    signedIn: "Your password is set; you are signed in.",
    errors: {
      link: "This link does not work: it was used already, a newer one replaced it, or its 24 hours are over. Ask an administrator for a new one.",
      mismatch: "The two passwords are not the same.",
      short: "The password must have at least 12 characters.",
      common: "That password is on a list of common passwords; choose another.",
      email: "The password must not contain your e-mail name.",
    },
  },
  /** A list or export address with a value the desk cannot use (answered 400). */
  query: {
    title: "Address not understood",
    heading: "This address has a value the desk cannot use",
    wrong: {
      page: (max: number) => `“page” must be a whole number from 1 to ${max}.`,
      from: "“from” must be a date written year-month-day, such as 2026-04-01.",
      to: "“to” must be a date written year-month-day, such as 2026-04-30.",
      status: "“status” must be one of new, contacted, quoted, won, lost or spam.",
    },
    back: "Show all leads",
  },
  list: {
    heading: "Leads",
    filters: "Filter leads",
    filtersOn: "(on)",
    form: "Form",
    anyForm: "All forms",
    status: "Status",
    anyStatus: "All statuses",
    from: "From",
    to: "To",
    search: "Search",
    searchHint: "Name, company, e-mail, phone, reference or message",
    apply: "Show",
    export: "Download these leads (CSV)",
    erased: (reference: string) => `${reference} was erased.`,
    clear: "Clear",
    empty: "No leads match.",
    counts: "Leads by status",
    total: (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`,
    previous: "Newer",
    next: "Older",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    columns: {
      received: "Received",
      reference: "Reference",
      form: "Form",
      name: "Name",
      company: "Company",
      email: "E-mail",
      phone: "Phone",
      status: "Status",
      notification: "Notified",
    },
  },
  lead: {
    back: "All leads",
    fields: "What the visitor sent",
    file: "Attached file",
    download: "Download",
    noFile: "No such file",
    notification: "Notification e-mail",
    lastError: "Last error",
    update: "Update lead",
    statusLabel: "Status",
    noteLabel: "Add a note",
    noteHint: "For staff only; the visitor never sees it.",
    save: "Save",
    /** What one Save changed: the status now, whether a note was added. */
    saved: (status: string | undefined, note: boolean) =>
      `Saved: ${[status && `status ${status}`, note && "note added"].filter(Boolean).join(", ")}.`,
    unchanged: "Nothing to save: no change.",
    reply: "Reply by e-mail",
    notFound: "No lead with that reference.",
    notes: "Internal notes",
    noNotes: "No notes yet.",
    erase: "Erase this lead",
    eraseWarning:
      "For a visitor's request to erase their data. This erases the lead, its file, its notes, its status history and its notification for good; the audit log keeps only the reference.",
    eraseConfirm: "The visitor asked for this lead to be erased",
    eraseButton: "Erase permanently",
  },
  /** The CSV export's first columns, in order (the visitor's other fields follow). */
  csv: {
    reference: "Reference",
    received: "Received (IST)",
    form: "Form",
    service: "Service",
    name: "Name",
    company: "Company",
    email: "E-mail",
    phone: "Phone",
    status: "Status",
    latestNote: "Latest note",
    fileName: "File name",
  },
  statuses: {
    new: "New",
    contacted: "Contacted",
    quoted: "Quoted",
    won: "Won",
    lost: "Lost",
    spam: "Spam",
  },
  notificationStates: {
    pending: "waiting to send",
    sent: "sent",
    off: "off",
    none: "none",
  } as Record<string, string>,
};
