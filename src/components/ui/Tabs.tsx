import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";

export type TabPanel = { id: string; label: ReactNode; content: ReactNode };

/**
 * Accessible tabs (Radix): the first tab is selected; arrow keys move between tabs.
 * Every panel is in the server's HTML: without script all of them show, one
 * after the other under its own heading, and the tab buttons (which would need
 * the script) are left out.
 */
export function Tabs({ panels, label }: { panels: TabPanel[]; label: string }) {
  return (
    <RadixTabs.Root defaultValue={panels[0]?.id}>
      <RadixTabs.List
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-steel-200 pb-3 noscript:hidden"
      >
        {panels.map((p) => (
          <RadixTabs.Trigger
            key={p.id}
            value={p.id}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-steel-200 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-accent-600 data-[state=active]:border-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white"
          >
            {p.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {panels.map((p) => (
        <RadixTabs.Content
          key={p.id}
          value={p.id}
          forceMount
          className="pt-8 data-[state=inactive]:hidden noscript:data-[state=inactive]:block"
        >
          <h3 className="mb-4 hidden text-xl font-bold noscript:block">{p.label}</h3>
          {p.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
