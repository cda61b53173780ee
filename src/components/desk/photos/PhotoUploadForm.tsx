import { controlClass } from "@/components/forms/fields";
import { photoDesk } from "@/content/photos";
import type { UploadFields } from "@/lib/photos/deskActions";
import type { AlbumGroup } from "@/lib/photos/deskView";
import { MAX_ALT_CHARS, MAX_CAPTION_CHARS } from "@/lib/photos/limits";

const words = photoDesk.upload;
const label = "text-sm font-semibold text-navy-900";
const button = "min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800";

/** The upload form: a plain multipart form (works without script); after a refusal it keeps what was typed. */
export function PhotoUploadForm({
  groups,
  fields,
  error,
}: {
  groups: AlbumGroup[];
  fields: UploadFields | undefined;
  error: string | undefined;
}) {
  return (
    <section aria-labelledby="upload-heading" className="mt-4 rounded-lg bg-white p-4">
      <h2 id="upload-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      {error && (
        <div
          role="alert"
          id="upload-error"
          className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800"
        >
          <p className="font-semibold">{error}</p>
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="photo-file" className={label}>
            {words.file}
          </label>
          <input
            id="photo-file"
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="photo-file-hint"
            className={controlClass}
          />
          <p id="photo-file-hint" className="text-sm text-slate-700">
            {words.fileHint}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="photo-alt" className={label}>
            {words.alt}
          </label>
          <textarea
            id="photo-alt"
            name="alt"
            required
            rows={2}
            maxLength={MAX_ALT_CHARS}
            defaultValue={fields?.alt}
            aria-describedby="photo-alt-hint"
            aria-invalid={error !== undefined && !fields?.alt.trim() ? true : undefined}
            className={controlClass}
          />
          <p id="photo-alt-hint" className="text-sm text-slate-700">
            {words.altHint}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="photo-caption" className={label}>
            {words.caption}
          </label>
          <input
            id="photo-caption"
            name="caption"
            type="text"
            maxLength={MAX_CAPTION_CHARS}
            defaultValue={fields?.caption}
            className={controlClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="photo-album" className={label}>
            {words.where}
          </label>
          <select
            id="photo-album"
            name="album"
            required
            defaultValue={fields?.album}
            className={controlClass}
          >
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
        </div>
        <div>
          <button type="submit" className={button}>
            {words.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
