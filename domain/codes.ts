/**
 * Error codes are the keys of a table of English texts (domain/auth/errors.ts and its siblings): the
 * server sends the code with the text, the web translates by code. This makes the type guard of a table.
 */
export function codeGuard<const T extends Readonly<Record<string, string>>>(
  table: T,
): (value: unknown) => value is keyof T & string {
  return (value: unknown): value is keyof T & string =>
    typeof value === 'string' && Object.hasOwn(table, value)
}
