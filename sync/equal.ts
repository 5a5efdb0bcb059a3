/**
 * Structural equality of JSON values: object key order does not matter (a document that went through
 * JSON.parse on another machine may list its keys differently), array order does, and a key whose
 * value is undefined counts as absent (JSON.stringify drops it).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]))
    )
  }
  const left = definedEntries(a)
  const right = definedEntries(b)
  if (left.length !== right.length) return false
  const rightByKey = new Map(right)
  return left.every(([key, value]) => rightByKey.has(key) && jsonEqual(value, rightByKey.get(key)))
}

function definedEntries(value: object): [string, unknown][] {
  return Object.entries(value).filter(([, v]) => v !== undefined)
}
