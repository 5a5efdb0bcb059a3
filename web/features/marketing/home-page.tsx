import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import {
  ArrowRight,
  BadgeCheck,
  Check,
  ClipboardList,
  MapPin,
  Quote,
  Ruler,
  ShieldCheck,
  ShoppingCart,
  Star,
  Sun,
  Wrench,
} from 'lucide-react'
import { FILM_CATEGORIES, FILM_LINES, filmsIn, type FilmCategory } from '../../../domain/catalog/films.ts'
import { HUBS } from '../../../domain/hubs/hubs.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { Button } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'
import { CATEGORY_META } from './film-categories.ts'
import { HubGrid, TOTAL_TEAMS } from '../../ui/hub-card.tsx'
import { FREE_ESSENTIALS } from '../../app/plans.ts'
import { CtaBand, GetEstimateButton, onDarkSecondary, Section } from '../../ui/section.tsx'

const MAX_WARRANTY_YEARS = Math.max(...FILM_LINES.map((film) => film.warrantyYears.residential))

const TESTIMONIALS = [
  {
    name: 'Carla Reyes',
    place: 'Tampa, FL',
    role: msg`Jewelry store owner`,
    quote: msg`We had two break-in attempts in one year. Since the security film went on, the last one ended with a cracked pane and nothing missing from the cases.`,
  },
  {
    name: 'Denise Whitfield',
    place: 'Marietta, GA',
    role: msg`Homeowner`,
    quote: msg`Our sunroom was unusable from June to September. With the ceramic film it stays comfortable all afternoon, and the hardwood has stopped fading.`,
  },
  {
    name: 'Marcus Boone',
    place: 'Huntsville, AL',
    role: msg`School facilities director`,
    quote: msg`They filmed every ground-floor window on three campuses over spring break, on schedule, with all the documentation our board asked for.`,
  },
  {
    name: 'James Ashford',
    place: 'Greenville, SC',
    role: msg`Window tint installer`,
    quote: msg`I measure offline on site and the estimate is ready before I am back in the truck. We close jobs a lot faster now.`,
  },
]

const STEPS = [
  {
    icon: Ruler,
    title: msg`Measure`,
    text: msg`Measure your windows with the free estimator, even offline, or book a site visit.`,
  },
  {
    icon: ClipboardList,
    title: msg`Get your estimate`,
    text: msg`Compare films, roll usage and price for every window, and save the project.`,
  },
  {
    icon: Wrench,
    title: msg`Professional install`,
    text: msg`A certified team from your nearest hub installs the film, usually in a single day.`,
  },
]

/** Small glass-pane illustrations, one per film family; pure SVG so the home page stays light. */
function PaneArt({ category }: { category: FilmCategory }) {
  const solar = category === 'solar'
  return (
    <svg
      viewBox="0 0 320 120"
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
      aria-hidden
      focusable="false"
    >
      <rect width="320" height="120" fill={solar ? '#fff7e6' : '#eef3fa'} />
      {solar && (
        <g stroke="#f59e0b" strokeLinecap="round">
          <circle cx="262" cy="30" r="14" fill="#f59e0b" stroke="none" />
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
            <line
              key={angle}
              x1={262 + 19 * Math.cos((angle * Math.PI) / 180)}
              y1={30 + 19 * Math.sin((angle * Math.PI) / 180)}
              x2={262 + 26 * Math.cos((angle * Math.PI) / 180)}
              y2={30 + 26 * Math.sin((angle * Math.PI) / 180)}
              strokeWidth="2.5"
            />
          ))}
          <path d="M244 46 212 66" strokeWidth="2.5" />
          <path d="m212 66 34 12" strokeWidth="2.5" strokeDasharray="5 5" />
          <path d="m240 70 7 8-10 3" strokeWidth="2.5" fill="none" strokeLinejoin="round" />
        </g>
      )}
      <rect x="110" y="14" width="100" height="92" rx="4" fill="#132d57" />
      <rect
        x="116"
        y="20"
        width="88"
        height="80"
        fill={solar ? '#3b68a8' : category === 'security' ? '#b4ecf1' : '#dcf6f8'}
      />
      {solar && <rect x="116" y="20" width="88" height="80" fill="url(#pane-tint)" />}
      <defs>
        <linearGradient id="pane-tint" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.25" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      {category === 'security' && (
        <g stroke="#132d57" strokeWidth="1.3" strokeLinecap="round" fill="none" opacity="0.7">
          <path d="M158 56 132 28M158 56l30-26M158 56l36 16M158 56l-8 40M158 56 124 76M158 56l18 40" />
          <path d="M144 46l10-6 12 4 6 12-6 10-12 4-10-8z" />
        </g>
      )}
      {category === 'decorative' && (
        <>
          <rect x="116" y="40" width="88" height="40" fill="#ffffff" opacity="0.9" />
          {Array.from({ length: 11 }, (_, i) => (
            <line
              key={i}
              x1={120 + i * 8}
              y1="40"
              x2={120 + i * 8}
              y2="80"
              stroke="#aec4e2"
              strokeWidth="1.5"
            />
          ))}
        </>
      )}
      <path d="M160 20v80M116 60h88" stroke="#132d57" strokeWidth="3" />
    </svg>
  )
}

function Hero() {
  const { i18n, t } = useLingui()
  const free = formatMoney(0, i18n.locale, { whole: true })
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top_left,black_30%,transparent_75%)]"
      />
      <div
        aria-hidden
        className="absolute -top-40 right-0 size-[36rem] rounded-full bg-accent-500/20 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -bottom-48 -left-32 size-[32rem] rounded-full bg-brand-600/40 blur-3xl"
      />
      <div className="relative mx-auto grid grid-cols-1 max-w-7xl gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.25fr_1fr] lg:items-center lg:gap-16 lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-slate-200 sm:text-sm">
            <MapPin className="size-4 text-accent-300" aria-hidden />
            <Trans>Serving Georgia, Florida, the Carolinas, Alabama and Tennessee</Trans>
          </p>
          <h1
            id="home-title"
            className="text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            <Trans>
              Window film that <span className="text-accent-300">protects</span> what matters most
            </Trans>
          </h1>
          <p className="max-w-xl text-lg text-slate-300 md:text-xl">
            <Trans>
              Security, solar control and decorative films for homes, businesses and government facilities,
              measured, estimated and installed by our own certified teams.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <GetEstimateButton />
            <Button asChild size="lg" className={onDarkSecondary}>
              <a href="#films">
                <Trans>Explore our films</Trans>
                <ArrowRight aria-hidden />
              </a>
            </Button>
          </div>
          <ul
            aria-label={t`Certifications and performance`}
            className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap"
          >
            <li className="flex items-center gap-3 rounded-xl border border-accent-400/40 bg-accent-400/10 px-4 py-3">
              <Sun className="size-6 shrink-0 text-accent-300" aria-hidden />
              <span className="text-base font-bold">
                <Trans>Blocks 99% of UV</Trans>
              </span>
            </li>
            <li className="flex items-center gap-3 rounded-xl border border-accent-400/40 bg-accent-400/10 px-4 py-3">
              <BadgeCheck className="size-6 shrink-0 text-accent-300" aria-hidden />
              <span className="text-base font-bold">
                <Trans>GSA and DoD approved</Trans>
              </span>
            </li>
          </ul>
        </div>

        <aside
          aria-labelledby="free-plan-title"
          className="relative rounded-3xl bg-white p-6 text-slate-900 shadow-2xl shadow-black/30 ring-1 ring-white/10 sm:p-8"
        >
          <p className="absolute -top-3.5 left-6 rounded-full bg-accent-400 px-3.5 py-1 text-xs font-extrabold tracking-[0.16em] text-brand-900 uppercase shadow">
            <Trans>FREE FOREVER</Trans>
          </p>
          <h2 id="free-plan-title" className="mt-2 text-xl font-bold text-brand-900">
            <Trans>Free estimator account</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Plan your project room by room before you spend a cent.</Trans>
          </p>
          <p className="mt-5 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold tracking-tight text-brand-900">{free}</span>
            <span className="text-sm font-medium text-slate-500">
              <Trans>forever, no credit card</Trans>
            </span>
          </p>
          <ul className="mt-6 flex flex-col gap-3">
            {FREE_ESSENTIALS.map((feature) => (
              <li key={feature.id} className="flex items-center gap-3 font-medium text-slate-800">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                  <Check className="size-4" aria-hidden />
                </span>
                {i18n._(feature)}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-7 w-full">
            <Link to="/sign-up" search={{}}>
              <Trans>Create your free account</Trans>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <p className="mt-4 text-center text-sm text-slate-600">
            <Trans>
              Already a member?{' '}
              <Link to="/sign-in" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                Sign in
              </Link>
            </Trans>
          </p>
        </aside>
      </div>
    </section>
  )
}

function Stats() {
  const { i18n, t } = useLingui()
  const stats = [
    { value: i18n.number(0.99, { style: 'percent' }), label: t`UV blocked by every film we sell` },
    { value: i18n.number(FILM_LINES.length), label: t`Film lines in stock` },
    { value: i18n.number(TOTAL_TEAMS), label: t`Certified installation teams` },
    { value: i18n.number(HUBS.length), label: t`Regional inventory hubs` },
  ]
  return (
    <div className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px bg-slate-200 md:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse gap-1 bg-white px-4 py-6 text-center sm:px-6 md:py-8"
          >
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-900 tabular-nums md:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function Products() {
  const { i18n, t } = useLingui()
  return (
    <Section
      id="films"
      tone="muted"
      eyebrow={t`Our films`}
      title={t`One supplier for every kind of window film`}
      intro={t`From invisible security laminates to heat-rejecting ceramics and designer frosts, stocked at our hubs and installed by our own teams.`}
    >
      <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        {FILM_CATEGORIES.map((category) => {
          const meta = CATEGORY_META[category]
          const Icon = meta.icon
          const lines = filmsIn(category).length
          return (
            <li key={category}>
              <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
                <div className="h-36 border-b border-slate-100">
                  <PaneArt category={category} />
                </div>
                <div className="flex flex-1 flex-col gap-4 p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-brand-800 text-white">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <h3 className="text-xl font-bold text-brand-900">{i18n._(meta.title)}</h3>
                  </div>
                  <p className="text-slate-600">{i18n._(meta.blurb)}</p>
                  <ul className="flex flex-col gap-2 text-sm text-slate-700">
                    {meta.highlights.map((highlight) => (
                      <li key={highlight.id} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
                        {i18n._(highlight)}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
                    <span className="text-xs font-medium text-slate-500">
                      <Plural value={lines} one="# film line" other="# film lines" />
                    </span>
                    <Link
                      to={meta.to}
                      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                    >
                      {i18n._(meta.explore)}
                      <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          )
        })}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-slate-700">
          <Trans>
            Installing it yourself? Film by the roll or cut to size, kits, tools and sample packs.
          </Trans>
        </p>
        <Button asChild size="lg">
          <Link to="/shop" search={{}}>
            <ShoppingCart aria-hidden />
            <Trans>Shop film and supplies</Trans>
          </Link>
        </Button>
      </div>
    </Section>
  )
}

function Proof() {
  const { t } = useLingui()
  return (
    <Section eyebrow={t`Proven performance`} title={t`Protection you can document`}>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <article className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-accent-100 to-white p-7 ring-1 ring-accent-200 md:p-10">
          <Sun className="size-10 text-accent-700" aria-hidden />
          <h3 className="text-2xl font-extrabold text-brand-900 md:text-3xl">
            <Trans>Blocks 99% of UV</Trans>
          </h3>
          <p className="text-slate-700">
            <Trans>
              Every film we sell, security, solar and decorative, blocks at least 99% of ultraviolet light:
              the main cause of faded floors, fabrics and artwork, and a major contributor to skin damage near
              windows.
            </Trans>
          </p>
          <Link
            to="/solar-control-films"
            className="mt-auto inline-flex w-fit items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            <Trans>See solar control films</Trans>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </article>
        <article className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-7 text-white md:p-10">
          <ShieldCheck className="size-10 text-accent-300" aria-hidden />
          <h3 className="text-2xl font-extrabold md:text-3xl">
            <Trans>GSA and DoD approved</Trans>
          </h3>
          <p className="text-slate-300">
            <Trans>
              Our security film systems are approved for federal and Department of Defense facilities, and
              come with the specifications and installation records procurement teams ask for.
            </Trans>
          </p>
          <Link
            to="/enterprise"
            className="mt-auto inline-flex w-fit items-center gap-1.5 font-semibold text-accent-300 hover:underline"
          >
            <Trans>Government and enterprise programs</Trans>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </article>
      </div>
    </Section>
  )
}

function HowItWorks() {
  const { i18n, t } = useLingui()
  const warranty = i18n.number(MAX_WARRANTY_YEARS)
  const steps = [
    ...STEPS.map((step) => ({ icon: step.icon, title: i18n._(step.title), text: i18n._(step.text) })),
    {
      icon: BadgeCheck,
      title: t`Backed by warranty`,
      text: t`Your film is registered with its manufacturer's warranty, up to ${warranty} years on residential glass.`,
    },
  ]
  return (
    <Section
      tone="muted"
      eyebrow={t`How it works`}
      title={t`From measurements to finished windows`}
      align="center"
    >
      <ol className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => {
          const Icon = step.icon
          return (
            <li
              key={step.title}
              className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span aria-hidden className="text-4xl font-black text-accent-600 tabular-nums">
                  {i18n.number(index + 1, { minimumIntegerDigits: 2 })}
                </span>
              </div>
              <h3 className="text-lg font-semibold text-brand-900">{step.title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}

function Testimonials() {
  const { i18n, t } = useLingui()
  return (
    <Section eyebrow={t`Testimonials`} title={t`Trusted across the Southeast`}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <p className="flex gap-0.5 text-amber-500" role="img" aria-label={t`Rated 5 out of 5`}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} className="size-4 fill-current" aria-hidden />
                  ))}
                </p>
                <Quote className="size-6 text-brand-100" aria-hidden />
              </div>
              <blockquote className="flex-1 leading-relaxed text-slate-700">
                “{i18n._(item.quote)}”
              </blockquote>
              <figcaption className="flex items-center gap-3 border-t border-slate-100 pt-4">
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white"
                >
                  {item.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-brand-900">{item.name}</span>
                  <span className="text-sm text-slate-500">
                    {i18n._(item.role)} · {item.place}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function HomePage() {
  const { t } = useLingui()
  useDocumentTitle(t`Security, solar and decorative window film`)
  return (
    <>
      <Hero />
      <Stats />
      <Products />
      <Proof />
      <HowItWorks />
      <Section
        tone="dark"
        eyebrow={t`Regional hubs`}
        title={
          <Plural
            value={TOTAL_TEAMS}
            one="Three regional hubs, # installation team"
            other="Three regional hubs, # installation teams"
          />
        }
        intro={t`Film is stocked close to you, so measurements, deliveries and installs happen sooner.`}
      >
        <HubGrid tone="dark" />
      </Section>
      <Testimonials />
      <CtaBand
        title={t`Ready to protect your windows?`}
        text={t`Get a free estimate in minutes, or talk to a film specialist at your nearest hub.`}
        primary={{ to: '/homeowner-estimate', label: t`Get Estimate` }}
        secondary={{ to: '/contact', label: t`Contact us` }}
      />
    </>
  )
}
