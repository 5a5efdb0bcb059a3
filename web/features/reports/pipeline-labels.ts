import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PipelineStage } from '../../../domain/reports/pipeline.ts'

/** The pipeline's stages as the report and the team lead's dashboard name them. */
export const STAGE_LABELS: Record<PipelineStage, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'pipeline' }),
  sent: msg({ message: 'Sent', context: 'pipeline' }),
  viewed: msg({ message: 'Viewed', context: 'pipeline' }),
  accepted: msg({ message: 'Accepted', context: 'pipeline' }),
  scheduled: msg({ message: 'Scheduled', context: 'pipeline' }),
  installed: msg({ message: 'Installed', context: 'pipeline' }),
  paid: msg({ message: 'Deposit paid', context: 'pipeline' }),
  lost: msg({ message: 'Lost', context: 'pipeline' }),
}

/** A bar per stage: the signed ones in the accent colour, the lost ones grey. */
export const STAGE_COLORS: Record<PipelineStage, string> = {
  draft: '#94a3b8',
  sent: '#1d3f74',
  viewed: '#1d3f74',
  accepted: '#159fb0',
  scheduled: '#159fb0',
  installed: '#159fb0',
  paid: '#0f766e',
  lost: '#cbd5e1',
}
