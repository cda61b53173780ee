/**
 * Structured data for search engines. JSON.stringify output with "<" escaped
 * cannot close the script element, so this inline data block is safe; a
 * type="application/ld+json" block is data, not script, so CSP does not apply.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // eslint-disable-next-line react/no-danger -- escaped JSON above; React would HTML-escape text children and corrupt the JSON
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
