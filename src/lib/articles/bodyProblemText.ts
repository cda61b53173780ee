import { articlesDesk } from "@/content/articlesDesk";
import { BODY_LIMITS, type BodyLimit } from "./bodyLimits";
import type { BodyProblem } from "./renderBody";

const errors = articlesDesk.edit.errors;

const isLimit = (problem: BodyProblem): problem is BodyLimit => problem in BODY_LIMITS;

/** What the writer reads about a body that was refused, or that the site could not show. */
export function bodyProblemText(problem: BodyProblem, line: number): string {
  if (!isLimit(problem)) return errors.bodyRender[problem];
  if (problem === "chars") return errors.body;
  return errors.bodyLimits[problem](line, BODY_LIMITS[problem]);
}
