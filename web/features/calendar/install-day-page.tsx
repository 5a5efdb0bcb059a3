import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, CloudOff, HardHat, MapPin, RefreshCw } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { CalendarEvent, EventStatus } from '../../../domain/calendar/event.ts'
import type { EstimateWindow } from '../../../domain/estimates/estimate.ts'
import {
  CHECKLIST_ITEMS,
  INSTALL_DAY_LIMITS,
  signoffHash,
  type ChecklistItem,
  type InstallDay,
} from '../../../domain/quotes/install-day.ts'
import { readInstallation } from '../../../domain/quotes/installation.ts'
import { changeOrderHash } from '../../../domain/quotes/invoice.ts'
import { useOnline } from '../../app/connectivity.ts'
import { PhotoStrip } from '../../app/photos/photo-strip.tsx'
import { StoredPhotos } from '../../app/photos/stored-photos.tsx'
import { useSyncDatabase } from '../../app/sync/sync-provider.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useTimeRange } from './event-card.tsx'
import { CustomerSignature } from './install-day-signature.tsx'
import { EVENT_STATUS_LABELS, translateCalendarCode } from './labels.ts'
import { useEventTitle } from './proposal.tsx'
import { useUpdateInstallDay } from './save-event.ts'
import { useEvent } from './use-events.ts'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/*
 * The install day of an accepted quote's installation, on the crew's phone (decision 027): the crew
 * sheet, photos of the glass before the work, the checklist, the film and hours used, photos after,
 * change orders the customer signs, and the customer's sign-off. Every change is written to the event
 * on this device at once, so it survives a closed browser with no signal, and the replication brings
 * it to the server; the customer's sign-off there closes the job (the final invoice and the warranty
 * certificate are mailed to them).
 */

const CHECKLIST_LABELS: Record<ChecklistItem, MessageDescriptor> = {
  existingDamageShown: msg`Existing damage shown to the customer and photographed`,
  glassCleaned: msg`Glass and frames cleaned`,
  filmApplied: msg`Film applied on every window of the sheet`,
  edgesSealed: msg`Edges trimmed and sealed`,
  bubblesChecked: msg`Checked from 6 ft for bubbles, dust and gaps`,
  siteCleaned: msg`Work area cleaned, old film taken away`,
  careExplained: msg`Cure time and cleaning explained to the customer`,
}

function Card({ title, children, id }: { title: ReactNode; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Whether this device's latest change reached the server: what the crew may rely on before leaving. */
function SyncLine({ event }: { event: CalendarEvent }) {
  const online = useOnline()
  if (event.confirmed)
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        <Trans>Synced with the office</Trans>
      </p>
    )
  return (
    <p className="flex items-center gap-2 text-sm text-amber-900" role="status">
      {online ? (
        <RefreshCw className="size-4 shrink-0" aria-hidden />
      ) : (
        <CloudOff className="size-4 shrink-0" aria-hidden />
      )}
      {online ? (
        <Trans>Saved on this device, syncing…</Trans>
      ) : (
        <Trans>Offline: saved on this device. It syncs when the connection is back.</Trans>
      )}
    </p>
  )
}

/** Feet to one decimal, as the roll plans give them; null for anything else. */
function feetOf(text: string): number | null {
  const value = Number(text.replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= INSTALL_DAY_LIMITS.feet
    ? Math.round(value * 10) / 10
    : null
}

function FilmAndHours({
  day,
  plannedHours,
  locked,
  onChange,
}: {
  day: InstallDay
  plannedHours: number | null
  locked: boolean
  onChange: (patch: Partial<InstallDay>) => void
}) {
  const { t } = useLingui()
  const { number } = useFormats()
  const used = new Map((day.cuts.length > 0 ? day.cuts : day.film).map(({ sku, feet }) => [sku, feet]))
  const [drafts, setDrafts] = useState<Record<string, string>>({})
  const hoursDraft = drafts['hours'] ?? (day.crewHours === null ? '' : String(day.crewHours))
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {day.film.map(({ sku, feet }) => {
        const planned = number(feet)
        return (
          <FormField
            key={sku}
            label={t`Feet of ${sku} used`}
            hint={t`Planned: ${planned} ft`}
            inputMode="decimal"
            disabled={locked}
            value={drafts[sku] ?? String(used.get(sku) ?? feet)}
            onChange={(event) => setDrafts({ ...drafts, [sku]: event.currentTarget.value })}
            onBlur={() => {
              const value = feetOf(drafts[sku] ?? '')
              if (value === null) return setDrafts({ ...drafts, [sku]: String(used.get(sku) ?? feet) })
              onChange({
                cuts: day.film.map((film) => ({
                  sku: film.sku,
                  feet: film.sku === sku ? value : (used.get(film.sku) ?? film.feet),
                })),
              })
            }}
          />
        )
      })}
      <FormField
        label={t`Person-hours worked`}
        hint={plannedHours === null ? undefined : t`Planned: ${number(plannedHours, 2)} h`}
        inputMode="decimal"
        disabled={locked}
        value={hoursDraft}
        onChange={(event) => setDrafts({ ...drafts, hours: event.currentTarget.value })}
        onBlur={() => {
          const value = Number((drafts['hours'] ?? '').replace(',', '.'))
          const valid = Number.isFinite(value) && value >= 0 && value <= INSTALL_DAY_LIMITS.crewHours
          if (drafts['hours'] === undefined) return
          if (drafts['hours'].trim() === '') onChange({ crewHours: null })
          else if (valid) onChange({ crewHours: Math.round(value * 10) / 10 })
          setDrafts(({ hours: _, ...rest }) => rest)
        }}
      />
    </div>
  )
}

function ChangeOrders({
  day,
  locked,
  onAdd,
}: {
  day: InstallDay
  locked: boolean
  onAdd: (order: InstallDay['changeOrders'][number]) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const { money } = useFormats()
  const db = useSyncDatabase()
  const [open, setOpen] = useState(false)
  const [description, setDescription] = useState('')
  const [amount, setAmount] = useState('')
  const [credit, setCredit] = useState(false)
  const cents = Math.round(Number(amount.replace(',', '.')) * 100) * (credit ? -1 : 1)
  const valid =
    description.trim() !== '' &&
    Number.isFinite(cents) &&
    cents !== 0 &&
    Math.abs(cents) <= INSTALL_DAY_LIMITS.changeOrderCents
  const order = { id: '', description: description.trim(), amountCents: cents }
  return (
    <div className="flex flex-col gap-3">
      {day.changeOrders.length === 0 ? (
        <p className="text-sm text-slate-600">
          {locked ? (
            <Trans>No change orders: the job was done as quoted.</Trans>
          ) : (
            <Trans>No change to the quote. Add one when the customer asks for more work, or for less.</Trans>
          )}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
          {day.changeOrders.map((each) => {
            const signedAt = new Intl.DateTimeFormat(formatLocale(i18n.locale), {
              timeStyle: 'short',
            }).format(new Date(each.signedAt))
            return (
              <li key={each.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm">
                <span className="min-w-0 break-words text-slate-900">{each.description}</span>
                <span className="font-semibold tabular-nums">
                  {each.amountCents < 0 ? `−${money(-each.amountCents)}` : `+${money(each.amountCents)}`}
                </span>
                <span className="w-full text-xs text-slate-600">
                  <Trans>
                    Signed by {each.name} at {signedAt}
                  </Trans>
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {!locked && !open && day.changeOrders.length < INSTALL_DAY_LIMITS.changeOrders && (
        <Button type="button" variant="outline" className="self-start" onClick={() => setOpen(true)}>
          <Trans>Add a change order</Trans>
        </Button>
      )}
      {!locked && open && db && (
        <div className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3">
          <FormField
            label={t`What changes`}
            value={description}
            maxLength={INSTALL_DAY_LIMITS.description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <div className="flex flex-wrap items-end gap-3">
            <FormField
              label={t`Amount before tax ($)`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={credit}
                onChange={(event) => setCredit(event.currentTarget.checked)}
              />
              <Trans>A credit (less work)</Trans>
            </label>
          </div>
          {valid ? (
            <CustomerSignature
              db={db}
              action={t`Customer signs the change order`}
              hashOf={() => changeOrderHash(day.quoteHash, { ...order, id: nextOrderId(day) })}
              onSigned={async (signature) => {
                await onAdd({ ...order, id: nextOrderId(day), ...signature })
                setOpen(false)
                setDescription('')
                setAmount('')
                setCredit(false)
              }}
            >
              <p className="text-sm text-slate-800">
                <Trans>
                  The customer agrees to change the quote by{' '}
                  {cents < 0 ? `−${money(-cents)}` : `+${money(cents)}`} before tax: {order.description}
                </Trans>
              </p>
            </CustomerSignature>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>
                Describe the change and give it an amount other than zero, up to $50,000 either way
              </Trans>
            </p>
          )}
          <Button type="button" variant="ghost" className="self-start" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </div>
  )
}

/** The photos before or after the work: taken on the phone while the day is open, shown as kept once signed. */
function DayPhotos({
  field,
  day,
  locked,
  heading,
  subject,
  write,
}: {
  field: 'beforePhotoIds' | 'afterPhotoIds'
  day: InstallDay
  locked: boolean
  heading: string
  subject: string
  write: (change: (stored: InstallDay) => Partial<InstallDay>) => Promise<void>
}) {
  if (locked)
    return day[field].length > 0 ? (
      <div className="mt-4">
        <p className="mb-2 text-sm font-semibold text-slate-800">{heading}</p>
        <StoredPhotos ids={day[field]} label={heading} />
      </div>
    ) : (
      <p className="text-sm">
        <Plural value={0} one="# photo" other="# photos" />
      </p>
    )
  return (
    <PhotoStrip
      photos={day[field]}
      limit={INSTALL_DAY_LIMITS.photos}
      heading={heading}
      subject={subject}
      onChange={(photos) => void write(() => ({ [field]: photos }))}
      onRestore={(photo, index) =>
        void write((stored) => ({ [field]: stored[field].toSpliced(index, 0, photo) }))
      }
    />
  )
}

const nextOrderId = (day: InstallDay) => `co-${day.changeOrders.length + 1}`

export function InstallDayPage({
  eventId,
  crewSheet,
  offline,
}: {
  eventId: string
  /** The crew sheet of the windows the quote sold (the estimator's, composed by the route). */
  crewSheet: (windows: readonly EstimateWindow[]) => ReactNode
  /** "Make available offline" and its badge (web/features/offline-ready, composed by the route). */
  offline?: (event: CalendarEvent) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const { money, number } = useFormats()
  const event = useEvent(eventId)
  const update = useUpdateInstallDay(eventId)
  const title = useEventTitle()
  const timeRange = useTimeRange()
  const db = useSyncDatabase()

  if (event === null)
    return (
      <p className="mx-auto max-w-3xl px-4 py-10 text-slate-600" role="status">
        <Trans>Opening the installation on this device…</Trans>
      </p>
    )
  if (event === undefined || !event.installDay)
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-4 py-10">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>No install day here</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            This installation is not on this device, or it was not booked from an accepted quote. Open the
            calendar to find it.
          </Trans>
        </p>
        <Button asChild variant="outline">
          <Link to="/calendar">
            <Trans>Open the calendar</Trans>
          </Link>
        </Button>
      </div>
    )

  const day = event.installDay
  const locked = day.signoff !== null
  const labor = readInstallation(event).labor

  /** Writes a change of the install day, computed from the day as stored when it is written. */
  async function write(change: (stored: InstallDay) => Partial<InstallDay>, status?: EventStatus) {
    const refused = await update(change, status)
    if (refused) toast({ title: translateCalendarCode(i18n, refused.code), variant: 'destructive' })
  }

  const missing = [
    ...CHECKLIST_ITEMS.filter((item) => !day.checklist.includes(item)).map((item) =>
      i18n._(CHECKLIST_LABELS[item]),
    ),
    ...(day.afterPhotoIds.length === 0 ? [t`At least one photo after the work`] : []),
  ]
  const changesCents = day.changeOrders.reduce((sum, order) => sum + order.amountCents, 0)
  const when = `${i18n.date(new Date(event.start), { weekday: 'long', month: 'long', day: 'numeric' })} · ${timeRange(event)}`

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <HardHat className="size-4" aria-hidden />
          <Trans>Install day</Trans> · {i18n._(EVENT_STATUS_LABELS[event.status])}
        </p>
        <h1 className="text-2xl font-semibold break-words text-slate-900">{title(event)}</h1>
        {event.link && <p className="text-lg text-slate-800">{event.link.title}</p>}
        {event.address && (
          <p className="flex items-start gap-2 text-slate-700">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            {event.address}
          </p>
        )}
        <p className="text-slate-700">{when}</p>
        <SyncLine event={event} />
        {event.status === 'scheduled' && !locked && (
          <Button type="button" className="self-start" onClick={() => void write(() => ({}), 'inProgress')}>
            <Trans>Start the job</Trans>
          </Button>
        )}
        {event.status === 'proposed' && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
            <Trans>A team lead has not confirmed this installation yet.</Trans>
          </p>
        )}
      </header>

      {offline?.(event)}

      <details className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <summary className="cursor-pointer text-lg font-semibold text-slate-900">
          <Trans>Crew sheet</Trans>
        </summary>
        <div className="mt-4 flex flex-col gap-4">
          {labor && (
            <p className="text-sm text-slate-700">
              <Trans>
                Crew of {labor.crew} · {number(labor.personHours, 2)} person-hours planned
              </Trans>
            </p>
          )}
          <ul className="flex flex-wrap gap-2 text-sm" aria-label={t`Film planned`}>
            {day.film.map(({ sku, feet }) => {
              const planned = number(feet)
              return (
                <li key={sku} className="rounded-md bg-slate-100 px-2 py-1 tabular-nums">
                  <Trans>
                    {sku}: {planned} ft
                  </Trans>
                </li>
              )
            })}
          </ul>
          {crewSheet(day.windows)}
        </div>
      </details>

      <Card id="install-before" title={<Trans>Before the work</Trans>}>
        <p className="text-sm text-slate-600">
          <Trans>Photograph scratches, chips, failed seals or old film before touching the glass.</Trans>
        </p>
        <DayPhotos
          field="beforePhotoIds"
          day={day}
          locked={locked}
          heading={t`Photos before`}
          subject={t`the glass before the work`}
          write={write}
        />
      </Card>

      <Card id="install-checklist" title={<Trans>Checklist</Trans>}>
        <fieldset disabled={locked} className="flex flex-col gap-2">
          <legend className="sr-only">
            <Trans>Checklist</Trans>
          </legend>
          {CHECKLIST_ITEMS.map((item) => (
            <label key={item} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={day.checklist.includes(item)}
                onChange={(change) => {
                  const ticked = change.currentTarget.checked
                  void write((stored) => ({
                    checklist: CHECKLIST_ITEMS.filter((each) =>
                      each === item ? ticked : stored.checklist.includes(each),
                    ),
                  }))
                }}
              />
              {i18n._(CHECKLIST_LABELS[item])}
            </label>
          ))}
        </fieldset>
      </Card>

      <Card id="install-film" title={<Trans>Film and hours used</Trans>}>
        <p className="text-sm text-slate-600">
          <Trans>
            What you enter here is cut from the rolls held for this job when the customer signs off.
          </Trans>
        </p>
        <FilmAndHours
          day={day}
          plannedHours={labor?.personHours ?? null}
          locked={locked}
          onChange={(patch) => void write(() => patch)}
        />
      </Card>

      <Card id="install-after" title={<Trans>After the work</Trans>}>
        <DayPhotos
          field="afterPhotoIds"
          day={day}
          locked={locked}
          heading={t`Photos after`}
          subject={t`the finished windows`}
          write={write}
        />
      </Card>

      <Card id="install-changes" title={<Trans>Change orders</Trans>}>
        <ChangeOrders
          day={day}
          locked={locked}
          onAdd={(order) => write((stored) => ({ changeOrders: [...stored.changeOrders, order] }))}
        />
      </Card>

      <Card id="install-signoff" title={<Trans>Customer sign-off</Trans>}>
        {day.signoff ? (
          <div className="flex flex-col gap-2 rounded-lg bg-emerald-50 p-4 text-emerald-950" role="status">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-5" aria-hidden />
              <Trans>
                Signed off by {day.signoff.name} on{' '}
                {new Intl.DateTimeFormat(formatLocale(i18n.locale), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(day.signoff.signedAt))}
              </Trans>
            </p>
            <p className="text-sm">
              {event.confirmed ? (
                <Trans>
                  The office has it: the film used is cut from the held rolls, and the customer is emailed the
                  final invoice, the warranty certificate and a request for a review.
                </Trans>
              ) : (
                <Trans>
                  Saved on this device. Once it syncs, the customer is emailed the final invoice and the
                  warranty certificate.
                </Trans>
              )}
            </p>
          </div>
        ) : missing.length > 0 ? (
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <p>
              <Trans>Before the customer signs off:</Trans>
            </p>
            <ul className="list-disc pl-5">
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : (
          db && (
            <CustomerSignature
              db={db}
              action={t`Customer signs off the job`}
              hashOf={() => signoffHash(day)}
              onSigned={async (signoff) => {
                await write(() => ({ signoff }), 'completed')
                toast({
                  title: t`Job signed off`,
                  description: t`Saved on this device; it syncs as soon as there is a connection.`,
                  variant: 'success',
                })
              }}
            >
              <p className="text-sm text-slate-800">
                {changesCents === 0 ? (
                  <Trans>The customer confirms the work listed above is complete, as quoted.</Trans>
                ) : (
                  <Trans>
                    The customer confirms the work listed above is complete, as quoted with its change orders
                    ({changesCents < 0 ? `−${money(-changesCents)}` : `+${money(changesCents)}`} before tax).
                  </Trans>
                )}
              </p>
            </CustomerSignature>
          )
        )}
      </Card>
    </div>
  )
}
