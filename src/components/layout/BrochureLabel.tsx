import type { BrochureLink } from "@/lib/menu";

/** "Download Brochure (PDF, 7 KB)": the link's words, then the file's format and size. */
export function BrochureLabel({ brochure }: { brochure: BrochureLink }) {
  return (
    <span>
      {brochure.text}
      {brochure.details && (
        <>
          {" "}
          <span className="font-normal whitespace-nowrap">{brochure.details}</span>
        </>
      )}
    </span>
  );
}
