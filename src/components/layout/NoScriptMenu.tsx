import type { ReactNode } from "react";
import { isMenuGroup, type MenuLink, type ServiceMenuEntry } from "@/lib/menu";

const panel =
  "absolute right-0 z-[60] mt-2 max-h-[75vh] w-72 overflow-y-auto rounded-lg border border-steel-200 bg-white p-2 text-left shadow-xl";
const link =
  "flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-navy-900 hover:bg-steel-100 hover:text-accent-700";

/** A plain list of links, with the service groups as nested lists. */
function LinkTree({ entries }: { entries: readonly (ServiceMenuEntry | MenuLink)[] }) {
  return (
    <ul>
      {entries.map((entry) =>
        isMenuGroup(entry) ? (
          <li key={entry.text}>
            <span className="block px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">
              {entry.text}
            </span>
            <ul className="pl-2">
              {entry.children.map((child) => (
                <li key={child.href}>
                  <a href={child.href} hrefLang={child.hreflang} className={link}>
                    {child.text}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.href}>
            <a href={entry.href} hrefLang={entry.hreflang} className={link}>
              {entry.text}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The header menus for a browser that runs no script (`scripting: none`): a
 * native disclosure in place of the menu button, opening the same links. With
 * script it is not drawn at all and the button's island takes its place.
 */
export function NoScriptMenu({
  summary,
  label,
  className,
  entries,
  extra,
}: {
  summary: ReactNode;
  /** Accessible name when the summary shows only an icon. */
  label?: string;
  className: string;
  entries: readonly (ServiceMenuEntry | MenuLink)[];
  extra?: ReactNode;
}) {
  return (
    <details className="relative hidden noscript:block">
      <summary aria-label={label} className={`cursor-pointer list-none ${className}`}>
        {summary}
      </summary>
      <div className={panel}>
        <LinkTree entries={entries} />
        {extra}
      </div>
    </details>
  );
}
