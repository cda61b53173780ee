"use client";

import { FEEDBACK_FAILED_BANNER, feedbackServiceOptions } from "@/lib/leads/options";
import { privacyPurpose } from "@/content/forms";
import { FormFooter } from "./FormFooter";
import { Honeypot } from "./Honeypot";
import { StarRating } from "./StarRating";
import { SelectField, TenDigitPhoneField, TextAreaField, TextField } from "./fields";
import { useLeadForm } from "./useLeadForm";

/** Spec §4: the feedback status clears after 3 seconds. */
export const FEEDBACK_STATUS_MS = 3000;

const defaults = {
  form_name: "feedback" as const,
  website: "",
  user_name: "",
  user_email: "",
  user_phone: "",
  user_service: "" as unknown as (typeof feedbackServiceOptions)[number],
  user_rating: 0,
  message: "",
};

export function FeedbackForm() {
  const { form, formRef, onSubmit, status, sending, errorOf, register } = useLeadForm(
    "feedback",
    defaults,
    {
      invalidMessage: FEEDBACK_FAILED_BANNER,
      clearStatusAfterMs: FEEDBACK_STATUS_MS,
    },
  );
  const rating = Number(form.watch("user_rating")) || 0;
  const id = "feedback";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative space-y-5"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Rate your experience
      </h2>
      <input type="hidden" {...register("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Name"
          required
          autoComplete="name"
          error={errorOf("user_name")}
          {...register("user_name")}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          error={errorOf("user_email")}
          {...register("user_email")}
        />
        <TenDigitPhoneField
          id={`${id}-phone`}
          error={errorOf("user_phone")}
          {...register("user_phone")}
        />
        <SelectField
          id={`${id}-service`}
          label="Service type"
          required
          placeholder="Select Service"
          options={feedbackServiceOptions}
          error={errorOf("user_service")}
          {...register("user_service")}
        />
      </div>
      <StarRating
        id={`${id}-rating`}
        registration={register("user_rating")}
        value={rating}
        error={errorOf("user_rating")}
      />
      <TextAreaField
        id={`${id}-message`}
        label="Your comments"
        rows={4}
        error={errorOf("message")}
        {...register("message")}
      />
      <FormFooter
        formId={id}
        status={status}
        purpose={privacyPurpose.feedback}
        sending={sending}
        label="Submit Feedback"
      />
    </form>
  );
}
