import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
  BadgeCheck,
  Banknote,
  Building,
  GraduationCap,
  Handshake,
  Landmark,
  Mail,
  Percent,
  Sun,
  Truck,
} from 'lucide-react'
import { Button } from '../../../ui/button.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { HubGrid } from '../../../ui/hub-card.tsx'
import { CtaBand, FeatureCard, onDarkPrimary, onDarkSecondary, Section } from '../../../ui/section.tsx'
import { Steps } from './steps.tsx'

const SECTORS = [
  {
    icon: Landmark,
    title: msg`Government and military`,
    text: msg`GSA and DoD approved security films and attachment systems for federal, state and municipal buildings and bases.`,
    points: [
      msg`Blast and forced-entry mitigation`,
      msg`Specifications and submittals`,
      msg`Phased, after-hours installs`,
    ],
  },
  {
    icon: GraduationCap,
    title: msg`Schools and universities`,
    text: msg`Safety film on entrances and ground-floor classrooms that delays forced entry and keeps glass out of hallways.`,
    points: [
      msg`Installs over breaks and weekends`,
      msg`Campus-wide rollouts`,
      msg`Solar film for hot classrooms`,
    ],
  },
  {
    icon: Banknote,
    title: msg`Banks and credit unions`,
    text: msg`Security and ballistic laminates for branches, teller lines and drive-throughs, plus privacy film for offices.`,
    points: [
      msg`Smash-and-grab protection`,
      msg`Ballistic laminate options`,
      msg`Consistent branding across branches`,
    ],
  },
  {
    icon: Truck,
    title: msg`Fleets`,
    text: msg`Solar control and security film for service vans, buses and armored vehicles, scheduled around your routes.`,
    points: [msg`Cooler cabins, less driver fatigue`, msg`Shatter resistance`, msg`Installs at your depot`],
  },
]

const REASONS = [
  {
    icon: BadgeCheck,
    title: msg`GSA and DoD approved films`,
    text: msg`Approved film systems with the documentation your procurement and security teams need.`,
  },
  {
    icon: Percent,
    title: msg`Volume pricing`,
    text: msg`Program pricing for multi-site rollouts, annual agreements and cooperative purchasing.`,
  },
  {
    icon: Handshake,
    title: msg`Dedicated account manager`,
    text: msg`One person who knows your sites, schedules the work and reports progress from survey to sign-off.`,
  },
  {
    icon: Building,
    title: msg`Three regional hubs`,
    text: msg`Inventory and installation teams in Atlanta, Florida and the Carolinas for fast, coordinated installs.`,
  },
]

const PROGRAM_STEPS = [
  {
    title: msg`Site survey`,
    text: msg`We walk each site, measure the glass and assess the risks you want to mitigate.`,
  },
  {
    title: msg`Proposal and specification`,
    text: msg`You receive a written scope, film specifications and volume pricing for every building.`,
  },
  {
    title: msg`Scheduled installation`,
    text: msg`Crews from the nearest hub install after hours or in phases, so your operations keep running.`,
  },
  {
    title: msg`Documentation`,
    text: msg`Close-out reports, warranty registration and as-installed records for every pane.`,
  },
]

export function EnterprisePage() {
  const { i18n, t } = useLingui()
  return (
    <>
      <PageHeader
        eyebrow={t`Enterprise and government`}
        title={t`Window film programs for organizations`}
        description={t`Security, solar and privacy film for government facilities, schools, banks and fleets, with approved products, volume pricing and one accountable team.`}
      >
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Certifications`}>
          <li className="inline-flex items-center gap-2 rounded-full border border-accent-400/40 bg-accent-400/10 px-3 py-1.5 text-sm font-semibold">
            <BadgeCheck className="size-4 text-accent-300" aria-hidden />
            <Trans>GSA and DoD approved</Trans>
          </li>
          <li className="inline-flex items-center gap-2 rounded-full border border-accent-400/40 bg-accent-400/10 px-3 py-1.5 text-sm font-semibold">
            <Sun className="size-4 text-accent-300" aria-hidden />
            <Trans>Blocks 99% of UV</Trans>
          </li>
        </ul>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className={onDarkPrimary}>
            <Link to="/contact">
              <Mail aria-hidden />
              <Trans>Contact our enterprise team</Trans>
            </Link>
          </Button>
          <Button asChild size="lg" className={onDarkSecondary}>
            <Link to="/security-safety-film">
              <Trans>Security film specifications</Trans>
            </Link>
          </Button>
        </div>
      </PageHeader>

      <Section eyebrow={t`Who we serve`} title={t`Built for demanding buildings`}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {SECTORS.map(({ icon: Icon, title, text, points }) => (
            <article
              key={title.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
            >
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-800 text-white">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="text-xl font-bold text-brand-900">{i18n._(title)}</h3>
              </div>
              <p className="text-slate-600">{i18n._(text)}</p>
              <ul className="flex flex-wrap gap-2">
                {points.map((point) => (
                  <li key={point.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {i18n._(point)}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>

      <Section tone="muted" eyebrow={t`Why Southern Shield`} title={t`One partner from survey to sign-off`}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {REASONS.map((reason) => (
            <FeatureCard key={reason.title.id} icon={reason.icon} title={i18n._(reason.title)}>
              {i18n._(reason.text)}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section eyebrow={t`How a program runs`} title={t`A clear process for every site`}>
        <Steps steps={PROGRAM_STEPS} />
      </Section>

      <Section
        tone="dark"
        eyebrow={t`Coverage`}
        title={t`Three regional hubs`}
        intro={t`Stock and crews in every part of our territory mean multi-site programs run in parallel, not one city at a time.`}
      >
        <HubGrid tone="dark" />
      </Section>

      <CtaBand
        title={t`Plan your program with us`}
        text={t`Tell us about your sites and goals. Your account manager will arrange a survey and a written proposal.`}
        primary={{ to: '/contact', label: t`Contact sales` }}
        secondary={{ to: '/pricing', label: t`See plans` }}
      />
    </>
  )
}
