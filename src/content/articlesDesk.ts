/** 40000 → "40,000". */
const count = (n: number) => n.toLocaleString("en-IN");

/** Words of the desk's news articles (/desk/articles, role `content`): staff-facing, plain. */
export const articlesDesk = {
  nav: "Articles",
  list: {
    title: "Articles",
    heading: "News articles",
    intro:
      "Articles on the site's blog, newest first. Open one to edit it, see its earlier versions or take it off the site.",
    newArticle: "New article",
    columns: { title: "Title", status: "Status", date: "Date", saved: "Last saved" },
    empty: "No articles yet.",
    filters: "Filter articles",
    filtersOn: "(on)",
    status: "Status",
    anyStatus: "All articles",
    states: { draft: "Drafts", scheduled: "Scheduled", published: "Published" },
    search: "Search titles",
    searchHint: "Words in the title",
    apply: "Show",
    clear: "Clear",
    shown: (shown: number, total: number) =>
      shown === total
        ? `${total} ${total === 1 ? "article" : "articles"}`
        : `${shown} of ${total} articles`,
    noneMatch: "No article matches these filters.",
  },
  /** An address whose filter the list cannot use (a 400 page). */
  query: {
    title: "Address not understood",
    heading: "This address has a value the desk cannot use",
    wrong: {
      status: "“status” must be draft, scheduled or published.",
    },
    back: "Show all articles",
  },
  status: {
    draft: "Draft (not on the site)",
    scheduled: (at: string) => `Scheduled for ${at}`,
    published: "On the site",
    needsFix: "Not on the site: its body needs fixing",
  },
  edit: {
    newTitle: "New article",
    editTitle: (title: string) => `Edit: ${title}`,
    notFound: "There is no article with this address.",
    back: "← All articles",
    view: "See it on the site",
    fields: {
      title: "Title",
      date: "Date",
      dateHint: "The date shown on the article.",
      excerpt: "Excerpt",
      excerptHint: "Two or three sentences shown on the article lists and under the title.",
      cover: "Cover picture",
      coverHint: "The picture at the top of the article and on its card.",
      noCover: "No cover picture",
      currentPhoto: (alt: string) => `Current photo: ${alt}`,
      coverUpload: "Or upload a new cover photo (JPEG, PNG or WebP)",
      coverAlt: "Describe the new photo for people who cannot see it",
      coverAltHint: "For example: “Engineer connecting a CT to the test set in bay 2”.",
      body: "Body",
      bodyHint:
        "Write the article here. The buttons above the box add headings, lists, links, pictures and tables. Without them: ## before a line makes a heading, - starts a list item, **words** are bold.",
      scheduleAt: "Publish at (India time)",
      scheduleHint: "Choose a date and time, then press “Schedule”.",
    },
    buttons: {
      draft: "Save draft",
      preview: "Preview",
      previewNewTab: "(opens in a new tab)",
      publish: "Publish",
      schedule: "Schedule",
    },
    draftWarning:
      "This article is on the site. “Save draft” takes it off the site until you publish it again.",
    /** Said after a save's redirect (`?done=`). */
    done: {
      saved: "Saved as a draft. It is not on the site.",
      published: "Published. It is on the site now.",
      scheduled: (at: string) => `Scheduled. It goes on the site at ${at}.`,
      restored: "The earlier version is back. It was saved as a new version.",
    },
    errors: {
      heading: "Please correct these:",
      title: "Give the article a title (at most 200 characters).",
      date: "Give the date as a real date.",
      excerpt: "Write a short excerpt (at most 600 characters).",
      body: "Write the body (at most 40,000 characters).",
      cover: "Choose a cover picture, or none.",
      scheduleAt: "Choose when to publish: a date and time after now.",
      crossSite: "This form must be sent from the desk itself.",
      notReceived: "The form did not arrive whole. Please send it again.",
      unknownAction: "The desk did not understand that button.",
      noSuchRevision: "That earlier version is not one of this article's saves.",
      /** The body goes over a limit of lib/articles/bodyLimits.ts (`most`); nothing was saved. */
      bodyLimits: {
        depth: (line: number, most: number) =>
          `Line ${line} puts quotes or lists inside each other more than ${most} deep. Use fewer > or list marks at the start of the line, or indent it less (every 2 spaces count as one step).`,
        blocks: (line: number, most: number) =>
          `The body starts a new quote, list or underlined heading more than ${count(most)} times (the limit is passed on line ${line}). Join quotes and lists that belong together, and write headings with ## in front.`,
        run: (line: number, most: number) =>
          `Line ${line} has more than ${most} * or _ in a row next to a word. Use ** for bold and * for italic; for a line across the page, put *** on a line of its own.`,
        marks: (line: number, most: number) =>
          `The body has more than ${count(most)} groups of *, _ or ~ (the limit is passed on line ${line}). Use bold, italic and crossed-out words more sparingly.`,
        links: (line: number, most: number) =>
          `The body has more than ${count(most)} links and pictures, counted by their [ (the limit is passed on line ${line}).`,
      },
      /** The server's worker could not prepare the body for the site (at a save, or before). */
      bodyRender: {
        unreadable:
          "The site could not prepare this body. Simplify its formatting, then save it again.",
        time: "Preparing this body for the site took too long. Simplify its formatting (fewer quotes, lists, links and bold or italic words), then save it again.",
        memory:
          "Preparing this body for the site needed too much memory. Shorten it or simplify its formatting, then save it again.",
        busy: "The server is busy with other work, so nothing was saved. Please press the button again in a minute.",
        failed:
          "Something went wrong while preparing the body for the site, so nothing was saved. Please try again.",
      },
      /** Restore refused: the earlier version's body goes over a limit or could not be prepared. */
      restoreRefused: (problem: string) => `The earlier version was not restored. ${problem}`,
      /** An article saved before bodies were checked, whose body the site could not show. */
      bodyNotShown: (problem: string) =>
        `This article is not on the site: its body could not be prepared. ${problem}`,
    },
  },
  revisions: {
    heading: "Earlier versions",
    intro:
      "Every save is kept. Restoring one brings back its title, date, excerpt, cover, body, author and description; the article's address, and whether it is on the site, stay as they are.",
    columns: { saved: "Saved", who: "By", title: "Title", status: "Status", action: "Restore" },
    restore: "Restore",
    /** A version the editor saved by itself (one, until the next explicit save takes it over). */
    autosaved: "saved by itself",
    restoreLabel: (saved: string) => `Restore the version saved ${saved}`,
  },
  preview: {
    title: "Preview",
    nothing: "Nothing to preview yet: open an article on the desk and press “Preview”.",
    notFound: "There is no article with this address.",
    toArticles: "Go to the articles",
    banner: "Preview: not on the site until you publish it. A new cover photo shows once saved.",
  },
  /** The editor's preview beside the text, drawn by the server as the writer types. */
  live: {
    heading: "Live preview",
    empty: "Start writing: the article shows here as the site will show it.",
    noCover: "No cover picture",
    newCover: "The new cover photo (sent when you save)",
    /** The server could not draw the preview (a limit, the worker, the connection). */
    failed: "The preview could not be drawn just now. It is tried again as you type.",
    notDrawn: (problem: string) => `The preview could not be drawn. ${problem}`,
  },
  /** Drafts saved by themselves a few seconds after the last key (autosave.json). */
  autosave: {
    saving: "Saving…",
    savedAt: (time: string) => `Saved at ${time}`,
    off: "On the site or scheduled, so not saved by itself: press Publish (or Schedule) to update it, or Save draft to take it off the site.",
    incomplete: (problem: string) => `Not saved by itself yet. ${problem}`,
    failed:
      "Could not save just now (the connection or the server). Your text is still here; it is tried again as you type, or press Save draft.",
    signedOut:
      "Could not save: you are signed out. Sign in again in another tab, then press Save draft here.",
    newer: (who: string, time: string) =>
      `A newer version was saved by ${who} at ${time}. Nothing here was saved by itself, so as not to overwrite it: copy your changes, reload the page and add them again.`,
    /** Who saved the newer version, when it was the writer (another window). */
    you: "you (in another window or tab)",
    notDraft:
      "This article is on the site or scheduled now, so it is not saved by itself. Reload the page to see it.",
    gone: "This article is no longer on the desk. Copy your text before leaving the page.",
  },
  toolbar: {
    label: "Formatting",
    heading: "Heading",
    bold: "Bold",
    list: "Bullet list",
    numbered: "Numbered list",
    link: "Link",
    picture: "Picture",
    table: "Table",
    sampleHeading: "Heading text",
    sampleBold: "bold text",
    sampleItem: "List item",
    tableRows: "Table rows stay rows: select lines of text to make a list.",
    /** The link dialog (a <dialog>, never a browser prompt). */
    linkDialog: {
      heading: "Link",
      text: "Text",
      textHint: "The words readers click.",
      address: "Address",
      addressHint: "https://…, mailto:… or a page of this site such as /contact.",
      insert: "Insert",
      cancel: "Cancel",
      noText: "Write the words readers click.",
      badAddress:
        "Give an address that starts with https://, http://, mailto: or / (a page of this site), without spaces.",
    },
    /** The picture library (Picture): the article photos already uploaded, and an upload. */
    library: {
      heading: "Pictures",
      intro: "Choose a photo to put in the article where the cursor is, or upload a new one.",
      none: "No photos uploaded for articles yet.",
      insert: "Insert:",
      upload: "Upload a new photo",
      file: "Photo to upload",
      fileHint: "JPEG, PNG or WebP, at most 15 MB.",
      alt: "Describe the picture for people who cannot see it",
      altHint: "For example: “Engineer connecting a CT to the test set in bay 2”.",
      send: "Upload and insert",
      close: "Close",
      noFile: "Choose a photo to upload.",
      noAlt: "Describe the picture first.",
      justAdded: "Just added",
    },
    uploading: "Uploading the picture…",
    uploaded: "Picture added to the article.",
    uploadFailed: "The picture could not be uploaded. Please try again.",
    tableSample: {
      headers: ["Column 1", "Column 2"],
      cells: ["Text", "Text"],
    },
  },
};
