/**
 * Orders codes, ids and ISO times as text, character by character: what they mean by their order.
 * Not localeCompare, which is for words people read and loads a collator (tens of milliseconds of a
 * phone's main thread) the first time a page sorts anything with it.
 */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
