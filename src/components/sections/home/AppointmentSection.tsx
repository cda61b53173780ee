import type { ReactNode } from "react";
import { appointmentIntro } from "@/content/home";
import { SectionHeading } from "../SectionHeading";
import { homeWords } from "@/content/home";

/** `form`: the form island, placed by the page. */
export function AppointmentSection({ form }: { form: ReactNode }) {
  return (
    <section
      id="appointment"
      aria-labelledby="appointment-title"
      className="bg-white py-16 sm:py-20"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_2fr]">
        <SectionHeading
          id="appointment-title"
          eyebrow={homeWords.appointmentsEyebrow}
          title={appointmentIntro.heading}
          intro={appointmentIntro.text}
        />
        <div className="rounded-2xl border border-steel-200 bg-steel-50 p-6 sm:p-8">{form}</div>
      </div>
    </section>
  );
}
