import { useEffect, useRef, useState } from "react";
import { prose } from "@/components/sections/blog/ArticleBody";
import { articlesDesk } from "@/content/articlesDesk";
import type { Picture } from "@/content/types";
import type { Autosaved, AutosaveRefused, LivePreview } from "@/lib/articles/editorLive";
import { AUTOSAVE_AFTER_MS, PREVIEW_AFTER_MS } from "@/lib/articles/editorTiming";
import { thumbnailOf } from "./fileThumbnail";

const words = articlesDesk;
const PREVIEW_URL = "/desk/articles/preview.json";
const AUTOSAVE_URL = "/desk/articles/autosave.json";

/** What the preview shows: the server's rendering of the body and its cover, and the form's words. */
type Shown = {
  html: string;
  cover: Picture | null;
  problem: string;
  title: string;
  excerpt: string;
  /** A cover photo chosen but not sent yet, drawn from the file. */
  newCover: { src: string; alt: string } | undefined;
};

/** The autosave's line: polite news, or an alert when the writer must act. */
type Saving = { text: string; alert: boolean };

/** A named control of the article's form. */
const control = (form: HTMLFormElement, name: string) => {
  const found = form.elements.namedItem(name);
  return found instanceof HTMLInputElement ||
    found instanceof HTMLTextAreaElement ||
    found instanceof HTMLSelectElement
    ? found
    : undefined;
};

/** The form as the autosave sends it: every field but the cover file and the buttons. */
function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && name !== "action") fields.append(name, value);
  return fields;
}

/** The form as the server sent it (each field's default): what the article was when the page was drawn. */
function defaultsOf(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement && element.name) {
      const chosen = [...element.options].find((o) => o.defaultSelected) ?? element.options[0];
      fields.append(element.name, chosen?.value ?? "");
    } else if (element instanceof HTMLTextAreaElement && element.name)
      fields.append(element.name, element.defaultValue.replace(/\r\n/g, "\n"));
    else if (
      element instanceof HTMLInputElement &&
      element.name &&
      !["file", "submit", "button", "reset", "image"].includes(element.type) &&
      (!["checkbox", "radio"].includes(element.type) || element.defaultChecked)
    )
      fields.append(element.name, element.defaultValue);
  }
  return fields;
}

/**
 * Beside the Body (below it on a phone): the article as the site will show it,
 * drawn by the server's own renderer (preview.json, in the untrusted-work pool)
 * a moment after each change, with the cover as chosen, even a photo not yet
 * sent. And the draft saved by itself a few seconds after the last key
 * (autosave.json): only a draft, only when it changed, never over a newer save
 * from elsewhere (the server refuses, and this says who saved it). Its line
 * says "Saved at …" politely; a failure is an alert. Hidden without script.
 */
export default function ArticleLive({
  target,
  autosave,
}: {
  target: string;
  /** `on`: the article is new or a draft; `base`: the saved version the editor holds. */
  autosave: { on: boolean; base: string };
}) {
  const [shown, setShown] = useState<Shown>({
    html: "",
    cover: null,
    problem: "",
    title: "",
    excerpt: "",
    newCover: undefined,
  });
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState<Saving>({
    text: autosave.on ? "" : words.autosave.off,
    alert: false,
  });
  const base = useRef(autosave.base);

  useEffect(() => {
    const area = document.getElementById(target);
    const form = area instanceof HTMLTextAreaElement ? area.form : null;
    if (!form) return;
    const value = (name: string) => control(form, name)?.value ?? "";

    // The preview: one request at a time; a change meanwhile asks again when it ends.
    let previewTimer: ReturnType<typeof setTimeout> | undefined;
    let drawing = false;
    let drawAgain = false;
    const draw = async () => {
      if (drawing) {
        drawAgain = true;
        return;
      }
      drawing = true;
      setBusy(true);
      const file = (control(form, "coverPhoto") as HTMLInputElement | undefined)?.files?.[0];
      const newCoverSrc = file ? await thumbnailOf(file) : undefined;
      const newCover = newCoverSrc
        ? { src: newCoverSrc, alt: value("coverPhotoAlt").trim() || words.live.newCover }
        : undefined;
      const words_ = { title: value("title"), excerpt: value("excerpt"), newCover };
      try {
        const response = await fetch(PREVIEW_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ body: value("body"), cover: value("cover") }),
        });
        if (!response.ok) throw new Error(String(response.status));
        const answer = (await response.json()) as LivePreview;
        setShown({
          ...words_,
          html: answer.html,
          cover: answer.cover,
          problem: answer.problem ?? "",
        });
      } catch {
        setShown((before) => ({ ...before, ...words_, problem: words.live.failed }));
      } finally {
        drawing = false;
        setBusy(false);
        if (drawAgain) {
          drawAgain = false;
          void draw();
        }
      }
    };
    const drawSoon = () => {
      clearTimeout(previewTimer);
      previewTimer = setTimeout(() => void draw(), PREVIEW_AFTER_MS);
    };

    // The draft saved by itself.
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    // As the page was drawn: a key typed before this script ran counts as a change.
    let lastSaved = defaultsOf(form).toString();
    let inFlight: Promise<void> | undefined;
    let stopped = !autosave.on;
    const save = async () => {
      const fields = fieldsOf(form);
      if (stopped || fields.toString() === lastSaved) return;
      fields.set("base", base.current);
      setSaving({ text: words.autosave.saving, alert: false });
      try {
        const response = await fetch(AUTOSAVE_URL, {
          method: "POST",
          body: (() => {
            const body = new FormData();
            for (const [name, v] of fields) body.append(name, v);
            return body;
          })(),
        });
        if (response.status === 401) {
          setSaving({ text: words.autosave.signedOut, alert: true });
          return;
        }
        const answer = (await response.json()) as Autosaved | AutosaveRefused;
        if ("error" in answer) {
          stopped = Boolean(answer.stop);
          setSaving({ text: answer.error, alert: response.status !== 422 });
          return;
        }
        fields.delete("base");
        if (!control(form, "id")) {
          // A new article is on the desk now: the form, the address and later saves follow it.
          const id = document.createElement("input");
          id.type = "hidden";
          id.name = "id";
          id.value = answer.id;
          form.append(id);
          form.action = answer.location;
          history.replaceState(history.state, "", answer.location);
          fields.set("id", answer.id);
        }
        lastSaved = fields.toString();
        base.current = answer.base;
        setSaving({ text: answer.message, alert: false });
      } catch {
        setSaving({ text: words.autosave.failed, alert: true });
      }
    };
    const saveNow = () => {
      inFlight ??= save().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    };
    const saveSoon = () => {
      if (stopped) return;
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => {
        // Typing went on while a save was on its way: try again once it is back.
        if (inFlight) void inFlight.then(saveSoon);
        else void saveNow();
      }, AUTOSAVE_AFTER_MS);
    };

    const changed = () => {
      drawSoon();
      saveSoon();
    };
    // A button pressed while a new article's first save is on its way waits for it,
    // so the button saves that article rather than making a second one.
    const submitted = (event: SubmitEvent) => {
      clearTimeout(saveTimer);
      if (!inFlight) return;
      event.preventDefault();
      const button = event.submitter;
      void inFlight.then(() => form.requestSubmit(button));
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", submitted);
    void draw();
    // What was typed before this ran (the page still loading) is saved too.
    saveSoon();
    return () => {
      clearTimeout(previewTimer);
      clearTimeout(saveTimer);
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", submitted);
    };
  }, [target, autosave.on]);

  const live = words.live;
  const cover: { src: string; alt: string; width?: number; height?: number } | null =
    shown.newCover ?? shown.cover;
  const empty = !shown.html && !shown.title && !shown.excerpt && !cover && !shown.problem;
  return (
    <div className="min-w-0 lg:sticky lg:top-4 noscript:hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="live-preview-heading" className="text-sm font-semibold text-navy-900">
          {live.heading}
        </h2>
        <p role="status" className="text-sm text-slate-700">
          {saving.alert ? "" : saving.text}
        </p>
      </div>
      <p role="alert" className="text-sm font-medium text-red-800 empty:hidden">
        {saving.alert ? saving.text : ""}
      </p>
      <div
        role="region"
        aria-labelledby="live-preview-heading"
        aria-busy={busy}
        tabIndex={0}
        className="mt-1.5 max-h-[32rem] overflow-y-auto rounded-md border border-slate-400 bg-white p-4 lg:max-h-[calc(100dvh-6rem)]"
      >
        {empty && <p className="text-slate-600">{live.empty}</p>}
        {cover && (
          <img
            src={cover.src}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            className="mb-6 h-auto w-full rounded-xl"
          />
        )}
        {shown.title && (
          <p className="text-2xl font-bold [overflow-wrap:anywhere] text-navy-900">{shown.title}</p>
        )}
        {shown.excerpt && (
          <p className="mt-4 text-xl leading-relaxed text-slate-800">{shown.excerpt}</p>
        )}
        {shown.problem && (
          <p className="mt-4 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
            {shown.problem}
          </p>
        )}
        {/* eslint-disable-next-line react/no-danger -- rendered and sanitised on the server by the site's own renderer (lib/articles/renderArticle.ts) */}
        <div className={prose} dangerouslySetInnerHTML={{ __html: shown.html }} />
      </div>
    </div>
  );
}
