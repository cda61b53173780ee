import { CLOSE_DIALOG_ID } from "./closeDialogId";

/**
 * With script, the opening page's Close button opens its <dialog> instead of
 * posting; only the dialog's own button closes the opening. Without script the
 * button posts and the page answers with the same confirmation.
 */
export function askBeforeClosing(): void {
  const dialog = document.getElementById(CLOSE_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-close-opening]"))
    button.addEventListener("click", (event) => {
      event.preventDefault();
      dialog.showModal();
    });
}
