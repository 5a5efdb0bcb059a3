import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FILM_CATEGORIES, filmsIn, type FilmLine } from '../../../domain/catalog/films.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { SelectField } from '../../ui/choice-fields.tsx'
import { inputClass } from '../../ui/input.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { CATEGORY_LABELS } from './labels.ts'
import type { PrecutFilm } from './precut.ts'
import { TRIM_CHOICES } from './diy-order-draft.ts'

export function FilmSelect({ value, onChange }: { value: string; onChange: (sku: string) => void }) {
  const { t, i18n } = useLingui()
  const { percent } = useFormats()
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        <Trans>Film</Trans>
      </label>
      <select
        id={id}
        value={value}
        className={inputClass}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {FILM_CATEGORIES.map((category) => (
          <optgroup key={category} label={i18n._(CATEGORY_LABELS[category])}>
            {filmsIn(category).map((film) => {
              const name = film.name
              const light = percent(film.vlt)
              const heat = percent(film.solarEnergyRejected)
              return (
                <option key={film.sku} value={film.sku}>
                  {t`${name}: ${light} light, ${heat} heat rejected`}
                </option>
              )
            })}
          </optgroup>
        ))}
      </select>
    </div>
  )
}

export function FilmFacts({ film }: { film: FilmLine }) {
  const { t } = useLingui()
  const { percent } = useFormats()
  const facts = [
    { label: t`Visible light`, value: percent(film.vlt) },
    { label: t`Heat rejected`, value: percent(film.solarEnergyRejected) },
    { label: t`UV rejected`, value: percent(film.uvRejected) },
    { label: t`Thickness`, value: t`${film.thicknessMil} mil` },
  ]
  return (
    <div className="mt-4 flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-x-3 text-sm">
        {film.patterned && (
          <span className="text-slate-700">
            <Trans>Patterned: pieces are cut with the pattern running the same way.</Trans>
          </span>
        )}
        <Link to="/shop/$key" params={{ key: film.sku }} className="font-semibold text-brand-700 underline">
          <Trans>About {film.name}</Trans>
        </Link>
      </p>
    </div>
  )
}

export function TrimSelect({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t, i18n } = useLingui()
  return (
    <SelectField
      label={t`Trim allowance per side`}
      value={value}
      options={TRIM_CHOICES.map((choice) => ({
        value: choice,
        label: choice === 0 ? t`None (cut to the glass)` : formatLength(choice, 'inches', i18n.locale),
      }))}
      onChange={onChange}
    />
  )
}

export function FilmLines({ film }: { film: PrecutFilm }) {
  const { money } = useFormats()
  const width = film.plan.rollWidthIn
  const rollFt = film.product?.lengthFt ?? 0
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="font-semibold text-slate-900">
        <Trans>
          {film.film.name}, {width}″ roll
        </Trans>
      </p>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {film.lines.map((line) => (
          <li key={line.cutLengthFt ?? 'roll'} className="flex justify-between gap-3">
            <span>
              {line.cutLengthFt === null ? (
                <Trans>
                  {line.quantity} × full roll, {rollFt} ft
                </Trans>
              ) : (
                <Trans>Cut to {line.cutLengthFt} ft</Trans>
              )}
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">{money(line.lineCents)}</span>
          </li>
        ))}
      </ul>
    </li>
  )
}
