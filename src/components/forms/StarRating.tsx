import type { UseFormRegisterReturn } from "react-hook-form";
import { Star } from "@/components/ui/icons";
import { formWords, type RatingField } from "@/content/forms";

type Props = {
  field: RatingField;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  id: string;
};

/**
 * Stars built on native radio inputs: arrow keys move the choice, clicking sets
 * 1 to 5. The fill (the chosen star and those before it, a preview under the
 * pointer) is drawn by CSS from the checked radio (`.star-rating` in
 * global.css), so a star chosen before the form's code arrives shows at once.
 */
export function StarRating({ field, registration, error, id }: Props) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="space-y-1.5">
      <legend className="text-sm font-semibold text-navy-900">
        {field.legend}
        <span className="text-accent-700" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className="star-rating flex gap-1">
        {Array.from({ length: field.stars }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600"
          >
            <input
              type="radio"
              required
              value={String(n)}
              className="peer sr-only"
              {...registration}
            />
            <Star aria-hidden="true" className="size-8 transition-colors" />
            <span className="sr-only">
              {n} {n === 1 ? formWords.star : formWords.stars}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
