import {
  englishNotice,
  noticeItemsOf,
  type LeadField,
  type NoticeGround,
  type NoticeText,
} from "@/content/forms";
import { noticeVersion } from "@/content/privacy";

type Props = {
  /** The form's id (the notice's element ids). */
  formId: string;
  /** What the details are used for ("to reply to your enquiry"). */
  purpose: string;
  fields: readonly LeadField[];
  /** Items the form takes besides its fields (an application's CV). */
  extra?: readonly { name: string; label: string }[] | undefined;
  ground?: NoticeGround | undefined;
  /** The notice in the page's language (English unless given). */
  text?: NoticeText | undefined;
};

const link = "font-semibold text-accent-700 underline";

/**
 * The form's own notice (DPDP Act 2023): one line beside the button that opens
 * (a <details>, no script needed) to each item of data the form takes and what
 * it is for, the IP address and browser, the ground, and where to withdraw
 * consent, exercise one's rights and complain.
 */
export function PrivacyNotice({
  formId,
  purpose,
  fields,
  extra,
  ground = "request",
  text = englishNotice,
}: Props) {
  const { words: noticeWords, links: noticeLinks } = text;
  const items = noticeItemsOf(fields, extra, text.purposes);
  return (
    <details className="group text-xs leading-relaxed text-slate-600" id={`${formId}-notice`}>
      <summary className="cursor-pointer rounded-sm underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
        {noticeWords.summary(purpose)}
      </summary>
      <div className="mt-2 space-y-2 border-l-2 border-steel-200 pl-3">
        <p className="font-semibold text-slate-700">{noticeWords.itemsHeading}</p>
        <ul className="list-disc space-y-0.5 pl-4" aria-label={noticeWords.itemsHeading}>
          {items.map((item) => (
            <li key={item.name} data-field={item.name}>
              {noticeWords.itemLine(item.label, item.usedFor)}
            </li>
          ))}
          <li>{noticeWords.client}</li>
        </ul>
        <p>{noticeWords.ground[ground]}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <a href={noticeLinks.choices} className={link}>
              {ground === "consent" ? noticeWords.unsubscribe : noticeWords.withdraw}
            </a>
          </li>
          <li>
            <a href={noticeLinks.rights} className={link}>
              {noticeWords.rights}
            </a>
          </li>
          <li>
            <a href={noticeLinks.complain} className={link}>
              {noticeWords.complain}
            </a>
          </li>
          <li>
            <a href={noticeLinks.policy} className={link}>
              {noticeWords.policy}
            </a>
          </li>
        </ul>
        <p>{noticeWords.version(noticeVersion)}</p>
      </div>
    </details>
  );
}
