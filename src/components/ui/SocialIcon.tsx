import type { SVGProps } from "react";

/**
 * Simple glyphs for the two social networks. lucide-react no longer ships brand
 * icons, and pulling a brand-icon package for two glyphs is not worth it.
 */
export function SocialIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  if (name === "LinkedIn") {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
        <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75ZM9.5 9.75h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.75V21h-4v-5.1c0-1.22-.02-2.79-1.8-2.79-1.8 0-2.08 1.33-2.08 2.7V21h-4V9.75Z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
