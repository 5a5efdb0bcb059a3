import { codeGuard } from '../codes.ts'

/**
 * Error codes of the team calendar. Like domain/estimates/errors.ts: the server sends the
 * English text as `message` beside the code, and the web translates by code
 * (web/features/calendar/calendar-messages.ts).
 */
export const CALENDAR_ERRORS = {
  eventInvalid: 'This event is not valid',
  idInvalid: 'Identifiers are 1 to 64 letters, digits, dashes or underscores',
  titleRequired: 'Give the installation a title',
  fieldTooLong: 'This field is too long',
  teamInvalid: 'Choose one of the installation teams',
  hubInvalid: 'The hub must be the team’s own',
  timeInvalid: 'Enter a valid start and end time',
  endBeforeStart: 'The end must be after the start',
  tooLong: 'An event can last at most 14 days',
  statusInvalid: 'Status must be scheduled, in progress, completed or cancelled',
  tooManyAssignees: 'Assign at most 12 people to one event',
  linkInvalid: 'Link a marketplace job or a homeowner request, not both',
  historyTooLong: 'An event keeps at most 20 earlier versions',
  notFound: 'Not found',
  installDayInvalid: 'This install day record is not valid',
  tooManyPhotos: 'Keep at most 24 photos before and 24 after',
  signerRequired: 'The customer types their name to sign',
  changeOrderInvalid: 'Describe the change and give it an amount other than zero, up to $50,000 either way',
  feetInvalid: 'Enter the feet of film used, up to 10,000',
  hoursInvalid: 'Enter the hours worked, up to 1,000',
  tooManyChangeOrders: 'A job takes at most 10 change orders',
  signoffMismatch: 'The work changed after the customer signed: ask them to sign again',
  signedOff: 'The customer signed this job off: it can no longer be changed',
} as const

export type CalendarErrorCode = keyof typeof CALENDAR_ERRORS

export const isCalendarErrorCode = codeGuard(CALENDAR_ERRORS)
