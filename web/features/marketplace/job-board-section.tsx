import { useId, type ReactNode } from 'react'

export function Section({
  title,
  count,
  icon,
  children,
  action,
}: {
  title: string
  count?: ReactNode
  icon: ReactNode
  children: ReactNode
  action?: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900">
            {icon}
            {title}
          </h2>
          {count && (
            <p className="text-sm text-slate-600" aria-live="polite">
              {count}
            </p>
          )}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}
