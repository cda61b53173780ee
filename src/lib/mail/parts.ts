import { safeFileName } from "@/lib/http/safeFileName";

/**
 * The pieces every e-mail the site writes by hand shares: text made safe for
 * its HTML part, a table of label and value rows, and a file attached under a
 * safe name.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Label and value rows as an HTML table, every value as typed (line breaks kept). */
export const rowsTableHtml = (rows: readonly (readonly [string, string])[]) =>
  [
    `<table cellpadding="6" style="border-collapse:collapse">`,
    ...rows.map(
      ([k, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    ),
    `</table>`,
  ].join("\n");

/** A file as nodemailer attaches it, or none. */
export const attachmentsOf = (
  file: { name: string; type: string; bytes: Uint8Array } | undefined,
) =>
  file
    ? [
        {
          filename: safeFileName(file.name),
          content: Buffer.from(file.bytes),
          contentType: file.type,
        },
      ]
    : [];
