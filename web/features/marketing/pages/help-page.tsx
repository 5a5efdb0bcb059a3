import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Building2, Calculator, Layers, Mail, Package, UserRound, Wrench } from 'lucide-react'
import { PageHeader } from '../../../ui/page-header.tsx'
import { CONTACT_EMAIL } from './contact-details.ts'
import { LinkList, type ListedLink } from '../link-list.tsx'
import { Section } from '../../../ui/section.tsx'

const TOPICS: {
  icon: typeof Mail
  title: MessageDescriptor
  text: MessageDescriptor
  links: ListedLink[]
}[] = [
  {
    icon: Calculator,
    title: msg`Estimates and pricing`,
    text: msg`Measure your windows and get a price.`,
    links: [
      { to: '/homeowner-estimate', label: msg`Request an estimate` },
      { to: '/estimator', label: msg`Open the estimator` },
      { to: '/faq', hash: 'cost', label: msg`How much does film cost?` },
    ],
  },
  {
    icon: Package,
    title: msg`Orders and delivery`,
    text: msg`Follow an order or buy film to install yourself.`,
    links: [
      { to: '/track-order', label: msg`Track your order` },
      { to: '/diy-film-order', label: msg`Order DIY film` },
      { to: '/faq', hash: 'tracking', label: msg`About order tracking` },
    ],
  },
  {
    icon: Layers,
    title: msg`Choosing a film`,
    text: msg`Compare films by what you want to solve.`,
    links: [
      { to: '/security-safety-film', label: msg`Security & Safety Film` },
      { to: '/solar-control-films', label: msg`Solar Control Films` },
      { to: '/decorative-privacy-films', label: msg`Decorative & Privacy Films` },
    ],
  },
  {
    icon: Wrench,
    title: msg`Installation and care`,
    text: msg`Curing, cleaning and finding an installer.`,
    links: [
      { to: '/faq', hash: 'curing', label: msg`Curing time` },
      { to: '/faq', hash: 'cleaning', label: msg`Cleaning your film` },
      { to: '/installer-showcase', label: msg`Find a certified installer` },
    ],
  },
  {
    icon: UserRound,
    title: msg`Accounts and membership`,
    text: msg`Plans, onboarding and signing in.`,
    links: [
      { to: '/membership-plans', label: msg`Membership plans` },
      { to: '/pricing', label: msg`Compare plans` },
      { to: '/team-login', label: msg`Sign in` },
    ],
  },
  {
    icon: Building2,
    title: msg`Business and government`,
    text: msg`Programs, approvals and volume pricing.`,
    links: [
      { to: '/enterprise', label: msg`Enterprise programs` },
      { to: '/faq', hash: 'security-vs-hurricane', label: msg`Security film and storms` },
      { to: '/contact', label: msg`Talk to sales` },
    ],
  },
]

const POPULAR: ListedLink[] = [
  { to: '/faq', hash: 'diy-vs-pro', label: msg`Should I install film myself or hire a professional?` },
  { to: '/faq', hash: 'warranty', label: msg`What does the warranty cover?` },
  { to: '/faq', hash: 'uv', label: msg`Does window film really block UV?` },
  { to: '/faq', hash: 'night-visibility', label: msg`Can people see in at night?` },
]

export function HelpPage() {
  const { i18n, t } = useLingui()
  return (
    <>
      <PageHeader
        eyebrow={t`Support`}
        title={t`Help Center`}
        description={t`Find answers about estimates, orders, films and your account, or get in touch with our team.`}
      />

      <Section title={t`Browse help topics`}>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TOPICS.map(({ icon: Icon, title, text, links }) => (
            <li
              key={title.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{i18n._(title)}</h3>
                  <p className="text-sm text-slate-600">{i18n._(text)}</p>
                </div>
              </div>
              <LinkList links={links} className="border-t border-slate-100 pt-2 text-sm" />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" title={t`Popular questions`}>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1.5fr_1fr]">
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {POPULAR.map((link) => (
              <li key={link.label.id}>
                <Link
                  to={link.to}
                  hash={link.hash}
                  className="group flex items-center justify-between gap-4 px-5 py-4 font-medium text-brand-900 hover:bg-slate-50 md:px-6"
                >
                  {i18n._(link.label)}
                  <ArrowRight
                    className="size-4 shrink-0 text-accent-600 transition group-hover:translate-x-1"
                    aria-hidden
                  />
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/faq"
                className="block px-5 py-4 text-sm font-semibold text-accent-700 hover:bg-slate-50 md:px-6"
              >
                <Trans>See all questions</Trans>
              </Link>
            </li>
          </ul>
          <aside
            aria-labelledby="help-contact"
            className="flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white md:p-8"
          >
            <h3 id="help-contact" className="text-xl font-bold">
              <Trans>Still need help?</Trans>
            </h3>
            <p className="text-slate-300">
              <Trans>Our specialists answer emails within one business day, Monday to Saturday.</Trans>
            </p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-flex w-fit items-center gap-2 font-semibold break-all text-accent-300 hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden />
              {CONTACT_EMAIL}
            </a>
            <Link
              to="/contact"
              className="inline-flex w-fit items-center gap-2 font-semibold text-white hover:underline"
            >
              <Trans>Phone numbers and opening hours</Trans>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </aside>
        </div>
      </Section>
    </>
  )
}
