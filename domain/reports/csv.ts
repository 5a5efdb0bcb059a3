/*
 * CSV as RFC 4180 writes it, for the report's downloads: fields separated by commas, records by
 * CRLF; a field holding a comma, a quote, a line break or edge spaces is quoted, its quotes doubled.
 * Text that a spreadsheet would run as a formula (= + - @, tab, CR first) is prefixed with an
 * apostrophe (OWASP "CSV injection"); numbers are written as they are, so -5 stays a number.
 */

export type CsvCell = string | number | null

/** The byte-order mark that tells spreadsheet programs the file is UTF-8. */
export const CSV_BOM = '\uFEFF'

function field(cell: CsvCell): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The header and the rows as one CSV text, each record ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',') + '\r\n').join('')
}

/** A file name for a table of the report: "sales-by-hub_2025-01-01_2025-03-31_atlanta.csv". */
export function csvFileName(table: string, from: string, to: string, hub: string | null): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  return [slug(table), from, to, ...(hub ? [slug(hub)] : [])].join('_') + '.csv'
}
