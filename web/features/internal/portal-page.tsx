import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
  Activity,
  ArrowRight,
  BarChart3,
  Calculator,
  CalendarDays,
  Check,
  ClipboardCheck,
  FileText,
  FolderKanban,
  HelpCircle,
  LayoutDashboard,
  LogIn,
  Mail,
  PackageSearch,
  PlusCircle,
  Ruler,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Sun,
  UserCheck,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { HubGrid } from '../../ui/hub-card.tsx'
import { Section, onDarkPrimary, onDarkSecondary, type To } from '../../ui/section.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { TestHeatmap } from './heatmap/test-heatmap.tsx'

interface Product {
  icon: LucideIcon
  title: MessageDescriptor
  text: MessageDescriptor
  points: MessageDescriptor[]
  estimate: MessageDescriptor
  learnMore: To
  learnMoreLabel: MessageDescriptor
  tone: string
}

const PRODUCTS: Product[] = [
  {
    icon: ShieldCheck,
    title: msg`Ballistic & Security Film`,
    text: msg`Laminates from 4 to 14 mil that hold shattered glass in the frame against forced entry, storms and blasts.`,
    points: [
      msg`Smash-and-grab and forced-entry resistance`,
      msg`Hurricane and blast mitigation`,
      msg`GSA and DoD approved systems`,
    ],
    estimate: msg`Estimate security film`,
    learnMore: '/security-safety-film',
    learnMoreLabel: msg`About security films`,
    tone: 'from-brand-800 to-brand-900',
  },
  {
    icon: Sun,
    title: msg`Solar Defense Film`,
    text: msg`Ceramic and dual-reflective films that reject heat and glare and block 99% of UV without darkening the view.`,
    points: [
      msg`Up to 60% less solar heat`,
      msg`Less glare on screens`,
      msg`Protects floors and furniture from fading`,
    ],
    estimate: msg`Estimate solar film`,
    learnMore: '/solar-control-films',
    learnMoreLabel: msg`About solar films`,
    tone: 'from-amber-500 to-orange-600',
  },
  {
    icon: Sparkles,
    title: msg`Specialty & Custom Films`,
    text: msg`Frosted, gradient, patterned and branded films, cut to order for privacy, style and signage on any glass.`,
    points: [
      msg`Privacy that still lets light in`,
      msg`Logos and custom cut graphics`,
      msg`Anti-graffiti and one-way films`,
    ],
    estimate: msg`Estimate a custom film`,
    learnMore: '/decorative-privacy-films',
    learnMoreLabel: msg`About specialty films`,
    tone: 'from-accent-600 to-accent-700',
  },
]

const ESTIMATE_STEPS = [
  {
    icon: FileText,
    title: msg`Submit Form`,
    text: msg`Tell us about your windows, your address and the film you are interested in.`,
  },
  {
    icon: UserCheck,
    title: msg`Expert Review`,
    text: msg`A film specialist from your nearest hub reviews your request and photos.`,
  },
  {
    icon: ClipboardCheck,
    title: msg`Get Quote`,
    text: msg`You receive a detailed quote with film, measurements and installation.`,
  },
]

interface Tool {
  to: To
  icon: LucideIcon
  title: MessageDescriptor
  text: MessageDescriptor
}

const PROJECT_LINKS: Tool[] = [
  {
    to: '/my-projects',
    icon: FolderKanban,
    title: msg`My Projects`,
    text: msg`Follow bids, messages and progress on the jobs you posted.`,
  },
  {
    to: '/post-job',
    icon: PlusCircle,
    title: msg`Post New Project`,
    text: msg`Describe a job and receive bids from certified installers.`,
  },
]

const TEAM_TOOLS: Tool[] = [
  {
    to: '/estimator',
    icon: Ruler,
    title: msg`Measurement Tool`,
    text: msg`Measure windows on site, even offline, and price the job as you go.`,
  },
  {
    to: '/calendar',
    icon: CalendarDays,
    title: msg`Team Calendar`,
    text: msg`Installations per team and hub, by day, week and month.`,
  },
  {
    to: '/inventory',
    icon: Warehouse,
    title: msg`Inventory Manager`,
    text: msg`Film rolls per hub: receive, count, transfer and cut.`,
  },
  {
    to: '/reports',
    icon: BarChart3,
    title: msg`Performance Reports`,
    text: msg`Sales, installations and inventory turnover by hub.`,
  },
]

const QUICK_ACCESS: { to: To; icon: LucideIcon; label: MessageDescriptor }[] = [
  { to: '/team-dashboard', icon: LayoutDashboard, label: msg`Team Dashboard` },
  { to: '/shop', icon: ShoppingBag, label: msg`Shop` },
  { to: '/track-order', icon: PackageSearch, label: msg`Track Order` },
  { to: '/installer-showcase', icon: Users, label: msg`Find Installers` },
  { to: '/help', icon: HelpCircle, label: msg`Help Center` },
  { to: '/contact', icon: Mail, label: msg`Contact` },
]

const tight = 'py-10 md:py-14'

/** /internal, the employee home. */
export function InternalPortalPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  return (
    <>
      <PageHeader
        eyebrow={t`Southern Shield team`}
        title={t`Internal Team Portal`}
        description={t`Estimates, schedules, stock and system health for the Atlanta, Florida and Carolinas teams.`}
      >
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className={onDarkPrimary}>
            <Link to="/estimator" search={{ demo: true }}>
              <Calculator aria-hidden />
              <Trans>Open Estimator</Trans>
            </Link>
          </Button>
          {!user && (
            <Button asChild size="lg" className={onDarkSecondary}>
              <Link to="/team-login">
                <LogIn aria-hidden />
                <Trans>Team Sign In</Trans>
              </Link>
            </Button>
          )}
        </div>
      </PageHeader>
      <Products />
      <StartYourEstimate />
      {user?.userType === 'homeowner' && (
        <Section tone="muted" className={tight} eyebrow={t`Your account`} title={t`Manage Your Projects`}>
          <ToolGrid tools={PROJECT_LINKS} columns="sm:grid-cols-2" />
        </Section>
      )}
      <Section className={tight} eyebrow={t`For installers and staff`} title={t`Team Tools`}>
        <ToolGrid tools={TEAM_TOOLS} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Section
        tone="dark"
        className={tight}
        eyebrow={t`Regional operations`}
        title={t`Regional hubs`}
        intro={t`Three hubs hold our film stock and dispatch the installation teams.`}
      >
        <HubGrid tone="dark" />
      </Section>
      <QuickAccess />
      <Section
        tone="muted"
        className={tight}
        eyebrow={t`Quality`}
        title={t`System Status`}
        intro={t`The latest automated test run of this application, by area and complexity.`}
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TestHeatmap />
        </div>
      </Section>
    </>
  )
}

function Products() {
  const { i18n, t } = useLingui()
  return (
    <Section className={tight} eyebrow={t`Products`} title={t`What we estimate and install`}>
      <ul className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        {PRODUCTS.map((product) => (
          <li key={product.learnMore}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <div
                className={cn('flex items-center gap-3 bg-gradient-to-br px-6 py-5 text-white', product.tone)}
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
                  <product.icon className="size-6" aria-hidden />
                </span>
                <h3 className="text-xl font-bold">{i18n._(product.title)}</h3>
              </div>
              <div className="flex flex-1 flex-col gap-4 p-6">
                <p className="text-slate-600">{i18n._(product.text)}</p>
                <ul className="flex flex-col gap-2 text-sm text-slate-700">
                  {product.points.map((point) => (
                    <li key={point.id} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
                      {i18n._(point)}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-col items-stretch gap-3 border-t border-slate-100 pt-4">
                  <Button asChild>
                    <Link to="/homeowner-estimate">
                      <Calculator aria-hidden />
                      {i18n._(product.estimate)}
                    </Link>
                  </Button>
                  <Link
                    to={product.learnMore}
                    className="inline-flex items-center justify-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {i18n._(product.learnMoreLabel)}
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function StartYourEstimate() {
  const { i18n, t } = useLingui()
  return (
    <Section tone="muted" className={tight} eyebrow={t`For homeowners`} title={t`Start Your Estimate`}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr] lg:items-center">
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {ESTIMATE_STEPS.map((step, index) => (
            <li
              key={step.title.id}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-col"
            >
              <span className="relative flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                <step.icon className="size-5" aria-hidden />
                <span className="absolute -top-2 -left-2 flex size-6 items-center justify-center rounded-full bg-brand-800 text-xs font-bold text-white">
                  {i18n.number(index + 1)}
                </span>
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-brand-900">{i18n._(step.title)}</h3>
                <p className="text-sm text-slate-600">{i18n._(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white shadow-lg">
          <p className="flex items-start gap-3 text-lg font-semibold">
            <Activity className="mt-1 size-5 shrink-0 text-accent-300" aria-hidden />
            <Trans>A film specialist will contact you within 1-2 business days.</Trans>
          </p>
          <Button asChild size="lg" className={onDarkPrimary}>
            <Link to="/homeowner-estimate">
              <Trans>Start Your Estimate</Trans>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </Section>
  )
}

function ToolGrid({ tools, columns }: { tools: Tool[]; columns: string }) {
  const { i18n } = useLingui()
  return (
    <ul className={cn('grid grid-cols-1 gap-4', columns)}>
      {tools.map((tool) => (
        <li key={tool.to}>
          <Link
            to={tool.to}
            className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md sm:flex-col"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
              <tool.icon className="size-5" aria-hidden />
            </span>
            <span className="flex flex-col gap-1">
              <span className="flex items-center gap-1.5 text-lg font-semibold text-brand-900">
                {i18n._(tool.title)}
                <ArrowRight
                  className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-accent-600"
                  aria-hidden
                />
              </span>
              <span className="text-sm text-slate-600">{i18n._(tool.text)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function QuickAccess() {
  const { i18n, t } = useLingui()
  return (
    <Section className={tight} eyebrow={t`Shortcuts`} title={t`Quick Access`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {QUICK_ACCESS.map((item) => (
          <li key={item.to}>
            <Button asChild variant="outline" className="h-auto w-full flex-col gap-2 py-4 whitespace-normal">
              <Link to={item.to}>
                <item.icon className="text-accent-700" aria-hidden />
                {i18n._(item.label)}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  )
}
