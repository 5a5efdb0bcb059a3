/** A client-made document id that fits DOCUMENT_ID_PATTERN (letters, digits, '-' and '_'). */
export function newId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
