import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Check, Copy, GitCompareArrows, Undo2 } from 'lucide-react'
import { useId, useMemo, type ReactNode } from 'react'
import {
  openConflict,
  type ComparedField,
  type PlacedWindow,
  type WindowDifference,
  type WindowField,
} from '../../../domain/estimates/conflict-choice.ts'
import type { ConflictChoice, Estimate, EstimateWindow } from '../../../domain/estimates/estimate.ts'
import { filmLineOf } from '../../../domain/estimator/films.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { toast } from '../../ui/toast-store.ts'
import { useChooseVersion } from './api/choose-version.ts'
import {
  ACCESS_LABELS,
  FILM_TYPE_LABELS,
  GLASS_LABELS,
  ORIENTATION_LABELS,
  PANES_LABELS,
  STATUS_LABELS,
  WINDOW_TYPE_LABELS,
} from './labels.ts'

/*
 * Shown above an estimate that two devices changed at once: the sync merge kept one value of each
 * clash and filed the other version in the estimate's history. The person sees both side by side
 * (stacked on a phone) and chooses; the choice settles the entry on every device.
 */

/** One value of one version: its caption is on screen on a phone, where the columns stack. */
function Cell({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 sm:border-0 sm:p-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:sr-only">
        {caption}
      </p>
      {children}
    </div>
  )
}

/** A compared thing (a field, a window) with its value in this version and in the other. */
function Row({ label, current, other }: { label: ReactNode; current: ReactNode; other: ReactNode }) {
  const labelId = useId()
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="grid grid-cols-1 gap-2 px-3 py-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-4 sm:px-4"
    >
      <p id={labelId} className="text-sm font-semibold break-words text-slate-900">
        {label}
      </p>
      <Cell caption={<Trans>This version</Trans>}>{current}</Cell>
      <Cell caption={<Trans>The other version</Trans>}>{other}</Cell>
    </div>
  )
}

const Missing = ({ children }: { children: ReactNode }) => <p className="text-slate-600 italic">{children}</p>

/** A value that differs from the other version's: marked, so the eye finds it in a window's details. */
const Changed = ({ on, children }: { on: boolean; children: ReactNode }) => (
  <span className={cn(on && 'rounded bg-amber-100 px-1 font-semibold text-slate-900')}>{children}</span>
)

function useFieldText() {
  const { i18n, t } = useLingui()
  const labels: Record<ComparedField, string> = {
    name: t`Estimate name`,
    customer: t`Customer`,
    address: t`Address`,
    notes: t`Notes`,
    status: t`Status`,
  }
  const value = (field: ComparedField, text: string): ReactNode => {
    if (field === 'status') return i18n._(STATUS_LABELS[text as Estimate['status']])
    if (text.trim() === '')
      return (
        <Missing>
          <Trans>Empty</Trans>
        </Missing>
      )
    return <p className="break-words whitespace-pre-wrap">{text}</p>
  }
  return { labels, value }
}

const PhotoCount = ({ count }: { count: number }) => <Plural value={count} one="# photo" other="# photos" />

/** The window fields shown in their own lines below a window's size and film, when they differ. */
const DETAIL_FIELDS = [
  'windowType',
  'orientation',
  'panes',
  'glass',
  'glassThickness',
  'unitAgeYears',
  'access',
  'removeOldFilm',
  'readings',
  'photos',
] as const satisfies readonly WindowField[]
type DetailField = (typeof DETAIL_FIELDS)[number]

function WindowDetails({ placed, differing }: { placed: PlacedWindow; differing: readonly WindowField[] }) {
  const { i18n, t } = useLingui()
  const { window, number } = placed
  const length = (value: number) => formatLength(value, window.unit, i18n.locale)
  const size = `${length(window.width)} × ${length(window.height)}`
  const differs = (...fields: WindowField[]) => fields.some((field) => differing.includes(field))
  const details: Record<DetailField, [string, (window: EstimateWindow) => ReactNode]> = {
    windowType: [t`Window type`, (w) => i18n._(WINDOW_TYPE_LABELS[w.windowType])],
    orientation: [t`Facing`, (w) => i18n._(ORIENTATION_LABELS[w.orientation])],
    panes: [t`Glazing`, (w) => i18n._(PANES_LABELS[w.panes])],
    glass: [t`Glass`, (w) => i18n._(GLASS_LABELS[w.glass])],
    glassThickness: [t`Glass thickness`, (w) => formatLength(w.glassThickness, 'inches', i18n.locale)],
    unitAgeYears: [t`Age of the unit (years)`, (w) => w.unitAgeYears ?? t`Unknown`],
    access: [t`Access`, (w) => i18n._(ACCESS_LABELS[w.access])],
    removeOldFilm: [t`Old film to remove`, (w) => (w.removeOldFilm ? t`Yes` : t`No`)],
    readings: [
      t`Measure at three points`,
      (w) =>
        w.readings
          ? `${w.readings.widths.map(length).join(' / ')} × ${w.readings.heights.map(length).join(' / ')}`
          : t`No`,
    ],
    photos: [t`Photos`, (w) => <PhotoCount count={w.photos.length} />],
  }
  return (
    <div className="flex flex-col gap-0.5">
      {/* The row is named after the window already: its label is repeated only when the versions differ on it. */}
      {differs('label') && (
        <p className="break-words">
          <Changed on>{window.label || t`Window ${number}`}</Changed>
        </p>
      )}
      <p className="tabular-nums">
        <Changed on={differs('width', 'height', 'unit', 'quantity')}>
          {window.quantity > 1 ? t`${window.quantity} × ${size}` : size}
        </Changed>
      </p>
      <p>
        <Changed on={differs('filmType', 'filmGrade')}>
          {i18n._(FILM_TYPE_LABELS[window.filmType])} · {filmLineOf(window).name}
        </Changed>
      </p>
      {DETAIL_FIELDS.filter((field) => differs(field)).map((field) => {
        const [label, show] = details[field]
        return (
          <p key={field}>
            <span className="text-slate-600">{label}</span> <Changed on>{show(window)}</Changed>
          </p>
        )
      })}
    </div>
  )
}

function WindowRowOf({ difference }: { difference: WindowDifference }) {
  const { t } = useLingui()
  const { current, other, fields } = difference
  const shown = current ?? other!
  const name = shown.window.label || t`Window ${shown.number}`
  return (
    <Row
      label={name}
      current={
        current ? (
          <WindowDetails placed={current} differing={fields} />
        ) : (
          <Missing>
            <Trans>Not in this version</Trans>
          </Missing>
        )
      }
      other={
        other ? (
          <WindowDetails placed={other} differing={fields} />
        ) : (
          <Missing>
            <Trans>Not in the other version</Trans>
          </Missing>
        )
      }
    />
  )
}

/** Says when an estimate holds a conflict nobody has settled, shows both versions and offers the choices. */
export function ConflictBanner({ estimate, onDelete }: { estimate: Estimate; onDelete: () => void }) {
  const { t } = useLingui()
  const headingId = useId()
  const open = useMemo(() => openConflict(estimate), [estimate])
  const choose = useChooseVersion()
  const field = useFieldText()
  if (!open) return null
  const { entry, differences } = open
  const settle = async (choice: ConflictChoice) => {
    const saved = await choose({
      estimateId: estimate.id,
      entry,
      choice,
      otherLabel: (label) => t`${label} (other version)`,
    })
    if (!saved) {
      toast({
        title: t`That choice would make the estimate invalid: nothing was changed.`,
        variant: 'destructive',
      })
      return
    }
    const done: Record<ConflictChoice, string> = {
      kept: t`Kept this version`,
      other: t`Now using the other version`,
      both: t`Kept the windows of both versions`,
    }
    toast({ title: done[choice], variant: 'success' })
  }
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6 print:hidden"
    >
      <div className="flex items-start gap-3">
        <GitCompareArrows className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Trans>Another device changed this estimate at the same time</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {differences.deleted ? (
              <Trans>
                On the other device it was deleted. This version is still here; keep it or delete it.
              </Trans>
            ) : (
              <Trans>
                Both versions are saved. The estimate shows this version until you choose; here is what
                differs.
              </Trans>
            )}
          </p>
        </div>
      </div>

      {!differences.deleted && (
        <div className="mt-4 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-amber-50 sm:bg-white">
          <div
            aria-hidden
            className="hidden grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,1fr)] gap-4 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid"
          >
            <span />
            <span>
              <Trans>This version</Trans>
            </span>
            <span>
              <Trans>The other version</Trans>
            </span>
          </div>
          {differences.fields.map((difference) => (
            <Row
              key={difference.field}
              label={field.labels[difference.field]}
              current={field.value(difference.field, difference.current)}
              other={field.value(difference.field, difference.other)}
            />
          ))}
          {differences.windows.length > 0 && (
            <h3 className="bg-amber-50 px-3 py-2 text-sm font-semibold text-slate-900 sm:px-4">
              <Trans>Windows</Trans>
            </h3>
          )}
          {differences.windows.map((difference) => (
            <WindowRowOf key={difference.id} difference={difference} />
          ))}
        </div>
      )}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => void settle('kept')}>
          <Check aria-hidden />
          <Trans>Keep this version</Trans>
        </Button>
        {differences.deleted ? (
          <Button variant="outline" className="text-red-700" onClick={onDelete}>
            <Trans>Delete the estimate</Trans>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void settle('other')}>
            <Undo2 aria-hidden />
            <Trans>Use the other version</Trans>
          </Button>
        )}
        {/* Only when the other version has windows to add: otherwise it would be "Keep this version". */}
        {!differences.deleted && differences.windows.some((difference) => difference.other) && (
          <Button variant="outline" onClick={() => void settle('both')}>
            <Copy aria-hidden />
            <Trans>Keep both windows</Trans>
          </Button>
        )}
      </div>
    </section>
  )
}
