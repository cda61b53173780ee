import { useEffect, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { upload } from "@/content/forms";
import { Field, type Base } from "./fields";

type Chosen = { name: string; size: number };

const chosenOf = (input: HTMLInputElement | null): Chosen | undefined => {
  const file = input?.files?.[0];
  return file ? { name: file.name, size: file.size } : undefined;
};

/**
 * The browser's own file input, across the form (it works before the page's
 * script and without it); once hydrated, the chosen file's whole name and size
 * under it, with a button that removes it.
 */
export function FileField({
  registration,
  accept,
  check,
  words = upload,
  ...field
}: Base & {
  /** The chosen file's words in the page's language (English unless given). */
  words?: Pick<typeof upload, "remove" | "removed" | "sizeOf">;
  registration: UseFormRegisterReturn;
  accept: string;
  /** Checks the chosen file at once and gives the message the submit would show, if any. */
  check?: (() => Promise<string | undefined>) | undefined;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<Chosen | undefined>();
  const [said, setSaid] = useState("");
  const { ref, onChange, ...rest } = registration;

  useEffect(() => {
    const element = input.current;
    // A file chosen while the form's code was on its way.
    setChosen(chosenOf(element));
    const form = element?.form;
    const cleared = () => setChosen(undefined);
    form?.addEventListener("reset", cleared);
    return () => form?.removeEventListener("reset", cleared);
  }, []);

  // A wrong file is said as soon as it is chosen, beside the field and aloud, not on submit.
  const checkChosen = async () => setSaid((await check?.()) ?? "");

  const remove = () => {
    const element = input.current;
    if (!element) return;
    element.value = "";
    void onChange({ target: element, type: "change" });
    setChosen(undefined);
    void check?.();
    setSaid(words.removed);
    element.focus();
  };

  return (
    <Field {...field}>
      {(attributes) => (
        <>
          <input
            {...attributes}
            {...rest}
            type="file"
            accept={accept}
            className={`${attributes.className} file:mr-3 file:rounded file:border-0 file:bg-navy-900 file:px-3 file:py-1.5 file:font-semibold file:text-white`}
            ref={(element) => {
              ref(element);
              input.current = element;
            }}
            onChange={(event) => {
              void onChange(event);
              setChosen(chosenOf(event.target));
              setSaid("");
              void checkChosen();
            }}
          />
          {chosen && (
            <div className="flex items-start justify-between gap-3 rounded-md border border-steel-200 bg-steel-50 px-3 py-2">
              <p className="min-w-0 text-sm">
                <span className="block font-semibold wrap-anywhere text-navy-900">
                  {chosen.name}
                </span>
                <span className="text-slate-700">{words.sizeOf(chosen.size)}</span>
              </p>
              <button
                type="button"
                onClick={remove}
                aria-label={`${words.remove} ${chosen.name}`}
                className="min-h-11 shrink-0 rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-navy-900 hover:border-navy-900"
              >
                {words.remove}
              </button>
            </div>
          )}
          <p role="status" className="sr-only">
            {said}
          </p>
        </>
      )}
    </Field>
  );
}
