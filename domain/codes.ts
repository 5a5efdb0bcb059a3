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

/**
 * A feature's codes as validation needs them: the table of English texts, and the code that stands
 * for input whose problem no schema message names (a wrong type, a missing object).
 */
export interface ErrorCodes<Code extends string> {
  readonly messages: Readonly<Record<Code, string>>
  readonly invalid: Code
}

export function errorCodes<const T extends Readonly<Record<string, string>>>(
  messages: T,
  invalid: keyof T & string,
): ErrorCodes<keyof T & string> {
  return { messages, invalid }
}

/** What a failed schema parse reports, as zod's issues have it. */
export interface Issue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/**
 * The code each issue names: domain schemas put a code of their table in the message; anything else
 * (zod's own English) is the table's `invalid`.
 */
function issueCode<Code extends string>(codes: ErrorCodes<Code>, issue: Issue): Code {
  return Object.hasOwn(codes.messages, issue.message) ? (issue.message as Code) : codes.invalid
}

/**
 * Each field's first problem, keyed by the field's path ('email', 'lines.2.quantity'): the one rule
 * of the API's answers and the web's own checks, so a form finds the same key either way. A problem
 * of the whole input (an empty path) is no field's; it is the answer's own code.
 */
export function fieldCodes<Code extends string>(
  issues: readonly Issue[],
  codeOf: (issue: Issue) => Code,
): Record<string, Code> {
  const fields: Record<string, Code> = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    if (path && !(path in fields)) fields[path] = codeOf(issue)
  }
  return fields
}

/**
 * What a failed parse is refused with: the first issue's code, and each field's first code. The
 * API answers it; the admin screens check a setting with it before sending.
 */
export function refusalOf<Code extends string>(
  codes: ErrorCodes<Code>,
  issues: readonly Issue[],
): { code: Code; fieldErrors: Record<string, Code> } {
  const codeOf = (issue: Issue) => issueCode(codes, issue)
  const first = issues[0]
  return { code: first ? codeOf(first) : codes.invalid, fieldErrors: fieldCodes(issues, codeOf) }
}
