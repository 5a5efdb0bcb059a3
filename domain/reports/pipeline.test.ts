import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../estimator/pricing.ts'
import { buildQuote } from '../quotes/quote.ts'
import { DEFAULT_TAX_TABLE } from '../shop/tax.ts'
import { makeQuoteInput } from '../testing/quote-factory.ts'
import {
  countedVersions,
  installationAmong,
  installationHours,
  pipelineStageOf,
  pipelineValueCents,
  type PipelineVersion,
} from './pipeline.ts'

/*
 * The pipeline's rules apart from the database; api/features/reports/reports.pipeline.test.ts checks
 * the whole report against quotes made through the API.
 */

const snapshot = buildQuote(makeQuoteInput({ createdAt: '2025-06-02T09:00:00.000Z', validityDays: 30 }), {
  sheet: DEFAULT_PRICING_SHEET,
  taxTable: DEFAULT_TAX_TABLE,
})
const JUNE = new Date('2025-06-10T12:00:00.000Z')

function version(overrides: Partial<PipelineVersion> = {}): PipelineVersion {
  return {
    id: 'q1',
    estimateId: 'e1',
    version: 1,
    ownerId: 'u1',
    ownerName: 'teamlead',
    snapshot,
    createdAt: '2025-06-02T09:00:00.000Z',
    sentAt: null,
    viewedAt: null,
    revokedAt: null,
    changeAt: null,
    acceptance: null,
    paidCents: 0,
    installation: null,
    job: null,
    ...overrides,
  }
}

const signed = { optionId: 'good', depositChoice: 'invoice' } as const

describe('the stage of a quote in the pipeline', () => {
  it('is how far an unsigned quote got: changes asked count as viewed; withdrawn or expired, lost', () => {
    const sent = { sentAt: '2025-06-02T10:00:00.000Z' }
    expect(pipelineStageOf(version(), JUNE)).toBe('draft')
    expect(pipelineStageOf(version(sent), JUNE)).toBe('sent')
    expect(pipelineStageOf(version({ ...sent, viewedAt: '2025-06-03T10:00:00.000Z' }), JUNE)).toBe('viewed')
    expect(pipelineStageOf(version({ ...sent, changeAt: '2025-06-03T10:00:00.000Z' }), JUNE)).toBe('viewed')
    expect(pipelineStageOf(version({ ...sent, revokedAt: '2025-06-03T10:00:00.000Z' }), JUNE)).toBe('lost')
    expect(pipelineStageOf(version(sent), new Date('2025-08-01T00:00:00.000Z'))).toBe('lost')
  })

  it('is, once signed, as far as its installation went, and paid when the final invoice is', () => {
    const due = snapshot.options.find((option) => option.id === 'good')!.depositCents
    const booked = (status: 'proposed' | 'scheduled' | 'inProgress' | 'completed') => ({
      acceptance: signed,
      installation: { status, start: '2025-06-04T12:00:00.000Z', end: '2025-06-04T16:00:00.000Z' },
    })
    expect(pipelineStageOf(version({ acceptance: signed }), JUNE)).toBe('accepted')
    expect(pipelineStageOf(version(booked('proposed')), JUNE)).toBe('accepted')
    expect(pipelineStageOf(version(booked('scheduled')), JUNE)).toBe('scheduled')
    expect(pipelineStageOf(version(booked('inProgress')), JUNE)).toBe('scheduled')
    expect(pipelineStageOf(version(booked('completed')), JUNE)).toBe('installed')
    // A deposit is not the job paid: paid is the final invoice settled once the customer signed it off.
    expect(pipelineStageOf(version({ ...booked('scheduled'), paidCents: due }), JUNE)).toBe('scheduled')
    const job = { totalCents: 100_000, crewHours: 6, filmFeet: 40 }
    expect(pipelineStageOf(version({ ...booked('completed'), job, paidCents: 99_999 }), JUNE)).toBe(
      'installed',
    )
    expect(pipelineStageOf(version({ ...booked('completed'), job, paidCents: 100_000 }), JUNE)).toBe('paid')
    // A signature stands past the validity date.
    expect(pipelineStageOf(version({ acceptance: signed }), new Date('2026-01-01T00:00:00.000Z'))).toBe(
      'accepted',
    )
  })

  it('is worth the accepted option’s total once signed, else the dearest option’s', () => {
    const total = (id: string) => snapshot.options.find((option) => option.id === id)!.totalCents
    expect(pipelineValueCents(version())).toBe(Math.max(...snapshot.options.map((o) => o.totalCents)))
    expect(pipelineValueCents(version())).toBe(total('best'))
    expect(pipelineValueCents(version({ acceptance: signed }))).toBe(total('good'))
  })
})

describe('which version of an estimate counts', () => {
  it('is the latest, unless an earlier one was signed: a signature stands over a later revision', () => {
    const v1 = version({ id: 'v1', version: 1, sentAt: '2025-06-02T10:00:00.000Z' })
    const v2 = version({ id: 'v2', version: 2 })
    const other = version({ id: 'o1', estimateId: 'e2' })
    expect(countedVersions([v2, v1, other]).map((each) => each.id)).toEqual(['v2', 'o1'])
    const signedV1 = { ...v1, acceptance: signed }
    expect(countedVersions([signedV1, v2]).map((each) => each.id)).toEqual(['v1'])
    const signedV3 = version({ id: 'v3', version: 3, acceptance: signed })
    expect(countedVersions([signedV1, v2, signedV3]).map((each) => each.id)).toEqual(['v3'])
  })
})

describe('a quote’s installation', () => {
  const at = (status: 'proposed' | 'scheduled' | 'completed' | 'cancelled') => ({
    status,
    start: '2025-06-04T12:00:00.000Z',
    end: '2025-06-04T16:00:00.000Z',
  })

  it('is the furthest along of its events, never a cancelled one', () => {
    expect(installationAmong([])).toBeNull()
    expect(installationAmong([at('cancelled')])).toBeNull()
    expect(installationAmong([at('proposed'), at('completed'), at('scheduled')])?.status).toBe('completed')
  })

  it('takes its length on one day, and only working hours over several', () => {
    expect(installationHours('2025-06-04T12:00:00.000Z', '2025-06-04T15:30:00.000Z')).toBe(3.5)
    // An evening job on one day counts as it was booked.
    expect(installationHours('2025-06-04T22:00:00.000Z', '2025-06-05T01:00:00.000Z')).toBe(3)
    // Friday 08:00 EDT to Monday 12:00 EDT: 9 hours, the weekend, 4 hours.
    expect(installationHours('2025-06-06T12:00:00.000Z', '2025-06-09T16:00:00.000Z')).toBe(13)
    // In winter (EST) the working day is 13:00Z–22:00Z.
    expect(installationHours('2025-12-01T13:00:00.000Z', '2025-12-02T15:00:00.000Z')).toBe(11)
    expect(installationHours('2025-06-04T12:00:00.000Z', '2025-06-04T12:00:00.000Z')).toBe(0)
  })
})
