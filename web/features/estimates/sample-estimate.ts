import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import {
  emptyEstimate,
  NEW_WINDOW_DEFAULTS,
  type Estimate,
  type EstimateWindow,
} from '../../../domain/estimates/estimate.ts'
import { withDerived } from '../../../domain/estimator/compute.ts'

/*
 * ?demo=true: a measured ranch house in Atlanta to try the estimator on. It lives in memory only and
 * is never saved to the account (unless the user saves a copy).
 */

const LABELS = {
  name: msg`Sample: Peachtree ranch house`,
  customer: msg`Jordan Sample`,
  living: msg`Living room picture window`,
  kitchen: msg`Kitchen`,
  bedroom: msg`Bedroom`,
  slider: msg`Patio slider`,
  door: msg`Front door sidelight`,
} as const

type SampleWindow = Partial<EstimateWindow> & Pick<EstimateWindow, 'width' | 'height'>

const WINDOWS: readonly (SampleWindow & { label: keyof typeof LABELS })[] = [
  { label: 'living', width: 72, height: 48, orientation: 'west', filmType: 'energySaving', panes: 'single' },
  { label: 'kitchen', width: 35.625, height: 59.25, orientation: 'south', filmType: 'premium', quantity: 2 },
  { label: 'bedroom', width: 30.5, height: 54.25, orientation: 'east', quantity: 3, unitAgeYears: 14 },
  {
    label: 'slider',
    width: 70.75,
    height: 78,
    orientation: 'west',
    filmType: 'security',
    filmGrade: 'SEC-8C',
  },
  {
    label: 'door',
    width: 12,
    height: 78,
    orientation: 'north',
    filmType: 'decorative',
    filmGrade: 'DEC-DC',
    quantity: 2,
  },
]

const SAMPLE_ESTIMATE_ID = 'sample'

export function sampleEstimate(i18n: I18n, ownerId: string, now = new Date()): Estimate {
  return withDerived({
    ...emptyEstimate(SAMPLE_ESTIMATE_ID, ownerId, i18n._(LABELS.name), now),
    customer: i18n._(LABELS.customer),
    address: '1200 Peachtree St NE, Atlanta, GA 30309',
    windows: WINDOWS.map(({ label, ...window }, index) => ({
      ...NEW_WINDOW_DEFAULTS,
      ...window,
      id: `sample-${index + 1}`,
      label: i18n._(LABELS[label]),
    })),
  })
}
