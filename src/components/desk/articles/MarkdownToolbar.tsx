import { useState } from "react";
import { articlesDesk } from "@/content/articlesDesk";
import { insertBlock, prefixLines, tableMarkdown, wrap, type TextState } from "./markdownEdits";

const words = articlesDesk.toolbar;
const buttonClass =
  "min-h-10 rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-steel-50";

/** Where the Picture button sends a photo (wt-photos' endpoint): answers { id, alt, markdown }. */
const UPLOAD_URL = "/desk/photos/upload.json";

/**
 * Buttons above the Body that write Markdown for the editor, so nobody needs
 * to know it. Rendered only with JavaScript (client:only): without it, the
 * textarea works alone.
 */
export default function MarkdownToolbar({ target }: { target: string }) {
  const fileId = `${target}-picture-file`;
  const [message, setMessage] = useState("");

  const edit = (change: (state: TextState) => TextState) => {
    const area = document.getElementById(target);
    if (!(area instanceof HTMLTextAreaElement)) return;
    const next = change({ text: area.value, start: area.selectionStart, end: area.selectionEnd });
    area.value = next.text;
    area.focus();
    area.setSelectionRange(next.start, next.end);
  };

  const link = () => {
    const address = window.prompt(words.linkAddress, "https://");
    if (!address || address === "https://") return;
    edit((s) => wrap(s, "[", `](${address.trim()})`, words.sampleLink));
  };

  const upload = async (file: File) => {
    const alt = window.prompt(words.pictureAlt)?.trim();
    if (!alt) return;
    setMessage(words.uploading);
    const body = new FormData();
    body.set("file", file);
    body.set("alt", alt);
    try {
      const response = await fetch(UPLOAD_URL, { method: "POST", body });
      const answer = (await response.json()) as { markdown?: string; error?: string };
      if (!response.ok || !answer.markdown) throw new Error(answer.error ?? words.uploadFailed);
      edit((s) => insertBlock(s, answer.markdown!));
      setMessage(words.uploaded);
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : words.uploadFailed);
    }
  };

  const buttons: [string, () => void][] = [
    [words.heading, () => edit((s) => prefixLines(s, () => "## ", words.sampleHeading))],
    [words.bold, () => edit((s) => wrap(s, "**", "**", words.sampleBold))],
    [words.list, () => edit((s) => prefixLines(s, () => "- ", words.sampleItem))],
    [words.numbered, () => edit((s) => prefixLines(s, (i) => `${i + 1}. `, words.sampleItem))],
    [words.link, link],
    [words.picture, () => document.getElementById(fileId)?.click()],
    [
      words.table,
      () =>
        edit((s) =>
          insertBlock(s, tableMarkdown(words.tableSample.headers, words.tableSample.cells)),
        ),
    ],
  ];

  return (
    <div>
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
      <input
        id={fileId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
