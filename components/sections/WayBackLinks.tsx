import type { WayBack } from "@/content/pages";

const primary =
  "inline-flex min-h-12 items-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800";
const secondary =
  "inline-flex min-h-12 items-center rounded-md border-2 border-navy-900 px-6 font-semibold text-navy-900 hover:bg-steel-100";

/** The links out of a page that does not exist: the first is the main way back. */
export function WayBackLinks({ links, className }: { links: WayBack; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-4 ${className ?? ""}`}>
      {links.map((link, i) => (
        <a key={link.href} href={link.href} className={i === 0 ? primary : secondary}>
          {link.text}
        </a>
      ))}
    </div>
  );
}
