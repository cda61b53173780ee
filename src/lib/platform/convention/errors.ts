/** The HTTP answers a refused desk action may take. */
export type DeskErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * An action staff asked for and the desk refused: `message` is in the words
 * staff read (from src/content), `field` names the form field it is about
 * (the page puts the message beside it), `status` is the answer that fits.
 * Every area's refusals are this type (RegisterError, PhotoError,
 * AccountError … only name where they came from), so a route catches one.
 */
export class DeskError extends Error {
  readonly status: DeskErrorStatus;
  readonly field: string | undefined;

  constructor(message: string, options: { status?: DeskErrorStatus; field?: string } = {}) {
    super(message);
    this.name = new.target.name;
    this.status = options.status ?? 400;
    this.field = options.field;
  }
}

/**
 * A form that shows several refusals at once (an article, an opening) keeps
 * them by the name of the field each is about, the name the form posts.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A refusal as a page shows it: the words, and the field they are put beside. */
export type Refusal = { message: string; field?: string | undefined };

/** A DeskError as a component takes it (a plain value). */
export const refusalOf = (error: DeskError | undefined): Refusal | undefined =>
  error && { message: error.message, field: error.field };

/** What a route caught, as the refusal it shows (status and message); anything else is thrown on. */
export function deskRefusal(caught: unknown): DeskError {
  if (caught instanceof DeskError) return caught;
  throw caught;
}
