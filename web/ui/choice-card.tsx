import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn.ts'
import { useHydrated } from './use-hydrated.tsx'

/**
 * The group of a set of choice cards. Its choices wait for the app on a page rendered ahead: made in
 * the HTML alone, a choice would be undone when the app takes the page over. Only this element
 * follows that switch, not the page around it.
 */
export function ChoiceFieldset(props: ComponentProps<'fieldset'>) {
  const hydrated = useHydrated()
  return <fieldset {...props} disabled={!hydrated || props.disabled} />
}

/** A card-sized label around a radio button that shows when it is chosen. */
export function ChoiceCard({
  checked,
  children,
  className,
}: {
  checked: boolean
  children: ReactNode
  className?: string
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500',
        checked ? 'border-accent-500 bg-accent-100/50' : 'border-slate-300 bg-white hover:border-slate-400',
        className,
      )}
    >
      {children}
    </label>
  )
}
