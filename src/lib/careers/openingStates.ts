/**
 * An opening's life on the desk: a draft (never on /career), published (on
 * /career until its deadline day ends) or closed (off /career, kept, can be
 * published again). Each state offers only the buttons that fit it; the
 * opening page shows them and the desk refuses any other (openingsDeskActions.ts).
 */
export const OPENING_STATUSES = ["draft", "published", "closed"] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

export const isOpeningStatus = (value: unknown): value is OpeningStatus =>
  OPENING_STATUSES.includes(value as OpeningStatus);

/**
 * What the opening page's buttons ask. `saveDraft` and `publish` keep the
 * form's words (new or a draft); `save` keeps them and the state (published
 * or closed); `preview` shows them as /career would, saving nothing; `close`
 * takes a published opening off the site (only with its confirmation);
 * `reopen` keeps the words and publishes a closed opening again.
 */
export const OPENING_ACTIONS = [
  "saveDraft",
  "preview",
  "publish",
  "save",
  "close",
  "reopen",
] as const;
export type OpeningAction = (typeof OPENING_ACTIONS)[number];

/** The buttons of a new opening's page and of each state's, in the order they are shown. */
export const ACTIONS_OF = {
  new: ["saveDraft", "preview", "publish"],
  draft: ["saveDraft", "preview", "publish"],
  published: ["save", "preview", "close"],
  closed: ["reopen", "save"],
} as const satisfies Record<OpeningStatus | "new", readonly OpeningAction[]>;

/** The buttons an opening's page offers (undefined: a new one). */
export const actionsFor = (status: OpeningStatus | undefined): readonly OpeningAction[] =>
  ACTIONS_OF[status ?? "new"];

/** Whether the page of an opening in `status` (undefined: new) may do `action`. */
export const allows = (
  status: OpeningStatus | undefined,
  action: string,
): action is OpeningAction => (actionsFor(status) as readonly string[]).includes(action);

/** The state an action leaves an opening in (preview changes nothing). */
export function statusAfter(
  status: OpeningStatus | undefined,
  action: Exclude<OpeningAction, "preview">,
): OpeningStatus {
  switch (action) {
    case "saveDraft":
      return "draft";
    case "publish":
    case "reopen":
      return "published";
    case "close":
      return "closed";
    case "save":
      if (status === undefined || status === "draft")
        throw new Error("Save changes is for a published or closed opening");
      return status;
  }
}

/**
 * Whether the action puts the opening on /career (publish, reopen): then its
 * deadline must be today or later, even the one it had.
 */
export const goesOnSite = (action: OpeningAction) => action === "publish" || action === "reopen";
