import { ui } from "@/content/ui";
import { Section } from "@/components/sections/Section";
import type { FaqItem } from "@/content/types";
import { FaqList } from "./FaqList";

export function FaqSection({
  title = ui.faq,
  intro,
  items,
  id,
}: {
  title?: string;
  intro?: string;
  items: FaqItem[];
  id: string;
}) {
  return (
    <Section
      id={`${id}-title`}
      title={title}
      intro={intro}
      center
      className="bg-steel-50 py-16 sm:py-20"
      container="max-w-4xl"
    >
      <div className="mt-10">
        <FaqList items={items} idPrefix={id} />
      </div>
    </Section>
  );
}
