/** CSV writing shared by the report export and the project export (RFC 4180, formula-safe). */
/** Characters that make a spreadsheet read a cell as a formula (OWASP 'CSV injection'). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text starting like a formula gets a leading `'` so spreadsheets show it as text;
 * a cell with a comma, quote or line break is quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header row then one row per record, lines ending in \n. */
export function toCsv(header: readonly string[], rows: readonly (string | number | null)[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\n")
    .concat("\n");
}
