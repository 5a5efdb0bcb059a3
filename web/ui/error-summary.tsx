import type { Ref } from 'react'

export interface SummaryItem {
  message: string
  /** The id of the field to fix: the item is then a link that takes the reader there. */
  fieldId?: string
}

/**
 * What stops a form from being sent, listed where the reader's focus is moved after a failed
 * submit (the form focuses it once it shows), each item leading to its field.
 */
export function ErrorSummary({
  ref,
  title,
  items,
}: {
  ref?: Ref<HTMLDivElement>
  title: string
  items: SummaryItem[]
}) {
  const unique = items.filter(
    (item, index) => items.findIndex((other) => other.message === item.message) === index,
  )
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-400"
    >
      <p className="font-semibold">{title}</p>
      {unique.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {unique.map(({ message, fieldId }) => (
            <li key={message}>
              {fieldId ? (
                <a
                  href={`#${fieldId}`}
                  className="font-medium underline underline-offset-2 hover:text-red-950"
                  onClick={(event) => {
                    event.preventDefault()
                    document.getElementById(fieldId)?.focus()
                  }}
                >
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
