import { Field, TextField } from "@/components/forms/fields";
import { photoDesk } from "@/content/photos";
import type { Refusal } from "@/lib/platform/convention/errors";
import type { UploadFields } from "@/lib/photos/deskActions";
import type { AlbumGroup } from "@/lib/photos/deskView";
import { MAX_ALT_CHARS, MAX_CAPTION_CHARS } from "@/lib/photos/limits";

const words = photoDesk.upload;
const button = "min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800";

/** The form's fields by the names it posts (a refusal names one), with their ids on the page. */
const FIELD_IDS: Record<string, string> = {
  file: "photo-file",
  alt: "photo-alt",
  caption: "photo-caption",
  album: "photo-album",
};

/**
 * The upload form: a plain multipart form (works without script); after a
 * refusal it keeps what was typed, says the refusal above the form (a link to
 * its field) and again beside that field.
 */
export function PhotoUploadForm({
  groups,
  fields,
  refusal,
}: {
  groups: AlbumGroup[];
  fields: UploadFields | undefined;
  refusal: Refusal | undefined;
}) {
  const fieldId = refusal?.field && FIELD_IDS[refusal.field];
  const errorOf = (name: string) => (refusal?.field === name ? refusal.message : undefined);
  return (
    <section aria-labelledby="upload-heading" className="mt-4 rounded-lg bg-white p-4">
      <h2 id="upload-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      {refusal && (
        <div
          role="alert"
          id="upload-error"
          className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800"
        >
          <p className="font-semibold">
            {fieldId ? (
              <a href={`#${fieldId}`} className="underline">
                {refusal.message}
              </a>
            ) : (
              refusal.message
            )}
          </p>
          <p className="text-sm">{words.chooseAgain}</p>
        </div>
      )}
      <form
        method="post"
        action="/desk/photos"
        encType="multipart/form-data"
        className="mt-4 grid max-w-2xl gap-4"
      >
        <input type="hidden" name="action" value="upload" />
        <TextField
          id="photo-file"
          name="file"
          type="file"
          label={words.file}
          hint={words.fileHint}
          required
          accept="image/jpeg,image/png,image/webp"
          error={errorOf("file")}
        />
        <Field
          id="photo-alt"
          label={words.alt}
          hint={words.altHint}
          required
          error={errorOf("alt")}
        >
          {(attributes) => (
            <textarea
              {...attributes}
              name="alt"
              rows={2}
              maxLength={MAX_ALT_CHARS}
              defaultValue={fields?.alt}
            />
          )}
        </Field>
        <TextField
          id="photo-caption"
          name="caption"
          type="text"
          label={words.caption}
          maxLength={MAX_CAPTION_CHARS}
          defaultValue={fields?.caption}
          error={errorOf("caption")}
        />
        <Field id="photo-album" label={words.where} required error={errorOf("album")}>
          {(attributes) => (
            <select {...attributes} name="album" defaultValue={fields?.album}>
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <div>
          <button type="submit" className={button}>
            {words.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
