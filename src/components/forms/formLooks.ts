import type { FormKey } from "@/content/forms";

/** How each lead form sits on its page: its box, heading size and button width. */
export type FormLook = {
  form: string;
  heading: string;
  /** The promise under the heading, in one block with it or as its own paragraph. */
  promise: "beside-heading" | "own-paragraph";
  promiseClass: string;
  button?: string;
};

const plain = "relative space-y-5";

export const formLooks: Record<FormKey, FormLook> = {
  consultation: look(plain),
  hero: look("relative space-y-4 rounded-2xl bg-white p-6 shadow-2xl sm:p-8", { button: "w-full" }),
  feedback: look(plain),
  appointment: look(plain),
  enquiry: look(
    "relative space-y-5 rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8",
  ),
  serviceConsultation: look("relative space-y-5 rounded-2xl bg-white p-6 shadow-xl sm:p-8"),
  request: look(plain),
  newsletter: look("relative space-y-4", {
    heading: "text-lg font-bold",
    promise: "own-paragraph",
    promiseClass: "text-sm text-slate-700",
    button: "w-full",
  }),
};

function look(form: string, over: Partial<FormLook> = {}): FormLook {
  return {
    form,
    heading: "text-2xl font-bold",
    promise: "beside-heading",
    promiseClass: "mt-1 text-slate-700",
    ...over,
  };
}
