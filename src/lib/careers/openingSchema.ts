import { jobCategories } from "@/content/careers";
import { careersDesk } from "@/content/careersDesk";
import type { JobType } from "@/content/types";
import { isCalendarDate } from "@/lib/clock";
import { z } from "@/lib/zod";

const problems = careersDesk.problems;

export const JOB_TYPES = ["Full-time", "On-site", "Contract"] as const satisfies readonly JobType[];
export const CATEGORY_IDS = jobCategories.map((c) => c.id);

export const OPENING_FIELDS = [
  "title",
  "categoryId",
  "type",
  "location",
  "experience",
  "summary",
  "requirements",
  "deadline",
] as const;
export type OpeningField = (typeof OPENING_FIELDS)[number];

export const MAX_REQUIREMENTS = 12;
const REQUIREMENT_MAX = 300;

/** One line of text: control characters (CR/LF included) become spaces. */
const line = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim())
    .pipe(z.string().min(1, problems.required).max(max, problems.tooLong(max)));

const requirements = z
  .string()
  .transform((v) =>
    v
      .split(/\r\n|\r|\n|\u2028|\u2029/)
      .map((r) => r.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(REQUIREMENT_MAX, problems.requirementTooLong(REQUIREMENT_MAX)))
      .min(1, problems.requirements)
      .max(MAX_REQUIREMENTS, problems.tooMany(MAX_REQUIREMENTS)),
  );

/**
 * The desk's opening form, as posted (every field a string). `today` (India)
 * and the deadline the opening already has: a deadline that is over is refused
 * unless it is the one already kept (so a closed, expired opening can still be
 * corrected).
 */
export function openingSchema({ today, keptDeadline }: { today: string; keptDeadline?: string }) {
  return z.object({
    title: line(120),
    categoryId: z.string().refine((v) => CATEGORY_IDS.includes(v), problems.category),
    type: z.enum(JOB_TYPES, problems.type),
    location: line(80),
    experience: line(40),
    summary: line(800),
    requirements,
    deadline: z
      .string()
      .trim()
      .refine(isCalendarDate, problems.date)
      .refine((v) => v >= today || v === keptDeadline, problems.pastDeadline),
  });
}

export type OpeningInput = z.output<ReturnType<typeof openingSchema>>;
