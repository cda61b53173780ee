import type { ReactNode } from "react";
import { PageIntro } from "@/components/sections/PageIntro";
import { pages } from "@/content/pages";
import { ui } from "@/content/ui";

const page = pages.feedback;

/** `form`: the feedback island, placed by src/pages/feedback.astro. */
export function FeedbackPage({ form }: { form: ReactNode }) {
  return (
    <>
      <PageIntro heading={page.heading} intro={page.intro} />
      <section aria-label={ui.feedbackForm} className="py-14">
        <div className="container-page max-w-3xl rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-10">
          {form}
        </div>
      </section>
    </>
  );
}
