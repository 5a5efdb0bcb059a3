import { Trans, useLingui } from '@lingui/react/macro'
import { Clock, Scissors, Truck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { HUBS, type HubId } from '../../../domain/hubs/hubs.ts'
import { planEntry } from '../../../domain/inventory/ledger.ts'
import { INVENTORY_LIMITS, type RollDocument } from '../../../domain/inventory/roll.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { SelectBox } from '../../ui/form-fields.tsx'
import { SheetContent, SheetDescription, SheetTitle } from '../../ui/sheet.tsx'
import { toast } from '../../ui/toast-store.ts'
import { projectedFt, queueCut, transferRoll, type PendingRequest } from './commands.ts'
import { CountForm } from './count-form.tsx'
import { describeInventoryFailure, ENTRY_KIND_LABELS, formatFeet, translateInventoryCode } from './labels.ts'
import { PendingLine } from './pending-line.tsx'
import { holdFigures, RollHolds } from './reservations.tsx'
import { hubNameIn } from '../../ui/hub-names.ts'

/** One roll: count it, cut from it, move it, and its ledger (what the device holds of it). */
export function RollSheet({ roll, pending }: { roll: RollDocument; pending: readonly PendingRequest[] }) {
  const { i18n } = useLingui()
  const projected = projectedFt(roll, pending)
  const left = projected ?? roll.remainingFt
  const { reservedFt, availableFt } = holdFigures(roll, left)
  return (
    <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
      <div className="flex flex-col gap-6 p-5 pt-14">
        <div>
          <SheetTitle className="text-xl font-bold text-slate-900">{roll.productName}</SheetTitle>
          <SheetDescription className="mt-1 text-sm text-slate-600">
            <Trans>
              {roll.sku} · lot {roll.lot} · {hubNameIn(i18n, roll.hubId)}
            </Trans>
          </SheetDescription>
          <p className="mt-3 text-3xl font-bold text-slate-900 tabular-nums">
            {formatFeet(i18n, left)}
            <span className="ml-2 text-base font-normal text-slate-600">
              <Trans>of {formatFeet(i18n, roll.lengthFt)} left</Trans>
            </span>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
            <div>
              <dt className="text-slate-600">
                <Trans>Reserved</Trans>
              </dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="roll-reserved">
                {formatFeet(i18n, reservedFt)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">
                <Trans>Available</Trans>
              </dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="roll-available">
                {formatFeet(i18n, availableFt)}
              </dd>
            </div>
          </dl>
          {projected !== null && (
            <p className="mt-1 text-sm font-medium text-amber-900">
              <Trans>
                With the entries waiting to sync below; the server has {formatFeet(i18n, roll.remainingFt)}{' '}
                until they reach it.
              </Trans>
            </p>
          )}
        </div>
        {roll.reservations.length > 0 && <RollHolds roll={roll} />}
        <section aria-labelledby="roll-count" className="flex flex-col gap-3">
          <h3 id="roll-count" className="text-lg font-semibold text-slate-900">
            <Trans>Count this roll</Trans>
          </h3>
          <CountForm roll={roll} />
        </section>
        <CutForm roll={roll} leftFt={left} />
        <TransferForm roll={roll} />
        <section aria-labelledby="roll-history" className="flex flex-col gap-3">
          <h3 id="roll-history" className="text-lg font-semibold text-slate-900">
            <Trans>History</Trans>
          </h3>
          <ol className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
            {pending.map((request) => (
              <li key={request.row.id} className="flex flex-col gap-1 bg-amber-50 p-3">
                <PendingLine request={request} />
              </li>
            ))}
            {roll.entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {i18n._(ENTRY_KIND_LABELS[entry.kind])}
                    {entry.kind === 'count' && entry.countedFt !== null && (
                      <> · {formatFeet(i18n, entry.countedFt)}</>
                    )}
                    {entry.kind === 'transfer' && entry.toHubId && (
                      <>
                        {' '}
                        <Trans>
                          from {hubNameIn(i18n, entry.hubId)} to {hubNameIn(i18n, entry.toHubId as HubId)}
                        </Trans>
                      </>
                    )}
                  </span>
                  <span
                    className={
                      entry.deltaFt < 0
                        ? 'font-semibold text-red-700 tabular-nums'
                        : 'text-slate-700 tabular-nums'
                    }
                  >
                    {entry.deltaFt > 0 ? '+' : ''}
                    {formatFeet(i18n, entry.deltaFt)} → {formatFeet(i18n, entry.remainingFt)}
                  </span>
                </div>
                <p className="text-sm text-slate-600">
                  <Trans>
                    {entry.actorName} ·{' '}
                    {i18n.date(entry.doneAt ?? entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Trans>
                  {entry.orderNumber && <> · {entry.orderNumber}</>}
                </p>
                {entry.reason && <p className="text-sm text-slate-800">{entry.reason}</p>}
              </li>
            ))}
          </ol>
          {roll.entries.length >= INVENTORY_LIMITS.entriesPerDocument && (
            <p className="text-sm text-slate-600">
              <Trans>Older entries are kept in the ledger on the server.</Trans>
            </p>
          )}
        </section>
      </div>
    </SheetContent>
  )
}

/** `leftFt`: the roll's length with the entries waiting on this device, which a new cut must fit in. */
function CutForm({ roll, leftFt }: { roll: RollDocument; leftFt: number }) {
  const { t, i18n } = useLingui()
  const [length, setLength] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const lengthFt = Number(length)
    if (!length || !Number.isFinite(lengthFt) || lengthFt <= 0)
      return setError(translateInventoryCode(i18n, 'lengthInvalid'))
    // The ledger's own rule, against the length with the waiting entries.
    const planned = planEntry(leftFt, { kind: 'cut', lengthFt })
    if (!planned.ok) return setError(translateInventoryCode(i18n, planned.code))
    if (!reason.trim()) return setError(translateInventoryCode(i18n, 'reasonRequired'))
    setError(undefined)
    await queueCut(roll.id, { id: crypto.randomUUID(), lengthFt, reason })
    setLength('')
    setReason('')
    toast({ title: t`Cut recorded`, description: t`It syncs as soon as there is a connection.` })
  }
  return (
    <section aria-labelledby="roll-cut" className="flex flex-col gap-3">
      <h3 id="roll-cut" className="text-lg font-semibold text-slate-900">
        <Trans>Cut from this roll</Trans>
      </h3>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2" noValidate>
        <FormField
          label={t`Length cut (ft)`}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          value={length}
          onChange={(event) => setLength(event.currentTarget.value)}
          error={error}
          className="sm:col-span-1"
        />
        <FormField
          label={t`For (job, order)`}
          value={reason}
          maxLength={INVENTORY_LIMITS.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Button type="submit" variant="outline" size="lg" className="sm:col-span-2">
          <Scissors aria-hidden />
          <Trans>Record cut</Trans>
        </Button>
      </form>
    </section>
  )
}

function TransferForm({ roll }: { roll: RollDocument }) {
  const { t, i18n } = useLingui()
  const others = HUBS.filter((hub) => hub.id !== roll.hubId)
  const [toHubId, setToHubId] = useState<HubId>(others[0]!.id)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await transferRoll(roll.id, { id: crypto.randomUUID(), toHubId, reason: '' })
      toast({ title: t`Roll moved to ${hubNameIn(i18n, toHubId)}` })
    } catch (error) {
      toast({ title: describeInventoryFailure(i18n, error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="roll-transfer" className="flex flex-col gap-3">
      <h3 id="roll-transfer" className="text-lg font-semibold text-slate-900">
        <Trans>Move to another hub</Trans>
      </h3>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2">
        <SelectBox
          label={t`Destination hub`}
          value={toHubId}
          onChange={(value) => setToHubId(value as HubId)}
        >
          {others.map((hub) => (
            <option key={hub.id} value={hub.id}>
              {hubNameIn(i18n, hub.id)}
            </option>
          ))}
        </SelectBox>
        <Button type="submit" variant="outline" size="lg" className="self-end" disabled={busy}>
          <Truck aria-hidden />
          <Trans>Transfer roll</Trans>
        </Button>
      </form>
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <Clock className="size-4" aria-hidden />
        <Trans>Needs a connection: the other hub must know at once.</Trans>
      </p>
    </section>
  )
}
