import { Trans, useLingui } from '@lingui/react/macro'
import { EyeOff, Send } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { RequestPhoto } from '../../../domain/estimate-requests/request.ts'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import { isThreadSide, MESSAGE_LIMITS } from '../../../domain/marketplace/message.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { RequestPhotos } from '../../app/photos/request-photos.tsx'
import { markThreadRead, queueMessage, usePendingRequests } from './api/commands.ts'
import { useMessages } from './api/queries.ts'
import { PendingStatus } from './pending-status.tsx'
import { SyncedRecordState } from '../../app/sync/record-state-line.tsx'
import { useUpdateHold } from '../../app/update-holds.ts'
import { StoredPhotos } from '../../app/photos/stored-photos.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/**
 * One conversation about a job between its poster and one installer. Messages come from the
 * replicated collection (readable offline); what the user writes goes through the outbox and shows
 * as "waiting" until it is sent and comes back. Opening the thread marks the other side's messages read.
 */
export function MessageThread({
  job,
  installerId,
  otherName,
}: {
  job: JobDocument
  installerId: string
  /** Whom the user is writing to. */
  otherName: string
}) {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const all = useMessages(job.id)
  const pending = usePendingRequests('message', job.id)
  const [text, setText] = useState('')
  const [photos, setPhotos] = useState<RequestPhoto[]>([])
  const [error, setError] = useState<string | undefined>()
  useUpdateHold('form', text.trim() !== '' || photos.length > 0)
  const isPoster = user?.id === job.ownerId
  // An admin reading along sees the thread but does not write in it.
  const writes = user !== undefined && user !== null && isThreadSide(job, installerId, user.id)
  const messages = (all ?? []).filter((message) => message.installerId === installerId)
  const arrived = new Set(messages.map((message) => message.id))
  const waiting = (pending ?? []).filter(
    ({ row, summary }) => !arrived.has(row.id) && (summary.installerId ?? user?.id) === installerId,
  )
  const unread = messages.filter((message) => message.senderId !== user?.id && message.readAt === null).length
  const time = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' })

  useEffect(() => {
    // Read marks need the network; offline they are sent the next time the thread opens.
    if (unread > 0) markThreadRead(job.id, installerId).catch(() => undefined)
  }, [unread, job.id, installerId])

  async function send() {
    if (text.trim() === '' && photos.length === 0) {
      setError(t`Write a message or add a photo`)
      return
    }
    setError(undefined)
    await queueMessage(job.id, {
      id: crypto.randomUUID(),
      installerId: isPoster ? installerId : null,
      text: text.trim(),
      photos,
    })
    setText('')
    setPhotos([])
  }

  const hiredHere = job.hiredInstallerId === installerId
  return (
    <section className="flex flex-col gap-4" aria-label={t`Messages with ${otherName}`}>
      {!hiredHere && (
        <p className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          {isPoster ? (
            <Trans>Phone numbers and emails in messages stay hidden until you hire this installer.</Trans>
          ) : (
            <Trans>Phone numbers and emails in messages stay hidden until the homeowner hires you.</Trans>
          )}
        </p>
      )}
      <ol className="flex flex-col gap-3" aria-live="polite">
        {messages.length === 0 && waiting.length === 0 && (
          <li className="text-sm text-slate-600">
            {writes ? (
              <Trans>No messages yet. Ask a question or share a photo.</Trans>
            ) : (
              <Trans>No messages yet.</Trans>
            )}
          </li>
        )}
        {messages.map((message) => {
          const mine = message.senderId === user?.id
          return (
            <li
              key={message.id}
              className={cn(
                'flex max-w-[85%] flex-col gap-2 rounded-2xl px-4 py-3 text-sm',
                mine ? 'self-end bg-brand-700 text-white' : 'self-start bg-slate-100 text-slate-900',
              )}
            >
              <span className={cn('text-xs', mine ? 'text-brand-100' : 'text-slate-500')}>
                {mine ? t`You` : otherName} ·{' '}
                <time dateTime={message.sentAt}>{time.format(new Date(message.sentAt))}</time>
              </span>
              {message.text && <p className="whitespace-pre-line">{message.text}</p>}
              <StoredPhotos ids={message.photos} label={t`Photos in the message`} />
              {message.masked && (
                <span className={cn('text-xs italic', mine ? 'text-brand-100' : 'text-slate-500')}>
                  <Trans>Contact details were hidden.</Trans>
                </span>
              )}
              {mine && (
                <SyncedRecordState collection="messages" doc={message} className="text-xs text-brand-100" />
              )}
            </li>
          )
        })}
        {waiting.map(({ row, summary }) => (
          <li
            key={row.id}
            className="flex max-w-[85%] flex-col gap-1 self-end rounded-2xl border border-dashed border-brand-400 bg-brand-50 px-4 py-3 text-sm text-slate-900"
          >
            {summary.text && <p className="whitespace-pre-line">{summary.text}</p>}
            <PendingStatus row={row} className="text-xs" />
          </li>
        ))}
      </ol>
      {writes && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <TextAreaField
            label={t`Message to ${otherName}`}
            hint={t`Works offline: it is sent when you are back online.`}
            value={text}
            error={error}
            maxLength={MESSAGE_LIMITS.text}
            rows={3}
            onChange={setText}
          />
          <RequestPhotos
            photos={photos}
            onChange={setPhotos}
            max={MESSAGE_LIMITS.photos}
            hint={<Trans>Optional, up to 4 photos.</Trans>}
            addLabel={t`Add photos to the message`}
          />
          <div>
            <Button type="submit">
              <Send className="size-4" aria-hidden />
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
