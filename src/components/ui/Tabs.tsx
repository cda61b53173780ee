import type { ReactNode } from "react";

export type TabPanel = { id: string; label: ReactNode; content: ReactNode };

/** How many panels one set of tabs can hold: global.css has a rule for each (`.tabs`). */
export const MAX_TABS = 6;

/**
 * Tabs that need no script: a radio group (one stop for Tab, arrow keys choose,
 * as with tabs) and under it the panels, of which CSS shows the checked one's.
 * The first is chosen; a choice made while the page is still loading simply
 * holds. A browser without :has() shows every panel under its own heading.
 */
export function Tabs({ name, panels, label }: { name: string; panels: TabPanel[]; label: string }) {
  if (panels.length > MAX_TABS)
    throw new Error(`${name}: ${panels.length} tabs, global.css shows at most ${MAX_TABS}`);
  const panelId = (p: TabPanel) => `${name}-${p.id}`;
  return (
    <div className="tabs">
      <fieldset className="flex flex-wrap gap-2 border-b border-steel-200 pb-3">
        <legend className="sr-only">{label}</legend>
        {panels.map((p, i) => (
          <label
            key={p.id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-steel-200 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-accent-600 has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600"
          >
            <input
              type="radio"
              name={name}
              value={p.id}
              defaultChecked={i === 0}
              aria-controls={panelId(p)}
              className="sr-only"
            />
            {p.label}
          </label>
        ))}
      </fieldset>
      {panels.map((p) => (
        <div key={p.id} id={panelId(p)} className="tab-panel pt-8">
          <h3 className="tab-heading mb-4 text-xl font-bold">{p.label}</h3>
          {p.content}
        </div>
      ))}
    </div>
  );
}
