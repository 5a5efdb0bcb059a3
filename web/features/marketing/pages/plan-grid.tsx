import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { formatMoney } from '../../../../domain/money/money.ts'
import { Button } from '../../../ui/button.tsx'
import { cn } from '../../../ui/cn.ts'
import { PLANS, type Plan } from '../../../app/plans.ts'

function PlanCard({ plan }: { plan: Plan }) {
  const { i18n, t } = useLingui()
  const featured = plan.highlighted === true
  const price =
    plan.monthlyCents === null ? null : formatMoney(plan.monthlyCents, i18n.locale, { whole: true })
  const name = i18n._(plan.name)
  return (
    <article
      aria-label={name}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm md:p-8',
        featured ? 'border-brand-800 shadow-xl ring-1 ring-brand-800' : 'border-slate-200',
      )}
    >
      {plan.badge && (
        <p
          className={cn(
            'absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-bold tracking-[0.14em] uppercase',
            featured ? 'bg-brand-800 text-white' : 'bg-accent-100 text-accent-700',
          )}
        >
          {i18n._(plan.badge)}
        </p>
      )}
      <h3 className="text-xl font-bold text-brand-900">{name}</h3>
      <p className="mt-1 min-h-10 text-sm text-slate-600">{i18n._(plan.audience)}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        {price === null ? (
          // A word, not a figure: long in some languages, so it may wrap rather than leave the card.
          <span className="text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl">
            <Trans>Custom</Trans>
          </span>
        ) : (
          <>
            <span className="text-4xl font-extrabold tracking-tight text-brand-900">{price}</span>
            <span className="text-sm font-medium text-slate-500">
              {plan.monthlyCents === 0 ? t`forever` : t`per month`}
            </span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-500">{i18n._(plan.priceNote)}</p>
      <Button asChild size="lg" variant={featured ? 'default' : 'outline'} className="mt-6 w-full">
        <Link to={plan.cta.to} search={plan.cta.search}>
          {i18n._(plan.cta.label)}
        </Link>
      </Button>
      <ul className="mt-8 flex flex-col gap-3 border-t border-slate-100 pt-6 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature.id} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
            <span>{i18n._(feature)}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}

/** The three plans side by side (stacked on phones). */
export function PlanGrid() {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-3 lg:items-stretch lg:gap-6">
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </div>
  )
}
