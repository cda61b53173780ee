import type { ReactNode } from "react";
import { PageBanner } from "@/components/sections/PageBanner";
import { requestPage as words } from "@/content/request";

type Props = {
  /** Ids of the address that are not in the scope (named, then left out). */
  unknown: readonly number[];
  /** Why the server could not take the request (busy, too large), when not a field's fault. */
  problem?: string | undefined;
  /** The RequestForm island, placed by src/pages/request.astro. */
  form: ReactNode;
};

/** /request: the banner, what the address asked for that is not in the scope, and the request. */
export function RequestPage({ unknown, problem, form }: Props) {
  return (
    <>
      <PageBanner heading={words.heading} intro={words.intro} banner="services" />
      <section className="py-12 sm:py-16">
        <div className="container-page max-w-4xl space-y-8">
          {unknown.length > 0 && (
            <p className="rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950">
              {words.tests.unknown(unknown)}
            </p>
          )}
          {problem && (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800"
            >
              {problem}
            </p>
          )}
          {form}
        </div>
      </section>
    </>
  );
}
