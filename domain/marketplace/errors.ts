import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes of the marketplace (jobs, bids, messages, reviews, installer profiles). Like
 * domain/shop/errors.ts: the API sends the English text as `message` beside the code, the web
 * translates by code (web/features/marketplace/marketplace-messages.ts).
 */
export const MARKETPLACE_ERRORS = {
  jobInvalid: 'Please check the highlighted fields',
  idInvalid: 'This request has no valid id. Reload the page and try again.',
  titleRequired: 'Give the project a short title',
  descriptionRequired: 'Describe the project: which windows, and what you want the film to do',
  fieldTooLong: 'This field is too long',
  cityRequired: 'Enter the city',
  stateInvalid: 'Choose the state',
  zipInvalid: 'Enter a 5-digit ZIP code',
  streetRequired: 'Enter the street address (only the installer you hire sees it)',
  phoneInvalid: 'Enter a valid phone number',
  filmTypeInvalid: 'Choose the kind of film you want',
  timelineInvalid: 'Choose when the work should be done',
  budgetInvalid: 'Choose a budget range',
  photoInvalid: 'This photo could not be read. Take it again or choose another.',
  tooManyPhotos: 'Too many photos: remove some and try again',
  photosTooLarge: 'The photos are too large together: remove some and try again',
  estimateNotFound: 'That estimate is not among your saved estimates',
  notAPoster: 'Only homeowners and team leads post projects. Installers bid on them from the job board.',
  jobNotFound: 'This project does not exist or is not yours to see',
  jobClosed: 'This project no longer takes bids',
  jobNotCancellable: 'A project cannot be cancelled once the work has started',
  bidInvalid: 'Please check the highlighted fields',
  priceInvalid: 'Enter a price between $1 and $1,000,000',
  startDateInvalid: 'Choose a start date from today on',
  validDaysInvalid: 'A bid stays valid for 1 to 60 days',
  messageTooLong: 'A message can hold at most 2,000 characters',
  bidNotFound: 'This bid does not exist or is not yours to see',
  bidNotActive: 'This bid was withdrawn, declined or has expired',
  bidExpired: 'This bid has expired: ask the installer for a new one',
  notTheOwner: 'Only the homeowner who posted this project can do that',
  notTheInstaller: 'Only the installer hired for this project can do that',
  statusInvalid: 'Choose scheduled, in progress or completed',
  statusChangeNotAllowed: 'A project cannot move to that status from where it is',
  scheduledForRequired: 'Choose the installation date',
  messageRequired: 'Write a message or add a photo',
  threadInvalid: 'Choose which installer to write to',
  threadNotAllowed: 'You can write about this project only to its homeowner, or to installers who bid on it',
  reviewInvalid: 'Please check the highlighted fields',
  ratingInvalid: 'Choose 1 to 5 stars',
  reviewTextRequired: 'Tell others how the installation went',
  reviewNotAllowed: 'You can review the installer once the project is completed',
  reviewExists: 'You have already reviewed this project',
  installerNotFound: 'No installer has this profile',
  profileInvalid: 'Please check the highlighted fields',
  radiusInvalid: 'Choose a service radius of 5 to 300 miles',
  zipUnknown: 'We do not know this ZIP code. Check it and try again.',
  quoteNotYours: 'Attach one of your own quotes',
  quoteClosed:
    'This quote was accepted, withdrawn, replaced by a newer version or has expired: attach an open one',
  quoteHireRequired: 'This bid carries a quote: hire by accepting the quote',
  bidHasNoQuote: 'This bid carries no quote',
} as const

export type MarketplaceErrorCode = keyof typeof MARKETPLACE_ERRORS

export const isMarketplaceErrorCode = codeGuard(MARKETPLACE_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const MARKETPLACE_CODES = errorCodes(MARKETPLACE_ERRORS, 'jobInvalid')
