import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Check, Layers, MapPin, Maximize, Minus, Ruler, ScanLine, Trash2, Wrench } from 'lucide-react'
import { SelectField } from '../../../ui/choice-fields.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { PlanGrid } from './plan-grid.tsx'
import { PLANS, type PlanId } from '../../../app/plans.ts'
import { CtaBand, FeatureCard, Section } from '../../../ui/section.tsx'

type Cell = boolean | MessageDescriptor

const COMPARISON: { feature: MessageDescriptor; cells: Record<PlanId, Cell> }[] = [
  {
    feature: msg`Estimates`,
    cells: { free: msg`Unlimited`, professional: msg`Unlimited`, enterprise: msg`Unlimited` },
  },
  { feature: msg`Saved projects`, cells: { free: true, professional: true, enterprise: true } },
  { feature: msg`Offline measuring`, cells: { free: true, professional: true, enterprise: true } },
  { feature: msg`Branded quotes`, cells: { free: false, professional: true, enterprise: true } },
  {
    feature: msg`Pricing sheet with your margins`,
    cells: { free: false, professional: true, enterprise: true },
  },
  { feature: msg`Job board access`, cells: { free: false, professional: true, enterprise: true } },
  {
    feature: msg`Member pricing on film rolls`,
    cells: { free: false, professional: true, enterprise: msg`Volume pricing` },
  },
  {
    feature: msg`GSA and DoD approved film lines`,
    cells: { free: false, professional: false, enterprise: true },
  },
  { feature: msg`Dedicated account manager`, cells: { free: false, professional: false, enterprise: true } },
  {
    feature: msg`Support`,
    cells: { free: msg`Email`, professional: msg`Priority phone`, enterprise: msg`Account manager` },
  },
]

const PRICE_FACTORS = [
  {
    icon: Layers,
    title: msg`Film type`,
    text: msg`Decorative and solar films cost less per roll than thick security and ballistic laminates.`,
  },
  {
    icon: Maximize,
    title: msg`Glass area`,
    text: msg`The total square footage of glass, and how efficiently the panes can be cut from standard roll widths.`,
  },
  {
    icon: Ruler,
    title: msg`Access and height`,
    text: msg`Ground-floor windows are quickest; high glass, skylights and atriums may need ladders or lifts.`,
  },
  {
    icon: ScanLine,
    title: msg`Glass type and condition`,
    text: msg`Dual-pane, low-E and tempered glass can limit which films are suitable.`,
  },
  {
    icon: Trash2,
    title: msg`Removing old film`,
    text: msg`Stripping worn film and its adhesive adds labor before the new film goes on.`,
  },
  {
    icon: Wrench,
    title: msg`Attachment systems`,
    text: msg`Anchoring security film to the frame adds materials and time, and adds protection.`,
  },
  {
    icon: MapPin,
    title: msg`Location`,
    text: msg`Projects near one of our three hubs need less travel; remote sites may include a trip charge.`,
  },
]

function CellValue({ value }: { value: Cell }) {
  const { i18n } = useLingui()
  if (value === true)
    return (
      <>
        <Check className="mx-auto size-5 text-accent-600" aria-hidden />
        <span className="sr-only">
          <Trans>Included</Trans>
        </span>
      </>
    )
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-5 text-slate-300" aria-hidden />
        <span className="sr-only">
          <Trans>Not included</Trans>
        </span>
      </>
    )
  return (
    <span className="block text-xs leading-snug font-medium text-slate-800 sm:text-sm">{i18n._(value)}</span>
  )
}

export function PricingPage() {
  const { i18n, t } = useLingui()
  // A phone shows the features beside one plan at a time: four columns do not fit its width in every
  // language, and a table scrolling sideways hides a plan without saying so.
  const [phonePlan, setPhonePlan] = useState<PlanId>(
    PLANS.find((plan) => plan.highlighted)?.id ?? PLANS[0]!.id,
  )
  const planColumn = (id: PlanId) => (id === phonePlan ? '' : 'hidden sm:table-cell')
  return (
    <>
      <PageHeader
        eyebrow={t`Pricing`}
        title={t`Simple plans, honest prices`}
        description={t`Start free and estimate as many windows as you like. Upgrade when you quote for a living, or talk to us about a program for your whole organization.`}
      />

      <Section
        title={t`Choose your plan`}
        intro={t`Every plan includes the estimator, offline measuring and films that block 99% of UV.`}
      >
        <div className="pt-4">
          <PlanGrid />
        </div>
      </Section>

      <Section tone="muted" eyebrow={t`Compare`} title={t`What each plan includes`}>
        <SelectField
          label={t`Plan to compare`}
          value={phonePlan}
          options={PLANS.map((plan) => ({ value: plan.id, label: i18n._(plan.name) }))}
          onChange={setPhonePlan}
          className="mb-3 sm:hidden"
        />
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[21rem] border-collapse text-left">
            <caption className="sr-only">
              <Trans>Plan comparison</Trans>
            </caption>
            <thead>
              <tr className="border-b border-slate-200 bg-slate-100">
                <th
                  scope="col"
                  className="px-3 py-4 text-xs font-semibold text-slate-600 sm:px-4 sm:text-sm md:px-6"
                >
                  <Trans>Feature</Trans>
                </th>
                {PLANS.map((plan) => (
                  <th
                    key={plan.id}
                    scope="col"
                    className={`px-2 py-4 text-center text-xs font-bold text-brand-900 sm:px-4 sm:text-sm md:px-6 ${planColumn(plan.id)}`}
                  >
                    {i18n._(plan.name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {COMPARISON.map((row) => (
                <tr key={row.feature.id}>
                  <th
                    scope="row"
                    className="px-3 py-3.5 text-xs font-medium text-slate-700 sm:px-4 sm:text-sm md:px-6"
                  >
                    {i18n._(row.feature)}
                  </th>
                  {PLANS.map((plan) => (
                    <td
                      key={plan.id}
                      className={`px-2 py-3.5 text-center sm:px-4 md:px-6 ${planColumn(plan.id)}`}
                    >
                      <CellValue value={row.cells[plan.id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        eyebrow={t`Installed projects`}
        title={t`What affects your price`}
        intro={t`Plans cover the software. Film and installation are quoted per project, and these are the things that move the number.`}
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {PRICE_FACTORS.map((factor) => (
            <FeatureCard key={factor.title.id} icon={factor.icon} title={i18n._(factor.title)}>
              {i18n._(factor.text)}
            </FeatureCard>
          ))}
          <div className="flex flex-col justify-center gap-3 rounded-2xl bg-brand-50 p-6">
            <p className="font-semibold text-brand-900">
              <Trans>Want the exact number?</Trans>
            </p>
            <p className="text-sm text-slate-700">
              <Trans>
                Our written estimates list film, labor and any extras per window, with no hidden fees.{' '}
                <Link to="/faq" className="font-semibold text-brand-700 underline underline-offset-4">
                  Read the FAQ
                </Link>
              </Trans>
            </p>
          </div>
        </div>
      </Section>

      <CtaBand
        title={t`Get a price for your windows`}
        text={t`A free estimate takes a few minutes; a specialist follows up within 1-2 business days.`}
        primary={{ to: '/homeowner-estimate', label: t`Get Estimate` }}
        secondary={{ to: '/membership-plans', label: t`Membership plans` }}
      />
    </>
  )
}
