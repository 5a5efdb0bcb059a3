import { useLingui } from '@lingui/react/macro'
import { Check } from 'lucide-react'
import { cn } from '../../ui/cn.ts'
import { REQUEST_STEPS } from './labels.ts'

/**
 * Submit Form, Expert Review, Get Quote: numbered cards in a row (a column on phones). With `done`,
 * the first `done` steps show as completed and the next one as current.
 */
export function RequestSteps({ done }: { done?: number }) {
  const { i18n, t } = useLingui()
  return (
    <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {REQUEST_STEPS.map((step, index) => {
        const complete = done !== undefined && index < done
        const current = done !== undefined && index === done
        return (
          <li
            key={step.title.id}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex flex-col gap-3 rounded-2xl border bg-white p-6 shadow-sm',
              current ? 'border-accent-400 ring-1 ring-accent-400' : 'border-slate-200',
            )}
          >
            <span
              className={cn(
                'flex size-10 items-center justify-center rounded-full text-sm font-bold text-white',
                complete ? 'bg-emerald-600' : 'bg-brand-800',
              )}
            >
              {complete ? (
                <Check className="size-5" aria-label={t`Done`} />
              ) : (
                <span aria-hidden>{i18n.number(index + 1)}</span>
              )}
            </span>
            <h3 className="font-semibold text-brand-900">{i18n._(step.title)}</h3>
            <p className="text-sm leading-relaxed text-slate-600">{i18n._(step.text)}</p>
          </li>
        )
      })}
    </ol>
  )
}
