import { Trans, useLingui } from '@lingui/react/macro'
import { optionName } from '../estimates/quote-parts.tsx'
import { PenLine } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { refusalOf } from '../../../domain/codes.ts'
import { QUOTE_CODES } from '../../../domain/quotes/errors.ts'
import { QUOTE_LIMITS, type OptionId, type QuoteSnapshot } from '../../../domain/quotes/quote.ts'
import type { z } from 'zod'
import { Button } from '../../ui/button.tsx'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { ErrorSummary } from '../../ui/error-summary.tsx'
import { FieldError } from '../../ui/form-fields.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { CONSENT, translateQuoteCode } from './labels.ts'
import { SignaturePad } from '../../ui/signature-pad.tsx'
import { useFieldErrors } from '../../ui/use-field-errors.ts'

/** What the customer fills in to accept, wherever they sign. */
export interface Acceptance<Method extends string> {
  optionId: OptionId | ''
  name: string
  signature: string
  consent: boolean
  depositMethod: Method
}

export interface DepositChoice<Method extends string> {
  value: Method
  label: string
  hint?: string
}

/**
 * Accepting a quote: choose an option, type the full name, sign, agree, say how the deposit is paid.
 * The same form on the customer's page and on the installer's device; `schema` is what the server
 * checks the answer with there, so the fields show the same refusals before anything is sent.
 */
export function AcceptForm<Method extends string, Body>({
  snapshot,
  chosen,
  onChoose,
  depositChoices,
  depositLegend,
  schema,
  bodyOf,
  onAccept,
  pending,
  serverErrors,
  submitLabel,
}: {
  snapshot: QuoteSnapshot
  chosen: OptionId | ''
  onChoose: (option: OptionId) => void
  depositChoices: readonly DepositChoice<Method>[]
  depositLegend: string
  schema: z.ZodType<Body>
  /** The request's body from the form (adds the hash, the language, the time). */
  bodyOf: (acceptance: Acceptance<Method>) => unknown
  onAccept: (body: Body) => void
  pending: boolean
  /** Field → code, from the server's refusal. */
  serverErrors?: Record<string, string>
  submitLabel: ReactNode
}) {
  const { i18n, t } = useLingui()
  const { money } = useFormats()
  const ids = { option: useId(), signature: useId(), consent: useId(), deposit: useId(), name: useId() }
  const [name, setName] = useState('')
  const [signature, setSignature] = useState('')
  const [consent, setConsent] = useState(false)
  const [depositMethod, setDepositMethod] = useState<Method>(depositChoices[0]!.value)
  const [codes, setCodes, settle] = useFieldErrors()
  const [tried, setTried] = useState(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  useEffect(() => setCodes(serverErrors ?? {}), [serverErrors, setCodes])

  const errors = Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, translateQuoteCode(i18n, code)]),
  )
  const fieldIds: Record<string, string> = {
    optionId: ids.option,
    name: ids.name,
    signature: ids.signature,
    consent: ids.consent,
    depositMethod: ids.deposit,
  }
  const option = snapshot.options.find((each) => each.id === chosen)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const body = bodyOf({ optionId: chosen, name, signature, consent, depositMethod })
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      setCodes(refusalOf(QUOTE_CODES, parsed.error.issues).fieldErrors)
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    setCodes({})
    onAccept(parsed.data)
  }

  const messages = Object.entries(errors)
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-6"
      aria-labelledby={`${ids.option}-title`}
    >
      <h2 id={`${ids.option}-title`} className="text-xl font-bold text-slate-900">
        <Trans>Accept this quote</Trans>
      </h2>
      {tried && messages.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          title={t`Before you can accept:`}
          items={messages.map(([field, message]) => ({ message, fieldId: fieldIds[field] }))}
        />
      )}

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.optionId ? `${ids.option}-error` : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          <Trans>Choose an option</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {snapshot.options.map((each, index) => (
            <ChoiceCard key={each.id} checked={chosen === each.id}>
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="option"
                  id={index === 0 ? ids.option : undefined}
                  value={each.id}
                  checked={chosen === each.id}
                  onChange={() => {
                    onChoose(each.id)
                    settle('optionId')
                  }}
                  className="size-4 accent-brand-700"
                />
                <span className="font-semibold text-slate-900">{optionName(i18n, each)}</span>
              </span>
              <span className="tabular-nums text-slate-700">
                <Trans>Total {money(each.totalCents)}</Trans>
              </span>
              {each.depositCents > 0 && (
                <span className="text-slate-600 tabular-nums">
                  <Trans>Deposit {money(each.depositCents)}</Trans>
                </span>
              )}
            </ChoiceCard>
          ))}
        </div>
        <FieldError id={`${ids.option}-error`} error={errors.optionId} />
      </fieldset>

      <FormField
        id={ids.name}
        label={t`Your full name`}
        autoComplete="name"
        value={name}
        maxLength={QUOTE_LIMITS.name}
        error={errors.name}
        onChange={(event) => {
          setName(event.currentTarget.value)
          settle('name')
        }}
      />

      <div id={ids.signature} tabIndex={-1} className="focus:outline-none">
        <SignaturePad
          typedName={name}
          onChange={(drawn) => {
            setSignature(drawn)
            if (drawn) settle('signature')
          }}
          error={errors.signature}
          errorId={`${ids.signature}-error`}
        />
        <FieldError id={`${ids.signature}-error`} error={errors.signature} />
      </div>

      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
          <input
            id={ids.consent}
            type="checkbox"
            checked={consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
            onChange={(event) => {
              setConsent(event.currentTarget.checked)
              settle('consent')
            }}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <span>{i18n._(CONSENT)}</span>
        </label>
        <FieldError id={`${ids.consent}-error`} error={errors.consent} />
      </div>

      {(option?.depositCents ?? 1) > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{depositLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {depositChoices.map((choice, index) => (
              <ChoiceCard key={choice.value} checked={depositMethod === choice.value}>
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="deposit"
                    id={index === 0 ? ids.deposit : undefined}
                    value={choice.value}
                    checked={depositMethod === choice.value}
                    onChange={() => {
                      setDepositMethod(choice.value)
                      settle('depositMethod')
                    }}
                    className="size-4 accent-brand-700"
                  />
                  <span className="font-semibold text-slate-900">{choice.label}</span>
                </span>
                {choice.hint && <span className="text-slate-600">{choice.hint}</span>}
              </ChoiceCard>
            ))}
          </div>
          <FieldError id={`${ids.deposit}-error`} error={errors.depositMethod} />
        </fieldset>
      )}

      <div>
        <Button type="submit" size="lg" disabled={pending}>
          <PenLine aria-hidden />
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
