import type { ReactNode } from 'react'
import { cn } from './cn.ts'

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
