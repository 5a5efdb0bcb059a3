import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, CalendarCheck, CalendarClock, FileSignature, HardHat, Package } from 'lucide-react'
import { useState } from 'react'
import { can } from '../../../domain/auth/policies.ts'
import { editedEvent, type CalendarEvent } from '../../../domain/calendar/event.ts'
import type { Shortage } from '../../../domain/inventory/reservation.ts'
import { installationTitleNumber, readInstallation } from '../../../domain/quotes/installation.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { toast } from '../../ui/toast-store.ts'
import { translateCalendarCode } from './labels.ts'
import { useSaveEvent } from './save-event.ts'
import { hubNameIn } from '../../ui/hub-names.ts'

/*
 * An installation the server proposed when a customer accepted a team member's quote (decision 024):
 * it holds its team's time until a team lead confirms it. Its title and notes are the server's
 * English text; what a lead decides on (the quote, the crew, the film that is short) is read back
 * from them and shown in the reader's language.
 */

export const isProposal = (event: Pick<CalendarEvent, 'status'>) => event.status === 'proposed'

/** A code read as one word ('SOL-CR40-60', 'Q-7K2M-Q9XD v1'): a narrow card breaks around it, not at its dashes. */
const unbroken = (code: string) => <span className="whitespace-nowrap">{code}</span>

/**
 * The title a reader sees: the server's "Installation · Q-7K2M-Q9XD v1" in their language, any other
 * (a lead's own) as written.
 */
export function useEventTitle() {
  const { t } = useLingui()
  return (event: Pick<CalendarEvent, 'title'>) => {
    const number = installationTitleNumber(event.title)
    return number ? t`Installation · ${number}` : event.title
  }
}

/** "Proposed", as a badge: the words give way to the icon on a card too narrow for them. */
export function ProposedBadge() {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-xl border border-dashed border-slate-500 bg-white px-2 py-0.5 text-xs font-semibold text-slate-800">
      <CalendarClock className="size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 @max-[9rem]:sr-only">
        <Trans>Proposed</Trans>
      </span>
    </span>
  )
}

function ShortageLine({ shortage }: { shortage: Shortage }) {
  const { i18n } = useLingui()
  const feet = (value: number) => i18n.number(value, { maximumFractionDigits: 1 })
  const short = feet(shortage.shortFt)
  const sku = unbroken(shortage.sku)
  const at = hubNameIn(i18n, shortage.hubId)
  if (!shortage.transferFrom)
    return (
      <Trans>
        Short {short} ft of {sku} at {at}: order from the supplier
      </Trans>
    )
  const from = hubNameIn(i18n, shortage.transferFrom.hubId)
  const available = feet(shortage.transferFrom.availableFt)
  return (
    <Trans>
      Short {short} ft of {sku} at {at}: {from} has {available} ft available (transfer)
    </Trans>
  )
}

/**
 * What an accepted quote's installation comes from and asks for: the quote (customer, number), the
 * crew and person-hours, the film held for it and what the hub is short of. `numberInTitle`: the
 * number is left out when the title already says it (the card).
 */
export function AcceptedQuoteDetails({
  event,
  numberInTitle = false,
  className,
}: {
  event: CalendarEvent
  numberInTitle?: boolean
  className?: string
}) {
  const { i18n } = useLingui()
  const reading = readInstallation(event)
  const { labor, held, shortages } = reading
  const quoteNumber =
    !reading.quoteNumber || (numberInTitle && event.title.includes(reading.quoteNumber))
      ? null
      : unbroken(reading.quoteNumber)
  const customer = event.link?.kind === 'quote' ? event.link.title : null
  return (
    <span className={cn('flex flex-col gap-1 text-xs', className)}>
      {(customer || quoteNumber) && (
        <span className="flex items-start gap-1">
          <FileSignature className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            {quoteNumber && customer ? (
              <Trans>
                Accepted quote {quoteNumber} · {customer}
              </Trans>
            ) : quoteNumber ? (
              <Trans>Accepted quote {quoteNumber}</Trans>
            ) : (
              <Trans>Accepted quote: {customer}</Trans>
            )}
          </span>
        </span>
      )}
      {labor && (
        <span className="flex items-start gap-1">
          <HardHat className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            <Plural value={labor.crew} one="Crew of #" other="Crew of #" />
            {' · '}
            <Plural value={labor.personHours} one="# person-hour" other="# person-hours" />
          </span>
        </span>
      )}
      {held.map((film) => {
        const feet = i18n.number(film.feet, { maximumFractionDigits: 1 })
        const sku = unbroken(film.sku)
        const hub = hubNameIn(i18n, film.hubId)
        return (
          <span key={`${film.sku}|${film.hubId}`} className="flex items-start gap-1">
            <Package className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>
              <Trans>
                Film held at {hub}: {feet} ft of {sku}
              </Trans>
            </span>
          </span>
        )
      })}
      {shortages.map((shortage) => (
        <span
          key={`${shortage.sku}|${shortage.hubId}`}
          className="flex items-start gap-1 font-medium text-amber-950"
        >
          <AlertTriangle className="mt-px size-3.5 shrink-0 text-amber-700" aria-hidden />
          <span>
            <ShortageLine shortage={shortage} />
          </span>
        </span>
      ))}
    </span>
  )
}

/**
 * Confirms a proposal as it stands (status → scheduled), on this device first like any change to
 * an event: the server stores it when the device syncs, and tells the customer the appointment.
 */
function useConfirmProposal() {
  const { t, i18n } = useLingui()
  const save = useSaveEvent()
  return async (event: CalendarEvent, changes: Partial<CalendarEvent> = {}): Promise<boolean> => {
    const refused = await save(editedEvent(event, { ...changes, status: 'scheduled' }, new Date()))
    if (refused) {
      toast({ title: translateCalendarCode(i18n, refused.code), variant: 'destructive' })
      return false
    }
    toast({
      title: t`Installation confirmed`,
      description: t`Saved on this device. Once it syncs, the customer is mailed the day and arrival time.`,
      variant: 'success',
    })
    return true
  }
}

/**
 * Under a proposal's card in the agenda: a team lead's one-tap confirmation, or for a team member who
 * waits on it.
 */
export function ProposalActions({ event }: { event: CalendarEvent }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const confirm = useConfirmProposal()
  const title = useEventTitle()(event)
  const [busy, setBusy] = useState(false)
  if (!can(user, 'confirm', 'event'))
    return (
      <p className="px-2 py-1.5 text-xs text-slate-700">
        <Trans>A team lead confirms this installation.</Trans>
      </p>
    )
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-2 py-1.5">
      <span className="text-xs text-slate-700">
        <Trans>Confirm it as proposed, or open it to change the day or the team.</Trans>
      </span>
      <Button
        size="sm"
        className="ml-auto"
        disabled={busy}
        aria-label={t`Confirm ${title}`}
        onClick={() => {
          setBusy(true)
          void confirm(event).finally(() => setBusy(false))
        }}
      >
        <CalendarCheck aria-hidden />
        <Trans>Confirm</Trans>
      </Button>
    </div>
  )
}
