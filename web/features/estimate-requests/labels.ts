import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  isEstimateRequestErrorCode,
  type EstimateRequestErrorCode,
} from '../../../domain/estimate-requests/errors.ts'
import type {
  ContactTime,
  FilmInterest,
  PropertyType,
  RequestStatus,
  WindowSize,
} from '../../../domain/estimate-requests/request.ts'
import { translateCode } from '../../app/error-messages.ts'

/** The translated text of each estimate-request error code. */
const REQUEST_ERROR_MESSAGES: Record<EstimateRequestErrorCode, MessageDescriptor> = {
  requestInvalid: msg`Please check the highlighted fields`,
  idInvalid: msg`This request has no valid identifier. Reload the page and try again.`,
  nameRequired: msg`Please enter your name`,
  contactRequired: msg`Enter an email address or a phone number so we can reach you`,
  emailInvalid: msg`Enter a valid email address`,
  phoneInvalid: msg`Enter a valid phone number`,
  streetRequired: msg`Please enter your street address`,
  cityRequired: msg`Please enter your city`,
  stateInvalid: msg`Choose your state`,
  zipInvalid: msg`Enter a 5-digit ZIP code`,
  propertyTypeInvalid: msg`Choose home or business`,
  filmInterestInvalid: msg`Choose what you are interested in`,
  windowCountInvalid: msg`Enter how many windows, from 1 to 500`,
  largestWindowInvalid: msg`Choose the size of your largest window`,
  contactTimeInvalid: msg`Choose when we should contact you`,
  fieldTooLong: msg`This field is too long`,
  tooManyPhotos: msg`You can attach at most 10 photos`,
  photoInvalid: msg`Photos must be JPEG images of at most 2 MB`,
  photosTooLarge: msg`Your photos are too large together. Remove some and try again.`,
  requestTooLarge: msg`This request is too large. Remove some photos and try again.`,
  statusInvalid: msg`Choose new, contacted, quoted or closed`,
  statusChangeNotAllowed: msg`A request moves forward, or back one step to undo a change`,
  requestNotFound: msg`No such estimate request`,
}

/** A code from this feature or from the shared catalogue (rate limit, cross-site…), in the reader's language. */
export function translateRequestCode(i18n: I18n, code: string): string {
  return isEstimateRequestErrorCode(code) ? i18n._(REQUEST_ERROR_MESSAGES[code]) : translateCode(i18n, code)
}

export const PROPERTY_TYPE_LABELS: Record<PropertyType, MessageDescriptor> = {
  home: msg({ message: 'Home', context: 'property type' }),
  business: msg`Business`,
}

export const FILM_INTEREST_LABELS: Record<
  FilmInterest,
  { title: MessageDescriptor; text: MessageDescriptor }
> = {
  security: {
    title: msg`Security & safety`,
    text: msg`Holds shattered glass together against break-ins and storms.`,
  },
  solar: { title: msg`Solar & energy`, text: msg`Cuts heat, glare and 99% of UV; lowers cooling bills.` },
  privacy: {
    title: msg`Privacy & decorative`,
    text: msg`Frosted and patterned films for bathrooms, offices and doors.`,
  },
  notSure: { title: msg`Not sure yet`, text: msg`Tell us what bothers you and we will suggest a film.` },
}

export const WINDOW_SIZE_LABELS: Record<WindowSize, { title: MessageDescriptor; text: MessageDescriptor }> = {
  small: { title: msg`Small`, text: msg`Bathroom or basement window, up to about 3 ft wide` },
  standard: {
    title: msg({ message: 'Standard', context: 'window size' }),
    text: msg`A typical bedroom window, about 3 ft by 5 ft`,
  },
  large: { title: msg`Large`, text: msg`A picture window or patio door, about 6 ft wide` },
  wall: { title: msg`Wall of glass`, text: msg`Floor to ceiling glass, a sunroom or a storefront` },
  notSure: { title: msg`Not sure`, text: msg`We will ask you, or see it in your photos` },
}

export const CONTACT_TIME_LABELS: Record<ContactTime, MessageDescriptor> = {
  anytime: msg`Any time`,
  morning: msg`Morning (8 am – noon)`,
  afternoon: msg`Afternoon (noon – 5 pm)`,
  evening: msg`Evening (5 – 8 pm)`,
}

export const STATUS_LABELS: Record<RequestStatus, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  quoted: msg`Quoted`,
  closed: msg({ message: 'Closed', context: 'request status' }),
}

/** The three steps of "Start Your Estimate": what the visitor does, what the team does. */
export const REQUEST_STEPS: { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Submit Form`,
    text: msg`Tell us about your property and windows. Photos help, measurements are not needed.`,
  },
  {
    title: msg`Expert Review`,
    text: msg`A film specialist from your nearest hub reviews your windows and the films that suit them.`,
  },
  {
    title: msg`Get Quote`,
    text: msg`We contact you within 1-2 business days with your quote and answer your questions.`,
  },
]
