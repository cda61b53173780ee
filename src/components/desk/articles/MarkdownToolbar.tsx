import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { articlesDesk } from "@/content/articlesDesk";
import type { LibraryPhoto } from "@/lib/articles/editorLive";
import { LinkDialog } from "./LinkDialog";
import {
  difference,
  heading,
  insertLink,
  insertPicture,
  linkTextOf,
  list,
  table,
  wrap,
  type LineEdit,
  type TextState,
} from "./markdownEdits";
import { PictureLibrary } from "./PictureLibrary";

const words = articlesDesk.toolbar;
/** Whether the page is in the browser never changes once it is. */
const noChange = () => () => {};
const buttonClass =
  "min-h-10 rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-steel-50";

/**
 * Buttons above the Body that write Markdown for the editor, so nobody needs
 * to know it (markdownEdits.ts says what each does). Drawn on the server and
 * hydrated when the writer reaches for it (client:interaction holds a press
 * made before and hands it over); hidden without script, where the textarea
 * works alone. Link and Picture open dialogs; nothing asks through a prompt.
 */
export default function MarkdownToolbar({
  target,
  photos,
}: {
  target: string;
  /** The article photos already uploaded, for the picture library. */
  photos: LibraryPhoto[];
}) {
  const [message, setMessage] = useState("");
  const [dialog, setDialog] = useState<"link" | "picture" | undefined>();
  const [linkText, setLinkText] = useState("");
  // The dialogs live under <body>, so they are drawn once the toolbar runs in the browser.
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // A refusal is about the last press: the writer's next key makes it old news.
  useEffect(() => {
    if (!message) return;
    const a = document.getElementById(target);
    const clear = () => setMessage("");
    a?.addEventListener("keydown", clear, { once: true });
    return () => a?.removeEventListener("keydown", clear);
  }, [message, target]);
  /** An edit chosen in a dialog, made once the dialog has closed and the Body can take the focus. */
  const afterClose = useRef<((state: TextState) => TextState) | undefined>(undefined);

  const area = () => {
    const found = document.getElementById(target);
    return found instanceof HTMLTextAreaElement ? found : undefined;
  };
  const stateOf = (a: HTMLTextAreaElement): TextState => ({
    text: a.value,
    start: a.selectionStart,
    end: a.selectionEnd,
  });

  /** Writes an edit into the Body where it changed (so the browser's undo takes it back), then selects. */
  const apply = (change: (state: TextState) => LineEdit) => {
    const a = area();
    if (!a) return;
    const next = change(stateOf(a));
    setMessage(next.refused === "tableRows" ? words.tableRows : "");
    a.focus();
    if (next.text !== a.value) {
      const { from, to, insert } = difference(a.value, next.text);
      a.setSelectionRange(from, to);
      const typed =
        document.activeElement === a && document.execCommand("insertText", false, insert);
      if (!typed || a.value !== next.text) {
        a.value = next.text;
        a.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    a.setSelectionRange(next.start, next.end);
  };

  const closeDialog = () => {
    setDialog(undefined);
    const edit = afterClose.current;
    afterClose.current = undefined;
    if (edit) apply(edit);
    else area()?.focus();
  };

  const openLink = () => {
    const a = area();
    setLinkText(a ? linkTextOf(stateOf(a)) : "");
    setMessage("");
    setDialog("link");
  };

  const buttons: [string, () => void][] = [
    [words.heading, () => apply((s) => heading(s, words.sampleHeading))],
    [words.bold, () => apply((s) => wrap(s, "**", "**", words.sampleBold))],
    [words.list, () => apply((s) => list(s, words.sampleItem))],
    [words.numbered, () => apply((s) => list(s, words.sampleItem, true))],
    [words.link, openLink],
    [words.picture, () => setDialog("picture")],
    [words.table, () => apply((s) => table(s, words.tableSample.headers, words.tableSample.cells))],
  ];

  return (
    <div className="noscript:hidden">
      <div
        role="group"
        aria-label={words.label}
        aria-controls={target}
        className="flex flex-wrap gap-2"
      >
        {buttons.map(([label, action]) => (
          <button key={label} type="button" className={buttonClass} onClick={action}>
            {label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {message}
      </p>
      {hydrated && (
        <>
          <LinkDialog
            open={dialog === "link"}
            text={linkText}
            onInsert={(text, address) => {
              afterClose.current = (s) => insertLink(s, text, address);
              setDialog(undefined);
            }}
            onClose={closeDialog}
          />
          <PictureLibrary
            open={dialog === "picture"}
            photos={photos}
            onInsert={(markdown, stay) => {
              if (stay) apply((s) => insertPicture(s, markdown));
              else {
                afterClose.current = (s) => insertPicture(s, markdown);
                setDialog(undefined);
              }
            }}
            onClose={closeDialog}
          />
        </>
      )}
    </div>
  );
}
