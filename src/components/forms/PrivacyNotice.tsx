import { privacyNotice } from "@/content/forms";

/** What the data is used for, beside each submit button (DPDP Act, 2023 notice). */
export function PrivacyNotice({
  purpose,
  words = privacyNotice,
  policyHref = "/privacy-policy",
}: {
  purpose: string;
  /** The notice in the page's language, with its policy (English unless given). */
  words?: typeof privacyNotice;
  policyHref?: string;
}) {
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      {words.before} {purpose}. {words.middle}{" "}
      <a href={policyHref} className="font-semibold text-accent-700 underline">
        {words.link}
      </a>{" "}
      {words.after}
    </p>
  );
}
