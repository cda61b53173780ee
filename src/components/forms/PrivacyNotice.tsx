import { privacyNotice } from "@/content/forms";

/** What the data is used for, beside each submit button (DPDP Act, 2023 notice). */
export function PrivacyNotice({ purpose }: { purpose: string }) {
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      {privacyNotice.before} {purpose}. {privacyNotice.middle}{" "}
      <a href="/privacy-policy" className="font-semibold text-accent-700 underline">
        {privacyNotice.link}
      </a>{" "}
      {privacyNotice.after}
    </p>
  );
}
