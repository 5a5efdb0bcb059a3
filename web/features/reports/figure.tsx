import type { ReactNode } from 'react'

/** One headline figure of a report: what it is, the number, and a line on what it counts (inside a <dl>). */
export function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight text-brand-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{children}</dd>
    </div>
  )
}
