import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FilmType, WindowType, WindowUnit } from '../../../domain/estimates/estimate.ts'

export const UNIT_LABELS: Record<WindowUnit, MessageDescriptor> = {
  inches: msg`Inches`,
  feet: msg`Feet`,
  centimeters: msg`Centimeters`,
  meters: msg`Meters`,
}

export const WINDOW_TYPE_LABELS: Record<WindowType, MessageDescriptor> = {
  residential: msg`Residential`,
  commercial: msg`Commercial`,
  automotive: msg`Automotive`,
}

export const FILM_TYPE_LABELS: Record<FilmType, MessageDescriptor> = {
  standard: msg`Standard`,
  premium: msg`Premium`,
  energySaving: msg`Energy saving`,
  security: msg`Security`,
  decorative: msg`Decorative`,
}
