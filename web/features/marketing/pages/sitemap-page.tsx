import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Building2, Calculator, FileText, Layers, LifeBuoy, Lock } from 'lucide-react'
import { PageHeader } from '../../../ui/page-header.tsx'
import { LinkList, type ListedLink } from '../link-list.tsx'

const GROUPS: {
  icon: typeof Lock
  title: MessageDescriptor
  links: ListedLink[]
}[] = [
  {
    icon: Layers,
    title: msg`Films`,
    links: [
      { to: '/shop', label: msg`Shop` },
      { to: '/security-safety-film', label: msg`Security & Safety Film` },
      { to: '/solar-control-films', label: msg`Solar Control Films` },
      { to: '/decorative-privacy-films', label: msg`Decorative & Privacy Films` },
      { to: '/diy-film-order', label: msg`DIY Film Order` },
    ],
  },
  {
    icon: Calculator,
    title: msg`Estimates and projects`,
    links: [
      { to: '/', label: msg`Home` },
      { to: '/homeowner-estimate', label: msg`Get Estimate` },
      { to: '/estimator', label: msg`Estimator` },
      { to: '/track-order', label: msg`Track Order` },
      { to: '/post-job', label: msg`Post Project` },
      { to: '/job-board', label: msg`Job Board` },
      { to: '/installer-showcase', label: msg`Installer Showcase` },
    ],
  },
  {
    icon: Building2,
    title: msg`Plans and company`,
    links: [
      { to: '/pricing', label: msg`Pricing` },
      { to: '/membership-plans', label: msg`Membership Plans` },
      { to: '/enterprise', label: msg`Enterprise` },
      { to: '/about', label: msg`About Us` },
    ],
  },
  {
    icon: LifeBuoy,
    title: msg`Support`,
    links: [
      { to: '/help', label: msg`Help Center` },
      { to: '/faq', label: msg`FAQ` },
      { to: '/contact', label: msg`Contact Us` },
    ],
  },
  {
    icon: FileText,
    title: msg`Legal`,
    links: [
      { to: '/terms', label: msg`Terms of Service` },
      { to: '/privacy', label: msg`Privacy Policy` },
      { to: '/sitemap', label: msg`Sitemap` },
    ],
  },
  {
    icon: Lock,
    title: msg`Team and partner access`,
    links: [
      { to: '/team-login', label: msg`Team Sign In` },
      { to: '/internal', label: msg`Employee Portal` },
      { to: '/admin-login', label: msg`Admin Login` },
    ],
  },
]

export function SitemapPage() {
  const { i18n, t } = useLingui()
  return (
    <>
      <PageHeader
        eyebrow={t`Navigation`}
        title={t`Sitemap`}
        description={t`Every page of the Southern Shield website in one place.`}
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map(({ icon: Icon, title, links }) => {
            const heading = i18n._(title)
            return (
              <nav
                key={title.id}
                aria-label={heading}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2 className="mb-4 flex items-center gap-3 text-lg font-bold text-brand-900">
                  <span className="flex size-9 items-center justify-center rounded-lg bg-accent-100 text-accent-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {heading}
                </h2>
                <LinkList links={links} />
              </nav>
            )
          })}
        </div>
      </div>
    </>
  )
}
