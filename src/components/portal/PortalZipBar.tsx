import { portal } from "@/content/portal";
import type { PortalFilter } from "@/lib/portal/reports";
import { ZIP_FORM } from "./PortalReportParts";

const words = portal.reports.zip;

/**
 * "Download the chosen as zip" where the thumb is: a bar after the list that
 * sticks to the foot of the screen while the list scrolls under it (in its own
 * place after the last report, so it never covers one), with how many boxes
 * are ticked (the CSS counter `chosen`, started by the list around it). The
 * form posts the ticked boxes and the list's filters (for "all matching").
 */
export function PortalZipBar({ filter }: { filter: PortalFilter }) {
  return (
    <form
      id={ZIP_FORM}
      method="post"
      action="/portal/reports.zip"
      aria-label={words.heading}
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-t-2 border-navy-900 bg-white px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.12)] sm:mx-0 sm:rounded-t-xl"
    >
      {(["q", "kind", "year", "status"] as const).map(
        (name) =>
          filter[name] && <input key={name} type="hidden" name={name} value={filter[name]} />,
      )}
      <p className="text-sm font-semibold sm:text-base" id="portal-zip-count">
        <span className="before:content-[counter(chosen)]" /> {words.chosenCount}
      </p>
      <button
        type="submit"
        name="select"
        value="chosen"
        className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-3 font-semibold text-white hover:bg-navy-800"
      >
        {words.chosen}
      </button>
    </form>
  );
}
