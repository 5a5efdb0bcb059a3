import { codeGuard, errorCodes } from '../codes.ts'

/**
 * Error codes of the inventory (decision 012). Like domain/shop/errors.ts: the API sends the
 * English text as `message` beside the code, the web translates by code (web/features/inventory/labels.ts).
 */
export const INVENTORY_ERRORS = {
  inventoryInvalid: 'Please check the highlighted fields',
  idInvalid: 'This request has no valid id. Reload the page and try again.',
  hubInvalid: 'Choose a hub',
  productInvalid: 'Choose a film roll product',
  lotRequired: 'Enter the lot number printed on the roll’s label',
  lengthInvalid: 'Enter a length in feet, from 0.1 to 500',
  countInvalid: 'Enter the length left on the roll, in feet (0 for an empty core)',
  reasonRequired: 'Say why (a few words for the audit log)',
  reasonTooLong: 'The reason can hold at most 200 characters',
  thresholdInvalid: 'Enter a threshold in feet, from 0 to 5,000',
  rollNotFound: 'This roll does not exist',
  sameHub: 'The roll is already at that hub',
  cutExceedsRemaining:
    'This cut is longer than what is left on the roll. Count the roll first if the figure is wrong.',
  adjustmentBelowZero: 'An adjustment cannot take a roll below zero: count it instead',
  entryConflict: 'This entry was already recorded with different figures',
} as const

export type InventoryErrorCode = keyof typeof INVENTORY_ERRORS

export const isInventoryErrorCode = codeGuard(INVENTORY_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const INVENTORY_CODES = errorCodes(INVENTORY_ERRORS, 'inventoryInvalid')
