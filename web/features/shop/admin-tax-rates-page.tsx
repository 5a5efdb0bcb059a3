import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Plus, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { US_STATE_CODES, US_STATES, type UsStateCode } from '../../../domain/estimate-requests/us-states.ts'
import { percentToBasisPoints, TAX_ERRORS, type TaxErrorCode } from '../../../domain/shop/tax.ts'
import { codeGuard } from '../../../domain/codes.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { toast } from '../../ui/toast-store.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useLocalRateChange, useTaxRateChange, useTaxRates, type TaxRateRow } from './api/tax-rates.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

const TAX_MESSAGES = {
  taxRateInvalid: msg`Enter a rate from 0 to 20 %, to two decimals`,
  localRateInvalid: msg`Enter a local rate from 0 to 10 %, to two decimals`,
  zipAreaInvalid: msg`Enter a 5-digit ZIP or its first 3 digits, in this state`,
  placeRequired: msg`Name the place the rate applies to`,
  taxStateMissing: msg`Set the state’s rate before its local rates`,
  taxStateInvalid: msg`Choose a US state`,
  taxInputInvalid: msg`Please check the highlighted fields`,
} satisfies Record<TaxErrorCode, unknown>
const isTaxErrorCode = codeGuard(TAX_ERRORS)
const SAVE_FAILED = msg`The rate could not be saved`

function describeTaxError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && isTaxErrorCode(error.code)) {
    const field = Object.values(error.fieldErrors)[0]
    return i18n._(TAX_MESSAGES[isTaxErrorCode(field) ? field : error.code])
  }
  return describeError(i18n, error, SAVE_FAILED)
}

/** /admin/tax-rates: sales tax by ship-to state, which orders are taxed with and the cart estimates with. */
export function AdminTaxRatesPage() {
  const { t, i18n } = useLingui()
  const rates = useTaxRates()
  const rows = rates.data?.rates ?? []
  return (
    <>
      <PageHeader
        eyebrow={t`Admin Dashboard`}
        title={t`Sales tax rates`}
        description={t`The state base rate collected on orders shipped to each state, plus the local rate of the ship-to ZIP. A state not listed collects no tax.`}
      />
      <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
        <p className="text-sm text-slate-700">
          <Trans>
            Changes apply to every order placed from now on; orders already placed keep the rate they were
            taxed at. Carts on customers’ devices pick the new rate up with the catalog.{' '}
            <Link to="/admin/orders" className="font-semibold text-brand-700 underline">
              Back to orders
            </Link>
          </Trans>
        </p>
        {rates.isPending ? (
          <Loader label={t`Loading tax rates…`} className="py-10" />
        ) : rates.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeTaxError(i18n, rates.error)}
          </p>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-label={t`Tax rates by state`}>
              {rows.map((row) => (
                <li key={row.state} className="flex flex-col gap-2">
                  <RateRow row={row} />
                  <LocalRates row={row} />
                </li>
              ))}
            </ul>
            <AddState taken={rows.map((row) => row.state)} />
          </>
        )}
      </section>
    </>
  )
}

/** The rate as an admin types it: "4.75" for 475 basis points, in the reader's decimal style. */
function percentText(locale: string, rateBp: number): string {
  return new Intl.NumberFormat(formatLocale(locale), { maximumFractionDigits: 2, useGrouping: false }).format(
    rateBp / 100,
  )
}

function RateRow({ row }: { row: TaxRateRow }) {
  const { t, i18n } = useLingui()
  const change = useTaxRateChange()
  const rateId = useId()
  const errorId = useId()
  const [rateText, setRateText] = useState(() => percentText(i18n.locale, row.rateBp))
  const [taxesShipping, setTaxesShipping] = useState(row.taxesShipping)
  const [error, setError] = useState<string>()
  const name = US_STATES[row.state]
  const changedAt = i18n.date(new Date(row.updatedAt), { dateStyle: 'medium' })
  const changedBy = row.updatedBy

  const save = (event: FormEvent) => {
    event.preventDefault()
    const rateBp = percentToBasisPoints(rateText)
    if (rateBp === null) return setError(i18n._(TAX_MESSAGES.taxRateInvalid))
    setError(undefined)
    change.mutate(
      { state: row.state, rate: { rateBp, taxesShipping } },
      {
        onSuccess: () => toast({ variant: 'success', title: t`${name}: tax rate saved` }),
        onError: (failure) => setError(describeTaxError(i18n, failure)),
      },
    )
  }
  const remove = () =>
    change.mutate(
      { state: row.state, rate: null },
      {
        onSuccess: () => toast({ variant: 'success', title: t`${name} no longer collects tax` }),
        onError: (failure) => setError(describeTaxError(i18n, failure)),
      },
    )

  return (
    <form
      onSubmit={save}
      aria-label={name}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[10rem_8rem_minmax(0,1fr)_auto] sm:items-end"
    >
      <div>
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">
          {changedBy ? (
            <Trans>
              Changed {changedAt} by {changedBy}
            </Trans>
          ) : (
            <Trans>Default rate</Trans>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={rateId} className="text-sm font-semibold text-slate-800">
          <Trans>Rate (%)</Trans>
        </label>
        <input
          id={rateId}
          inputMode="decimal"
          className={inputClass}
          value={rateText}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setRateText(event.currentTarget.value)}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={taxesShipping}
          onChange={(event) => setTaxesShipping(event.currentTarget.checked)}
        />
        <Trans>Shipping is taxed too</Trans>
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={change.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="text-red-700"
          disabled={change.isPending}
          aria-label={t`Stop collecting tax in ${name}`}
          onClick={remove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  )
}

function AddState({ taken }: { taken: readonly UsStateCode[] }) {
  const { t, i18n } = useLingui()
  const change = useTaxRateChange()
  const stateId = useId()
  const open = US_STATE_CODES.filter((code) => !taken.includes(code))
  const [state, setState] = useState<UsStateCode | ''>('')
  const [error, setError] = useState<string>()
  const add = (event: FormEvent) => {
    event.preventDefault()
    if (!state) return setError(i18n._(TAX_MESSAGES.taxStateInvalid))
    setError(undefined)
    change.mutate(
      { state, rate: { rateBp: 0, taxesShipping: true } },
      {
        onSuccess: () => setState(''),
        onError: (failure) => setError(describeTaxError(i18n, failure)),
      },
    )
  }
  return (
    <form
      onSubmit={add}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-300 p-4"
    >
      <div className="flex min-w-56 flex-col gap-1.5">
        <label htmlFor={stateId} className="text-sm font-semibold text-slate-800">
          <Trans>Add a state</Trans>
        </label>
        <select
          id={stateId}
          className={inputClass}
          value={state}
          onChange={(event) => setState(event.currentTarget.value as UsStateCode | '')}
        >
          <option value="">{t`Choose…`}</option>
          {open.map((code) => (
            <option key={code} value={code}>
              {US_STATES[code]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" disabled={change.isPending}>
        <Plus aria-hidden />
        <Trans>Add</Trans>
      </Button>
      <p className="basis-full text-xs text-slate-500">
        <Trans>A new state starts at 0 %: enter its rate and save.</Trans>
      </p>
      {error && (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  )
}

/**
 * A state's local rates (county, city, transit) by ZIP or ZIP prefix, each with the combined rate an
 * order there pays; one form adds a rate or replaces the one of a ZIP area already listed.
 */
function LocalRates({ row }: { row: TaxRateRow }) {
  const { t, i18n } = useLingui()
  const change = useLocalRateChange(row.state)
  const [zipArea, setZipArea] = useState('')
  const [place, setPlace] = useState('')
  const [rateText, setRateText] = useState('')
  const [error, setError] = useState<string>()
  const name = US_STATES[row.state]
  const ids = { zip: useId(), place: useId(), rate: useId() }
  const percent = (bp: number) => `${percentText(i18n.locale, bp)} %`

  const save = (event: FormEvent) => {
    event.preventDefault()
    const rateBp = percentToBasisPoints(rateText)
    if (rateBp === null || rateBp > 1000) return setError(i18n._(TAX_MESSAGES.localRateInvalid))
    setError(undefined)
    change.mutate(
      { zipArea: zipArea.trim(), rate: { rateBp, place } },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t`${name}: local rate saved` })
          setZipArea('')
          setPlace('')
          setRateText('')
        },
        onError: (failure) => setError(describeTaxError(i18n, failure)),
      },
    )
  }

  return (
    <details className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-800">
        {t`Local rates in ${name} (${row.local.length})`}
      </summary>
      {row.local.length > 0 && (
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">{t`Local rates in ${name}`}</caption>
          <thead className="text-xs text-slate-500 uppercase">
            <tr>
              <th className="py-1 pr-3">{t`ZIP`}</th>
              <th className="py-1 pr-3">{t`Place`}</th>
              <th className="py-1 pr-3 text-right">{t`Local`}</th>
              <th className="py-1 pr-3 text-right">{t`Combined`}</th>
              <th className="py-1">
                <span className="sr-only">{t`Remove`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {row.local.map((local) => (
              <tr key={local.zipArea} className="border-t border-slate-200">
                <td className="py-1.5 pr-3 font-mono">
                  {local.zipArea.length === 3 ? `${local.zipArea}xx` : local.zipArea}
                </td>
                <td className="py-1.5 pr-3">{local.place}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{percent(local.rateBp)}</td>
                <td className="py-1.5 pr-3 text-right font-semibold tabular-nums">
                  {percent(row.rateBp + local.rateBp)}
                </td>
                <td className="py-1.5 text-right">
                  <Button
                    type="button"
                    variant="ghost"
                    className="text-red-700"
                    disabled={change.isPending}
                    aria-label={t`Remove the local rate of ${local.zipArea}`}
                    onClick={() => change.mutate({ zipArea: local.zipArea, rate: null })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        onSubmit={save}
        aria-label={t`Local rate in ${name}`}
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_7rem_auto] sm:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.zip} className="font-semibold text-slate-800">
            <Trans>ZIP or first 3 digits</Trans>
          </label>
          <input
            id={ids.zip}
            inputMode="numeric"
            maxLength={5}
            className={inputClass}
            value={zipArea}
            onChange={(event) => setZipArea(event.currentTarget.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.place} className="font-semibold text-slate-800">
            <Trans>Place</Trans>
          </label>
          <input
            id={ids.place}
            className={inputClass}
            maxLength={80}
            value={place}
            onChange={(event) => setPlace(event.currentTarget.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.rate} className="font-semibold text-slate-800">
            <Trans>Local rate (%)</Trans>
          </label>
          <input
            id={ids.rate}
            inputMode="decimal"
            className={inputClass}
            value={rateText}
            onChange={(event) => setRateText(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={change.isPending}>
          <Plus aria-hidden />
          <Trans>Save local rate</Trans>
        </Button>
        <p className="text-xs text-slate-500 sm:col-span-4">
          <Trans>
            A whole ZIP wins over its 3-digit prefix. Saving a ZIP already listed replaces its rate.
          </Trans>
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-4">
            {error}
          </p>
        )}
      </form>
    </details>
  )
}
