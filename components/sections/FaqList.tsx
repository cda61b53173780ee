"use client";

import { Accordion } from "radix-ui";
import type { FaqItem } from "@/content/types";
import { ChevronDown } from "@/components/ui/icons";

/**
 * One answer open at a time; clicking the open question closes it
 * (Radix Accordion, single + collapsible). Answers cap at 500 px (spec §9).
 */
export function FaqList({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-steel-200 rounded-xl border border-steel-200 bg-white"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`${idPrefix}-${index}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:text-accent-700 data-[state=open]:text-accent-700">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden data-[state=closed]:animate-[faq-up_200ms_ease-out] data-[state=open]:animate-[faq-down_200ms_ease-out]">
            <p className="max-h-[500px] overflow-y-auto px-5 pb-5 text-slate-700">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
