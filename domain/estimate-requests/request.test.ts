import { describe, expect, it } from 'vitest'
import { ESTIMATE_REQUEST_ERRORS, isEstimateRequestErrorCode } from './errors.ts'
import { makeEstimateRequest, TINY_JPEG_BASE64 } from '../testing/request-factory.ts'
import {
  base64Length,
  canChangeStatus,
  decodedLength,
  EstimateRequestSchema,
  nextStatuses,
  REQUEST_LIMITS,
} from './request.ts'
import { OTHER_STATE_CODES, SERVED_STATE_CODES, US_STATE_CODES } from './us-states.ts'

const issuesOf = (input: unknown) => EstimateRequestSchema.safeParse(input).error?.issues ?? []

describe('EstimateRequestSchema', () => {
  it('accepts the factory request, with email only or phone only', () => {
    expect(EstimateRequestSchema.safeParse(makeEstimateRequest()).success).toBe(true)
    expect(EstimateRequestSchema.safeParse(makeEstimateRequest({ phone: '' })).success).toBe(true)
    expect(EstimateRequestSchema.safeParse(makeEstimateRequest({ email: '' })).success).toBe(true)
  })

  it('names a known error code in every issue, whatever the input', () => {
    const inputs: unknown[] = [
      {},
      { ...makeEstimateRequest(), name: 7, state: null, photos: 'x' },
      { ...makeEstimateRequest(), photos: [null, { mime: 'image/gif' }] },
      makeEstimateRequest({ email: '', phone: '', windowCount: -1 }),
    ]
    for (const input of inputs) {
      for (const issue of issuesOf(input))
        expect(isEstimateRequestErrorCode(issue.message), issue.message).toBe(true)
    }
    expect(Object.values(ESTIMATE_REQUEST_ERRORS).every((text) => text.length > 0)).toBe(true)
  })

  it('asks for a way to reach the visitor together with the other mistakes', () => {
    const issues = issuesOf(makeEstimateRequest({ name: '', email: '', phone: '' }))
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'nameRequired'],
      ['email', 'contactRequired'],
    ])
  })

  it('refuses photos that are each allowed but too large together', () => {
    const size = Math.ceil(REQUEST_LIMITS.photosTotalBytes / 9)
    const data = 'A'.repeat(base64Length(size))
    expect(decodedLength(data)).toBeLessThanOrEqual(REQUEST_LIMITS.photoBytes)
    const photos = Array.from({ length: 10 }, () => ({ mime: 'image/jpeg' as const, data }))
    expect(issuesOf(makeEstimateRequest({ photos })).map((issue) => issue.message)).toEqual([
      'photosTooLarge',
    ])
    expect(issuesOf(makeEstimateRequest({ photos: photos.slice(0, 8) }))).toEqual([])
  })

  it('counts the bytes of canonical base64 exactly', () => {
    expect(decodedLength(TINY_JPEG_BASE64)).toBe(15)
    expect(decodedLength('YQ==')).toBe(1)
    expect(decodedLength('YWI=')).toBe(2)
    expect(decodedLength('YWJj')).toBe(3)
  })
})

describe('status changes', () => {
  it('go forward, skipping steps if need be, or back one step', () => {
    expect(nextStatuses('new')).toEqual(['new', 'contacted', 'quoted', 'closed'])
    expect(nextStatuses('contacted')).toEqual(['new', 'contacted', 'quoted', 'closed'])
    expect(nextStatuses('quoted')).toEqual(['contacted', 'quoted', 'closed'])
    expect(nextStatuses('closed')).toEqual(['quoted', 'closed'])
    expect(canChangeStatus('closed', 'new')).toBe(false)
  })
})

describe('US states', () => {
  it('lists the states our hubs serve first, then every other state once', () => {
    expect(SERVED_STATE_CODES).toEqual(['AL', 'FL', 'GA', 'NC', 'SC', 'TN'])
    expect([...SERVED_STATE_CODES, ...OTHER_STATE_CODES].sort()).toEqual([...US_STATE_CODES].sort())
    expect(US_STATE_CODES).toHaveLength(51)
  })
})
