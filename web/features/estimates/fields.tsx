import { useState, type ComponentProps } from 'react'
import { FormField } from '../../ui/form-field.tsx'

/*
 * The estimate editor's fields: each saves on its own (text when left, choices when changed) against
 * the stored estimate of that moment, so that edits synced in from elsewhere meanwhile are kept.
 */

/** A text field that shows the stored value and saves on leaving; a remote change re-keys it. */
export function SavedField({
  value,
  onSave,
  validate,
  ...props
}: Omit<ComponentProps<typeof FormField>, 'defaultValue' | 'onBlur' | 'error'> & {
  value: string
  onSave: (value: string) => void
  validate?: (value: string) => string | undefined
}) {
  const [error, setError] = useState<string>()
  return (
    <FormField
      key={value}
      defaultValue={value}
      error={error}
      onBlur={(event) => {
        const next = event.currentTarget.value
        const problem = validate?.(next)
        setError(problem)
        if (!problem && next !== value) onSave(next)
      }}
      {...props}
    />
  )
}
