import type { FaqItem } from "@/content/types";
import { FaqList } from "./FaqList";
import { SectionHeading } from "./SectionHeading";

export function FaqSection({
  title = "Frequently Asked Questions",
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
    <section aria-labelledby={`${id}-title`} className="bg-steel-50 py-16 sm:py-20">
      <div className="container-page max-w-4xl">
        <SectionHeading id={`${id}-title`} title={title} intro={intro} center />
        <div className="mt-10">
          <FaqList items={items} idPrefix={id} />
        </div>
      </div>
    </section>
  );
}
