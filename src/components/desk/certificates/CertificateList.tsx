import type { Certificate } from "@/content/certificates";
import { certificateDesk } from "@/content/desk";
import { expiringWithin } from "@/lib/certificateStanding";
import { certificateHref } from "@/lib/certificates/deskActions";
import { formatLongDateIN } from "@/lib/format";
import { DeskTable, WIDE_ONLY } from "../DeskTable";

const words = certificateDesk.list;
const columns = words.columns;

const LOOK = {
  valid: "bg-green-100 text-green-900",
  soon: "bg-amber-100 text-amber-900",
  ended: "bg-red-100 text-red-900",
} as const;

/** Where a certificate stands on `today`, as the list says it: valid, to renew (days left), ended. */
function standingOf(certificate: Certificate, today: string) {
  const soon = expiringWithin([certificate], today)[0];
  if (!soon) return { look: LOOK.valid, text: certificateDesk.standing.valid };
  if (soon.daysLeft < 0) return { look: LOOK.ended, text: certificateDesk.standing.ended };
  return { look: LOOK.soon, text: certificateDesk.standing.renewSoon(soon.daysLeft) };
}

/** Every certificate with the number and dates the website shows, each opening its page. */
export function CertificateList({
  certificates,
  today,
}: {
  certificates: readonly Certificate[];
  today: string;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-2 max-w-prose">{words.intro}</p>
      <DeskTable
        caption={words.caption}
        columns={[
          { label: columns.name },
          { label: columns.number, wideOnly: true },
          { label: columns.issued, wideOnly: true },
          { label: columns.validUntil },
          { label: columns.standing },
        ]}
        className=""
        wrapperClassName="mt-4"
      >
        {certificates.map((c) => {
          const standing = standingOf(c, today);
          return (
            <tr key={c.id} className="border-b border-steel-100 align-top last:border-0">
              <td className="px-3 py-2">
                <a href={certificateHref(c.id)} className="font-semibold underline">
                  {c.name}
                </a>
                {/* On a phone the number sits under the name, not in a column of its own. */}
                <span className="block text-slate-700 md:hidden">{c.number}</span>
              </td>
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>{c.number}</td>
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                {formatLongDateIN(c.issued)}
              </td>
              <td className="px-3 py-2">{formatLongDateIN(c.validUntil)}</td>
              <td className="px-3 py-2">
                <span
                  className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${standing.look}`}
                >
                  {standing.text}
                </span>
              </td>
            </tr>
          );
        })}
      </DeskTable>
    </>
  );
}
