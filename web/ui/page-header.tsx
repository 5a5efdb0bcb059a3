import type { ReactNode } from 'react'
import { useDocumentTitle } from './use-document-title.ts'

/** The title band every page opens with; it also names the browser tab. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string
  title: string
  description?: ReactNode
  children?: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <div className="print:hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-10 sm:px-6 md:py-14">
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">{eyebrow}</p>
        )}
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        {description && <p className="max-w-3xl text-base text-slate-200 md:text-lg">{description}</p>}
        {children}
      </div>
    </div>
  )
}
