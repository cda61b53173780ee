/**
 * The elements the browser may skip rendering until they near the viewport
 * (`content-visibility: auto` in app/globals.css, which repeats this selector).
 */
export const SKIPPABLE_SECTIONS = "main > section ~ section, body > footer";
