import { useState, type FormEvent } from "react";
import { TextField } from "@/components/forms/fields";
import { articlesDesk } from "@/content/articlesDesk";
import type { LibraryPhoto } from "@/lib/articles/editorLive";
import { DialogButtons, EditorDialog } from "./EditorDialog";
import { thumbnailOf } from "./fileThumbnail";

const words = articlesDesk.toolbar;

/** Where a photo is sent (the photo desk's endpoint): answers { id, alt, markdown } or { error }. */
const UPLOAD_URL = "/desk/photos/upload.json";

/** A photo in the library: as listed by the server, or just uploaded (its thumbnail drawn from the file). */
type Shown = LibraryPhoto & { added?: boolean };

/**
 * The toolbar's Picture: the article photos already uploaded, as thumbnails
 * to pick (the photo goes in the Body at the caret), and an upload whose photo
 * is put in the Body at once and joins the list.
 */
export function PictureLibrary({
  open,
  photos,
  onInsert,
  onClose,
}: {
  open: boolean;
  photos: Shown[];
  /** Puts a photo's Markdown in the Body; `stay`: the dialog stays open (after an upload). */
  onInsert: (markdown: string, stay: boolean) => void;
  onClose: () => void;
}) {
  const [shown, setShown] = useState<Shown[]>(photos);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fileInput = form.elements.namedItem("file") as HTMLInputElement;
    const altInput = form.elements.namedItem("alt") as HTMLInputElement;
    const file = fileInput.files?.[0];
    const alt = altInput.value.trim();
    const found = {
      ...(file ? {} : { file: words.library.noFile }),
      ...(alt ? {} : { alt: words.library.noAlt }),
    };
    setErrors(found);
    if (!file) return fileInput.focus();
    if (!alt) return altInput.focus();
    setBusy(true);
    setMessage(words.uploading);
    const body = new FormData();
    body.set("file", file);
    body.set("alt", alt);
    try {
      const response = await fetch(UPLOAD_URL, { method: "POST", body });
      const answer = (await response.json()) as Partial<LibraryPhoto> & { error?: string };
      if (!response.ok || !answer.markdown || !answer.id)
        throw new Error(answer.error ?? words.uploadFailed);
      const thumb = (await thumbnailOf(file, 320)) ?? "";
      const photo = { id: answer.id, alt: answer.alt ?? alt, thumb, markdown: answer.markdown };
      setShown((list) => [{ ...photo, added: true }, ...list.filter((p) => p.id !== photo.id)]);
      onInsert(photo.markdown, true);
      form.reset();
      setMessage(words.uploaded);
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : words.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  const library = words.library;
  const close = () => {
    setMessage("");
    setErrors({});
    onClose();
  };
  return (
    <EditorDialog open={open} id="picture-library" heading={library.heading} onClose={close}>
      <p className="mt-1 text-sm text-slate-700">{library.intro}</p>
      {shown.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{library.none}</p>
      ) : (
        <ul className="mt-3 grid max-h-72 grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3">
          {shown.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => onInsert(photo.markdown, false)}
                className="flex w-full flex-col gap-1 rounded-md border border-steel-200 p-1 text-left text-sm hover:border-accent-600"
              >
                {photo.thumb && (
                  <img
                    src={photo.thumb}
                    alt=""
                    width={160}
                    height={100}
                    loading="lazy"
                    className="aspect-[8/5] w-full rounded object-cover"
                  />
                )}
                <span className="line-clamp-2 [overflow-wrap:anywhere]">
                  <span className="sr-only">{library.insert} </span>
                  {photo.alt}
                </span>
                {photo.added && (
                  <span className="font-semibold text-green-800">{library.justAdded}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(event) => void upload(event)} className="mt-5 space-y-3">
        <h3 className="font-bold text-navy-900">{library.upload}</h3>
        <TextField
          id="picture-library-file"
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          label={library.file}
          hint={library.fileHint}
          error={errors.file}
        />
        <TextField
          id="picture-library-alt"
          name="alt"
          label={library.alt}
          hint={library.altHint}
          maxLength={250}
          error={errors.alt}
        />
        <p role="status" className="min-h-5 text-sm font-medium text-slate-800">
          {message}
        </p>
        <DialogButtons act={library.send} leave={library.close} onLeave={close} busy={busy} />
      </form>
    </EditorDialog>
  );
}
