import { nablQrDesk } from "@/content/reports";
import type { Refusal } from "@/lib/platform/convention/errors";
import { NABL_QR_FIELD, type NablQrState, type NablQrVersion } from "@/lib/reports/nablQr";
import { DeskActionForm, DeskFileField } from "./DeskActionForm";
import { receivedAt } from "./deskFormat";

const words = nablQrDesk;
const PICTURE_ID = "nabl-qr-picture";
const imageHref = (v: NablQrVersion) => `/desk/nabl-qr/image.png?sha=${v.sha256}`;

/** The administrators' page for NABL's QR code: the one in use, an upload, and earlier uploads to use again. */
export function NablQrDesk({
  state,
  refusal,
  done,
}: {
  state: NablQrState;
  /** What the server refused; one about the picture is said beside the file field too. */
  refusal: Refusal | undefined;
  done: string | undefined;
}) {
  const { current, earlier } = state;
  const aboutPicture = refusal?.field === NABL_QR_FIELD;
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{words.intro}</p>
      {done && (
        <p
          role="status"
          className="mt-3 max-w-3xl rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {done}
        </p>
      )}
      {refusal && (
        <p
          role="alert"
          className="mt-3 max-w-3xl rounded-md border border-red-700 bg-white p-3 text-red-800"
        >
          {aboutPicture ? (
            <a href={`#${PICTURE_ID}`} className="underline">
              {refusal.message}
            </a>
          ) : (
            refusal.message
          )}
        </p>
      )}
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="current" className="rounded-lg bg-white p-4">
          <h2 id="current" className="text-lg font-bold">
            {words.current}
          </h2>
          {current ? (
            <figure className="mt-3">
              <img
                src={imageHref(current)}
                alt={words.alt}
                width={160}
                height={Math.round((160 * current.height) / current.width)}
                className="border border-slate-300"
              />
              <figcaption className="mt-2 text-sm text-slate-700">
                <span className="block">
                  {words.uploadedBy(current.uploadedBy, receivedAt(current.uploadedAt))}
                </span>
                {current.chosenAt !== current.uploadedAt && (
                  <span className="block">
                    {words.chosenBy(current.chosenBy, receivedAt(current.chosenAt))}
                  </span>
                )}
              </figcaption>
            </figure>
          ) : (
            <p className="mt-2 text-sm" data-testid="no-nabl-qr">
              {words.none}
            </p>
          )}
        </section>
        <DeskActionForm
          id="upload"
          heading={words.upload.heading}
          hint={words.upload.hint}
          action="/desk/nabl-qr"
          intent="upload"
          files
          submit={words.upload.submit}
        >
          <DeskFileField
            label={words.upload.file}
            name={NABL_QR_FIELD}
            id={PICTURE_ID}
            accept="image/png,image/jpeg"
            required
            error={aboutPicture ? refusal.message : undefined}
          />
        </DeskActionForm>
      </div>
      <section aria-labelledby="earlier" className="mt-6">
        <h2 id="earlier" className="text-lg font-bold">
          {words.earlier.heading}
        </h2>
        {earlier.length ? (
          <>
            <p className="mt-1 text-sm text-slate-700">{words.earlier.hint}</p>
            <ul className="mt-3 flex flex-wrap gap-4">
              {earlier.map((v) => {
                const when = receivedAt(v.uploadedAt);
                return (
                  <li key={v.sha256} className="rounded-lg bg-white p-3 text-sm">
                    <img
                      src={imageHref(v)}
                      alt={words.earlier.alt(when)}
                      width={96}
                      height={Math.round((96 * v.height) / v.width)}
                      className="border border-slate-300"
                    />
                    <p className="mt-2 max-w-48 text-slate-700">
                      {words.uploadedBy(v.uploadedBy, when)}
                    </p>
                    <form method="post" action="/desk/nabl-qr" className="mt-2">
                      <input type="hidden" name="action" value="use" />
                      <input type="hidden" name="sha" value={v.sha256} />
                      <button
                        type="submit"
                        aria-label={words.earlier.useLabel(when)}
                        className="min-h-11 rounded-md border border-slate-400 px-3 font-semibold text-navy-900 hover:bg-steel-50"
                      >
                        {words.earlier.use}
                      </button>
                    </form>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="mt-1 text-sm">{words.earlier.none}</p>
        )}
      </section>
    </>
  );
}
