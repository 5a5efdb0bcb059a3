import { Trans, useLingui } from '@lingui/react/macro'
import { FilePlus2, Layers, Plus, Trash2 } from 'lucide-react'
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { FILM_TYPES } from '../../../domain/estimates/estimate.ts'
import { LOCALES, LOCALE_NAMES } from '../../../domain/i18n/locales.ts'
import { refusalOf } from '../../../domain/codes.ts'
import { QUOTE_CODES, type QuoteErrorCode } from '../../../domain/quotes/errors.ts'
import {
  buildQuote,
  newQuoteCode,
  newQuoteToken,
  OPTION_IDS,
  QUOTE_LIMITS,
  QuoteInputSchema,
  quoteNumber,
  quoteRuleProblem,
  snapshotHash,
  type QuoteSnapshot,
} from '../../../domain/quotes/quote.ts'
import { CUSTOM_LINE_KINDS, type CustomLineKind } from '../../../domain/quotes/rules.ts'
import { useTaxTable } from '../../app/catalog-store.ts'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { useFormats } from '../../app/use-formats.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, SelectField } from '../../ui/choice-fields.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useCurrentLocale } from '../../app/language/language-button.tsx'
import { FILM_TYPE_LABELS } from '../estimates/labels.ts'
import {
  formOf,
  GOOD_BETTER_BEST,
  inputOf,
  lineOf,
  renumbered,
  type BuilderForm,
  type LineDraft,
  type VersionIdentity,
} from './builder-form.ts'
import { OPTION_LABELS, optionName } from '../estimates/quote-parts.tsx'
import { CUSTOM_LINE_LABELS, CUSTOM_LINE_UNIT_LABELS, translateQuoteCode } from './labels.ts'
import { QuoteDocument } from './quote-document.tsx'
import { queueQuote } from './quotes-api.ts'
import { rememberToken, type QuoteVersionItem } from './versions.ts'

/** Identity of the preview: the version the button would make, numbered, not yet drawn. */
const PREVIEW_ID = { id: 'preview', token: 'AAAAAAAAAAAAAAAAAAAAAA' }

function Section({
  title,
  children,
  actions,
}: {
  title: ReactNode
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </fieldset>
  )
}

/**
 * Making a quote version from the estimate: the customer, one to three options, lines from the
 * pricing sheet's presets, discount, deposit, validity and follow-up, with the customer's copy
 * computed on this device as it is typed (the same function the server checks it with). "Make quote"
 * queues the version in the outbox: offline too.
 */
export function QuoteBuilder({
  estimate,
  latest,
  onMade,
}: {
  estimate: Estimate
  /** The estimate's newest version: the next one takes its number and starts from its choices. */
  latest: QuoteVersionItem | undefined
  onMade: () => void
}) {
  const { i18n, t } = useLingui()
  const { money } = useFormats()
  const sheet = usePricingSheet()
  const taxTable = useTaxTable()
  const locale = useCurrentLocale()
  const [form, setForm] = useState<BuilderForm>(() =>
    formOf({
      estimate,
      sheet,
      language: locale,
      previous: latest && {
        snapshot: latest.snapshot,
        email: latest.email,
        followUp: latest.server?.followUp ?? false,
      },
    }),
  )
  const [tried, setTried] = useState(false)
  const [making, setMaking] = useState(false)
  const update = (patch: Partial<BuilderForm>) => setForm((current) => ({ ...current, ...patch }))
  const setLine = (key: string, patch: Partial<LineDraft>) =>
    update({ lines: form.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) })

  const version = (latest?.snapshot.version ?? 0) + 1
  // Later versions keep the estimate's number (Q-7K2M-Q9XD v1, v2…); the first draws it.
  const [drawn] = useState(() => newQuoteCode())
  const code = latest?.snapshot.code ?? drawn
  const deferredForm = useDeferredValue(form)
  // The preview: the quote as the customer will read it, or why it cannot be made yet.
  const checked = useMemo((): { codes: Record<string, QuoteErrorCode>; snapshot?: QuoteSnapshot } => {
    const read = inputOf(deferredForm, estimate, {
      ...PREVIEW_ID,
      code,
      version,
      createdAt: new Date().toISOString(),
    })
    if ('unreadable' in read)
      return {
        codes: Object.fromEntries(read.unreadable.map((path) => [path, 'quoteInvalid' as QuoteErrorCode])),
      }
    const parsed = QuoteInputSchema.safeParse(read.input)
    if (!parsed.success) return { codes: refusalOf(QUOTE_CODES, parsed.error.issues).fieldErrors }
    const rule = quoteRuleProblem(parsed.data, sheet)
    if (rule) return { codes: { discountPercent: rule } }
    return { codes: {}, snapshot: buildQuote(parsed.data, { sheet, taxTable }) }
  }, [deferredForm, estimate, code, version, sheet, taxTable])
  const errorOf = (path: string) => {
    const found = checked.codes[path]
    return tried && found ? translateQuoteCode(i18n, found) : undefined
  }

  const make = async () => {
    setTried(true)
    const identity: VersionIdentity = {
      id: crypto.randomUUID(),
      code,
      version,
      token: newQuoteToken(),
      createdAt: new Date().toISOString(),
    }
    const read = inputOf(form, estimate, identity)
    if ('unreadable' in read) return
    const parsed = QuoteInputSchema.safeParse(read.input)
    if (!parsed.success || quoteRuleProblem(parsed.data, sheet)) return
    setMaking(true)
    try {
      const snapshot = buildQuote(parsed.data, { sheet, taxTable })
      await rememberToken(estimate.id, identity.id, identity.token)
      await queueQuote(parsed.data, snapshot, snapshotHash(snapshot))
      toast({ variant: 'success', title: t`Quote ${quoteNumber(snapshot)} made` })
      onMade()
    } finally {
      setMaking(false)
    }
  }

  const problems = tried ? [...new Set(Object.values(checked.codes))] : []
  const presetKinds = sheet.quote.customLines.map((line) => line.kind)
  const lineKinds = CUSTOM_LINE_KINDS.filter((kind) => kind === 'other' || presetKinds.includes(kind))
  const kindLabel = (kind: CustomLineKind) => (kind === 'other' ? t`Other` : i18n._(CUSTOM_LINE_LABELS[kind]))
  const filmChoices = [
    { value: 'measured', label: t`As measured (each window’s film)` },
    ...FILM_TYPES.map((type) => ({ value: type, label: i18n._(FILM_TYPE_LABELS[type]) })),
  ]
  const { maxDiscountPercent, followUpDays } = sheet.quote

  return (
    <section
      aria-labelledby="quote-builder-title"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="quote-builder-title" className="text-lg font-semibold text-slate-900">
          {latest ? <Trans>Revise: quote v{version}</Trans> : <Trans>Make a quote</Trans>}
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            Priced from the windows measured above and the pricing sheet on this device. A version once made
            never changes: to change it, make the next one.
          </Trans>
        </p>
      </div>

      <Section title={<Trans>Customer</Trans>}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField
            label={t`Customer’s name`}
            value={form.name}
            maxLength={QUOTE_LIMITS.name}
            autoComplete="off"
            error={errorOf('customer.name')}
            onChange={(event) => update({ name: event.currentTarget.value })}
          />
          <FormField
            label={t`Email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={form.email}
            maxLength={QUOTE_LIMITS.email}
            hint={t`Needed to send it by email; not to share the link or sign here.`}
            error={errorOf('customer.email')}
            onChange={(event) => update({ email: event.currentTarget.value })}
          />
          <SelectField
            label={t`Customer’s language`}
            value={form.language}
            options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
            onChange={(language) => update({ language })}
          />
        </div>
      </Section>

      <Section
        title={<Trans>Options</Trans>}
        actions={
          <>
            {form.options.length < OPTION_IDS.length && (
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  update({
                    options: renumbered([...form.options, { label: '', filmType: null }]),
                  })
                }
              >
                <Plus aria-hidden />
                <Trans>Add an option</Trans>
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                update({
                  options: OPTION_IDS.map((id) => ({
                    id,
                    label: '',
                    filmType: GOOD_BETTER_BEST[id],
                  })),
                })
              }
            >
              <Layers aria-hidden />
              <Trans>Offer good, better, best</Trans>
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">
          <Trans>Each option is priced from the same windows with one film, or with each window’s own.</Trans>
        </p>
        <ol className="flex flex-col gap-3">
          {form.options.map((option, index) => (
            <li
              key={option.id}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
            >
              <FormField
                label={t`Option ${index + 1}: name`}
                value={option.label}
                // Left empty, the option goes by its usual name in the customer's language.
                placeholder={i18n._(OPTION_LABELS[option.id])}
                maxLength={QUOTE_LIMITS.optionLabel}
                error={errorOf(`options.${index}.label`)}
                onChange={(event) => {
                  const label = event.currentTarget.value
                  update({
                    options: form.options.map((each) => (each.id === option.id ? { ...each, label } : each)),
                  })
                }}
              />
              <SelectField
                label={t`Option ${index + 1}: film`}
                value={option.filmType ?? 'measured'}
                options={filmChoices}
                onChange={(value) => {
                  const filmType = value === 'measured' ? null : (value as (typeof FILM_TYPES)[number])
                  update({
                    options: form.options.map((each) =>
                      each.id === option.id ? { ...each, filmType } : each,
                    ),
                  })
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-red-700 sm:mt-7"
                disabled={form.options.length === 1}
                aria-label={t`Remove option ${index + 1}`}
                onClick={() =>
                  update({ options: renumbered(form.options.filter((each) => each.id !== option.id)) })
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        title={<Trans>Other lines</Trans>}
        actions={
          form.lines.length < QUOTE_LIMITS.customLines && (
            <Button
              type="button"
              variant="outline"
              onClick={() => update({ lines: [...form.lines, lineOf(sheet, lineKinds[0]!)] })}
            >
              <Plus aria-hidden />
              <Trans>Add a line</Trans>
            </Button>
          )
        }
      >
        {form.lines.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>
              Old film removal, travel, after-hours work, disposal or anything else, added to every option.
            </Trans>
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {form.lines.map((line, index) => (
              <li
                key={line.key}
                className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_0.6fr_0.8fr_auto]"
              >
                <SelectField
                  label={t`Line ${index + 1}`}
                  value={line.kind}
                  options={lineKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
                  onChange={(kind) => {
                    const fresh = lineOf(sheet, kind)
                    setLine(line.key, {
                      kind,
                      unit: fresh.unit,
                      unitPrice: fresh.unitPrice,
                      label: kind === 'other' ? line.label : '',
                    })
                  }}
                />
                <FormField
                  label={line.kind === 'other' ? t`Name` : t`Name (optional)`}
                  value={line.label}
                  placeholder={line.kind === 'other' ? undefined : kindLabel(line.kind)}
                  maxLength={QUOTE_LIMITS.customLineLabel}
                  error={errorOf(`customLines.${index}.label`)}
                  onChange={(event) => setLine(line.key, { label: event.currentTarget.value })}
                />
                <FormField
                  label={t`Quantity`}
                  inputMode="numeric"
                  value={line.quantity}
                  error={errorOf(`customLines.${index}.quantity`)}
                  onChange={(event) => setLine(line.key, { quantity: event.currentTarget.value })}
                />
                <FormField
                  label={t`Price ${i18n._(CUSTOM_LINE_UNIT_LABELS[line.unit])} ($)`}
                  inputMode="decimal"
                  value={line.unitPrice}
                  error={errorOf(`customLines.${index}.unitCents`)}
                  onChange={(event) => setLine(line.key, { unitPrice: event.currentTarget.value })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-red-700 lg:mt-7"
                  aria-label={t`Remove line ${index + 1}`}
                  onClick={() => update({ lines: form.lines.filter((each) => each.key !== line.key) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={<Trans>Price, deposit and validity</Trans>}>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField
            label={t`Discount (%)`}
            inputMode="decimal"
            value={form.discountPercent}
            hint={t`At most ${maxDiscountPercent} %, the pricing sheet’s limit.`}
            error={errorOf('discountPercent')}
            onChange={(event) => update({ discountPercent: event.currentTarget.value })}
          />
          <SelectField
            label={t`Deposit`}
            value={form.depositKind}
            options={[
              { value: 'percent' as const, label: t`Percentage of the total` },
              { value: 'fixed' as const, label: t`Fixed amount` },
            ]}
            onChange={(depositKind) => update({ depositKind, depositValue: '' })}
          />
          <FormField
            label={form.depositKind === 'percent' ? t`Deposit (%)` : t`Deposit ($)`}
            inputMode="decimal"
            value={form.depositValue}
            error={errorOf('deposit')}
            onChange={(event) => update({ depositValue: event.currentTarget.value })}
          />
          <FormField
            label={t`Valid for (days)`}
            inputMode="numeric"
            value={form.validityDays}
            error={errorOf('validityDays')}
            onChange={(event) => update({ validityDays: event.currentTarget.value })}
          />
        </div>
        <CheckboxField
          label={t`Remind the customer by email if they have not answered ${followUpDays} days after it is sent`}
          checked={form.followUp}
          onChange={(followUp) => update({ followUp })}
        />
      </Section>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
        {problems.length > 0 && (
          <ul
            role="alert"
            className="list-disc rounded-lg border border-red-200 bg-red-50 p-3 pl-8 text-sm text-red-800"
          >
            {problems.map((problem) => (
              <li key={problem}>{translateQuoteCode(i18n, problem)}</li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" disabled={making} onClick={() => void make()}>
            <FilePlus2 aria-hidden />
            <Trans>Make quote v{version}</Trans>
          </Button>
          {checked.snapshot && (
            <p className="text-sm text-slate-600">
              {checked.snapshot.options
                .map((option) => {
                  const label = optionName(i18n, option)
                  return t`${label}: ${money(option.totalCents)}`
                })
                .join(' · ')}
            </p>
          )}
        </div>
        <p className="text-xs text-slate-500">
          <Trans>
            Without a connection it is kept on this device and reaches the server as soon as there is one.
          </Trans>
        </p>
      </div>

      {checked.snapshot && (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900">
            <Trans>Preview: what the customer sees</Trans>
          </h3>
          <QuoteDocument snapshot={checked.snapshot} className="border-dashed shadow-none" />
        </div>
      )}
    </section>
  )
}
