/**
 * A CSV file as a spreadsheet reads it (RFC 4180: quoted cells may hold
 * commas, doubled quotes and line breaks), as rows of header-keyed records.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  const [header = [], ...body] = rows;
  return body.map((cells) => {
    if (cells.length !== header.length) throw new Error(`a row of ${cells.length} cells`);
    return Object.fromEntries(header.map((name, i) => [name, cells[i]!]));
  });
}

/** The header row's names, in order. */
export const csvHeader = (text: string): string[] => text.split("\r\n")[0]!.split(",");
