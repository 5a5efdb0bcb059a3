import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CheckCircle2, Loader2, UserRound, WifiOff } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { refusalOf } from '../../../../domain/codes.ts'
import type { Locale } from '../../../../domain/i18n/locales.ts'
import {
  isSupportErrorCode,
  SUPPORT_CODES,
  type SupportErrorCode,
} from '../../../../domain/support/errors.ts'
import { SUPPORT_LIMITS, SupportRequestSchema, supportReference } from '../../../../domain/support/request.ts'
import type { ChatMessage } from '../../../app/device-db.ts'
import { describeError, translateCode } from '../../../app/error-messages.ts'
import { removeOutboxRow, useOutboxRow } from '../../../app/outbox.ts'
import { Button } from '../../../ui/button.tsx'
import { FormField } from '../../../ui/form-field.tsx'
import { inputClass } from '../../../ui/input.tsx'
import { cn } from '../../../ui/cn.ts'
import { customerLanguage, sendSupportRequest, transcriptOf } from './send-handoff.ts'

/*
 * "Talk to a person": a small form inside the chat panel that sends the customer's name, a way to
 * reach them and the conversation to the team (domain/support), and tells them when to expect an
 * answer. Without a network the request waits in the device's outbox and goes when it returns.
 */

/** The translated text of each support error code. */
const SUPPORT_ERROR_MESSAGES: Record<SupportErrorCode, MessageDescriptor> = {
  supportInvalid: msg`Please check the highlighted fields`,
  idInvalid: msg`This request has no valid identifier. Close the form and try again.`,
  nameRequired: msg`Please enter your name`,
  contactRequired: msg`Enter an email address or a phone number so we can reach you`,
  emailInvalid: msg`Enter a valid email address`,
  phoneInvalid: msg`Enter a valid phone number`,
  noteTooLong: msg`A note can hold at most 1000 characters`,
  fieldTooLong: msg`This field is too long`,
  transcriptInvalid: msg`The conversation could not be attached. Close the form and try again.`,
  statusInvalid: msg`Choose open, in progress, answered or closed`,
  supportNotFound: msg`No such support request`,
}

const SEND_FAILED = msg`Your request could not be sent. Please try again.`

/** This feature's codes in the reader's language, then the shared catalogue's (rate limit…). */
const translateSupportCode = (i18n: I18n, code: string) =>
  isSupportErrorCode(code) ? i18n._(SUPPORT_ERROR_MESSAGES[code]) : translateCode(i18n, code)

const FIELDS = ['name', 'email', 'phone', 'note'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
const EMPTY: Values = { name: '', email: '', phone: '', note: '' }

/** What was typed into the form: kept while it is closed, so going back to the chat loses nothing. */
interface HandoffDraft {
  values: Values
  setValues: (update: (current: Values) => Values) => void
}

/**
 * Whether the form shows in place of the conversation, and what was typed into it. Closing it puts
 * focus back on the button that opened it; closing the panel closes it too, so the panel opens again
 * on the conversation, with the form as it was left.
 */
export function useHandoff(panelOpen: boolean) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<Values>(EMPTY)
  const opener = useRef<HTMLElement | null>(null)
  const [refocus, setRefocus] = useState(0)
  useEffect(() => {
    if (!panelOpen) setOpen(false)
  }, [panelOpen])
  useEffect(() => {
    if (refocus > 0 && opener.current?.isConnected) opener.current.focus()
  }, [refocus])
  return {
    open,
    draft: { values, setValues } satisfies HandoffDraft,
    show: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setOpen(true)
    },
    hide: () => {
      setOpen(false)
      setRefocus((count) => count + 1)
    },
  }
}

/** Always in the panel, below the conversation. */
export function HandoffBar({ hidden, onClick }: { hidden: boolean; onClick: () => void }) {
  return (
    <div
      hidden={hidden}
      className="flex items-center justify-between gap-2 border-t border-slate-200 bg-slate-100 px-3 py-1.5 text-xs text-slate-700"
    >
      <Trans>Prefer to ask someone?</Trans>
      <Button type="button" variant="link" size="sm" className="min-h-8 px-1 text-xs" onClick={onClick}>
        <UserRound aria-hidden />
        <Trans>Talk to a person</Trans>
      </Button>
    </div>
  )
}

/** Under an answer the assistant says a person should give: the same offer, in sight. */
export function HandoffOffer({ onClick }: { onClick: () => void }) {
  return (
    <li className="flex flex-col items-start gap-2 rounded-2xl border-2 border-accent-300 bg-accent-50 p-3 text-sm text-brand-900">
      <Trans>A person from our team can answer this better.</Trans>
      <Button type="button" size="sm" onClick={onClick}>
        <UserRound aria-hidden />
        <Trans>Talk to a person</Trans>
      </Button>
    </li>
  )
}

interface HandoffFormProps {
  /** The conversation shown in the panel: attached to the request. */
  messages: readonly ChatMessage[]
  draft: HandoffDraft
  onClose: () => void
}

export function HandoffForm({ messages, draft: { values, setValues }, onClose }: HandoffFormProps) {
  const { i18n, t } = useLingui()
  const headingId = useId()
  const noteId = useId()
  // Made once per form: a retry of the same request is the same request for the server.
  const [id] = useState(() => crypto.randomUUID())
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const alertRef = useRef<HTMLParagraphElement>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => fieldRefs.current.name?.focus(), [])
  // After a refused send, the first field to fix (or the message saying what went wrong) takes focus.
  useEffect(() => {
    if (focusRequest === 0) return
    const first = FIELDS.find((field) => errors[field])
    ;(first ? fieldRefs.current[first] : alertRef.current)?.focus()
  }, [focusRequest, errors])

  if (sent) return <HandoffSent id={id} email={values.email.trim()} onClose={onClose} />

  function showRefusal(fieldErrors: Record<string, string>, code?: string) {
    const onForm = Object.entries(fieldErrors).filter(([field]) =>
      (FIELDS as readonly string[]).includes(field),
    )
    setErrors(Object.fromEntries(onForm.map(([field, value]) => [field, translateSupportCode(i18n, value)])))
    setProblem(onForm.length === 0 && code ? translateSupportCode(i18n, code) : '')
    setFocusRequest((count) => count + 1)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const parsed = SupportRequestSchema.safeParse({
      id,
      ...values,
      language: customerLanguage(messages, i18n.locale as Locale),
      // The path only: a query may carry a token (a quote's link).
      page: window.location.pathname.slice(0, SUPPORT_LIMITS.page),
      transcript: transcriptOf(messages),
    })
    if (!parsed.success) {
      const refusal = refusalOf(SUPPORT_CODES, parsed.error.issues)
      showRefusal(refusal.fieldErrors, refusal.code)
      return
    }
    setErrors({})
    setProblem('')
    setSending(true)
    try {
      const row = await sendSupportRequest(parsed.data)
      if (row?.state === 'failed') {
        // Refused for good (the form's own checks should have caught it): correct it here and send again.
        await removeOutboxRow(id)
        showRefusal(row.refusal?.fieldErrors ?? {}, row.refusal?.code ?? 'supportInvalid')
        return
      }
      // The note was this request's; the name and the way to reach them serve a next one.
      setValues((current) => ({ ...current, note: '' }))
      setSent(true)
    } catch (error) {
      setProblem(describeError(i18n, error, SEND_FAILED))
      setFocusRequest((count) => count + 1)
    } finally {
      setSending(false)
    }
  }

  const control = (name: Field) => ({
    name,
    value: values[name],
    disabled: sending,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [name]: value }))
    },
  })
  const field = (name: Field) => ({ ...control(name), error: errors[name] })
  const refOf = (name: Field) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    fieldRefs.current[name] = element
  }
  const count = messages.length

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-h-[calc(100dvh-6rem)] flex-col gap-3 overflow-y-auto bg-white p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-brand-900">
        <Trans>Talk to a person</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>
          Leave your name and how to reach you. A person from our team will answer within 1–2 business days.
        </Trans>
      </p>
      <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <FormField
          ref={refOf('name')}
          label={t`Your name`}
          autoComplete="name"
          maxLength={SUPPORT_LIMITS.name}
          required
          {...field('name')}
        />
        <FormField
          ref={refOf('email')}
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={SUPPORT_LIMITS.email}
          hint={t`An email address, a phone number or both.`}
          {...field('email')}
        />
        <FormField
          ref={refOf('phone')}
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          maxLength={SUPPORT_LIMITS.phone}
          {...field('phone')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={noteId} className="text-sm font-semibold text-slate-800">
            <Trans>Note (optional)</Trans>
          </label>
          <textarea
            id={noteId}
            ref={refOf('note')}
            rows={2}
            maxLength={SUPPORT_LIMITS.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
            className={cn(inputClass, 'h-auto py-2')}
            {...control('note')}
          />
          {errors.note && (
            <p id={`${noteId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {errors.note}
            </p>
          )}
        </div>
        {count > 0 && (
          <p className="text-xs text-slate-600">
            {plural(count, {
              one: 'Your conversation is attached (# message).',
              other: 'Your conversation is attached (# messages).',
            })}
          </p>
        )}
        {problem && (
          <p
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900"
          >
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            <Trans>Back to the chat</Trans>
          </Button>
          <Button type="submit" disabled={sending}>
            {sending && <Loader2 className="animate-spin" aria-hidden />}
            <Trans>Send</Trans>
          </Button>
        </div>
      </form>
    </section>
  )
}

/** What the customer sees once the request is queued: when to expect an answer, and its reference. */
function HandoffSent({ id, email, onClose }: { id: string; email: string; onClose: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const row = useOutboxRow(id)
  const reference = supportReference(id)
  // A row that waits: no network yet. No row at all: sent directly, or sent and swept since.
  const waiting = row?.state === 'pending' || row?.state === 'attention'
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section className="flex flex-col gap-3 bg-white p-4" aria-live="polite">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-start gap-2 text-base font-semibold text-brand-900 focus:outline-none"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
        <Trans>Thank you. A person from our team will answer within 1–2 business days.</Trans>
      </h3>
      <p className="text-sm text-slate-800">
        <Trans>
          Your reference: <strong className="font-mono">{reference}</strong>
        </Trans>
      </p>
      {waiting ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          <Trans>
            No network right now: your request is kept on this device and will be sent by itself as soon as
            the network returns.
          </Trans>
        </p>
      ) : (
        email && (
          <p className="text-sm text-slate-700">
            <Trans>We also sent a confirmation to {email}.</Trans>
          </p>
        )
      )}
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          <Trans>Back to the chat</Trans>
        </Button>
      </div>
    </section>
  )
}
