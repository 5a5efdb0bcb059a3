import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import type { RollDocument } from '../../../domain/inventory/roll.ts'
import { Button } from '../../ui/button.tsx'
import type { PendingRequest } from './commands.ts'
import { CountForm } from './count-form.tsx'
import { PendingLine } from './pending-line.tsx'
import { hubNameIn } from '../../ui/hub-names.ts'

/** A cycle count that walks the shown rolls one by one: measure, enter, next. */
export function CountMode({
  rolls,
  pendingOf,
  onClose,
}: {
  rolls: readonly RollDocument[]
  pendingOf: (rollId: string) => PendingRequest[]
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const [index, setIndex] = useState(0)
  const roll = rolls[Math.min(index, rolls.length - 1)]
  if (!roll) return null
  const position = Math.min(index, rolls.length - 1) + 1
  const last = position === rolls.length
  const next = () => (last ? onClose() : setIndex(position))
  return (
    <section aria-labelledby="count-mode-heading" className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="count-mode-heading" className="text-xl font-semibold text-slate-900">
          <Trans>
            Cycle count: roll {position} of {rolls.length}
          </Trans>
        </h2>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Finish</Trans>
        </Button>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <p className="text-lg font-semibold text-slate-900">{roll.productName}</p>
          <p className="text-slate-700">
            <Trans>
              {roll.sku} · {roll.widthIn}″ · lot {roll.lot} · {hubNameIn(i18n, roll.hubId)}
            </Trans>
          </p>
        </div>
        {pendingOf(roll.id).map((request) => (
          <PendingLine key={request.row.id} request={request} />
        ))}
        <CountForm
          key={roll.id}
          roll={roll}
          onDone={next}
          submitLabel={last ? t`Save count and finish` : t`Save count and next roll`}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="outline"
            size="lg"
            disabled={position === 1}
            onClick={() => setIndex(position - 2)}
          >
            <ChevronLeft aria-hidden />
            <Trans>Previous</Trans>
          </Button>
          <Button variant="outline" size="lg" onClick={next}>
            <Trans>Skip</Trans>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  )
}
