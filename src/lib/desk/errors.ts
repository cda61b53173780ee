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
