import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isInventoryErrorCode, type InventoryErrorCode } from '../../../domain/inventory/errors.ts'
import type { EntryKind } from '../../../domain/inventory/roll.ts'
import { ApiError, NetworkError } from '../../app/api-client.ts'

/** The translated text of each code of domain/inventory/errors.ts (a new code without a text fails the type check). */
const INVENTORY_ERROR_MESSAGES: Record<InventoryErrorCode, MessageDescriptor> = {
  inventoryInvalid: msg`Please check the highlighted fields`,
  idInvalid: msg`This request has no valid id. Reload the page and try again.`,
  hubInvalid: msg`Choose a hub`,
  productInvalid: msg`Choose a film roll product`,
  lotRequired: msg`Enter the lot number printed on the roll’s label`,
  lengthInvalid: msg`Enter a length in feet, from 0.1 to 500`,
  countInvalid: msg`Enter the length left on the roll, in feet (0 for an empty core)`,
  reasonRequired: msg`Say why (a few words for the audit log)`,
  reasonTooLong: msg`The reason can hold at most 200 characters`,
  thresholdInvalid: msg`Enter a threshold in feet, from 0 to 5,000`,
  rollNotFound: msg`This roll does not exist`,
  sameHub: msg`The roll is already at that hub`,
  cutExceedsRemaining: msg`This cut is longer than what is left on the roll. Count the roll first if the figure is wrong.`,
  adjustmentBelowZero: msg`An adjustment cannot take a roll below zero: count it instead`,
  entryConflict: msg`This entry was already recorded with different figures`,
}

export function translateInventoryCode(i18n: I18n, code: string | undefined): string {
  return code && isInventoryErrorCode(code)
    ? i18n._(INVENTORY_ERROR_MESSAGES[code])
    : i18n._(msg`An error occurred`)
}

/** What went wrong with a direct request: offline, a refusal with its code, or anything else. */
export function describeInventoryFailure(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError)
    return i18n._(msg`You are offline. Connect to the internet and try again.`)
  if (error instanceof ApiError) return translateInventoryCode(i18n, error.code)
  return i18n._(msg`An error occurred`)
}

export const ENTRY_KIND_LABELS: Record<EntryKind, MessageDescriptor> = {
  receive: msg({ message: 'Received', context: 'inventory entry' }),
  cut: msg({ message: 'Cut', context: 'inventory entry' }),
  count: msg({ message: 'Counted', context: 'inventory entry' }),
  adjust: msg({ message: 'Adjusted', context: 'inventory entry' }),
  transfer: msg({ message: 'Transferred', context: 'inventory entry' }),
}

/** Feet as the warehouse reads them: "87.5 ft". */
export const formatFeet = (i18n: I18n, feet: number) =>
  i18n._(msg`${i18n.number(feet, { maximumFractionDigits: 1 })} ft`)
