import type { AnchorHTMLAttributes } from "react";

/** The site's call-to-action looks: navy on light bands, amber on dark ones, outlined for a second choice. */
const tones = {
  navy: "bg-navy-900 text-white hover:bg-navy-800",
  amber: "bg-amber-400 text-navy-950 hover:bg-amber-500",
  outline: "border-2 border-navy-900 text-navy-900 hover:bg-steel-100",
};

const base = "inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 font-semibold";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { tone: keyof typeof tones };

/** A link that looks like a button (a call to action); `className` places it. */
export function ButtonLink({ tone, className, children, ...link }: Props) {
  return (
    <a {...link} className={[base, tones[tone], className].filter(Boolean).join(" ")}>
      {children}
    </a>
  );
}
