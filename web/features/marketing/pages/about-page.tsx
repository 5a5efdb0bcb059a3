import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { HardHat, MessageSquareText, Ruler, ShieldCheck } from 'lucide-react'
import { FILM_LINES } from '../../../../domain/catalog/films.ts'
import { HUBS } from '../../../../domain/hubs/hubs.ts'
import { LOCALES } from '../../../../domain/i18n/locales.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { HubGrid, TOTAL_TEAMS } from '../../../ui/hub-card.tsx'
import { CtaBand, FeatureCard, Section } from '../../../ui/section.tsx'

const VALUES = [
  {
    icon: ShieldCheck,
    title: msg`Safety first`,
    text: msg`We recommend the film that solves the problem, and tell you plainly what film can and cannot do.`,
  },
  {
    icon: Ruler,
    title: msg`Measured, not guessed`,
    text: msg`Every estimate starts from real measurements and a roll plan, so the price you see is the price you pay.`,
  },
  {
    icon: HardHat,
    title: msg`Our own crews`,
    text: msg`Installations are done by our own certified teams or vetted partners, never anonymous subcontractors.`,
  },
  {
    icon: MessageSquareText,
    title: msg`Straight answers`,
    text: msg`Clear quotes, realistic schedules and a real person at your nearest hub when you call.`,
  },
]

export function AboutPage() {
  const { i18n, t } = useLingui()
  const stats = [
    { value: i18n.number(HUBS.length), label: t`Regional hubs` },
    { value: i18n.number(TOTAL_TEAMS), label: t`Installation teams` },
    { value: i18n.number(FILM_LINES.length), label: t`Film lines in stock` },
    { value: i18n.number(LOCALES.length), label: t`Languages on our site` },
  ]
  return (
    <>
      <PageHeader
        eyebrow={t`About us`}
        title={t`About Southern Shield`}
        description={t`A window film supplier and installer for the Southeast, protecting homes, businesses and public buildings from break-ins, storms and the sun.`}
      />

      <Section eyebrow={t`Our story`} title={t`Built around the Southern climate`}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <div className="flex flex-col gap-4 text-base leading-relaxed text-slate-700 md:text-lg">
            <p>
              <Trans>
                Southern Shield started in Atlanta with a simple idea: the glass in Southern buildings works
                harder than anywhere else. It faces intense sun most of the year, hurricane season on the
                coast and, too often, someone with a brick.
              </Trans>
            </p>
            <p>
              <Trans>
                We supply and install security and ballistic films, solar control films and decorative films,
                and we built our own estimating tools so every project starts with accurate measurements, a
                roll plan and an honest price.
              </Trans>
            </p>
            <p>
              <Trans>
                Today our teams work from three regional hubs, serving homeowners, installers, schools, banks,
                fleets and government facilities, including sites that require GSA and DoD approved films.
              </Trans>
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-slate-50 p-5"
              >
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-brand-900 tabular-nums">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section tone="muted" eyebrow={t`What we stand for`} title={t`How we work`}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {VALUES.map((value) => (
            <FeatureCard key={value.title.id} icon={value.icon} title={i18n._(value.title)}>
              {i18n._(value.text)}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        eyebrow={t`Where we are`}
        title={t`Three hubs across the Southeast`}
        intro={t`Each hub keeps film in stock and runs its own installation teams.`}
      >
        <HubGrid />
      </Section>

      <CtaBand
        title={t`Let's talk about your windows`}
        text={t`Whether it is one front door or a hundred branches, we are glad to help.`}
        primary={{ to: '/contact', label: t`Contact us` }}
        secondary={{ to: '/installer-showcase', label: t`Meet our installers` }}
      />
    </>
  )
}
