/** A local 'YYYY-MM-DDTHH:mm' (what a datetime-local input holds) of an ISO instant, and back. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The instant of a local 'YYYY-MM-DDTHH:mm'; '' when the input is empty or not a time. */
export function fromLocalInput(value: string): string {
  const date = new Date(value)
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : ''
}
