import type {
  ContactTime,
  EstimateRequestInput,
  FilmInterest,
  PropertyType,
  WindowSize,
} from '../../../domain/estimate-requests/request.ts'
import { US_STATES } from '../../../domain/estimate-requests/us-states.ts'
import type { MailMessage } from '../../mail/mailer.ts'

/*
 * The mail texts, in English like the account mails: the visitor's language is not stored. Plain
 * text only: what the visitor typed goes into them, and text needs no escaping to be safe.
 */

const PRODUCT = 'Southern Shield'

/** Where the team reads the requests until the team portal has its own page for them. */
const REQUESTS_LIST_PATH = '/reports'

const PROPERTY: Record<PropertyType, string> = { home: 'Home', business: 'Business' }
const INTEREST: Record<FilmInterest, string> = {
  security: 'Security and safety film',
  solar: 'Solar and energy film',
  privacy: 'Privacy and decorative film',
  notSure: 'Not sure yet',
}
const SIZE: Record<WindowSize, string> = {
  small: 'Small (bathroom or basement size)',
  standard: 'Standard (a typical bedroom window)',
  large: 'Large (picture window or patio door)',
  wall: 'Floor to ceiling, or a wall of glass',
  notSure: 'Not sure',
}
const TIME: Record<ContactTime, string> = {
  anytime: 'Any time',
  morning: 'Morning (8 am – noon)',
  afternoon: 'Afternoon (noon – 5 pm)',
  evening: 'Evening (5 – 8 pm)',
}

type Summary = Omit<EstimateRequestInput, 'photos'> & { photoCount: number }

function summaryLines(request: Summary): string[] {
  return [
    `Name: ${request.name}`,
    ...(request.email ? [`Email: ${request.email}`] : []),
    ...(request.phone ? [`Phone: ${request.phone}`] : []),
    `Address: ${request.street}, ${request.city}, ${request.state} ${request.zip}`,
    `Property: ${PROPERTY[request.propertyType]}`,
    `Interested in: ${INTEREST[request.filmInterest]}`,
    `Windows: about ${request.windowCount}`,
    `Largest window: ${SIZE[request.largestWindow]}`,
    `Best time to call: ${TIME[request.contactTime]}`,
    `Photos: ${request.photoCount}`,
    ...(request.message ? ['', 'Message:', request.message] : []),
  ]
}

/** To the visitor, when they gave an email address. */
export function requestConfirmationMail(to: string, request: Summary): MailMessage {
  return {
    to,
    purpose: 'estimate-request',
    subject: `We received your estimate request – ${PRODUCT}`,
    text: [
      `Hello ${request.name},`,
      '',
      `Thank you for asking ${PRODUCT} for an estimate. Here is what happens next:`,
      '',
      '1. Submit Form – done: we have your request.',
      '2. Expert Review – a film specialist looks at your windows and photos.',
      '3. Get Quote – we contact you within 1-2 business days with your quote.',
      '',
      'What you sent us:',
      '',
      ...summaryLines(request),
      '',
      'If anything is wrong, simply reply to this message.',
    ].join('\n'),
  }
}

/** To the team's inbox (TEAM_EMAIL), for every new request. */
export function newRequestTeamMail(to: string, request: Summary, origin: string): MailMessage {
  return {
    to,
    purpose: 'estimate-request-team',
    subject: `New estimate request: ${request.name}, ${request.city}, ${request.state}`,
    text: [
      `A new estimate request arrived for ${US_STATES[request.state]}. Please contact the customer within 1-2 business days.`,
      '',
      ...summaryLines(request),
      '',
      `All requests: ${origin}${REQUESTS_LIST_PATH}`,
    ].join('\n'),
  }
}
