import { desk } from "@/content/desk";
import type { LinkDelivery } from "@/lib/desk/passwordMail";

const words = desk.accounts.link;

/** What became of a new set-password link: e-mailed, or shown here for the admin to hand over. */
export function LinkHandover({
  email,
  link,
  delivery,
}: {
  email: string;
  link: string;
  delivery: LinkDelivery;
}) {
  if (delivery === "mailed")
    return (
      <p
        role="status"
        className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
      >
        {words.mailed(email)}
      </p>
    );
  return (
    <div
      role="status"
      className="mt-3 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950"
    >
      <p>{delivery === "failed" ? words.failed(email) : words.notMailed}</p>
      <label htmlFor="set-password-link" className="mt-2 block text-sm font-semibold">
        {words.label}
      </label>
      <textarea
        id="set-password-link"
        readOnly
        rows={2}
        value={link}
        className="mt-1 block w-full resize-none rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm [overflow-wrap:anywhere]"
      />
    </div>
  );
}
