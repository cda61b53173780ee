import { privacyNotice } from "@/content/forms";

/** What the data is used for, beside each submit button (DPDP Act, 2023 notice). */
export function PrivacyNotice({ purpose, onDark }: { purpose: string; onDark?: boolean }) {
  return (
    <p className={`text-xs leading-relaxed ${onDark ? "text-slate-200" : "text-slate-600"}`}>
      {privacyNotice.before} {purpose}. {privacyNotice.middle}{" "}
      <a
        href="/privacy-policy"
        className={`font-semibold underline ${onDark ? "text-amber-300" : "text-accent-700"}`}
      >
        {privacyNotice.link}
      </a>{" "}
      {privacyNotice.after}
    </p>
  );
}
