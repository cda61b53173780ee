import { formWords } from "@/content/forms";

export function SubmitButton({
  sending,
  label,
  className = "",
  sendingLabel = formWords.sending,
}: {
  sending: boolean;
  label: string;
  className?: string;
  sendingLabel?: string | undefined;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-disabled={sending}
      className={`inline-flex min-h-12 items-center justify-center rounded-md bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {sending ? sendingLabel : label}
    </button>
  );
}
