import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isCalendarErrorCode, type CalendarErrorCode } from '../../../domain/calendar/errors.ts'
import type { EventStatus } from '../../../domain/calendar/event.ts'
import type { CalendarView } from '../../../domain/calendar/grid.ts'
import { TEAM_IDS, hubOfTeam } from '../../../domain/hubs/hubs.ts'
import { hubNameIn } from '../../ui/hub-names.ts'

/** The calendar's words: error codes, statuses, views, teams. */

const CALENDAR_ERROR_MESSAGES: Record<CalendarErrorCode, MessageDescriptor> = {
  eventInvalid: msg`This event is not valid`,
  idInvalid: msg`Identifiers are 1 to 64 letters, digits, dashes or underscores`,
  titleRequired: msg`Give the installation a title`,
  fieldTooLong: msg`This field is too long`,
  teamInvalid: msg`Choose one of the installation teams`,
  hubInvalid: msg`The hub must be the team’s own`,
  timeInvalid: msg`Enter a valid start and end time`,
  endBeforeStart: msg`The end must be after the start`,
  tooLong: msg`An event can last at most 14 days`,
  statusInvalid: msg`Status must be scheduled, in progress, completed or cancelled`,
  tooManyAssignees: msg`Assign at most 12 people to one event`,
  linkInvalid: msg`Link a marketplace job or a homeowner request, not both`,
  historyTooLong: msg`An event keeps at most 20 earlier versions`,
  notFound: msg`Not found`,
  installDayInvalid: msg`This install day record is not valid`,
  tooManyPhotos: msg`Keep at most 24 photos before and 24 after`,
  signerRequired: msg`The customer types their name to sign`,
  changeOrderInvalid: msg`Describe the change and give it an amount other than zero, up to $50,000 either way`,
  feetInvalid: msg`Enter the feet of film used, up to 10,000`,
  hoursInvalid: msg`Enter the hours worked, up to 1,000`,
  tooManyChangeOrders: msg`A job takes at most 10 change orders`,
  signoffMismatch: msg`The work changed after the customer signed: ask them to sign again`,
  signedOff: msg`The customer signed this job off: it can no longer be changed`,
}

export function translateCalendarCode(i18n: I18n, code: string | undefined): string {
  return code && isCalendarErrorCode(code)
    ? i18n._(CALENDAR_ERROR_MESSAGES[code])
    : i18n._(msg`An error occurred`)
}

export const EVENT_STATUS_LABELS: Record<EventStatus, MessageDescriptor> = {
  proposed: msg`Proposed`,
  scheduled: msg`Scheduled`,
  inProgress: msg`In progress`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
}

export const VIEW_LABELS: Record<CalendarView, MessageDescriptor> = {
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
}

export function teamLabel(i18n: I18n, teamId: string): string {
  const hub = hubOfTeam(teamId)
  const number = teamId.slice(teamId.lastIndexOf('-') + 1)
  const hubName = hub ? hubNameIn(i18n, hub.id) : teamId
  return i18n._(msg`${hubName} team ${number}`)
}

/*
 * One colour per team, always beside its text label (never the only cue). Hubs share a hue family:
 * Atlanta blues and teals, Florida ambers and oranges, Carolinas purples and pinks. Dark text on light
 * tints keeps the contrast above 4.5:1.
 */
const PALETTE = [
  'border-sky-500 bg-sky-50 text-sky-950',
  'border-teal-500 bg-teal-50 text-teal-950',
  'border-blue-500 bg-blue-50 text-blue-950',
  'border-cyan-600 bg-cyan-50 text-cyan-950',
  'border-indigo-500 bg-indigo-50 text-indigo-950',
  'border-amber-500 bg-amber-50 text-amber-950',
  'border-orange-500 bg-orange-50 text-orange-950',
  'border-yellow-500 bg-yellow-50 text-yellow-950',
  'border-purple-500 bg-purple-50 text-purple-950',
  'border-fuchsia-500 bg-fuchsia-50 text-fuchsia-950',
  'border-pink-500 bg-pink-50 text-pink-950',
  'border-violet-500 bg-violet-50 text-violet-950',
] as const

export function teamColor(teamId: string): string {
  const index = TEAM_IDS.indexOf(teamId as (typeof TEAM_IDS)[number])
  return PALETTE[index < 0 ? 0 : index % PALETTE.length]!
}
