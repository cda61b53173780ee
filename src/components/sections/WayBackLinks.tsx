import { ButtonLink } from "@/components/ui/ButtonLink";
import type { WayBack } from "@/content/pages";

/** The links out of a page that does not exist: the first is the main way back. */
export function WayBackLinks({ links, className }: { links: WayBack; className?: string }) {
  return (
    <div className={`flex flex-wrap gap-4 ${className ?? ""}`}>
      {links.map((link, i) => (
        <ButtonLink key={link.href} href={link.href} tone={i === 0 ? "navy" : "outline"}>
          {link.text}
        </ButtonLink>
      ))}
    </div>
  );
}
