import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SafetyFlagCode } from '../../../domain/estimator/safety.ts'

/** domain/estimator/safety.ts's warnings, in the user's language. */
export const SAFETY_FLAG_MESSAGES: Record<SafetyFlagCode, MessageDescriptor> = {
  largeSinglePane: msg`Single pane over 100 sq ft: check the film maker’s glass chart for thermal stress before installing.`,
  largeInsulatedUnit: msg`Insulated unit over 40 sq ft: a dark or reflective film can crack it; confirm with the film maker’s chart.`,
  thickGlass: msg`Clear glass thicker than 3/8″ absorbs more heat: choose a low-absorption film or confirm it is approved.`,
  wiredGlass: msg`Wired glass breaks more easily under film-induced heat: use only films approved for wired glass.`,
  laminatedGlass: msg`Laminated glass absorbs heat in its interlayer: check the film is approved for laminated glass.`,
  agedInsulatedUnit: msg`Insulated unit over 10 years old: its seals may fail with film; the glass maker’s warranty may not apply.`,
}
