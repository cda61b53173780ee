type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's fields a visitor reaches with Tab, in reading (document) order. */
function reachableFields(form: HTMLFormElement): Field[] {
  return Array.from(form.elements).filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.type !== "hidden" &&
      !element.disabled &&
      element.tabIndex >= 0,
  );
}

/**
 * Focus on the first field with a problem as the visitor reads the form, not
 * in the order the fields registered (a file field registers last).
 */
export function focusFirstProblem(form: HTMLFormElement | null, names: Iterable<string>): void {
  if (!form) return;
  const wrong = new Set(names);
  reachableFields(form)
    .find((field) => wrong.has(field.name))
    ?.focus();
}

/** Focus on the form's first field (an empty form brought back by "Send another"). */
export function focusFirstField(form: HTMLFormElement | null): void {
  if (form) reachableFields(form)[0]?.focus();
}
