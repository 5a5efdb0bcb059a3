import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'

/** A numbered row of steps (a column on phones). */
export function Steps({ steps }: { steps: { title: MessageDescriptor; text: MessageDescriptor }[] }) {
  const { i18n } = useLingui()
  return (
    <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title.id}
          className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
          >
            {i18n.number(index + 1)}
          </span>
          <h3 className="font-semibold text-brand-900">{i18n._(step.title)}</h3>
          <p className="text-sm leading-relaxed text-slate-600">{i18n._(step.text)}</p>
        </li>
      ))}
    </ol>
  )
}
