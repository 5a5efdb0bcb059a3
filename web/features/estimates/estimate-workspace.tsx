import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { CheckCircle2, ClipboardList, FileText, Plus, Ruler, Send } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react'
import {
  ESTIMATE_LIMITS,
  HAND_SET_STATUSES,
  UNQUOTED_STATUSES,
  type Estimate,
  type EstimateStatus,
} from '../../../domain/estimates/estimate.ts'
import { missingForReady, type MissingItem } from '../../../domain/estimator/completeness.ts'
import { computeEstimate } from '../../../domain/estimator/compute.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { SAFETY_FLAG_MESSAGES } from './estimator-messages.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { inputClass } from '../../ui/input.tsx'
import { toast, UNDO_TOAST_MS } from '../../ui/toast-store.ts'
import {
  addWindow,
  duplicateWindow,
  patchEstimate,
  patchWindow,
  removeWindow,
  restorePhoto,
  restoreWindow,
  type EstimateUpdate,
} from './api/save-estimate.ts'
import { SelectField } from '../../ui/choice-fields.tsx'
import { SyncedRecordState } from '../../app/sync/record-state-line.tsx'
import { SavedField } from './fields.tsx'
import { STATUS_LABELS } from './labels.ts'
import { CrewSheet } from './crew-sheet.tsx'
import { QuoteView } from './quote-view.tsx'
import { useTyping } from '../../ui/use-typing.ts'
import { InstallSuggestion } from '../../app/install/install-app.tsx'
import { ResultsPanel } from './results-panel.tsx'
import { WindowRow } from './window-row.tsx'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'

/** Where the estimate lives: the user's synced estimates, this device only (visitors), or a sample. */
export type EstimateMode = 'synced' | 'local' | 'sample'

const MISSING_MESSAGES: Record<Exclude<MissingItem['code'], 'windowLabel'>, MessageDescriptor> = {
  customer: msg`the customer’s name`,
  address: msg`the address`,
  windows: msg`at least one window`,
}

function Card({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  )
}

function NotesField({ value, onSave }: { value: string; onSave: (value: string) => void }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        <Trans>Notes</Trans>
      </label>
      <textarea
        key={value}
        id={id}
        defaultValue={value}
        maxLength={ESTIMATE_LIMITS.notes}
        rows={3}
        className={`${inputClass} h-auto py-2`}
        onBlur={(event) => {
          if (event.currentTarget.value !== value) onSave(event.currentTarget.value)
        }}
      />
    </div>
  )
}

/** The status, and the completeness check that guards "ready". */

function StatusControl({
  estimate,
  apply,
  quoted,
}: {
  estimate: Estimate
  apply: (update: EstimateUpdate) => void
  /** Sent and accepted come from the estimate's quotes (the server moves them): not set by hand. */
  quoted: boolean
}) {
  const { i18n, t } = useLingui()
  const [missing, setMissing] = useState<MissingItem[]>([])
  const describe = (item: MissingItem) =>
    item.code === 'windowLabel' ? t`a label for window ${item.number}` : i18n._(MISSING_MESSAGES[item.code])
  const markReady = () => {
    const found = missingForReady(estimate)
    setMissing(found)
    if (found.length === 0) apply(patchEstimate({ status: 'ready' }))
  }
  const byHand: readonly EstimateStatus[] = quoted ? HAND_SET_STATUSES : UNQUOTED_STATUSES
  if (!byHand.includes(estimate.status)) {
    const status = i18n._(STATUS_LABELS[estimate.status])
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          Status: <strong className="text-slate-900">{status}</strong>, from its quotes (Send & sign)
        </Trans>
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t`Status`}
          value={estimate.status}
          options={byHand.map((status) => ({
            value: status,
            label: i18n._(STATUS_LABELS[status]),
          }))}
          onChange={(status) => (status === 'ready' ? markReady() : apply(patchEstimate({ status })))}
        />
        {estimate.status === 'draft' && (
          <Button variant="secondary" onClick={markReady}>
            <CheckCircle2 aria-hidden />
            <Trans>Check and mark ready</Trans>
          </Button>
        )}
      </div>
      {missing.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">
            <Trans>Before it is ready, this estimate needs:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((item) => (
              <li key={item.code === 'windowLabel' ? item.windowId : item.code}>{describe(item)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

/** The customer's quote, its numbered versions to send and sign, and the crew's sheet are views of the same measured windows. */
type EstimateView = 'measure' | 'quote' | 'send' | 'crew'

export function EstimateWorkspace({
  estimate,
  apply,
  mode,
  actions,
  quotes,
}: {
  estimate: Estimate
  apply: (update: EstimateUpdate) => void
  mode: EstimateMode
  /** Extra buttons beside the tabs (delete, sign-in offer…). */
  actions?: ReactNode
  /** The quote versions to send and sign (web/features/quotes, composed by the route): saved estimates only. */
  quotes?: (estimate: Estimate) => ReactNode
}) {
  const { i18n, t } = useLingui()
  const [view, setView] = useState<EstimateView>('measure')
  const sendView = quotes !== undefined && mode === 'synced'
  const typing = useTyping()
  // Computed from a deferred copy, so typing never waits for a large estimate's roll plans.
  const deferred = useDeferredValue(estimate)
  const sheet = usePricingSheet()
  const result = useMemo(() => computeEstimate(deferred, { sheet }), [deferred, sheet])
  const tab = (name: EstimateView, icon: ReactNode, label: ReactNode) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === name}
      onClick={() => setView(name)}
      className={cn(
        // On a phone the tabs share the width and a long label wraps (Russian "Предложение" pushed the
        // third tab off the screen); the icons come back where there is room.
        'inline-flex min-h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-md px-2 text-center text-sm leading-tight font-semibold focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none sm:flex-none sm:px-4 [&_svg]:hidden sm:[&_svg]:block',
        view === name ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
      )}
    >
      {icon}
      {label}
    </button>
  )
  return (
    <div className="flex flex-col gap-6">
      {/* A saved estimate with measured windows is field work worth having at hand with no signal. */}
      {mode === 'synced' && estimate.windows.length > 0 && <InstallSuggestion />}
      {mode === 'synced' && (
        <SyncedRecordState collection="estimates" doc={estimate} className="print:hidden" />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div
          role="tablist"
          aria-label={t`Estimate views`}
          className={cn(
            'grid w-full rounded-lg bg-slate-100 p-1 sm:inline-flex sm:w-auto',
            // Four tabs side by side cut a long word on a phone ("Предложение"): two rows of two.
            sendView ? 'grid-cols-2' : 'grid-cols-3',
          )}
        >
          {tab('measure', <Ruler className="size-4" aria-hidden />, <Trans>Measure</Trans>)}
          {tab('quote', <FileText className="size-4" aria-hidden />, <Trans>Quote</Trans>)}
          {sendView && tab('send', <Send className="size-4" aria-hidden />, <Trans>Send & sign</Trans>)}
          {tab('crew', <ClipboardList className="size-4" aria-hidden />, <Trans>Crew sheet</Trans>)}
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>

      {view !== 'measure' && estimate.windows.length === 0 ? (
        // A quote or crew sheet of nothing would read as a $0 job.
        <section className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Nothing to quote yet</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>The quote and the crew sheet are made from the measured windows.</Trans>
          </p>
          <Button variant="outline" onClick={() => setView('measure')}>
            <Ruler className="size-4" aria-hidden />
            <Trans>Measure windows</Trans>
          </Button>
        </section>
      ) : view === 'quote' ? (
        <QuoteView estimate={estimate} result={result} />
      ) : view === 'send' && quotes ? (
        quotes(estimate)
      ) : view === 'crew' ? (
        <CrewSheet estimate={estimate} result={result} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <Card title={<Trans>Estimate details</Trans>}>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <SavedField
                  label={t`Estimate name`}
                  value={estimate.name}
                  maxLength={ESTIMATE_LIMITS.name}
                  validate={(name) => (name.trim() === '' ? t`A name is required` : undefined)}
                  onSave={(name) => apply(patchEstimate({ name }))}
                />
                <SavedField
                  label={t`Customer`}
                  value={estimate.customer}
                  maxLength={ESTIMATE_LIMITS.customer}
                  autoComplete="off"
                  onSave={(customer) => apply(patchEstimate({ customer }))}
                />
                <SavedField
                  label={t`Address`}
                  value={estimate.address}
                  maxLength={ESTIMATE_LIMITS.address}
                  className="sm:col-span-2"
                  autoComplete="off"
                  onSave={(address) => apply(patchEstimate({ address }))}
                />
                <NotesField value={estimate.notes} onSave={(notes) => apply(patchEstimate({ notes }))} />
                {mode !== 'sample' && (
                  <div className="sm:col-span-2">
                    <StatusControl estimate={estimate} apply={apply} quoted={sendView} />
                  </div>
                )}
              </div>
            </Card>

            <Card title={<Trans>Windows</Trans>}>
              {estimate.windows.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
                  <Trans>No windows yet. Add the first one and measure it.</Trans>
                </p>
              ) : (
                <ol className="flex flex-col gap-4">
                  {estimate.windows.map((window, index) => (
                    <WindowRow
                      key={window.id}
                      window={window}
                      number={index + 1}
                      warnings={(result.safety[window.id] ?? []).map((flag) =>
                        i18n._(SAFETY_FLAG_MESSAGES[flag.code]),
                      )}
                      seamed={result.plans
                        .flatMap(({ plan }) => plan.seamed)
                        .find((seamed) => seamed.pieceId === window.id)}
                      photosAllowed={mode === 'synced'}
                      onChange={(patch) => apply(patchWindow(window.id, patch))}
                      onRestorePhoto={(photo, at) => apply(restorePhoto(window.id, photo, at))}
                      onDuplicate={() =>
                        apply(
                          duplicateWindow(window.id, (label) =>
                            t`${label} (copy)`.slice(0, ESTIMATE_LIMITS.windowLabel),
                          ),
                        )
                      }
                      onRemove={() => {
                        // One tap removes a measured window with its photos: the toast offers it back.
                        const name = window.label || t`Window ${index + 1}`
                        apply(removeWindow(window.id))
                        toast({
                          title: t`${name} removed`,
                          action: { label: t`Undo`, onClick: () => apply(restoreWindow(window, index)) },
                          duration: UNDO_TOAST_MS,
                        })
                      }}
                    />
                  ))}
                </ol>
              )}
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => apply(addWindow())}
                disabled={estimate.windows.length >= ESTIMATE_LIMITS.windows}
              >
                <Plus aria-hidden />
                <Trans>Add window</Trans>
              </Button>
            </Card>
          </div>
          <div id="estimate-results" className="scroll-mt-24">
            <ResultsPanel result={result} stale={deferred !== estimate} />
          </div>
          {/* On a phone the results sit below every window: the total stays in sight meanwhile, except
              while a field is typed into, which it would cover. */}
          <a
            href="#estimate-results"
            hidden={typing}
            className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl bg-brand-900 px-4 py-3 text-white shadow-lg focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none lg:hidden print:hidden"
          >
            <span className="text-sm">
              <Plural value={result.price.totalWindows} one="# window" other="# windows" /> ·{' '}
              <strong className="tabular-nums">{formatMoney(result.price.totalCents, i18n.locale)}</strong>
            </span>
            <span className="text-sm font-semibold text-accent-300">
              <Trans>See the breakdown</Trans>
            </span>
          </a>
        </div>
      )}
    </div>
  )
}
