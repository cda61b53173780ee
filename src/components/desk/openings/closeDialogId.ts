/** The id of the opening page's <dialog> that asks to confirm Close (OpeningForm.tsx, closeDialog.ts). */
export const CLOSE_DIALOG_ID = "close-opening-dialog";
