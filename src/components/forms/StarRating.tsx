import type { UseFormRegisterReturn } from "react-hook-form";
import { Star } from "@/components/ui/icons";
import { formWords, type RatingField } from "@/content/forms";
import { RequiredFieldset } from "./fields";

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
  return (
    <RequiredFieldset id={id} legend={field.legend} error={error} className="space-y-1.5">
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
    </RequiredFieldset>
  );
}
