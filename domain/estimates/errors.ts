import { codeGuard } from '../codes.ts'

/**
 * Error codes the estimate rules produce. Like domain/auth/errors.ts: the server sends the English
 * text as `message` beside the code, and the web translates by code through its catalogs.
 */
export const ESTIMATE_ERRORS = {
  estimateInvalid: 'This estimate is not valid',
  idInvalid: 'Identifiers are 1 to 64 letters, digits, dashes or underscores',
  nameRequired: 'Give the estimate a name',
  fieldTooLong: 'This field is too long',
  dimensionInvalid: 'Width and height must be greater than 0 and at most 10,000',
  paneTooSmall: 'A side of a pane must be at least 2 in (5 cm)',
  paneTooLarge:
    'No pane of glass is that large: at most 20 ft (6 m) for building glass, 10 ft (3 m) for vehicle glass',
  unitInvalid: 'Choose inches, feet, centimeters or meters',
  quantityInvalid: 'Quantity must be a whole number from 1 to 999',
  windowTypeInvalid: 'Choose residential, commercial or automotive',
  filmTypeInvalid: 'Choose a film type from the list',
  statusInvalid: 'Status must be draft, ready, sent or accepted',
  readingsInvalid: 'Three-point measuring needs three widths and three heights',
  orientationInvalid: 'Choose north, east, south or west',
  panesInvalid: 'Choose single or double glazing',
  glassInvalid: 'Choose a kind of glass from the list',
  glassThicknessInvalid: 'Choose a glass thickness from the list',
  unitAgeInvalid: 'The age of the unit must be a whole number of years from 0 to 150',
  accessInvalid: 'Choose ground, ladder or lift',
  tooManyWindows: 'An estimate can hold at most 500 windows',
  duplicateWindow: 'Two windows of this estimate have the same id',
  tooManyPhotos: 'A window can have at most 10 photos',
  photoInvalid: 'This photo reference is not valid',
  timestampInvalid: 'This date is not valid',
  historyTooLong: 'An estimate keeps at most 20 earlier versions',
  totalsInvalid: 'Totals must be numbers of zero or more',
} as const

export type EstimateErrorCode = keyof typeof ESTIMATE_ERRORS

export const isEstimateErrorCode = codeGuard(ESTIMATE_ERRORS)
