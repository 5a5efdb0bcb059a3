import { can } from '../../../domain/auth/policies.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, CalendarCheck, CalendarClock, HardHat } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { conflictsWith } from '../../../domain/calendar/conflicts.ts'
import {
  EVENT_LIMITS,
  EVENT_STATUSES,
  decidesProposal,
  editedEvent,
  newEvent,
  type CalendarEvent,
  type EventDraft,
} from '../../../domain/calendar/event.ts'
import { TEAM_IDS, type TeamId } from '../../../domain/hubs/hubs.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/choice-fields.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { SelectBox, TextAreaField } from '../../ui/form-fields.tsx'
import { toast } from '../../ui/toast-store.ts'
import { ConflictList } from './event-card.tsx'
import { EVENT_STATUS_LABELS, teamLabel, translateCalendarCode } from './labels.ts'
import { useCalendarLinks } from './api/calendar-links.ts'
import { AcceptedQuoteDetails, useEventTitle } from './proposal.tsx'
import { useSaveEvent } from './save-event.ts'
import { fromLocalInput, toLocalInput } from './time-format.ts'
import { useEvents } from './use-events.ts'

/** What the dialog opens on: an event to change, or a new one's start and team. */
export type EventDialogTarget = { event: CalendarEvent } | { start: Date; teamId: TeamId }

const HOUR = 60 * 60 * 1000

function initialDraft(target: EventDialogTarget): EventDraft {
  if ('event' in target) {
    const { title, teamId, start, end, status, assigneeIds, link, address, notes } = target.event
    return { title, teamId, start, end, status, assigneeIds, link, address, notes }
  }
  return {
    title: '',
    teamId: target.teamId,
    start: target.start.toISOString(),
    end: new Date(target.start.getTime() + 3 * HOUR).toISOString(),
    status: 'scheduled',
    assigneeIds: [],
    link: null,
    address: '',
    notes: '',
  }
}

/**
 * Create or change (move, reassign) an installation. Saved on this device first, so it works with no
 * signal. A double-booking of the team is shown as a warning while editing; saving stays possible.
 */
export function EventDialog({ target, onClose }: { target: EventDialogTarget; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const save = useSaveEvent()
  const existing = 'event' in target ? target.event : null
  // An installation's title as the server wrote it ("Installation · Q-… v1") shows in the reader's
  // language, and is kept as it was unless the field is changed: the next reader may read another.
  const shownTitle = useEventTitle()
  const localTitle = existing ? shownTitle(existing) : ''
  const [draft, setDraft] = useState<EventDraft>(() => {
    const initial = initialDraft(target)
    return { ...initial, title: existing ? localTitle : initial.title }
  })
  const [error, setError] = useState<{ path: string; code: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const links = useCalendarLinks()
  // Team leads and admins plan; a team member only moves the status along (the server checks the same).
  const plans = can(user, 'plan', 'event')
  // Confirming a proposed installation (or putting one back) is a lead's decision.
  const confirms = can(user, 'confirm', 'event')
  const statuses = EVENT_STATUSES.filter(
    (status) => confirms || existing === null || !decidesProposal({ status }, existing),
  )

  const validTimes = draft.start !== '' && draft.end !== ''
  const around = validTimes
    ? { from: new Date(Date.parse(draft.start) - 24 * HOUR), to: new Date(Date.parse(draft.end) + 24 * HOUR) }
    : { from: new Date(0), to: new Date(0) }
  const teamEvents = useEvents({ ...around, teamId: draft.teamId }) ?? []
  const conflicts = validTimes ? conflictsWith({ id: existing?.id ?? '', ...draft }, teamEvents) : []

  // A field's error goes as soon as the field is changed: it spoke of the value that is no longer there.
  const edit = (paths: readonly string[], change: (current: EventDraft) => EventDraft) => {
    setDraft(change)
    setError((current) => (current && paths.includes(current.path) ? null : current))
  }
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    edit([key], (current) => ({ ...current, [key]: value }))
  const fieldError = (path: string) =>
    error && error.path === path ? translateCalendarCode(i18n, error.code) : undefined

  const people = (links.data?.people ?? []).filter((person) => person.teamId === draft.teamId)
  const linkOptions = links.data?.links ?? []
  const linkKey = draft.link ? `${draft.link.kind}:${draft.link.id}` : ''

  // A proposal the user may decide: moved here if need be, then confirmed in the same save.
  const decidable = existing?.status === 'proposed' && confirms

  /** Saves the draft; `confirm` saves it as scheduled (a lead confirming a proposal). */
  async function submit(event: FormEvent, confirm = false) {
    event.preventDefault()
    if (!user) return
    setSaving(true)
    const now = new Date()
    const title = existing && draft.title === localTitle ? existing.title : draft.title
    const values = { ...draft, title, ...(confirm ? { status: 'scheduled' as const } : {}) }
    const next = existing
      ? editedEvent(existing, values, now)
      : newEvent(crypto.randomUUID(), user.id, values, now)
    const refused = await save(next)
    setSaving(false)
    setError(refused)
    if (refused) return
    toast(
      confirm
        ? {
            title: t`Installation confirmed`,
            description: t`Saved on this device. Once it syncs, the customer is mailed the day and arrival time.`,
            variant: 'success',
          }
        : {
            title: existing ? t`Event updated` : t`Event created`,
            description: t`Saved on this device; it syncs as soon as there is a connection.`,
            variant: 'success',
          },
    )
    onClose()
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>
          {existing?.status === 'proposed'
            ? t`Proposed installation`
            : existing
              ? t`Edit installation`
              : t`New installation`}
        </DialogTitle>
        <DialogDescription>
          <Trans>Book a team for a job. Works offline: the change syncs when you are back online.</Trans>
        </DialogDescription>
        {existing?.installDay && (
          <Button asChild variant="outline" className="self-start">
            <Link to="/installations/$eventId" params={{ eventId: existing.id }}>
              <HardHat aria-hidden />
              {existing.installDay.signoff ? (
                <Trans>Open the install day (signed off)</Trans>
              ) : (
                <Trans>Open the install day</Trans>
              )}
            </Link>
          </Button>
        )}
        {existing?.status === 'proposed' && (
          <section
            aria-label={t`Where this proposal comes from`}
            className="flex flex-col gap-2 rounded-md border-2 border-dashed border-slate-400 bg-slate-50 p-3 text-sm text-slate-900"
          >
            <p className="flex items-center gap-2 font-semibold">
              <CalendarClock className="size-4 shrink-0" aria-hidden />
              <Trans>Proposed when the customer accepted the quote</Trans>
            </p>
            <AcceptedQuoteDetails event={existing} className="text-sm" />
            <p className="text-slate-700">
              {confirms ? (
                <Trans>
                  It holds the team’s time but is not confirmed. Change the day or the team here if need be,
                  then confirm it: the customer is mailed the day and arrival time.
                </Trans>
              ) : (
                <Trans>It holds the team’s time until a team lead confirms it.</Trans>
              )}
            </p>
          </section>
        )}
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset disabled={!plans} className="contents">
            <FormField
              className="sm:col-span-2"
              label={t`Title`}
              value={draft.title}
              maxLength={EVENT_LIMITS.title}
              error={fieldError('title')}
              onChange={(event) => set('title', event.currentTarget.value)}
              required
            />
            <SelectBox
              label={t`Team`}
              value={draft.teamId}
              error={fieldError('teamId')}
              onChange={(value) =>
                edit(['teamId', 'assigneeIds'], (current) => ({
                  ...current,
                  teamId: value as TeamId,
                  assigneeIds: [],
                }))
              }
            >
              {TEAM_IDS.map((teamId) => (
                <option key={teamId} value={teamId}>
                  {teamLabel(i18n, teamId)}
                </option>
              ))}
            </SelectBox>
            <SelectBox
              label={t`Linked to`}
              value={linkKey}
              onChange={(value) => {
                const chosen = linkOptions.find((option) => `${option.kind}:${option.id}` === value)
                set('link', chosen ? { kind: chosen.kind, id: chosen.id, title: chosen.title } : null)
              }}
            >
              <option value="">{t`Nothing`}</option>
              {draft.link && !linkOptions.some((option) => `${option.kind}:${option.id}` === linkKey) && (
                <option value={linkKey}>{draft.link.title}</option>
              )}
              <optgroup label={t`Marketplace jobs`}>
                {linkOptions
                  .filter((option) => option.kind === 'job')
                  .map((option) => (
                    <option key={option.id} value={`job:${option.id}`}>
                      {option.title}
                    </option>
                  ))}
              </optgroup>
              <optgroup label={t`Homeowner requests`}>
                {linkOptions
                  .filter((option) => option.kind === 'request')
                  .map((option) => (
                    <option key={option.id} value={`request:${option.id}`}>
                      {option.title}
                    </option>
                  ))}
              </optgroup>
            </SelectBox>
            <FormField
              label={t`Starts`}
              type="datetime-local"
              value={draft.start ? toLocalInput(draft.start) : ''}
              error={fieldError('start')}
              onChange={(event) => {
                const start = fromLocalInput(event.currentTarget.value)
                // Moving the start keeps the length, as a reschedule would.
                edit(['start', 'end'], (current) => {
                  if (!start || !current.start || !current.end) return { ...current, start }
                  const length = Date.parse(current.end) - Date.parse(current.start)
                  return { ...current, start, end: new Date(Date.parse(start) + length).toISOString() }
                })
              }}
              required
            />
            <FormField
              label={t`Ends`}
              type="datetime-local"
              value={draft.end ? toLocalInput(draft.end) : ''}
              error={fieldError('end')}
              onChange={(event) => set('end', fromLocalInput(event.currentTarget.value))}
              required
            />
            <FormField
              className="sm:col-span-2"
              label={t`Address`}
              value={draft.address}
              maxLength={EVENT_LIMITS.address}
              error={fieldError('address')}
              onChange={(event) => set('address', event.currentTarget.value)}
            />
          </fieldset>
          <SelectBox
            label={t`Status`}
            value={draft.status}
            error={fieldError('status')}
            onChange={(value) => set('status', value as EventDraft['status'])}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(EVENT_STATUS_LABELS[status])}
              </option>
            ))}
          </SelectBox>
          <fieldset disabled={!plans} className="flex flex-col gap-1 sm:col-span-2">
            <legend className="text-sm font-semibold text-slate-800">
              <Trans>Team members sent</Trans>
            </legend>
            {people.length === 0 ? (
              <p className="text-sm text-slate-600">
                {links.isError ? (
                  <Trans>The team list needs a connection; the whole team is booked.</Trans>
                ) : (
                  <Trans>No one is listed in this team yet; the whole team is booked.</Trans>
                )}
              </p>
            ) : (
              <div className="flex flex-wrap gap-x-6">
                {people.map((person) => (
                  <CheckboxField
                    key={person.id}
                    label={person.username}
                    checked={draft.assigneeIds.includes(person.id)}
                    onChange={(checked) =>
                      set(
                        'assigneeIds',
                        checked
                          ? [...draft.assigneeIds, person.id]
                          : draft.assigneeIds.filter((id) => id !== person.id),
                      )
                    }
                  />
                ))}
              </div>
            )}
          </fieldset>
          <fieldset disabled={!plans} className="contents">
            <TextAreaField
              label={t`Notes`}
              hint={t`Access, parking, film on the van…`}
              value={draft.notes}
              maxLength={EVENT_LIMITS.notes}
              rows={3}
              error={fieldError('notes')}
              onChange={(value) => set('notes', value)}
            />
          </fieldset>
          {conflicts.length > 0 && (
            <div
              role="alert"
              className="flex gap-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2"
            >
              <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
              <div>
                <p className="font-semibold">
                  <Trans>
                    Double-booking: {teamLabel(i18n, draft.teamId)} is already booked at this time.
                  </Trans>
                </p>
                <ConflictList events={conflicts} />
                <p>
                  <Trans>You can still save; pick another time or team to resolve it.</Trans>
                </p>
              </div>
            </div>
          )}
          {error &&
            !['title', 'teamId', 'start', 'end', 'address', 'notes', 'status'].includes(error.path) && (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                {translateCalendarCode(i18n, error.code)}
              </p>
            )}
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant={decidable ? 'outline' : 'default'} disabled={saving}>
              {conflicts.length > 0 ? <Trans>Save anyway</Trans> : <Trans>Save</Trans>}
            </Button>
            {decidable && draft.status === 'proposed' && (
              <Button type="button" disabled={saving} onClick={(event) => void submit(event, true)}>
                <CalendarCheck aria-hidden />
                <Trans>Confirm installation</Trans>
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
