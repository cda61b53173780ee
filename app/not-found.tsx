import type { Metadata } from "next";
import Link from "next/link";
import { notFoundPage } from "@/content/pages";

export const metadata: Metadata = { title: notFoundPage.title, robots: { index: false } };

export default function NotFound() {
  return (
    <section className="flex min-h-[70vh] items-center bg-steel-50 pt-28 pb-20">
      <div className="container-page max-w-2xl text-center">
        <p className="font-display text-7xl font-bold text-accent-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{notFoundPage.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{notFoundPage.text}</p>
        <Link
          href="/"
          className="mt-8 inline-flex min-h-12 items-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
        >
          {notFoundPage.cta}
        </Link>
      </div>
    </section>
  );
}
