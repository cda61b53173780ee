import { ui } from "@/content/ui";
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[100] rounded-md bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-20 focus:left-3"
    >
      {ui.skipLink}
    </a>
  );
}
