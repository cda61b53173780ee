/** Words of the desk's job openings (/desk/openings, role `hr`): staff-facing, calm and short. */
export const careersDesk = {
  nav: "Openings",
  list: {
    title: "Job openings",
    heading: "Job openings",
    intro:
      "Every opening, newest last. A draft is seen only here; a published opening is on /career until it is closed or its deadline day ends (India time); nothing is ever deleted.",
    newOpening: "New opening",
    caption: "Job openings with their category, deadline, state and applications",
    columns: {
      title: "Title",
      category: "Category",
      deadline: "Deadline",
      state: "State",
      applications: "Applications",
    },
    /** An opening's applications: how many are new of how many in all (a link to them). */
    applications: (fresh: number, total: number) => `${fresh} new of ${total}`,
    /** The link's name for a screen reader: the count, and which opening's applications it shows. */
    applicationsOf: (fresh: number, total: number, title: string) =>
      `${fresh} new of ${total}: applications for ${title}`,
    noApplications: "None yet",
    /** Before the count on a phone, where it sits under the state. */
    applicationsLabel: "Applications:",
    empty: "No openings yet.",
    filters: "Filter openings",
    filtersOn: "(on)",
    state: "State",
    anyState: "All states",
    category: "Category",
    anyCategory: "All categories",
    apply: "Show",
    clear: "Clear",
    shown: (shown: number, total: number) =>
      shown === total
        ? `${total} ${total === 1 ? "opening" : "openings"}`
        : `${shown} of ${total} openings`,
    noneMatch: "No opening matches these filters.",
  },
  /** An address whose filter the list cannot use (a 400 page). */
  query: {
    title: "Address not understood",
    heading: "This address has a value the desk cannot use",
    wrong: {
      state: "“state” must be draft, on-site, closed or past-deadline.",
      category: (ids: readonly string[]) => `“category” must be one of ${ids.join(", ")}.`,
    },
    back: "Show all openings",
  },
  states: {
    draft: "Draft",
    onSite: "On the site",
    closed: "Closed",
    pastDeadline: "Past its deadline",
  },
  /** Said on the list after an action's redirect (`?done=`, with the opening's `?id=`). */
  done: {
    drafted: (title: string) => `Draft saved: ${title}. It is not on /career.`,
    published: (title: string) => `Published: ${title}. It is on /career now.`,
    saved: (title: string) => `Saved: ${title}.`,
    closed: (title: string) => `Closed: ${title}. It is no longer on /career.`,
    reopened: (title: string) => `Published again: ${title}. It is on /career now.`,
  },
  edit: {
    newTitle: "New opening",
    editTitle: (title: string) => `Edit: ${title}`,
    notFound: "There is no opening with this id.",
    back: "Back to the openings",
    intro:
      "Everything here is shown on /career as written, once published. The opening's web address is made from its first title and never changes.",
    draftNote: "This opening is a draft: only the desk sees it. Publish puts it on /career.",
    publishedNote:
      "This opening is published: Save changes shows the new words on /career at once.",
    closedNote:
      "This opening is closed: it is not on /career. Save keeps it closed; Publish again puts it back until its deadline.",
    pastNote:
      "Its deadline has passed, so it is not on /career. Give it a later deadline to put it back.",
    errors: "Please correct the following:",
    /** The buttons, by the action each posts (lib/careers/openingStates.ts). */
    buttons: {
      saveDraft: "Save draft",
      preview: "Preview",
      publish: "Publish",
      save: "Save changes",
      close: "Close opening",
      reopen: "Publish again",
    },
    /** Closed openings' save keeps them closed: said plainly on the button. */
    saveClosed: "Save",
    actions: "What to do with this opening",
    preview: {
      heading: "Preview: not on the site",
      body: "This is how /career would show the words in the form below. Nothing is saved until you press a button under the form.",
      apply: "Apply Now (shown to visitors)",
    },
    confirmClose: {
      heading: "Close this opening?",
      body: (title: string) =>
        `“${title}” leaves /career at once and no one can apply for it. It is kept here, and can be published again.`,
      confirm: "Yes, close the opening",
      cancel: "Keep it open",
    },
    notNow: "That button does not fit this opening's state. Reload the page and try again.",
    address: "Address on the site",
    notReceived: "The form did not arrive whole. Please send it again.",
    unknownAction: "The desk did not understand that button.",
  },
  fields: {
    title: "Title",
    categoryId: "Category",
    type: "Type",
    location: "Location",
    experience: "Experience",
    summary: "Summary",
    requirements: "Requirements (one a line)",
    deadline: "Deadline",
  },
  hints: {
    experience: "For example: 3+ Years",
    summary: "Two or three sentences about the work.",
    requirements: "Each line is one requirement.",
    deadline: "The last day to apply; the opening leaves /career when this day ends in India.",
  },
  choose: "Choose…",
  problems: {
    required: "Required",
    tooLong: (max: number) => `At most ${max} characters`,
    category: "Choose a category",
    type: "Choose a type",
    requirements: "Write at least one requirement, one a line",
    tooMany: (max: number) => `At most ${max} requirements`,
    requirementTooLong: (max: number) => `Each requirement at most ${max} characters`,
    date: "A date, such as 2027-01-31",
    pastDeadline: "The deadline is already over: choose today or a later day",
  },
} as const;
