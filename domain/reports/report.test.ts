import { describe, expect, it } from 'vitest'
import { ReportQuerySchema } from './report.ts'

const issue = (input: unknown) => ReportQuerySchema.safeParse(input).error?.issues[0]?.message

describe('ReportQuerySchema', () => {
  it('takes a period and an optional hub', () => {
    expect(ReportQuerySchema.parse({ from: '2025-01-01', to: '2025-03-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
      hub: null,
    })
    expect(ReportQuerySchema.parse({ from: '2025-01-01', to: '2025-01-01', hub: 'florida' }).hub).toBe(
      'florida',
    )
  })

  it('refuses days that do not exist, a period ending before it starts and one over three years', () => {
    expect(issue({ from: '2025-02-30', to: '2025-03-01' })).toBe('reportPeriodInvalid')
    expect(issue({ from: '2025-03-02', to: '2025-03-01' })).toBe('reportPeriodInvalid')
    expect(issue({ from: '2022-01-01', to: '2025-01-01' })).toBe('reportPeriodInvalid')
    expect(issue({ from: '2022-01-02', to: '2025-01-01' })).toBeUndefined()
  })

  it('refuses a hub that is not one', () => {
    expect(issue({ from: '2025-01-01', to: '2025-01-31', hub: 'mars' })).toBe('reportHubInvalid')
  })
})
