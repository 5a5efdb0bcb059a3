import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { History, Send } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  EstimateRequestSchema,
  REQUEST_LIMITS,
  type RequestPhoto,
} from '../../../domain/estimate-requests/request.ts'
import type { Draft, DraftState } from '../../app/drafts.ts'
import { describeError } from '../../app/error-messages.ts'
import { onTopLevelFields } from '../../app/use-form-errors.ts'
import { removeOutboxRow, sendQueuedRequest } from '../../app/outbox.ts'
import { Button } from '../../ui/button.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { toast } from '../../ui/toast-store.ts'
import { queueEstimateRequest, sendEstimateRequest } from './api/queue-request.ts'
import { translateRequestCode } from './labels.ts'
import {
  bodyOf,
  EMPTY_DRAFT,
  isEmptyDraft,
  type DraftField,
  type PhotosDraft,
  type RequestDraft,
} from './request-draft.ts'
import { RequestPhotos } from '../../app/photos/request-photos.tsx'
import { FormSection } from './request-form-section.tsx'
import { AddressSection, ContactSection, WindowsSection } from './request-form-sections.tsx'

const SEND_FAILED = msg`Your request could not be sent`

export function RequestFields({
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
        Object.entries(onTopLevelFields(fieldErrors)).map(([field, code]) => [
          field,
          translateRequestCode(i18n, code),
        ]),
      ),
    )
    setFocusRequest((current) => current + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setChecking(true)
    // The confirmation mail is written in the page's language.
    const parsed = EstimateRequestSchema.safeParse({ ...bodyOf(values, photos, id), language: i18n.locale })
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

      <ContactSection values={values} errors={errors} change={change} text={text} />

      <AddressSection values={values} errors={errors} change={change} text={text} />

      <WindowsSection values={values} errors={errors} change={change} text={text} />

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
