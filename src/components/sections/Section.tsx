import type { ReactNode } from "react";
import { SectionHeading } from "./SectionHeading";

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  eyebrow?: string | undefined;
  intro?: string | undefined;
  center?: boolean;
  /** The section's band: its background and padding. */
  className?: string;
  /** Classes added to the page-width container (a narrower max width). */
  container?: string;
  children: ReactNode;
};

/** A band of a page: its container and heading, then what it shows. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  center,
  className = "py-16",
  container,
  children,
}: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={container ? `container-page ${container}` : "container-page"}>
        <SectionHeading id={id} title={title} eyebrow={eyebrow} intro={intro} center={center} />
        {children}
      </div>
    </section>
  );
}
