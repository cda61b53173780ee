type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** A control differs from what the page was served with (a choice made and undone is no change). */
function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((o) => o.selected !== o.defaultSelected);
  if (
    control instanceof HTMLInputElement &&
    (control.type === "checkbox" || control.type === "radio")
  )
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** The browser asks before leaving while the form has unsaved changes; submitting it is saving. */
export function watchUnsaved(form: HTMLFormElement): void {
  let submitting = false;
  form.addEventListener("submit", () => {
    submitting = true;
  });
  // Back from the browser's cache after a submit: the form is watched again.
  window.addEventListener("pageshow", () => {
    submitting = false;
  });
  window.addEventListener("beforeunload", (event) => {
    if (submitting || ![...form.elements].filter(isControl).some(changed)) return;
    event.preventDefault();
    // Older browsers ask only when a value is set.
    event.returnValue = "";
  });
}
