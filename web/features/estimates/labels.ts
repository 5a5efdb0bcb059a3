import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type {
  AccessKind,
  EstimateStatus,
  FilmType,
  GlassKind,
  Orientation,
  Panes,
} from '../../../domain/estimates/estimate.ts'
import type { WindowType, WindowUnit } from '../../../domain/estimates/units.ts'
import type { ClimateId } from '../../../domain/estimator/energy.ts'

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
  security: msg({ message: 'Security', context: 'film category' }),
  decorative: msg`Decorative`,
}

export const ORIENTATION_LABELS: Record<Orientation, MessageDescriptor> = {
  north: msg`North`,
  east: msg`East`,
  south: msg`South`,
  west: msg`West`,
}

export const PANES_LABELS: Record<Panes, MessageDescriptor> = {
  single: msg`Single pane`,
  double: msg`Double pane (insulated)`,
}

export const GLASS_LABELS: Record<GlassKind, MessageDescriptor> = {
  clear: msg`Clear`,
  tinted: msg`Tinted`,
  lowE: msg`Low-E`,
  laminated: msg`Laminated`,
  wired: msg`Wired`,
}

export const ACCESS_LABELS: Record<AccessKind, MessageDescriptor> = {
  ground: msg`From the ground`,
  ladder: msg`Ladder`,
  lift: msg`Lift or scaffold`,
}

export const STATUS_LABELS: Record<EstimateStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  ready: msg`Ready`,
  sent: msg`Sent`,
  accepted: msg`Accepted`,
  scheduled: msg({ message: 'Scheduled', context: 'estimate' }),
  installed: msg({ message: 'Installed', context: 'estimate' }),
}

export const CLIMATE_LABELS: Record<ClimateId, MessageDescriptor> = {
  atlanta: msg`Atlanta (Georgia, Alabama, Tennessee)`,
  florida: msg`Florida and South Georgia`,
  carolinas: msg`North and South Carolina`,
}
