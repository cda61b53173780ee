import { Fragment } from "react";

/** Break opportunities: after these characters, never inside a run of letters or digits. */
const AFTER = /(?<=[.@\-/])/;

/**
 * Text such as an e-mail address, a ULR or a file's path that may wrap only
 * after `.`, `@`, `-` and `/` (and at spaces), never mid-word: a `<wbr>`
 * after each of those characters, and no `overflow-wrap: anywhere` or
 * `word-break: break-all` on the cell that holds it.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(AFTER);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
