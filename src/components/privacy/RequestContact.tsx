import { TextField } from "@/components/forms/fields";
import { privacyDesk } from "@/content/privacyRequest";

const words = privacyDesk.contact;

/** /desk/privacy/contact: the contact person's name and address, one Save. */
export function RequestContact({
  values,
  errors,
  saved,
}: {
  values: { name: string; email: string };
  errors: Partial<Record<"name" | "email", string>>;
  saved: boolean;
}) {
  return (
    <>
      <p>
        <a href="/desk/privacy" className="font-semibold text-accent-700 underline">
          {privacyDesk.record.back}
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{words.title}</h1>
      <p className="mt-1 text-sm text-slate-700">{words.hint}</p>
      {saved && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {words.saved}
        </p>
      )}
      <form
        method="post"
        noValidate
        className="mt-4 max-w-xl space-y-4 rounded-lg bg-white p-4 sm:p-6"
      >
        <TextField
          id="contact-name"
          name="name"
          label={words.name}
          required
          maxLength={120}
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id="contact-email"
          name="email"
          type="email"
          label={words.email}
          required
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.save}
        </button>
      </form>
    </>
  );
}
