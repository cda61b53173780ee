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
  const id = "feedback";
  const { form, formProps, status, sending, errorOf, field, register, hidden } = useLeadForm(
    "feedback",
    defaults,
    {
      formId: id,
      invalidMessage: FEEDBACK_FAILED_BANNER,
      clearStatusAfterMs: FEEDBACK_STATUS_MS,
    },
  );
  const rating = Number(form.watch("user_rating")) || 0;
  return (
    <form {...formProps} aria-labelledby={`${id}-title`} className="relative space-y-5">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Rate your experience
      </h2>
      <input {...hidden("form_name")} />
      <Honeypot registration={register("website")} formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" {...field("user_name", "name")} />
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          {...field("user_email", "email")}
        />
        <TenDigitPhoneField {...field("user_phone", "phone")} />
        <SelectField
          label="Service type"
          required
          placeholder="Select Service"
          options={feedbackServiceOptions}
          {...field("user_service", "service")}
        />
      </div>
      <StarRating
        id={`${id}-rating`}
        registration={register("user_rating")}
        value={rating}
        error={errorOf("user_rating")}
      />
      <TextAreaField label="Your comments" rows={4} {...field("message", "message")} />
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
