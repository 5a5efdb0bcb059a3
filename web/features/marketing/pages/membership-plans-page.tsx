import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
  ArrowRight,
  Calendar,
  FileSpreadsheet,
  GraduationCap,
  Hammer,
  Home,
  Megaphone,
  Settings2,
  UserRound,
  Users,
} from 'lucide-react'
import { formatMoney } from '../../../../domain/money/money.ts'
import { ONBOARDING_PACKAGE } from '../../../../domain/shop/products.ts'
import { Button } from '../../../ui/button.tsx'
import { cn } from '../../../ui/cn.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { FaqList, type FaqEntry } from './faq-list.tsx'
import { PlanGrid } from './plan-grid.tsx'
import { CtaBand, FeatureCard, onDarkPrimary, Section } from '../../../ui/section.tsx'

const ONBOARDING_INCLUDES = [
  {
    icon: GraduationCap,
    title: msg`One-on-one personal training`,
    text: msg`A live session with a product specialist on measuring, estimating, roll plans and quoting, using your own jobs.`,
  },
  {
    icon: Settings2,
    title: msg`Custom account setup`,
    text: msg`We set up your company profile, logo, service area, team members and default settings for you.`,
  },
  {
    icon: FileSpreadsheet,
    title: msg`Pricing sheet configuration`,
    text: msg`Your film costs, labor rates, minimums and margins entered and tested so every quote comes out right.`,
  },
  {
    icon: Megaphone,
    title: msg`Marketing material setup`,
    text: msg`Branded quote templates, brochures and film sample sheets ready to hand to your customers.`,
  },
]

const AUDIENCES = [
  {
    icon: Home,
    title: msg`Homeowners`,
    text: msg`Save estimates for every room, post your project to certified installers, compare bids and track your order.`,
  },
  {
    icon: Hammer,
    title: msg`Installers`,
    text: msg`Find local jobs on the job board, send branded quotes and order pre-cut film for the panes you measured.`,
  },
  {
    icon: Users,
    title: msg`Teams and organizations`,
    text: msg`Share projects across crews and hubs, with one account manager and one invoice.`,
  },
]

const MEMBERSHIP_FAQ: FaqEntry[] = [
  {
    id: 'switch-plans',
    question: msg`Can I change plans later?`,
    answer: [
      msg`Yes. Upgrade or downgrade at any time from Member Settings; changes apply from your next billing date and your saved estimates stay where they are.`,
    ],
  },
  {
    id: 'onboarding-required',
    question: msg`Do I need the onboarding package?`,
    answer: [
      msg`No. The estimator is designed to be used without training. The package is for businesses that want their pricing, branding and team set up correctly from day one.`,
    ],
  },
  {
    id: 'onboarding-timing',
    question: msg`How is onboarding scheduled?`,
    answer: [
      msg`After you book, a specialist contacts you within 1-2 business days to collect your pricing and branding and to schedule the training session, usually within the same week.`,
    ],
  },
  {
    id: 'cancel',
    question: msg`What happens to my estimates if I cancel?`,
    answer: [
      msg`Your account returns to Free Forever. Your estimates and projects remain saved and you can keep creating new ones.`,
    ],
  },
]

export function MembershipPlansPage() {
  const { i18n, t } = useLingui()
  const onboardingPrice = formatMoney(ONBOARDING_PACKAGE.priceCents, i18n.locale, { whole: true })
  return (
    <>
      <PageHeader
        eyebrow={t`Membership`}
        title={t`Membership plans`}
        description={t`A free account for everyone who measures windows, and professional tools for the people who install them.`}
      />

      <Section
        title={t`Pick the membership that fits`}
        intro={t`Every membership keeps your estimates and projects in one place, online and offline.`}
      >
        <div className="pt-4">
          <PlanGrid />
        </div>
      </Section>

      <Section tone="muted" eyebrow={t`For professionals`} title={t`Professional onboarding package`}>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-12">
          <div className="flex flex-col gap-5 rounded-3xl bg-brand-900 p-7 text-white shadow-xl md:p-9">
            <p className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">
              <Trans>One-time fee</Trans>
            </p>
            <p className="flex items-baseline gap-2">
              <span className="text-5xl font-extrabold tracking-tight">{onboardingPrice}</span>
              <span className="text-slate-300">
                <Trans>once</Trans>
              </span>
            </p>
            <p className="text-slate-300">
              <Trans>
                Get your business quoting with Southern Shield in your first week. We configure everything and
                train you on your own jobs.
              </Trans>
            </p>
            <ul className="flex flex-col gap-2 text-sm text-slate-200">
              <li className="flex items-center gap-2">
                <UserRound className="size-4 text-accent-300" aria-hidden />
                <Trans>A dedicated onboarding specialist</Trans>
              </li>
              <li className="flex items-center gap-2">
                <Calendar className="size-4 text-accent-300" aria-hidden />
                <Trans>Scheduled at a time that suits you</Trans>
              </li>
            </ul>
            <Button asChild size="lg" className={cn('mt-auto', onDarkPrimary)}>
              <Link to="/shop/$key" params={{ key: ONBOARDING_PACKAGE.sku }}>
                <Trans>Buy the onboarding package</Trans>
              </Link>
            </Button>
          </div>
          <div>
            <h3 className="mb-5 text-lg font-semibold text-brand-900">
              <Trans>What the package includes</Trans>
            </h3>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {ONBOARDING_INCLUDES.map((item) => (
                <li key={item.title.id}>
                  <FeatureCard heading="h4" icon={item.icon} title={i18n._(item.title)} className="h-full">
                    {i18n._(item.text)}
                  </FeatureCard>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section eyebrow={t`Member benefits`} title={t`What members get`}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{i18n._(title)}</h3>
                <p className="mt-1 text-slate-600">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" eyebrow={t`Questions`} title={t`Membership questions`}>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1.6fr_1fr]">
          <FaqList items={MEMBERSHIP_FAQ} />
          <aside
            aria-labelledby="membership-help"
            className="flex flex-col gap-3 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 id="membership-help" className="text-lg font-semibold text-brand-900">
              <Trans>Not sure which plan fits?</Trans>
            </h3>
            <p className="text-sm leading-relaxed text-slate-600">
              <Trans>
                Tell us how you work and we will recommend a plan, or set up a demo of the estimator for your
                team.
              </Trans>
            </p>
            <Link
              to="/contact"
              className="inline-flex w-fit items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              <Trans>Talk to us</Trans>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </aside>
        </div>
      </Section>

      <CtaBand
        title={t`Start with a free account`}
        text={t`Measure and estimate today; upgrade when you are ready.`}
        primary={{ to: '/estimator', label: t`Create free account` }}
        secondary={{ to: '/pricing', label: t`Compare plans` }}
      />
    </>
  )
}
