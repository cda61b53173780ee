import { scopeAuditActions } from "./scopeDesk";

/**
 * Every action the desk writes to its audit log (the stored key, left as it is
 * so old lines read right), in words. A unit test (lib/desk/auditLog.test.ts)
 * fails when code writes an action that is not here.
 */
const auditActionWords: Record<string, string> = {
  "signed in": "Signed in",
  "failed sign-in": "Failed sign-in",
  "wrong sign-in code": "Typed a wrong two-factor code",
  "signed in with a recovery code": "Signed in with a recovery code",
  "sign-in codes refused: too many wrong":
    "Too many wrong two-factor codes: sign-ins waiting for a code ended, the owner e-mailed",
  "two-factor sign-in turned on": "Turned on two-factor sign-in",
  "two-factor sign-in turned off": "Turned off their two-factor sign-in",
  "recovery codes made": "Made new recovery codes",
  "two-factor sign-in reset": "Reset an account's two-factor sign-in",
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
  "own name and designation set": "Changed their own name and designation",
  "signing name change asked": "Asked to change the name they sign with",
  "signing name change confirmed": "Confirmed a signatory's new signing name",
  "signing name change refused": "Refused a signatory's new signing name",
  // A case's lines (lib/cases), one set of words per kind: a lead, an application.
  "lead status changed": "Changed a lead's status",
  "lead note added": "Added a note to a lead",
  "lead erased": "Erased a lead",
  "lead file downloaded": "Downloaded a lead's file",
  "lead owner set": "Gave a lead to a colleague",
  "lead follow-up set": "Set a lead's follow-up date",
  "application status changed": "Changed an application's status",
  "application note added": "Added a note to an application",
  "application erased": "Erased an application",
  "privacy request opened": "A privacy request was opened",
  "privacy request status changed": "Changed a privacy request's status",
  "privacy request note added": "Added a note to a privacy request",
  "privacy request erased": "Erased a privacy request",
  "privacy request owner set": "Set a privacy request's owner",
  "privacy request follow-up set": "Set a privacy request's follow-up date",
  "privacy access answer sent": "Sent the access answer to a privacy request",
  "privacy records erased": "Erased records for a privacy request",
  "privacy request answered": "Answered a privacy request",
  "privacy request refused": "Refused a privacy request",
  "privacy contact changed": "Changed the contact person for personal data",
  "application file downloaded": "Downloaded an application's CV",
  "application owner set": "Gave an application to a colleague",
  "application follow-up set": "Set an application's follow-up date",
  "application file opened": "Opened an application's CV in the browser",
  "leads exported": "Downloaded leads as a spreadsheet (CSV)",
  "privacy breach recorded": "Recorded a personal data breach",
  "privacy breach changed": "Changed a personal data breach's record",
  "privacy breach version restored": "Put back an earlier version of a breach's record",
  "privacy breach closed": "Closed a personal data breach",
  "privacy breach reopened": "Opened a closed personal data breach again",
  "opening.create": "Added and published a job opening",
  "opening.draft": "Saved a job opening as a draft",
  "opening.publish": "Published a job opening",
  "opening.update": "Edited a job opening",
  "opening.close": "Closed a job opening",
  "opening.reopen": "Published a closed job opening again",
  "saved article draft": "Saved an article as a draft",
  "autosaved article draft": "The editor saved an article draft by itself",
  "published article": "Published an article",
  "scheduled article": "Scheduled an article",
  "restored article revision": "Went back to an earlier version of an article",
  "article page details changed": "Changed an article's address, author or description",
  "photo uploaded": "Uploaded a photo",
  "photo removed from site": "Took a photo off the site",
  "service photo chosen": "Chose a service page's photo",
  "service drawing restored": "Put a service page's drawing back",
  "gallery drawing removed from site": "Took a gallery drawing off the site",
  "gallery drawing shown again": "Put a gallery drawing back",
  "report registered": "Put a report in the register",
  "report created": "Put a report in the register",
  "report issued": "Issued a report",
  "quotation sent": "Sent a quotation",
  "quotation accepted": "A customer accepted a quotation",
  "quotation changes asked": "A customer asked for changes to a quotation",
  "quotation acceptance refused": "A customer's answer to a quotation was refused",
  "report edited before authorisation": "Edited a report before authorisation",
  "report authorised": "Authorised a report",
  "report amended": "Amended an authorised report",
  "report withdrawn": "Withdrew a report",
  "report superseded": "Replaced a report with a new one",
  "report PDF attached": "Attached a report's PDF",
  "newsletter sent": "Sent a newsletter issue to its subscribers",
  "report PDF replaced": "Replaced an authorised report's PDF (an amendment)",
  "report PDF downloaded": "Downloaded a report's PDF",
  "report QR stamped": "Stamped the QR on a report's PDF",
  "reports imported": "Imported reports",
  "reports import refused": "Refused a report import",
  "API call": "Used the reports API",
  "API token created": "Made an API token",
  "API token revoked": "Revoked an API token",
  "NABL QR uploaded": "Uploaded the NABL QR image",
  "NABL QR chosen": "Went back to an earlier NABL QR image",
  "certificate saved": "Changed a certificate's number or dates",
  "certificate version restored": "Put back an earlier version of a certificate",
  "organisation added": "Added a customer organisation",
  "organisation changed": "Changed a customer organisation",
  "organisation removed": "Removed a customer organisation",
  "customer address removed": "Removed a customer's e-mail address (the reports stay)",
  ...scopeAuditActions,
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
    /** A person's own two-factor sign-in, below what waits (lib/desk/twoFactor.ts). */
    account: "Your account",
    twoFactorLink: "Two-factor sign-in",
    twoFactorOn: "is on for your account.",
    twoFactorOff: "is off: turn it on so that a stolen password alone cannot open your account.",
    /** The link to the person's own account page (lib/desk/ownAccount.ts). */
    profileLink: "Your name and designation",
    profileText: "as colleagues see them, and as you sign reports.",
    /** Said after the count, which stands before them in large type. */
    items: {
      newLeads: (n: number) => `new ${n === 1 ? "lead" : "leads"} not answered yet`,
      leadsDue: (n: number) => `of your ${n === 1 ? "leads is" : "leads are"} due for follow-up`,
      applicationsDue: (n: number) =>
        `of your job ${n === 1 ? "applications is" : "applications are"} due for follow-up`,
      newApplications: (n: number) => `new job ${n === 1 ? "application" : "applications"} to read`,
      awaitingAuthorisation: (n: number) =>
        `${n === 1 ? "report" : "reports"} awaiting authorisation`,
      needsFinalPdf: (n: number) => `${n === 1 ? "report" : "reports"} still without the final PDF`,
      certificates: (n: number) =>
        `accreditation ${n === 1 ? "certificate" : "certificates"} to renew within 60 days`,
      signingNames: (n: number) =>
        `new signing ${n === 1 ? "name" : "names"} of signatories to confirm`,
      breachReports: (n: number) =>
        `personal data ${n === 1 ? "breach still owes" : "breaches still owe"} CERT-In or the Board a report`,
      privacyOpen: (n: number) => `open privacy ${n === 1 ? "request" : "requests"} to answer`,
      privacyDue: (n: number) =>
        `privacy ${n === 1 ? "request is" : "requests are"} due within 7 days`,
      privacyOverdue: (n: number) =>
        `privacy ${n === 1 ? "request is" : "requests are"} past the 90 days`,
    },
    dueOn: (date: string) => `due ${date}`,
    allDue: (n: number) => `All ${n} due`,
  },
  /** Each owner's daily e-mail of follow-ups due (lib/attention/followUpMail.ts). */
  followUpMail: {
    subject: (leads: number, applications: number, date: string) =>
      `Follow-ups due ${date}: ${[
        leads > 0 && `${leads} ${leads === 1 ? "lead" : "leads"}`,
        applications > 0 &&
          `${applications} job ${applications === 1 ? "application" : "applications"}`,
      ]
        .filter(Boolean)
        .join(", ")}`,
    intro: (date: string) =>
      `Good morning. These are yours to follow up on ${date} or earlier, oldest first.`,
    leads: "Leads",
    applications: "Job applications",
    dueOn: (date: string) => `due ${date}`,
    more: (n: number) => `… and ${n} more on the desk.`,
    footer:
      "Change an owner or a follow-up date on the case's page. You get this e-mail once a day while something of yours is due.",
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
    tooManyTries: (seconds: number) =>
      `Too many sign-in tries from your network. Please wait ${seconds} seconds and try again.`,
    expired: "Please sign in again.",
    crossSite: "This form must be sent from the staff desk itself.",
    forgot: "Forgot password?",
  },
  /** The second step of signing in, for an account with two-factor sign-in (/desk/sign-in/code). */
  signInCode: {
    title: "Sign-in code",
    heading: "Enter your sign-in code",
    intro:
      "Your account has two-factor sign-in. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.",
    code: "Code",
    codeHint: "6 digits, or a recovery code such as ABCD-EFGH-JKMN-PQRS",
    submit: "Sign in",
    invalid:
      "That code is not right, or was used already. Codes change every 30 seconds: enter the one your app shows now, or an unused recovery code.",
    expired:
      "This sign-in waited more than 5 minutes for its code, so it has ended. Please sign in again.",
    triesUsedUp: (tries: number) =>
      `That code is not right either. This sign-in has had ${tries} wrong codes, so it has ended: please sign in again with your password.`,
    tooManyWrong: (until: string) =>
      `Too many wrong codes were entered for this account, so every sign-in waiting for its code has ended and the account's owner has been e-mailed. Sign in again with your password after ${until}.`,
    again: "Sign in again",
    /** To the account's owner when its wrong codes reach the cap (lib/desk/wrongCodes.ts). */
    wrongCodesMail: {
      subject: "Wrong sign-in codes were entered for your desk account",
      body: ({
        account,
        codes,
        minutes,
        until,
        forgotLink,
      }: {
        account: string;
        codes: number;
        minutes: number;
        until: string;
        forgotLink: string;
      }) =>
        [
          `${codes} wrong sign-in codes were entered for your desk account (${account}) within ${minutes} minutes, after its password. Every sign-in waiting for a code has been ended, and codes are refused until ${until}.`,
          "If it was you, nothing more is needed: sign in again after that time.",
          `If it was not you, someone knows your password, and only your second factor kept them out. Choose a new password now with "Forgot password?" on the sign-in page, and tell an administrator:\n${forgotLink}`,
        ].join("\n\n"),
    },
    lost: "Lost your phone and your recovery codes? An administrator can reset your two-factor sign-in on the Accounts page.",
  },
  /** A person's own two-factor sign-in (/desk/two-factor): set up, recovery codes, turn off. */
  twoFactor: {
    title: "Two-factor sign-in",
    heading: "Two-factor sign-in",
    setUpHeading: "Set up two-factor sign-in",
    required:
      "Your account can manage the desk or put the lab's name on reports, so it needs two-factor sign-in: after your password, a code from an app on your phone. Set it up now to go on; it takes a minute.",
    offered:
      "Two-factor sign-in is optional for your account: after your password, the desk also asks for a code from an app on your phone, so a stolen password alone cannot open your account.",
    stepApp:
      "Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, FreeOTP, or a password manager that shows codes).",
    stepScan:
      "Scan this QR code with the app, or add an account by hand and type the setup key. On the phone itself, open the link instead.",
    /** The otpauth:// link, the QR code's own address, for a phone the page is open on. */
    openInApp: "Open in authenticator app",
    openInAppHint: "On this phone: the app adds the account itself, with the same key.",
    stepCode: "Enter the 6-digit code the app now shows.",
    qrAlt: "QR code for your authenticator app (the same as the setup key below)",
    setupKey: "Setup key",
    setupKeyHint: "Time-based, 6 digits, a new code every 30 seconds.",
    code: "Code",
    codeHint: "6 digits from the app",
    turnOn: "Turn on two-factor sign-in",
    wrongCode:
      "That code does not match. Check that the app's entry is the one you just added and that your phone's clock is right, then enter the code it shows now.",
    onHeading: "Two-factor sign-in is on",
    onSince: (date: string) => `Two-factor sign-in is on for your account since ${date}.`,
    recoveryLeft: (n: number) =>
      n === 0
        ? "You have no unused recovery codes left: make new ones below."
        : `You have ${n} unused recovery ${n === 1 ? "code" : "codes"}.`,
    afterRecovery: (n: number) =>
      `You signed in with a recovery code; it will not work again. ${n === 0 ? "You have none left" : `You have ${n} left`}. If your phone is lost, ask an administrator to reset your two-factor sign-in; if not, make new codes below when few are left.`,
    codesHeading: "Your recovery codes",
    codesIntro:
      "If you lose your phone, each of these codes signs you in once in place of a code from the app. Keep them somewhere safe, away from your phone: print them or save them in your password manager. They are not shown again.",
    codesListLabel: "Recovery codes",
    copy: "Copy the codes",
    copied: "Copied.",
    print: "Print the codes",
    continue: "Continue",
    manageHeading: "Recovery codes and turning it off",
    manageHint: "Enter a code from your app (or a recovery code) to confirm.",
    newCodes: "Make new recovery codes",
    newCodesHint: "Your old recovery codes stop working.",
    turnOff: "Turn off two-factor sign-in",
    cannotTurnOff:
      "Your account's roles need two-factor sign-in, so it cannot be turned off. If you have a new phone, ask an administrator to reset it; you then set it up again at your next sign-in.",
    turnedOff: "Two-factor sign-in is off for your account.",
    newCodesMade: "New recovery codes are made; the old ones no longer work.",
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
  nav: { leads: "Leads", audit: "Audit log", accounts: "Accounts", account: "Your account" },
  gate: {
    signInFirst: "Sign in first.",
    notYourRole: "Your account may not do this.",
    tooLarge: "This form sent far more than a desk form holds.",
    secondFactorFirst:
      "Your account must set up two-factor sign-in first, on the page Two-factor sign-in.",
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
      quality:
        "Quality (reads the register of reports and their checks; keeps the scope of accreditation)",
      privacy: "Privacy (requests about personal data; the register of data breaches)",
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
      certificate: (certificate: string, changes: string) => `${certificate}: ${changes}`,
      articlePage: (article: string, changes: string) => `${article}: ${changes}`,
      certificateRestored: (certificate: string, version: string, changes: string) =>
        `${certificate}, back to saved version ${version}: ${changes}`,
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
    update: "Enter the renewed certificate's number and dates on the",
    updateLink: "Certificates page",
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
    /** An account with no name or designation to sign with, in the log and the list of changes. */
    noSignature: "(none)",
    /** Short names of the roles for the list; the checkboxes use desk.forbidden.roles. */
    roleNames: {
      admin: "Administrator",
      leads: "Leads",
      hr: "Openings and applications",
      content: "Articles and photos",
      reports: "Issued reports",
      signatory: "Authorised signatory",
      quality: "Quality (reads reports, keeps the scope)",
      privacy: "Privacy requests and breaches",
    },
    you: "(you)",
    add: {
      heading: "Add a colleague",
      email: "Their work e-mail",
      roles: "What they may do (at least one)",
      /** The name and designation a signatory signs with, asked with the roles. */
      signing: "How they sign reports",
      signingHint:
        "Needed for an authorised signatory, so they can authorise reports from their first day: for example R. K. Verma, Technical Manager. Others may leave it empty; it is also the byline of the articles they write.",
      displayName: "Name as signed",
      designation: "Designation",
      problems: "The colleague was not added:",
      submit: "Add and create a set-password link",
    },
    /** Signatories' own changes of the name they sign with, waiting for an administrator. */
    changes: {
      heading: "Signing names to confirm",
      intro:
        "An authorised signatory asked to sign with another name or designation. Reports are signed with the old one until you confirm the new one.",
      from: "Signs now as",
      to: "Asks to sign as",
      asked: (date: string) => `Asked ${date}`,
      confirm: "Confirm",
      refuse: "Refuse",
      /** The button's full name for a screen reader: which person's change. */
      confirmFor: (email: string) => `Confirm the new signing name of ${email}`,
      refuseFor: (email: string) => `Refuse the new signing name of ${email}`,
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
        "How this person signs the reports they authorise, for example R. K. Verma, Technical Manager. An authorised signatory needs both. The name is also the byline of the articles they write, unless an article names another author.",
      displayName: "Name as signed",
      designation: "Designation",
      saveProfile: "Save name and designation",
      waiting: (signature: string) =>
        `They asked to sign as ${signature}; it waits for confirmation.`,
      waitingLink: "Confirm or refuse it",
      twoFactor: "Two-factor sign-in",
      twoFactorOn: (date: string) => `On since ${date}.`,
      twoFactorOff: "Not set up.",
      twoFactorRequired: "Their roles need it.",
      twoFactorAtNextSignIn: "They set it up at their next sign-in.",
      twoFactorOptional: "Optional for their roles.",
      twoFactorResetHint:
        "For a lost phone: their two-factor sign-in and recovery codes are removed and they are signed out. If their roles need it, they set it up again at their next sign-in.",
      twoFactorReset: "Reset two-factor sign-in",
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
      confirmed: (email: string) =>
        `The new signing name of ${email} is confirmed; their next reports are signed with it.`,
      refused: (email: string) =>
        `The new signing name of ${email} is refused; they sign with the old one.`,
      twoFactor: (email: string) =>
        `The two-factor sign-in of ${email} was reset and they were signed out.`,
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
      ownTwoFactor:
        "You cannot reset your own two-factor sign-in here; use your Two-factor sign-in page, or ask another administrator.",
      noTwoFactor: "This account has no two-factor sign-in to reset.",
      signingName: "Enter the name an authorised signatory signs with, for example R. K. Verma.",
      signingDesignation:
        "Enter the designation an authorised signatory signs with, for example Technical Manager.",
      tooLong: (max: number) => `At most ${max} characters.`,
      signingFirst:
        "An authorised signatory needs a name and designation to sign with: enter them under Name and designation first, then give the role.",
      noChange: "This person has no new signing name waiting; it was confirmed or refused already.",
      changeMoved:
        "This person changed the request since you opened the page; look at it again before you confirm.",
      ownChange: "Another administrator confirms or refuses your own signing name.",
      unknownAction: "The desk did not understand that button.",
    },
    mail: {
      subject: "Choose your password for the staff desk",
      body: (link: string, hours: number) =>
        `An administrator has given you an account on the lab's staff desk, or asked for a new password for it.\n\nChoose your password here (the link works once, within ${hours} hours):\n${link}\n\nIf you did not expect this e-mail, ignore it; nothing changes until the link is used.`,
    },
  },
  /** A person's own account (/desk/account): their name and designation, their sign-in. */
  ownAccount: {
    title: "Your account",
    heading: "Your account",
    email: "E-mail",
    roles: "May do",
    profile: "Your name and designation",
    profileHint:
      "How colleagues see you on the desk, and the byline of the articles you write, for example R. K. Verma, Technical Manager.",
    signatoryHint:
      "You authorise reports with this name and designation. A change waits until an administrator confirms it; until then your reports are signed as before.",
    signsAs: (signature: string) => `You sign reports as ${signature}.`,
    noSignature: "You have no name to sign reports with yet: enter your name and designation here.",
    pending: (signature: string, date: string) =>
      `Waiting for an administrator to confirm: ${signature} (asked ${date}).`,
    displayName: "Your name",
    designation: "Designation",
    save: "Save name and designation",
    problems: "Your name and designation were not saved:",
    saved: "Your name and designation were saved.",
    waiting:
      "Your new name and designation wait for an administrator to confirm them; until then your reports are signed as before.",
    unchanged: "Nothing was changed: that is how you sign already.",
    signIn: "Signing in",
    twoFactor: "Two-factor sign-in",
    twoFactorOn: "is on for your account.",
    twoFactorOff: "is off.",
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
      owner: "“owner” can only be me (the leads you own).",
      due: "“due” can only be today (leads whose follow-up date has come).",
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
      followUp: "Owner, due",
      notification: "Notified",
      amount: "Amount",
    },
    quick: "Quick choices",
    quickChoices: { mine: "Mine", dueToday: "Due today" },
    noOwner: "No owner",
    followUpOn: (date: string, due: boolean) => (due ? `due ${date}` : `on ${date}`),
  },
  lead: {
    back: "All leads",
    fields: "What the visitor sent",
    /** The form's own bookkeeping (which service page, which kind of service), folded away. */
    forIt: "Details for IT",
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
    owner: "Owner",
    followUp: "Follow-up",
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

/** Field names of a certificate, as the desk's form and the audit log say them. */
const certificateFieldNames = {
  number: "Certificate number",
  issued: "Issued on",
  validUntil: "Valid until",
} as const;

/** The desk's certificates (/desk/certificates, administrators): the numbers and dates the site shows. */
export const certificateDesk = {
  nav: "Certificates",
  list: {
    title: "Certificates",
    heading: "Accreditation certificates",
    intro:
      "The number and dates the website shows for each certificate: on the home and About pages, in the details search engines read, in the brochure and on the certificate's picture, which the server draws again with the new values. When a renewed certificate arrives, open it here and enter what it says.",
    caption: "Certificates, with the numbers and dates the website shows",
    columns: {
      name: "Certificate",
      number: "Number",
      issued: "Issued",
      validUntil: "Valid until",
      standing: "On the website",
    },
  },
  /** Where a certificate stands today, as the list says it. */
  standing: {
    valid: "Valid",
    renewSoon: (days: number) =>
      days === 0 ? "Last valid day today" : `Renew: ${days} ${days === 1 ? "day" : "days"} left`,
    ended: "Ended: shows “Renewal in progress”",
  },
  edit: {
    back: "All certificates",
    intro:
      "Enter the values as printed on the certificate. The website shows them as soon as you save; every save is kept below, and any earlier one can be put back.",
    form: "Number and dates",
    save: "Save",
    errors: "The certificate was not saved. Please check:",
    notFound: "There is no certificate with that id.",
    notFoundTitle: "Certificate not found",
    picture: "The picture the website shows",
  },
  fields: certificateFieldNames,
  hints: {
    number: "As printed on the certificate, for example TC-11482.",
    issued: "The date of issue printed on the certificate.",
    validUntil: "The last day the certificate is valid, as printed.",
  },
  problems: {
    required: "Enter this.",
    numberFormat:
      "Use 3 to 40 letters, digits, hyphens, slashes, dots or single spaces, with at least one digit, starting and ending with a letter or digit, for example TC-11482.",
    numberTaken: (name: string) => `${name} has this number already.`,
    date: "Enter a date that exists, written year-month-day, for example 2026-03-14.",
    range: "Enter a date from the year 2000 to 2099.",
    order: "The last valid day must come after the issue date.",
    tooLong: (years: number) =>
      `No certificate runs more than ${years} years: please check the years of both dates.`,
    noVersion: "That saved version is not one of this certificate's; nothing was put back.",
    notUnderstood: "The form could not be read; nothing was saved. Please try again.",
  },
  done: {
    saved: "Saved. The website shows the new values now.",
    restored: (version: number) =>
      `Saved version ${version} is back. The website shows its values now.`,
    unchanged: "Nothing was saved: the values are the ones already kept.",
    stale:
      "Another administrator saved this certificate after you opened it, so yours was not saved. Their values are at the top of the saved versions below; yours are still in the form: check them and save again.",
    changes: "What changed:",
    undo: "Undo this change",
  },
  /** One changed value: "Valid until: 13 March 2028 → 13 March 2030". */
  change: (field: keyof typeof certificateFieldNames, before: string, after: string) =>
    `${certificateFieldNames[field]}: ${before} → ${after}`,
  history: {
    heading: "Saved versions",
    intro:
      "Every save, newest first, with what it changed. Putting an earlier version back is a save too, kept here.",
    caption: "Saved versions of this certificate, newest first",
    columns: {
      saved: "Saved",
      values: "Number and dates",
      action: "Put back",
    },
    version: (version: number) => `Version ${version}`,
    seed: "as the site was first set up",
    by: (who: string) => `by ${who}`,
    current: "Shown now",
    restoredFrom: (version: number) => `Put version ${version} back`,
    changed: "Changed",
    restore: "Put back",
    restoreLabel: (version: number) => `Put back saved version ${version}`,
  },
  /** The audit line's detail: the fields changed, with their values before and after. */
  audit: {
    change: (field: keyof typeof certificateFieldNames, before: string, after: string) =>
      `${certificateFieldNames[field].toLowerCase()} ${before} → ${after}`,
  },
};
