import { DeskError } from "@/lib/platform/convention/errors";

/**
 * A refused register action. Its status: 400 bad input, 403 not this person's to do, 404 no such
 * report, 409 conflict, 413 too large, 422 a file that could not be checked in time, 503 the
 * file checks are all busy.
 */
export class RegisterError extends DeskError {
  constructor(message: string, status: 400 | 403 | 404 | 409 | 413 | 422 | 503 = 400) {
    super(message, { status });
  }
}
