/**
 * When the article editor's script calls the server (no server code here: the
 * editor's islands import it): the live preview after a short pause in typing,
 * the draft saved by itself a few seconds after the last key.
 */
export const PREVIEW_AFTER_MS = 400;
export const AUTOSAVE_AFTER_MS = 3000;
