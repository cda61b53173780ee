import type { RichBlock } from "@/content/types";

/** Renders structured rich text (no HTML strings, so nothing to sanitise). "N/A" when missing. */
export function RichText({ blocks }: { blocks: RichBlock[] | null }) {
  if (!blocks || blocks.length === 0) return <p className="text-slate-700">N/A</p>;
  return (
    <div className="space-y-4 text-slate-700">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case "paragraph":
            return <p key={i}>{block.text}</p>;
          case "heading":
            return (
              <h3 key={i} className="pt-2 text-lg font-bold">
                {block.text}
              </h3>
            );
          case "list":
            return (
              <ul key={i} className="list-disc space-y-1 pl-6 marker:text-accent-600">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "specs":
            return (
              <dl key={i} className="divide-y divide-steel-200 rounded-xl border border-steel-200">
                {block.rows.map((row) => (
                  <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
                    <dt className="font-semibold text-navy-900">{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            );
        }
      })}
    </div>
  );
}
