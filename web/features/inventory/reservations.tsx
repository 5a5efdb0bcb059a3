import { Trans, useLingui } from '@lingui/react/macro'
import { Undo2, WifiOff } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { canAccess } from '../../../domain/auth/roles.ts'
import { availableOf } from '../../../domain/inventory/reservation.ts'
import { INVENTORY_LIMITS, type Reservation, type RollDocument } from '../../../domain/inventory/roll.ts'
import { quoteNumberIn } from '../../../domain/quotes/quote.ts'
import { useOnline } from '../../app/connectivity.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { releaseQuoteHold } from './commands.ts'
import { describeInventoryFailure, formatFeet, translateInventoryCode } from './labels.ts'

/*
 * Film held for accepted jobs (decision 024): a roll's length stays until the job is cut, and what is
 * held of it is not available for other work. A team lead gives a quote's hold back (the job was
 * cancelled, or will be cut elsewhere), which needs the server at once.
 */

/** What a roll holds and has available, with the length the device projects (waiting counts and cuts). */
export function holdFigures(roll: Pick<RollDocument, 'reservedFt'>, leftFt: number) {
  return {
    reservedFt: roll.reservedFt,
    availableFt: availableOf({ remainingFt: leftFt, reservedFt: roll.reservedFt }),
  }
}

/**
 * "Reserved for Q-7K2M-Q9XD v1", in the reader's language (the number kept on one line where it is
 * shown); the server's words when they name no quote.
 */
function ReservationLabel({ reservation }: { reservation: Pick<Reservation, 'reason'> }) {
  const number = quoteNumberIn(reservation.reason)
  if (!number) return <>{reservation.reason}</>
  const quote = <span className="whitespace-nowrap">{number}</span>
  return <Trans>Reserved for {quote}</Trans>
}

/** The roll's holds, one per quote, newest first; a team lead may release each. */
export function RollHolds({ roll }: { roll: RollDocument }) {
  const { user } = useAuth()
  const releases = canAccess(user, 'teamLead')
  const [released, setReleased] = useState<ReadonlySet<string>>(new Set())
  return (
    <section aria-labelledby="roll-holds" className="flex flex-col gap-3">
      <h3 id="roll-holds" className="text-lg font-semibold text-slate-900">
        <Trans>Reserved for jobs</Trans>
      </h3>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
        {roll.reservations.map((reservation) => (
          <li key={reservation.quoteId} className="flex flex-col gap-2 p-3">
            <HoldLine
              reservation={reservation}
              releases={releases}
              released={released.has(reservation.quoteId)}
              onReleased={() => setReleased((current) => new Set(current).add(reservation.quoteId))}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function HoldLine({
  reservation,
  releases,
  released,
  onReleased,
}: {
  reservation: Reservation
  releases: boolean
  released: boolean
  onReleased: () => void
}) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const number = quoteNumberIn(reservation.reason)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) return setError(translateInventoryCode(i18n, 'reasonRequired'))
    setError(undefined)
    setBusy(true)
    try {
      const { releasedFt } = await releaseQuoteHold(reservation.quoteId, { reason })
      const feet = formatFeet(i18n, releasedFt)
      onReleased()
      setOpen(false)
      toast({
        title: number ? t`Released ${feet} held for ${number}` : t`Released ${feet}`,
        description: t`The film is available for other work again.`,
        variant: 'success',
      })
    } catch (failure) {
      setError(describeInventoryFailure(i18n, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span
          className={released ? 'font-semibold text-slate-500 line-through' : 'font-semibold text-slate-900'}
        >
          <ReservationLabel reservation={reservation} />
        </span>
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatFeet(i18n, reservation.reservedFt)}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {released ? (
          <Trans>Released; the roll updates when it syncs.</Trans>
        ) : (
          <Trans>Since {i18n.date(reservation.at, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
        )}
      </p>
      {releases && !released && !open && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
          <Undo2 aria-hidden />
          <Trans>Release…</Trans>
        </Button>
      )}
      {open && (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
          <p className="text-sm text-slate-800">
            <Trans>This gives back all the film held for the job, on every roll that holds some.</Trans>
          </p>
          <FormField
            label={t`Reason`}
            value={reason}
            maxLength={INVENTORY_LIMITS.reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {!online && (
            <p className="flex items-center gap-1 text-sm font-medium text-amber-900">
              <WifiOff className="size-4 shrink-0" aria-hidden />
              <Trans>You are offline: releasing film needs a connection.</Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" size="sm" disabled={busy || !online}>
              <Trans>Release the hold</Trans>
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
    </>
  )
}
