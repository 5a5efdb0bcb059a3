import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { History, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import {
  CONTACT_TIMES,
  EstimateRequestSchema,
  FILM_INTERESTS,
  PROPERTY_TYPES,
  REQUEST_LIMITS,
  WINDOW_SIZES,
  type RequestPhoto,
} from '../../../domain/estimate-requests/request.ts'
import { useDraft, type Draft, type DraftState } from '../../app/drafts.ts'
import { describeError } from '../../app/error-messages.ts'
import { removeOutboxRow, sendQueuedRequest } from '../../app/outbox.ts'
import { Button } from '../../ui/button.tsx'
import { ChoiceCard } from '../../ui/choice-card.tsx'
import { cn } from '../../ui/cn.ts'
import { FormField } from '../../ui/form-field.tsx'
import { FieldError, SelectBox, TextAreaField } from '../../ui/form-fields.tsx'
import { toast } from '../../ui/toast-store.ts'
import { StateOptions } from '../../ui/state-options.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { queueEstimateRequest, sendEstimateRequest } from './api/queue-request.ts'
import {
  CONTACT_TIME_LABELS,
  FILM_INTEREST_LABELS,
  PROPERTY_TYPE_LABELS,
  translateRequestCode,
  WINDOW_SIZE_LABELS,
} from './labels.ts'
import {
  bodyOf,
  EMPTY_DRAFT,
  isEmptyDraft,
  PHOTOS_DRAFT_KEY,
  PhotosDraftSchema,
  REQUEST_DRAFT_KEY,
  RequestDraftSchema,
  type DraftField,
  type PhotosDraft,
  type RequestDraft,
} from './request-draft.ts'
import { RequestPhotos } from '../../app/photos/request-photos.tsx'

const SEND_FAILED = msg`Your request could not be sent`

export function EstimateRequestForm() {
  const { user } = useAuth()
  const userId = user?.id ?? null
  const drafts = useDraft(REQUEST_DRAFT_KEY, userId, RequestDraftSchema)
  const photoDrafts = useDraft(PHOTOS_DRAFT_KEY, userId, PhotosDraftSchema)
  // Bumped by "Start over": the fields start again empty.
  const [generation, setGeneration] = useState(0)
  // Reading the drafts takes a few milliseconds; the fields wait for them so that they can fill them.
  if (!drafts.loaded || !photoDrafts.loaded) return <div className="min-h-96" aria-busy="true" />
  return (
    <RequestFields
      key={generation}
      restored={generation === 0 ? drafts.draft : undefined}
      restoredPhotos={generation === 0 ? photoDrafts.draft : undefined}
      drafts={drafts}
      photoDrafts={photoDrafts}
      onStartOver={async () => {
        await Promise.all([drafts.discard(), photoDrafts.discard()])
        setGeneration((current) => current + 1)
      }}
    />
  )
}

function RequestFields({
  restored,
  restoredPhotos,
  drafts,
  photoDrafts,
  onStartOver,
}: {
  restored: Draft<RequestDraft> | undefined
  restoredPhotos: Draft<PhotosDraft> | undefined
  drafts: DraftState<RequestDraft>
  photoDrafts: DraftState<PhotosDraft>
  onStartOver: () => Promise<void>
}) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  // One id per filled-in form: sending it twice (a double tap, a retry) is one request.
  const [id] = useState(() => crypto.randomUUID())
  const [values, setValues] = useState<RequestDraft>(() => ({ ...EMPTY_DRAFT, ...restored?.value }))
  const [photos, setPhotos] = useState<RequestPhoto[]>(() => restoredPhotos?.value.photos ?? [])
  const [restoredAt] = useState(() =>
    (restored && !isEmptyDraft(restored.value)) || restoredPhotos?.value.photos.length
      ? Math.max(restored?.savedAt ?? 0, restoredPhotos?.savedAt ?? 0)
      : null,
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  // After the first attempt to send, mistakes are shown and cleared as the visitor types.
  const [checking, setChecking] = useState(false)
  const [sending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  function errorsOf(nextValues: RequestDraft, nextPhotos: readonly RequestPhoto[]): Record<string, string> {
    const result = EstimateRequestSchema.safeParse(bodyOf(nextValues, nextPhotos, id))
    const found: Record<string, string> = {}
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '')
      found[field] ??= translateRequestCode(i18n, issue.message)
    }
    return found
  }

  function change(field: DraftField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    void (isEmptyDraft(next) ? drafts.discard() : drafts.save(next))
    if (checking) setErrors(errorsOf(next, photos))
  }

  function changePhotos(next: RequestPhoto[]) {
    setPhotos(next)
    void (next.length ? photoDrafts.save({ photos: next }) : photoDrafts.discard())
    if (checking) setErrors(errorsOf(values, next))
  }

  function showServerErrors(fieldErrors: Record<string, string>) {
    setErrors(
      Object.fromEntries(
        Object.entries(fieldErrors).map(([field, code]) => [field, translateRequestCode(i18n, code)]),
      ),
    )
    setFocusRequest((current) => current + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setChecking(true)
    const parsed = EstimateRequestSchema.safeParse(bodyOf(values, photos, id))
    if (!parsed.success) {
      setErrors(errorsOf(values, photos))
      setFocusRequest((current) => current + 1)
      return
    }
    setErrors({})
    setSending(true)
    try {
      let queued = true
      try {
        await queueEstimateRequest(parsed.data)
      } catch (error) {
        // This browser keeps nothing (storage blocked or full): send directly, without the offline safety net.
        console.error('The request could not be stored on this device', error)
        queued = false
      }
      if (!queued) {
        await sendEstimateRequest(parsed.data)
        void Promise.all([drafts.discard(), photoDrafts.discard()])
        await navigate({ to: '/simple-confirmation' })
        return
      }
      const row = await sendQueuedRequest(id)
      // The server refused what it was sent (the form should have caught it): correct it here.
      if (row?.state === 'failed' && row.refusal?.fieldErrors) {
        await removeOutboxRow(id)
        showServerErrors(row.refusal.fieldErrors)
        return
      }
      void Promise.all([drafts.discard(), photoDrafts.discard()])
      await navigate({ to: '/simple-confirmation', search: { request: id } })
    } catch (error) {
      toast({
        title: i18n._(SEND_FAILED),
        description: describeError(i18n, error, SEND_FAILED),
        variant: 'destructive',
      })
    } finally {
      setSending(false)
    }
  }

  const restoredText = restoredAt
    ? i18n.date(new Date(restoredAt), { dateStyle: 'medium', timeStyle: 'short' })
    : ''
  const text = (field: DraftField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
  })

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-8">
      {restoredAt && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span className="flex items-center gap-2">
            <History className="size-4 shrink-0" aria-hidden />
            <Trans>What you started on {restoredText} was kept on this device.</Trans>
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => void onStartOver()}>
            <Trans>Start over</Trans>
          </Button>
        </div>
      )}

      <FormSection
        title={t`Your contact details`}
        description={t`Give an email address, a phone number or both.`}
      >
        <FormField
          label={t`Full name`}
          autoComplete="name"
          maxLength={REQUEST_LIMITS.name}
          className="sm:col-span-2"
          {...text('name')}
        />
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={REQUEST_LIMITS.email}
          {...text('email')}
        />
        <FormField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          maxLength={REQUEST_LIMITS.phone}
          {...text('phone')}
        />
        <SelectBox
          label={t`Best time to call`}
          value={values.contactTime}
          error={errors.contactTime}
          onChange={(value) => change('contactTime', value)}
        >
          {CONTACT_TIMES.map((time) => (
            <option key={time} value={time}>
              {i18n._(CONTACT_TIME_LABELS[time])}
            </option>
          ))}
        </SelectBox>
      </FormSection>

      <FormSection title={t`Property address`} description={t`Where the windows are.`}>
        <FormField
          label={t`Street address`}
          autoComplete="address-line1"
          maxLength={REQUEST_LIMITS.street}
          className="sm:col-span-2"
          {...text('street')}
        />
        <FormField
          label={t`City`}
          autoComplete="address-level2"
          maxLength={REQUEST_LIMITS.city}
          {...text('city')}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectBox
            label={t`State`}
            value={values.state}
            error={errors.state}
            autoComplete="address-level1"
            onChange={(value) => change('state', value)}
          >
            <StateOptions />
          </SelectBox>
          <FormField
            label={t`ZIP code`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...text('zip')}
          />
        </div>
        <ChoiceGroup
          legend={t`Property type`}
          error={errors.propertyType}
          className="sm:col-span-2"
          columns="sm:grid-cols-2"
          name="propertyType"
          value={values.propertyType}
          onChange={(value) => change('propertyType', value)}
          options={PROPERTY_TYPES.map((type) => ({ value: type, title: i18n._(PROPERTY_TYPE_LABELS[type]) }))}
        />
      </FormSection>

      <FormSection
        title={t`Your windows`}
        description={t`No tape measure needed: a rough count and a look at your largest window are enough.`}
      >
        <ChoiceGroup
          legend={t`What are you interested in?`}
          error={errors.filmInterest}
          className="sm:col-span-2"
          columns="sm:grid-cols-2"
          name="filmInterest"
          value={values.filmInterest}
          onChange={(value) => change('filmInterest', value)}
          options={FILM_INTERESTS.map((interest) => ({
            value: interest,
            title: i18n._(FILM_INTEREST_LABELS[interest].title),
            text: i18n._(FILM_INTEREST_LABELS[interest].text),
          }))}
        />
        <FormField
          label={t`How many windows, roughly?`}
          type="number"
          inputMode="numeric"
          min={1}
          max={REQUEST_LIMITS.windows}
          step={1}
          hint={t`Count the panes you want film on; a guess is fine.`}
          {...text('windowCount')}
        />
        <ChoiceGroup
          legend={t`How big is your largest window?`}
          error={errors.largestWindow}
          className="sm:col-span-2"
          columns="sm:grid-cols-2 lg:grid-cols-3"
          name="largestWindow"
          value={values.largestWindow}
          onChange={(value) => change('largestWindow', value)}
          options={WINDOW_SIZES.map((size) => ({
            value: size,
            title: i18n._(WINDOW_SIZE_LABELS[size].title),
            text: i18n._(WINDOW_SIZE_LABELS[size].text),
          }))}
        />
      </FormSection>

      <FormSection title={t`Photos`}>
        <div className="sm:col-span-2">
          <RequestPhotos photos={photos} onChange={changePhotos} error={errors.photos} />
        </div>
      </FormSection>

      <FormSection title={t`Anything else?`}>
        <TextAreaField
          label={t`Message`}
          hint={t`Optional: what bothers you (heat, glare, privacy, safety), a deadline, how to find the house.`}
          value={values.message}
          error={errors.message}
          maxLength={REQUEST_LIMITS.message}
          onChange={(value) => change('message', value)}
        />
      </FormSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending}>
          <Send aria-hidden />
          {sending ? <Trans>Sending…</Trans> : <Trans>Send my request</Trans>}
        </Button>
        <p className="text-sm text-slate-600">
          <Trans>Free and without obligation. We contact you within 1-2 business days.</Trans>
        </p>
      </div>
    </form>
  )
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </section>
  )
}

/** Radio buttons as cards, in a labelled group that carries the error. */
function ChoiceGroup({
  legend,
  name,
  value,
  options,
  error,
  columns,
  className,
  onChange,
}: {
  legend: string
  name: string
  value: string
  options: { value: string; title: string; text?: string }[]
  error?: string
  columns: string
  className?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      // Focusing the group (first mistake) moves on to its chosen or first radio button.
      tabIndex={error ? -1 : undefined}
      onFocus={(event) => {
        if (event.target !== event.currentTarget) return
        event.currentTarget.querySelector<HTMLInputElement>('input:checked, input')?.focus()
      }}
      className={cn('flex flex-col gap-2 outline-none', className)}
    >
      <p id={`${id}-legend`} className="text-sm font-semibold text-slate-800">
        {legend}
      </p>
      <div className={cn('grid gap-3', columns)}>
        {options.map((option) => (
          <ChoiceCard key={option.value} checked={value === option.value}>
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="accent-accent-600"
              />
              {option.title}
            </span>
            {option.text && <span className="text-slate-600">{option.text}</span>}
          </ChoiceCard>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
