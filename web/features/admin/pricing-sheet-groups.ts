import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CustomLineKind, CustomLineUnit } from '../../../domain/quotes/rules.ts'
import type { FieldSpec } from './pricing-fields.tsx'

/** A panel of the form: numbers of the sheet that belong together, and what they are for. */
interface Group {
  title: MessageDescriptor
  description: MessageDescriptor
  fields: FieldSpec[]
}

export const GROUPS: Group[] = [
  {
    title: msg`Installation labor`,
    description: msg`What a crew charges to put the film on, by the glass it works on.`,
    fields: [
      {
        path: 'laborCentsPerSqFt.residential',
        kind: 'dollars',
        label: msg`Residential labor ($ per sq ft)`,
        hint: msg`Homes: per square foot of glass filmed.`,
      },
      {
        path: 'laborCentsPerSqFt.commercial',
        kind: 'dollars',
        label: msg`Commercial labor ($ per sq ft)`,
        hint: msg`Storefronts and offices: large, repetitive panes go faster.`,
      },
      {
        path: 'laborCentsPerSqFt.automotive',
        kind: 'dollars',
        label: msg`Automotive labor ($ per sq ft)`,
        hint: msg`Curved car glass, heat-shrinking and door panels.`,
      },
      {
        path: 'laborCentsPerPane',
        kind: 'dollars',
        label: msg`Labor per pane ($)`,
        hint: msg`Set-up, cleaning and edge trim, whatever the pane’s size.`,
      },
    ],
  },
  {
    title: msg`Pane size and access`,
    description: msg`Adjustments to a window’s labor for small or large panes and for glass out of reach.`,
    fields: [
      {
        path: 'smallPane.maxSqFt',
        kind: 'sqft',
        label: msg`Small pane: under (sq ft)`,
        hint: msg`Panes smaller than this take nearly as long as full ones.`,
      },
      {
        path: 'smallPane.surchargeCentsPerPane',
        kind: 'dollars',
        label: msg`Small pane surcharge ($ per pane)`,
      },
      {
        path: 'largePane.minSqFt',
        kind: 'sqft',
        label: msg`Large pane: over (sq ft)`,
        hint: msg`Panes larger than this need two installers.`,
      },
      {
        path: 'largePane.laborMultiplier',
        kind: 'multiplier',
        label: msg`Large pane labor multiplier (×)`,
      },
      {
        path: 'accessMultiplier.ladder',
        kind: 'multiplier',
        label: msg`Ladder labor multiplier (×)`,
        hint: msg`Slower work and moving the ladder between panes.`,
      },
      {
        path: 'accessMultiplier.lift',
        kind: 'multiplier',
        label: msg`Lift labor multiplier (×)`,
        hint: msg`The lift’s rental is not included: quote it separately.`,
      },
    ],
  },
  {
    title: msg`Extras and minimum`,
    description: msg`Work beyond the film itself, and the least a job is billed.`,
    fields: [
      {
        path: 'removalCentsPerSqFt',
        kind: 'dollars',
        label: msg`Old film removal ($ per sq ft)`,
        hint: msg`Steaming, scraping and adhesive clean-up, when old film has to come off.`,
      },
      {
        path: 'attachmentCentsPerLinearFt',
        kind: 'dollars',
        label: msg`Wet-glaze attachment ($ per linear ft)`,
        hint: msg`Structural silicone around security film on building glass, per foot of edge.`,
      },
      {
        path: 'minimumJobCents',
        kind: 'dollars',
        label: msg`Minimum job charge ($)`,
        hint: msg`A crew’s trip, set-up and clean-up: smaller jobs are brought up to it.`,
      },
    ],
  },
]

export const WASTE: FieldSpec = {
  path: 'fallbackWasteRate',
  kind: 'percent',
  label: msg`Film waste without a roll plan (%)`,
  hint: msg`Trim and cut-offs added to the glass area when the roll planner has no figure.`,
}

export const SEAM: FieldSpec = {
  path: 'seamAllowanceIn',
  kind: 'inches',
  label: msg`Seam overlap (in)`,
  hint: msg`A pane wider than every roll is cut as drops that overlap by this much at each seam, then cut through together into a butt seam. The overlap is charged as film.`,
}

export const FILM_PATH = (sku: string) => `materialCentsPerSqFt.${sku}`

export const CATEGORY_TITLES = {
  security: msg`Security films`,
  solar: msg`Solar control films`,
  decorative: msg`Decorative films`,
} as const

/** The quote rules with one number each; the deposit (a percentage or an amount) and the line presets are apart. */
export const QUOTE_RULES: FieldSpec[] = [
  {
    path: 'quote.maxDiscountPercent',
    kind: 'points',
    label: msg`Largest discount on a quote (%)`,
    hint: msg`Installers cannot give more off a job before tax.`,
  },
  {
    path: 'quote.validityDays',
    kind: 'days',
    label: msg`Quotes valid for (days)`,
    hint: msg`How long a quote’s prices hold; each quote may change it.`,
  },
  {
    path: 'quote.followUpDays',
    kind: 'days',
    label: msg`Reminder after (days)`,
    hint: msg`When a quote that asks for it is still unanswered this long after it was sent, the customer gets one reminder.`,
  },
]

export const DEPOSIT_PERCENT: FieldSpec = {
  path: 'quote.deposit.percent',
  kind: 'points',
  label: msg`Deposit on acceptance (% of the total)`,
}

export const DEPOSIT_FIXED: FieldSpec = {
  path: 'quote.deposit.cents',
  kind: 'dollars',
  label: msg`Deposit on acceptance ($)`,
}

/** A custom line preset's field: the price of one unit of it. */
export const presetPath = (index: number) => `quote.customLines.${index}.unitCents`

/** What an installer adds to a quote in one tap, as the admin sets its price. */
export const PRESET_TITLES: Record<CustomLineKind, MessageDescriptor> = {
  removal: msg`Old film removal line`,
  travel: msg`Travel line`,
  afterHours: msg`After-hours line`,
  disposal: msg`Disposal line`,
  other: msg`Other line`,
}

export const PRESET_UNITS: Record<CustomLineUnit, MessageDescriptor> = {
  job: msg`$ per job`,
  sqFt: msg`$ per sq ft`,
  mile: msg`$ per mile`,
}
