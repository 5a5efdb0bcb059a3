import type { I18n } from '@lingui/core'
import type {
  ContactTime,
  EstimateRequestInput,
  FilmInterest,
  PropertyType,
  WindowSize,
} from '../../../domain/estimate-requests/request.ts'
import { US_STATES } from '../../../domain/estimate-requests/us-states.ts'
import { LOCALE_NAMES, type Locale } from '../../../domain/i18n/locales.ts'
import { documentI18n, PRODUCT } from '../../documents/i18n.ts'
import type { MailMessage } from '../../mail/mailer.ts'

/*
 * The mail texts: the visitor's in the language of the page they sent the request from
 * (estimate_requests.language), the team's in the language of the team inbox's account (English
 * when the address has none). Plain text only: what the visitor typed goes into them, and text needs
 * no escaping to be safe.
 */

/** Where the team reads the requests until the team portal has its own page for them. */
const REQUESTS_LIST_PATH = '/reports'

/** Whole lines: a bare "Home" is the home page elsewhere in the catalogs. */
function propertyLine(i18n: I18n, type: PropertyType): string {
  switch (type) {
    case 'home':
      return i18n._('Property: a home')
    case 'business':
      return i18n._('Property: a business')
  }
}

function interestName(i18n: I18n, interest: FilmInterest): string {
  switch (interest) {
    case 'security':
      return i18n._('Security and safety film')
    case 'solar':
      return i18n._('Solar and energy film')
    case 'privacy':
      return i18n._('Privacy and decorative film')
    case 'notSure':
      return i18n._('Not sure yet')
  }
}

function sizeName(i18n: I18n, size: WindowSize): string {
  switch (size) {
    case 'small':
      return i18n._('Small (bathroom or basement size)')
    case 'standard':
      return i18n._('Standard (a typical bedroom window)')
    case 'large':
      return i18n._('Large (picture window or patio door)')
    case 'wall':
      return i18n._('Floor to ceiling, or a wall of glass')
    case 'notSure':
      return i18n._('Not sure')
  }
}

function timeName(i18n: I18n, time: ContactTime): string {
  switch (time) {
    case 'anytime':
      return i18n._('Any time')
    case 'morning':
      return i18n._('Morning (8 am – noon)')
    case 'afternoon':
      return i18n._('Afternoon (noon – 5 pm)')
    case 'evening':
      return i18n._('Evening (5 – 8 pm)')
  }
}

type Summary = Omit<EstimateRequestInput, 'photos' | 'language'> & { photoCount: number }

function summaryLines(i18n: I18n, request: Summary): string[] {
  return [
    i18n._('Name: {name}', { name: request.name }),
    ...(request.email ? [i18n._('Email: {email}', { email: request.email })] : []),
    ...(request.phone ? [i18n._('Phone: {phone}', { phone: request.phone })] : []),
    i18n._('Address: {address}', {
      address: `${request.street}, ${request.city}, ${request.state} ${request.zip}`,
    }),
    propertyLine(i18n, request.propertyType),
    i18n._('Interested in: {interest}', { interest: interestName(i18n, request.filmInterest) }),
    i18n._('Windows: about {count}', { count: request.windowCount }),
    i18n._('Largest window: {size}', { size: sizeName(i18n, request.largestWindow) }),
    i18n._('Best time to call: {time}', { time: timeName(i18n, request.contactTime) }),
    i18n._('Photos: {count}', { count: request.photoCount }),
    ...(request.message ? ['', i18n._('Message:'), request.message] : []),
  ]
}

/** To the visitor, when they gave an email address, in the language of the page they sent it from. */
export function requestConfirmationMail(to: string, locale: Locale, request: Summary): MailMessage {
  const i18n = documentI18n(locale)
  return {
    to,
    purpose: 'estimate-request',
    subject: `${i18n._('We received your estimate request')} – ${PRODUCT}`,
    text: [
      i18n._('Hello {name},', { name: request.name }),
      '',
      i18n._('Thank you for asking {product} for an estimate. Here is what happens next:', {
        product: PRODUCT,
      }),
      '',
      i18n._('1. Submit Form – done: we have your request.'),
      i18n._('2. Expert Review – a film specialist looks at your windows and photos.'),
      i18n._('3. Get Quote – we contact you within 1-2 business days with your quote.'),
      '',
      i18n._('What you sent us:'),
      '',
      ...summaryLines(i18n, request),
      '',
      i18n._('If anything is wrong, simply reply to this message.'),
    ].join('\n'),
  }
}

/**
 * To the team's inbox (TEAM_EMAIL), for every new request, in `locale` (the inbox's account's);
 * it names the language the customer wrote in, which the team answers in.
 */
export function newRequestTeamMail(
  to: string,
  locale: Locale,
  request: Summary & { language: Locale },
  origin: string,
): MailMessage {
  const i18n = documentI18n(locale)
  return {
    to,
    purpose: 'estimate-request-team',
    subject: i18n._('New estimate request: {name}, {city}, {state}', {
      name: request.name,
      city: request.city,
      state: request.state,
    }),
    text: [
      i18n._(
        'A new estimate request arrived for {state}. Please contact the customer within 1-2 business days.',
        { state: US_STATES[request.state] },
      ),
      '',
      ...summaryLines(i18n, request),
      i18n._('Language: {language}', { language: LOCALE_NAMES[request.language] }),
      '',
      i18n._('All requests: {link}', { link: `${origin}${REQUESTS_LIST_PATH}` }),
    ].join('\n'),
  }
}
