import type { ReactNode } from "react";

/**
 * The parts every page of the desk's front door shares (sign-in, its code,
 * forgot password, set password): one narrow column under its heading, a
 * refusal announced at once, a full-width submit button, a way elsewhere.
 */

export function FrontDoor({
  id,
  heading,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-sm">
      <h1 id={id} className="text-2xl font-bold">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** What was refused, announced when the page opens. */
export function FrontDoorAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="mt-4 rounded-md border border-red-700 bg-white p-3 text-red-800"
    >
      {children}
    </p>
  );
}

export function FrontDoorSubmit({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className="min-h-11 w-full rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
    >
      {children}
    </button>
  );
}

/** A link on its own line under the form (forgot password, back to sign-in). */
export function FrontDoorLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mt-4 text-sm">
      <a href={href} className="inline-flex min-h-11 items-center text-navy-900 underline">
        {children}
      </a>
    </p>
  );
}
