import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Info, ShoppingCart, type LucideIcon } from 'lucide-react'
import {
  FILM_CATEGORIES,
  filmsIn,
  ROLL_LENGTH_FT,
  type FilmCategory,
  type FilmLine,
} from '../../../../domain/catalog/films.ts'
import { formatMoney } from '../../../../domain/money/money.ts'
import { Button } from '../../../ui/button.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { CATEGORY_META } from '../film-categories.ts'
import { CtaBand, FeatureCard, GetEstimateButton, onDarkSecondary, Section } from '../../../ui/section.tsx'
import { Steps } from './steps.tsx'

/** The roll the catalog prices are for (domain/catalog/films.ts). */
const PRICED_ROLL_WIDTH_IN = 60

export interface FilmPageCopy {
  eyebrow: MessageDescriptor
  lead: MessageDescriptor
  overviewTitle: MessageDescriptor
  /** "What it does", one descriptor per paragraph. */
  overview: MessageDescriptor[]
  benefits: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[]
  applications: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[]
  installIntro: MessageDescriptor
  install: { title: MessageDescriptor; text: MessageDescriptor }[]
  /** A callout shown under the spec table. */
  note?: { title: MessageDescriptor; text: MessageDescriptor }
  ctaTitle: MessageDescriptor
  ctaText: MessageDescriptor
}

function useFilmFormat() {
  const { i18n, t } = useLingui()
  return {
    percent: (value: number) => i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 0 }),
    mil: (value: number) => {
      const n = i18n.number(value)
      return t`${n} mil`
    },
    money: (cents: number) => formatMoney(cents, i18n.locale, { whole: true }),
  }
}

function Years({ value }: { value: number }) {
  return <Plural value={value} one="# year" other="# years" />
}

function PatternedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Trans>Patterned</Trans>
    </span>
  )
}

/** The film's page in the shop, where its widths and roll lengths are sold. */
function ShopFilmLink({ film }: { film: FilmLine }) {
  const name = film.name
  return (
    <Link
      to="/shop/$key"
      params={{ key: film.sku }}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold whitespace-nowrap text-brand-700 hover:underline md:min-h-0"
    >
      <ShoppingCart aria-hidden className="size-4" />
      <Trans>
        Shop <span className="sr-only">{name}</span>
      </Trans>
    </Link>
  )
}

/** Desktop: a comparison table. Phones: one card per film with the same figures. */
function SpecTable({ films, caption }: { films: FilmLine[]; caption: string }) {
  const { t } = useLingui()
  const f = useFilmFormat()
  const headers = [
    t`Visible light (VLT)`,
    t`Solar energy rejected`,
    t`UV rejected`,
    t`Thickness`,
    t`Warranty (residential / commercial)`,
    t`Price per roll`,
  ]
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-60 px-5 py-3.5 font-semibold">
                <Trans>Film</Trans>
              </th>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-4 py-3.5 font-semibold">
                  {header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3.5 font-semibold">
                <span className="sr-only">
                  <Trans>Shop</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {films.map((film) => (
              <tr key={film.sku} className="transition-colors hover:bg-slate-50">
                <th scope="row" className="px-5 py-4 align-top font-semibold text-brand-900">
                  <span className="flex flex-wrap items-center gap-2">
                    {film.name}
                    {film.patterned && <PatternedBadge />}
                  </span>
                  <span className="mt-0.5 block text-xs font-normal text-slate-500">{film.sku}</span>
                </th>
                <td className="px-4 py-4 align-top tabular-nums">{f.percent(film.vlt)}</td>
                <td className="px-4 py-4 align-top tabular-nums">{f.percent(film.solarEnergyRejected)}</td>
                <td className="px-4 py-4 align-top tabular-nums">{f.percent(film.uvRejected)}</td>
                <td className="px-4 py-4 align-top tabular-nums">{f.mil(film.thicknessMil)}</td>
                <td className="px-4 py-4 align-top tabular-nums">
                  <Years value={film.warrantyYears.residential} /> /{' '}
                  <Years value={film.warrantyYears.commercial} />
                </td>
                <td className="px-4 py-4 align-top font-semibold text-brand-900 tabular-nums">
                  {f.money(film.rollPriceCents)}
                </td>
                <td className="px-4 py-4 align-top">
                  <ShopFilmLink film={film} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-4 md:hidden" aria-label={caption}>
        {films.map((film) => (
          <li key={film.sku} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="flex flex-wrap items-center gap-2 font-semibold text-brand-900">
                  {film.name}
                  {film.patterned && <PatternedBadge />}
                </h3>
                <p className="text-xs text-slate-500">{film.sku}</p>
              </div>
              <p className="text-right">
                <span className="block text-lg font-bold text-brand-900 tabular-nums">
                  {f.money(film.rollPriceCents)}
                </span>
                <span className="block text-xs text-slate-500">
                  <Trans>per roll</Trans>
                </span>
              </p>
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-4 text-sm">
              {[
                [headers[0], f.percent(film.vlt)],
                [headers[1], f.percent(film.solarEnergyRejected)],
                [headers[2], f.percent(film.uvRejected)],
                [headers[3], f.mil(film.thicknessMil)],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">{headers[4]}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  <Years value={film.warrantyYears.residential} /> /{' '}
                  <Years value={film.warrantyYears.commercial} />
                </dd>
              </div>
            </dl>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <ShopFilmLink film={film} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The shared layout of the security, solar control and decorative film pages. */
export function FilmCategoryPage({ category, copy }: { category: FilmCategory; copy: FilmPageCopy }) {
  const { i18n, t } = useLingui()
  const f = useFilmFormat()
  const meta = CATEGORY_META[category]
  const films = filmsIn(category)
  const title = i18n._(meta.title)

  const minUv = f.percent(Math.min(...films.map((film) => film.uvRejected)))
  const maxSolar = f.percent(Math.max(...films.map((film) => film.solarEnergyRejected)))
  const minThickness = i18n.number(Math.min(...films.map((film) => film.thicknessMil)))
  const maxThickness = i18n.number(Math.max(...films.map((film) => film.thicknessMil)))
  const maxWarranty = Math.max(...films.map((film) => film.warrantyYears.residential))
  const fromPrice = f.money(Math.min(...films.map((film) => film.rollPriceCents)))
  const rollWidth = i18n.number(PRICED_ROLL_WIDTH_IN)
  const rollLength = i18n.number(ROLL_LENGTH_FT)
  const others = FILM_CATEGORIES.filter((other) => other !== category)

  const glance = [
    { label: t`UV rejected`, value: t`${minUv} or more` },
    { label: t`Solar energy rejected`, value: t`Up to ${maxSolar}` },
    {
      label: t`Thickness`,
      value: minThickness === maxThickness ? t`${minThickness} mil` : t`${minThickness}–${maxThickness} mil`,
    },
    {
      label: t`Residential warranty`,
      value: <Plural value={maxWarranty} one="Up to # year" other="Up to # years" />,
    },
    { label: t`Film lines`, value: i18n.number(films.length) },
    { label: t`Price per roll`, value: t`From ${fromPrice}` },
  ]

  return (
    <>
      <PageHeader eyebrow={i18n._(copy.eyebrow)} title={title} description={i18n._(copy.lead)}>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <GetEstimateButton />
          <Button asChild size="lg" className={onDarkSecondary}>
            <Link to="/shop" search={{ category }}>
              <ShoppingCart aria-hidden />
              <Trans>Shop these films</Trans>
            </Link>
          </Button>
          <Button asChild size="lg" className={onDarkSecondary}>
            <a href="#specifications">
              <Trans>Compare specifications</Trans>
            </a>
          </Button>
        </div>
      </PageHeader>

      <Section eyebrow={t`What it does`} title={i18n._(copy.overviewTitle)}>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <div className="flex flex-col gap-4 text-base leading-relaxed text-slate-700 md:text-lg">
            {copy.overview.map((paragraph) => (
              <p key={paragraph.id}>{i18n._(paragraph)}</p>
            ))}
          </div>
          <aside
            aria-label={t`At a glance`}
            className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg md:p-8"
          >
            <p className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">
              <Trans>At a glance</Trans>
            </p>
            <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-5">
              {glance.map((item) => (
                <div key={item.label}>
                  <dt className="text-xs text-slate-300">{item.label}</dt>
                  <dd className="mt-1 text-lg font-bold tabular-nums">{item.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </Section>

      <Section tone="muted" eyebrow={t`Benefits`} title={t`Why choose ${title}`}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {copy.benefits.map((benefit) => (
            <FeatureCard key={benefit.title.id} icon={benefit.icon} title={i18n._(benefit.title)}>
              {i18n._(benefit.text)}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section eyebrow={t`Applications`} title={t`Where it is used`}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.applications.map(({ icon: Icon, title: appTitle, text }) => (
            <li key={appTitle.id} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-brand-900">{i18n._(appTitle)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="specifications"
        tone="muted"
        eyebrow={t`Specifications`}
        title={t`Compare the range`}
        intro={t`Performance figures come from each film's spec sheet. Prices are for one ${rollWidth} in × ${rollLength} ft roll; installed projects are quoted per job.`}
      >
        <SpecTable films={films} caption={t`${title} specifications`} />
        {copy.note && (
          <div className="mt-6 flex gap-4 rounded-2xl border border-accent-300 bg-accent-100/60 p-5 md:p-6">
            <Info className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
            <div>
              <h3 className="font-semibold text-brand-900">{i18n._(copy.note.title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{i18n._(copy.note.text)}</p>
            </div>
          </div>
        )}
      </Section>

      <Section eyebrow={t`Installation`} title={t`How it is installed`} intro={i18n._(copy.installIntro)}>
        <Steps steps={copy.install} />
      </Section>

      <Section tone="muted" eyebrow={t`More films`} title={t`Explore the rest of the range`}>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {others.map((other) => {
            const otherMeta = CATEGORY_META[other]
            const Icon = otherMeta.icon
            return (
              <li key={other}>
                <Link
                  to={otherMeta.to}
                  className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-accent-400 hover:shadow-md"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="text-lg font-semibold text-brand-900">{i18n._(otherMeta.title)}</span>
                    <span className="text-sm text-slate-600">{i18n._(otherMeta.blurb)}</span>
                  </span>
                  <ArrowRight
                    className="size-5 shrink-0 self-center text-accent-600 transition group-hover:translate-x-1"
                    aria-hidden
                  />
                </Link>
              </li>
            )
          })}
        </ul>
      </Section>

      <CtaBand
        title={i18n._(copy.ctaTitle)}
        text={i18n._(copy.ctaText)}
        primary={{ to: '/homeowner-estimate', label: t`Get Estimate` }}
        secondary={{ to: '/contact', label: t`Talk to a specialist` }}
      />
    </>
  )
}
