import { z } from 'zod'
import { FILM_LINES } from '../../../domain/catalog/films.ts'
import { ESTIMATE_LIMITS } from '../../../domain/estimates/estimate.ts'
import { DEFAULT_TRIM_IN } from '../../../domain/estimator/roll-plan.ts'
import { newId } from '../estimates/api/new-id.ts'
import type { CutPane } from '../estimates/cut-list.tsx'

/** Where the form is kept on the device (per owner) while it is filled in. */
export const DRAFT_KEY = 'shop/diy-order'
export const TRIM_CHOICES = [0, 0.25, 0.5, 0.75, 1] as const
const DEFAULT_FILM = 'SOL-CR40'
const FILM_SKUS = FILM_LINES.map((film) => film.sku)

const SizeRowSchema = z.object({
  id: z.string().max(64),
  label: z.string().max(ESTIMATE_LIMITS.windowLabel),
  /** As typed: "35 1/2", "35.5". */
  width: z.string().max(40),
  height: z.string().max(40),
  quantity: z.string().max(6),
})
export type SizeRow = z.infer<typeof SizeRowSchema>

export const DiyOrderDraftSchema = z.object({
  source: z.enum(['sizes', 'estimate']).catch('sizes'),
  rows: z.array(SizeRowSchema).min(1).max(ESTIMATE_LIMITS.windows),
  filmSku: z
    .string()
    .refine((sku) => FILM_SKUS.includes(sku))
    .catch(DEFAULT_FILM),
  estimateId: z.string().nullable().catch(null),
  trimIn: z
    .number()
    .refine((value) => (TRIM_CHOICES as readonly number[]).includes(value))
    .catch(DEFAULT_TRIM_IN),
  kit: z.boolean().catch(true),
})
export type DiyOrderDraft = z.infer<typeof DiyOrderDraftSchema>

export const emptyRow = (): SizeRow => ({ id: newId(), label: '', width: '', height: '', quantity: '1' })

export const defaultDraft = (): DiyOrderDraft => ({
  source: 'sizes',
  rows: [emptyRow()],
  filmSku: DEFAULT_FILM,
  estimateId: null,
  trimIn: DEFAULT_TRIM_IN,
  kit: true,
})

/** A pane in the cut list: from a typed row or an estimate's window. */
export type Pane = CutPane
