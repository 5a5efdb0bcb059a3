import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BidStatus } from '../../../domain/marketplace/bid.ts'
import { isMarketplaceErrorCode, type MarketplaceErrorCode } from '../../../domain/marketplace/errors.ts'
import type { JobBudget, JobFilmType, JobStatus, JobTimeline } from '../../../domain/marketplace/job.ts'
import type { NotificationKind } from '../../../domain/marketplace/notification.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'
import { FILM_INTEREST_LABELS } from '../estimate-requests/labels.ts'

/** The translated text of each code of domain/marketplace/errors.ts (a Record: a new code without a text fails the type check). */
const MARKETPLACE_ERROR_MESSAGES: Record<MarketplaceErrorCode, MessageDescriptor> = {
  jobInvalid: msg`Please check the highlighted fields`,
  idInvalid: msg`This request has no valid id. Reload the page and try again.`,
  titleRequired: msg`Give the project a short title`,
  descriptionRequired: msg`Describe the project: which windows, and what you want the film to do`,
  fieldTooLong: msg`This field is too long`,
  cityRequired: msg`Enter the city`,
  stateInvalid: msg`Choose the state`,
  zipInvalid: msg`Enter a 5-digit ZIP code`,
  streetRequired: msg`Enter the street address (only the installer you hire sees it)`,
  phoneInvalid: msg`Enter a valid phone number`,
  filmTypeInvalid: msg`Choose the kind of film you want`,
  timelineInvalid: msg`Choose when the work should be done`,
  budgetInvalid: msg`Choose a budget range`,
  photoInvalid: msg`This photo could not be read. Take it again or choose another.`,
  tooManyPhotos: msg`Too many photos: remove some and try again`,
  photosTooLarge: msg`The photos are too large together: remove some and try again`,
  estimateNotFound: msg`That estimate is not among your saved estimates`,
  notAPoster: msg`Only homeowners and team leads post projects. Installers bid on them from the job board.`,
  jobNotFound: msg`This project does not exist or is not yours to see`,
  jobClosed: msg`This project no longer takes bids`,
  jobNotCancellable: msg`A project cannot be cancelled once the work has started`,
  bidInvalid: msg`Please check the highlighted fields`,
  priceInvalid: msg`Enter a price between $1 and $1,000,000`,
  startDateInvalid: msg`Choose a start date from today on`,
  validDaysInvalid: msg`A bid stays valid for 1 to 60 days`,
  messageTooLong: msg`A message can hold at most 2,000 characters`,
  bidNotFound: msg`This bid does not exist or is not yours to see`,
  bidNotActive: msg`This bid was withdrawn, declined or has expired`,
  bidExpired: msg`This bid has expired: ask the installer for a new one`,
  notTheOwner: msg`Only the homeowner who posted this project can do that`,
  notTheInstaller: msg`Only the installer hired for this project can do that`,
  statusInvalid: msg`Choose scheduled, in progress or completed`,
  statusChangeNotAllowed: msg`A project cannot move to that status from where it is`,
  scheduledForRequired: msg`Choose the installation date`,
  messageRequired: msg`Write a message or add a photo`,
  threadInvalid: msg`Choose which installer to write to`,
  threadNotAllowed: msg`You can write about this project only to its homeowner, or to installers who bid on it`,
  reviewInvalid: msg`Please check the highlighted fields`,
  ratingInvalid: msg`Choose 1 to 5 stars`,
  reviewTextRequired: msg`Tell others how the installation went`,
  reviewNotAllowed: msg`You can review the installer once the project is completed`,
  reviewExists: msg`You have already reviewed this project`,
  installerNotFound: msg`No installer has this profile`,
  profileInvalid: msg`Please check the highlighted fields`,
  radiusInvalid: msg`Choose a service radius of 5 to 300 miles`,
  zipUnknown: msg`We do not know this ZIP code. Check it and try again.`,
  quoteNotYours: msg`Attach one of your own quotes`,
  quoteClosed: msg`This quote was accepted, withdrawn, replaced by a newer version or has expired: attach an open one`,
  quoteHireRequired: msg`This bid carries a quote: hire by accepting the quote`,
  bidHasNoQuote: msg`This bid carries no quote`,
}

/** A code's text in the current language; unknown codes read as the generic error. */
export function translateMarketplaceCode(i18n: I18n, code: string | undefined): string {
  return code && isMarketplaceErrorCode(code)
    ? i18n._(MARKETPLACE_ERROR_MESSAGES[code])
    : i18n._(msg`An error occurred`)
}

/** What went wrong with a direct request, in words: offline, a refusal with its code, or anything else. */
export function describeFailure(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError)
    return i18n._(msg`You are offline. Connect to the internet and try again.`)
  if (error instanceof ApiError) return translateMarketplaceCode(i18n, error.code)
  return i18n._(msg`An error occurred`)
}

export const JOB_FILM_LABELS: Record<JobFilmType, MessageDescriptor> = {
  security: FILM_INTEREST_LABELS.security.title,
  solar: FILM_INTEREST_LABELS.solar.title,
  privacy: FILM_INTEREST_LABELS.privacy.title,
  notSure: FILM_INTEREST_LABELS.notSure.title,
}

export const JOB_TIMELINE_LABELS: Record<JobTimeline, MessageDescriptor> = {
  asap: msg`As soon as possible`,
  twoWeeks: msg`Within 2 weeks`,
  month: msg`Within a month`,
  flexible: msg`I am flexible`,
}

export const JOB_BUDGET_LABELS: Record<JobBudget, MessageDescriptor> = {
  under500: msg`Under $500`,
  from500: msg`$500 – $1,000`,
  from1000: msg`$1,000 – $2,500`,
  from2500: msg`$2,500 – $5,000`,
  from5000: msg`Over $5,000`,
}

export const JOB_STATUS_LABELS: Record<JobStatus, MessageDescriptor> = {
  open: msg`Open`,
  reviewing: msg`Reviewing bids`,
  hired: msg`Hired`,
  scheduled: msg`Scheduled`,
  inProgress: msg`In progress`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
}

/** A bid's status: with a context of its own, since "Accepted" and "Active" agree with "bid" in other languages. */
export const BID_STATUS_LABELS: Record<BidStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'bid' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'bid' }),
  accepted: msg({ message: 'Accepted', context: 'bid' }),
  declined: msg({ message: 'Not chosen', context: 'bid' }),
}

/** What a notification says, with the actor and the job's title. */
export function notificationText(i18n: I18n, kind: NotificationKind, actor: string, title: string): string {
  switch (kind) {
    case 'bidReceived':
      return i18n._(msg`${actor} bid on “${title}”`)
    case 'bidAccepted':
      return i18n._(msg`${actor} hired you for “${title}”`)
    case 'bidDeclined':
      return i18n._(msg`“${title}” went to another installer`)
    case 'message':
      return i18n._(msg`${actor} wrote about “${title}”`)
    case 'jobStatus':
      return i18n._(msg`${actor} updated “${title}”`)
    case 'jobCancelled':
      return i18n._(msg`${actor} cancelled “${title}”`)
    case 'reviewReceived':
      return i18n._(msg`${actor} reviewed your work on “${title}”`)
  }
}
