import { ui } from "@/content/ui";
/** `label`: the words in the page's language (English unless given). */
export function SkipLink({ label = ui.skipLink }: { label?: string }) {
  return (
    <a
      href="#main-content"
      className="sr-only z-[100] rounded-md bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-20 focus:left-3"
    >
      {label}
    </a>
  );
}
