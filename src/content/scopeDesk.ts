/**
 * Words of the desk's scope of accreditation (/desk/scope, roles `quality`
 * and `admin`): the import of NABL's schedule as CSV, its dry run, one row's
 * edit and the export. Staff-facing, calm and short.
 */

/** A field of a scope row as the desk, the CSV and the audit log name it. */
export const scopeFieldNames = {
  kind: "Kind",
  discipline: "Discipline",
  group: "Group",
  product: "Materials or products tested / Measurand",
  parameter: "Component / parameter",
  method: "Test method",
  range: "Range",
  cmc: "CMC (±)",
  accredited: "Accredited",
  price: "Price (₹, before GST)",
  services: "Services",
} as const;

export const scopeCsv = {
  /** The export's header: each title starts with a word the import recognises. */
  columnTitles: scopeFieldNames,
  yes: "Yes",
  no: "No",
  fileName: "scope-of-accreditation.csv",
  problems: {
    tooLarge: (mb: number) => `The file is larger than ${mb} MB. Split the schedule into parts.`,
    notUtf8: "The file is not UTF-8 text. Save it from the spreadsheet as “CSV UTF-8”.",
    csv: (detail: string) => `The file could not be read as CSV: ${detail}`,
    empty: "The file has no rows below its header.",
    tooManyRows: (n: number) => `The file has more than ${n.toLocaleString("en-IN")} rows.`,
    columns: (missing: string[]) =>
      `The file has no column for ${missing.map((f) => scopeFieldNames[f as keyof typeof scopeFieldNames] ?? f).join(", ")}. A column is recognised when its title starts with Discipline, Group, Materials, Products, Measurand, Component, Parameter, Test method, Method, Range, CMC, Accredited or Price.`,
    required: (line: number, column: string) => `Line ${line}: ${column} is empty.`,
    tooLong: (line: number, column: string, max: number) =>
      `Line ${line}: ${column} is longer than ${max} characters.`,
    kind: (line: number, value: string) =>
      `Line ${line}: Kind “${value}” is neither testing nor calibration.`,
    accredited: (line: number, value: string) =>
      `Line ${line}: Accredited “${value}” is neither Yes nor No.`,
    price: (line: number, value: string) =>
      `Line ${line}: Price “${value}” is not an amount in rupees (for example 1500 or 1,500.00).`,
    services: (line: number, unknown: string[]) =>
      `Line ${line}: no service is called ${unknown.map((s) => `“${s}”`).join(", ")}.`,
    duplicate: (line: number, earlier: number) =>
      `Line ${line} repeats line ${earlier} (the same product, parameter and method).`,
  },
};

export const scopeDesk = {
  nav: "Scope",
  list: {
    title: "Scope of accreditation",
    heading: "Scope of accreditation",
    intro:
      "The rows of the public scope page (/scope), of each service page's tests and of the test request. Import NABL's schedule as CSV to add and update rows or to replace the whole scope (you see what would change before anything does), or edit one row.",
    count: (n: number, outside: number) =>
      `${n.toLocaleString("en-IN")} rows, ${outside.toLocaleString("en-IN")} of them not accredited.`,
    export: "Export the scope as CSV",
    exportNote: "In the columns the import reads: change it in a spreadsheet and import it again.",
    public: "See the public scope page",
    rowsHeading: "Rows",
    columns: {
      id: "No.",
      product: "Product / measurand",
      parameter: "Parameter",
      method: "Method",
      accredited: "Accredited",
      price: "Price",
      edit: "Edit",
    },
    editRow: (id: number) => `Edit row ${id}`,
    yes: "Yes",
    no: "No",
    onRequest: "on request",
    caption: "The scope's rows, in the order of the public page",
    pager: { label: "Pages of rows", previous: "Previous rows", next: "Next rows" },
    page: (page: number, pages: number) => `Page ${page} of ${pages}.`,
    wrongQuery: "This address asks for a page the list does not have.",
    back: "The first page",
  },
  import: {
    heading: "Import NABL's schedule",
    intro:
      "A CSV file saved from the schedule's table. Its columns are recognised by how their titles start (Discipline, Group, Materials or Products or Measurand, Component or Parameter, Test method or Method, Range, CMC, Accredited, Price), in any case and order; other columns are left out. A row is the same row when its kind, product, parameter and method are the same, or its kind, product and parameter when only the method changed: it keeps its number.",
    file: "Scope CSV",
    fileHint: "CSV, UTF-8, at most 8 MB and 25,000 rows.",
    submit: "Import scope",
    mode: "What the file is",
    modes: {
      update:
        "Rows to add and update: the rows not in the file stay as they are (the usual choice)",
      replace: "The whole scope: the rows not in the file are removed from the scope",
    },
    refusedTitle: "Scope not imported",
    refused: "Nothing was changed. Please correct the file and import it again:",
    noFile: "Choose the scope's CSV file.",
    busy: "The file could not be read just now (the server is busy). Please try again in a minute.",
  },
  dryRun: {
    title: "Check the import",
    heading: "What the import would change",
    intro:
      "Nothing has changed yet. Check the rows below, then apply the import. If someone changes the scope before you apply, you are asked to import the file again.",
    summary: (added: number, changed: number, removed: number, same: number) =>
      `${added} added, ${changed} changed, ${removed} removed, ${same} unchanged.`,
    ignored: (titles: string[]) => `Columns left out: ${titles.join(", ")}.`,
    noServices:
      "The file has no Services column: changed rows keep their services, and added rows belong to no service page until you edit them.",
    added: "Added",
    changed: "Changed",
    removed: "Removed",
    none: "None.",
    apply: (added: number, changed: number, removed: number) =>
      `Apply: ${[
        added || (!changed && !removed) ? `${added} added` : "",
        changed ? `${changed} changed` : "",
        removed ? `${removed} removed` : "",
      ]
        .filter(Boolean)
        .join(", ")}`,
    modeUpdate: "Adding and updating: the rows not in the file stay in the scope.",
    modeReplace: "Replacing the whole scope: the rows not in the file are removed.",
    removedWarning: (n: number) =>
      `${n.toLocaleString("en-IN")} ${n === 1 ? "row is" : "rows are"} removed from the public scope, the service pages and the test request (each is kept as a version and can be put back).`,
    confirm: (n: number) =>
      `I have checked the ${n.toLocaleString("en-IN")} ${n === 1 ? "row" : "rows"} to be removed: remove ${n === 1 ? "it" : "them"}`,
    confirmNeeded: (n: number) =>
      `Nothing was applied: tick “I have checked the ${n.toLocaleString("en-IN")} ${n === 1 ? "row" : "rows"} to be removed” to apply an import that removes rows.`,
    cancel: "Cancel",
    stale:
      "The scope changed after this check (another import or an edit), or the check is more than 30 minutes old. Nothing was applied: import the file again.",
    nothing: "The file says what the scope says already: nothing to apply.",
    more: (n: number) => `and ${n.toLocaleString("en-IN")} more.`,
  },
  done: {
    imported:
      "The import was applied. Every change is in the audit log, and the earlier versions are kept.",
    saved: "The row was saved. Its earlier version is kept below.",
    unchanged: "Nothing was changed: the form said what the row says already.",
    restored: "The earlier version was put back, as a new version below.",
    wordsSaved: "The search words were saved; the change is in the audit log.",
    wordsUnchanged: "Nothing was changed: the search words say what they said already.",
  },
  edit: {
    title: (id: number) => `Scope row ${id}`,
    notFoundTitle: "No such row",
    notFound: "The scope has no current row with this number.",
    back: "All rows",
    intro:
      "The row as the public scope page, the service pages and the test request show it. Every save is kept below.",
    fields: scopeFieldNames,
    kinds: { testing: "Testing", calibration: "Calibration" },
    accreditedLabel: "Within the NABL accreditation (the report may carry the NABL mark)",
    priceHint: "In rupees before GST, for example 1500 or 1500.50; leave empty for “on request”.",
    servicesLegend: "Service pages that list it",
    save: "Save row",
    errors: "The row was not saved. Please check:",
    stale:
      "Someone saved this row after you opened it. Your values are below; save again to replace theirs.",
    required: (field: string) => `${field} is needed.`,
    tooLong: (field: string, max: number) => `${field} has at most ${max} characters.`,
    price: "Write the price in rupees, for example 1500 or 1500.50, or leave it empty.",
    versions: "Saved versions",
    version: (n: number, when: string, who: string, change: string) =>
      `Version ${n}, ${when}, ${who}: ${change}`,
    restore: "Put back",
    restoreLabel: (n: number) => `Put back version ${n}`,
    changes: {
      seed: "as the site started",
      added: "added by an import",
      changed: "changed",
      removed: "removed by an import",
      restored: "put back",
    },
  },
  audit: {
    added: (row: string) => `Row ${row}`,
    changed: (row: string, changes: string) => `Row ${row}: ${changes}`,
    removed: (row: string) => `Row ${row}`,
    change: (field: string, before: string, after: string) => `${field} “${before}” → “${after}”`,
    imported: (added: number, changed: number, removed: number) =>
      `${added} added, ${changed} changed, ${removed} removed`,
    yes: "yes",
    no: "no",
    none: "none",
  },
};

/** The audit log's words for the scope's actions (content/desk.ts lists them with the others). */
export const scopeAuditActions: Record<string, string> = {
  "scope imported": "Imported the scope of accreditation",
  "scope row added": "Added a row to the scope",
  "scope row changed": "Changed a row of the scope",
  "scope row removed": "Removed a row from the scope",
  "scope row restored": "Put back an earlier version of a scope row",
  "scope exported": "Downloaded the scope as CSV",
  "scope search words changed": "Changed the scope search's abbreviations and synonyms",
};

/** The desk's list of search words: the abbreviations and synonyms /scope's search knows. */
export const scopeSearchWordsDesk = {
  heading: "Search words",
  intro:
    "Abbreviations and synonyms the public search knows: one line is one set of words that mean the same, separated by “=”. A search for any of them finds the rows that say any of them.",
  label: "Abbreviations and synonyms, one set a line",
  hint: "For example: BDV = breakdown voltage = electric strength",
  save: "Save search words",
  errors: "The search words were not saved. Please check:",
  problems: {
    tooMany: (max: number) => `At most ${max} lines.`,
    tooLong: (line: number, max: number) => `Line ${line} is longer than ${max} characters.`,
    single: (line: number) =>
      `Line ${line} has one word set only: write at least two, separated by “=”.`,
    noWord: (line: number) => `Line ${line} has a part without a letter or digit.`,
  },
  audit: (added: string[], removed: string[]) =>
    [
      added.length ? `Added: ${added.map((l) => `“${l}”`).join(", ")}` : "",
      removed.length ? `Removed: ${removed.map((l) => `“${l}”`).join(", ")}` : "",
    ]
      .filter(Boolean)
      .join("; "),
};
